// The page's words: the catalogue of the reader's language (GET /words/{lang}.json, the
// same Fluent source the server says its sentences from), rendered by @fluent/bundle.
//
// - `t(id, args)`: a message in the page's language.
// - An element with `data-l10n-id` (and `data-l10n-args`, JSON) has its text put in the
//   language; `data-l10n-placeholder` names the message for its placeholder. The server
//   renders the same messages in the language it negotiated, so a page reads right before
//   this module runs; this module re-says them when the reader picks another language.
// - The picker (`select#language-picker`, one option per shipped language in its own
//   name, each carrying its catalogue's URL): the choice is kept on the device.
// - The language: the one chosen on this device, else the one the server negotiated from
//   the browser's languages (`<html lang>`), else the first of `navigator.languages` that
//   is shipped, else English.
import {FluentBundle, FluentResource} from "../vendor/fluent-bundle/index.js";
import {storeSetting, storedSetting} from "./storage.js";

const CHOICE_KEY = "riftscore:language";
const ENGLISH = "en";
// Fired on `document` once the page speaks another language (`detail.lang`): what a page
// script wrote itself, it writes again.
export const LANGUAGE_CHANGED = "riftscore:language";

const bundles = new Map(); // lang -> FluentBundle
let current = ENGLISH;

function picker() {
  return document.getElementById("language-picker");
}

/** The shipped languages and their catalogues' URLs, as the server listed them. */
function catalogues() {
  const found = new Map();
  const select = picker();
  if (select) for (const option of select.options) found.set(option.value, option.dataset.catalogue);
  if (!found.has(ENGLISH)) found.set(ENGLISH, `/words/${ENGLISH}.json`);
  return found;
}

/** The shipped language closest to a browser's tag (`fr-CA` -> `fr`, `zh-HK` -> `zh-TW`). */
function shippedFor(tag, shipped) {
  if (!tag) return null;
  if (shipped.has(tag)) return tag;
  const [language, ...rest] = tag.split("-");
  if (language === "zh") {
    const traditional = rest.includes("Hant") || rest.some((part) => ["TW", "HK", "MO"].includes(part));
    return traditional ? "zh-TW" : "zh-CN";
  }
  if (language === "pt") return shipped.has("pt-BR") ? "pt-BR" : null;
  return shipped.has(language) ? language : null;
}

function wanted(shipped) {
  const chosen = storedSetting(CHOICE_KEY);
  if (chosen && shipped.has(chosen)) return chosen;
  const served = shippedFor(document.documentElement.lang, shipped);
  if (served) return served;
  for (const tag of navigator.languages || []) {
    const found = shippedFor(tag, shipped);
    if (found) return found;
  }
  return ENGLISH;
}

async function load(lang, url) {
  if (bundles.has(lang)) return bundles.get(lang);
  const response = await fetch(url, {headers: {Accept: "application/json"}});
  if (!response.ok) throw new Error(`catalogue ${lang}: ${response.status}`);
  const catalogue = await response.json();
  // No isolation marks: none of the shipped languages is written right to left, and the
  // marks would show in copied text and in the tests' reading of it.
  const bundle = new FluentBundle([catalogue.locale, ENGLISH], {useIsolating: false});
  const errors = bundle.addResource(new FluentResource(catalogue.source));
  if (errors.length) console.warn(`catalogue ${lang}:`, errors);
  bundles.set(lang, bundle);
  return bundle;
}

function format(bundle, id, args) {
  const message = bundle && bundle.getMessage(id);
  if (!message || message.value === null) return null;
  return bundle.formatPattern(message.value, args || {});
}

/** The message `id` in the page's language with its arguments put in; English where the
 * language lacks it (as the server does), and the id itself if no catalogue has it. */
export function t(id, args) {
  return format(bundles.get(current), id, args) ?? format(bundles.get(ENGLISH), id, args) ?? id;
}

/** The page's language (a shipped tag). */
export const language = () => current;

/** A locale for `Intl` and `toLocaleString` in the page's language. */
export function locale() {
  return (picker() && picker().selectedOptions[0]?.dataset.locale) || current;
}

/** "Ann, Ben and Cid" in the page's language. */
export function list(items) {
  return new Intl.ListFormat(locale(), {type: "conjunction"}).format(items.map(String));
}

/** A sentence the server sent as a code with parameters (a view's `said`): worded here
 * in the page's language, as the server words it in English (riftscore.words.coded). A
 * list of names is said together ("Ann and Cid"); a nested phrase is worded first. */
export function spoken(said) {
  const args = {};
  for (const [key, value] of Object.entries(said.params || {})) {
    if (Array.isArray(value)) args[key] = list(value);
    else if (value && typeof value === "object") args[key] = spoken(value);
    else args[key] = value;
  }
  return t(said.code, args);
}

function argsOf(element) {
  try {
    return JSON.parse(element.dataset.l10nArgs || "{}");
  } catch (_) {
    return {};
  }
}

/** Put one element's message(s) in the page's language. */
export function translateElement(element) {
  const args = argsOf(element);
  if (element.dataset.l10nId) element.textContent = t(element.dataset.l10nId, args);
  if (element.dataset.l10nPlaceholder) element.placeholder = t(element.dataset.l10nPlaceholder, args);
}

/** Every element under `root` that names a message. */
export function translate(root = document) {
  // The page's <title> too, when it names its message.
  root.querySelectorAll("[data-l10n-id], [data-l10n-placeholder]").forEach(translateElement);
}

/** Give an element a message (and its arguments) and say it now; it is said again in
 * another language when the reader switches. */
export function say(element, id, args) {
  element.dataset.l10nId = id;
  if (args && Object.keys(args).length) element.dataset.l10nArgs = JSON.stringify(args);
  else delete element.dataset.l10nArgs;
  translateElement(element);
}

/** Text that is no message of the catalogue (a server's refusal, a name): shown as it is,
 * and left alone by a switch of language. */
export function plain(element, text) {
  delete element.dataset.l10nId;
  delete element.dataset.l10nArgs;
  element.textContent = text;
}

/** Speak `lang` on this page: load its catalogue, re-say every message, set `<html lang>`. */
export async function use(lang) {
  const shipped = catalogues();
  if (!shipped.has(lang)) lang = ENGLISH;
  await Promise.all([load(ENGLISH, shipped.get(ENGLISH)), load(lang, shipped.get(lang))]);
  const changed = lang !== current;
  current = lang;
  document.documentElement.lang = lang;
  translate();
  const select = picker();
  if (select) select.value = lang;
  if (changed) document.dispatchEvent(new CustomEvent(LANGUAGE_CHANGED, {detail: {lang}}));
}

function wirePicker() {
  const select = picker();
  if (!select) return;
  select.value = current;
  select.addEventListener("change", async () => {
    const lang = select.value;
    storeSetting(CHOICE_KEY, lang);
    try {
      await use(lang);
    } catch (_) {
      select.value = current; // offline and never loaded: the page keeps its language
    }
  });
}

// A page waits for its catalogue no longer than this: on a slow network it starts with
// the words the server rendered, and is said again when the catalogue arrives.
const READY_WITHIN_MS = 3000;

const started = (async () => {
  current = shippedFor(document.documentElement.lang, catalogues()) || ENGLISH;
  try {
    await use(wanted(catalogues()));
  } catch (_) {
    // The page keeps the words the server rendered.
  }
  wirePicker();
})();

/** Resolves once the page speaks its language, or after READY_WITHIN_MS (the server's
 * words stay meanwhile, and for good if the catalogue cannot be had: offline, say). */
export const ready = Promise.race([
  started,
  new Promise((resolve) => setTimeout(resolve, READY_WITHIN_MS)),
]);
