// The organiser's links: the join link and the tables' links as the server gives them to
// this device (GET .../links: the same on every device holding the organiser token), the
// join token this device kept, the share section, and the recovery code that gives a new
// organiser token to a device that lost it.
import * as R from "../shared/index.js";
import {$, api, gatheringId, organiser, render, state} from "./state.js";

const {el, request, errorMessage, toast} = R;

let links = null; // the join link and tables' links as the server gave them to this device
let linksAsked = null; // what was known when they were last asked for (see wantLinks)
let joinToken = null; // as this device kept it (see keptJoinToken)

/** The join link's token until the server gives this device the current one (and where
 * it cannot: a join link made with another organiser token of the gathering): as this
 * device kept it, else from the link that opened this page (the start page passes it
 * on). A token already kept is never replaced by one from a link: a crafted link cannot
 * swap the organiser's join link for a dead one. */
export function keepJoinTokenFromLink(fromLink) {
  const key = `riftscore:join:${gatheringId}`;
  joinToken = fromLink;
  try {
    const kept = localStorage.getItem(key);
    if (kept) joinToken = kept;
    else if (fromLink) localStorage.setItem(key, fromLink);
  } catch (_) {
    // Without storage the link lives only as long as the page.
  }
}

export function keepJoinToken(value) {
  joinToken = value;
  try {
    localStorage.setItem(`riftscore:join:${gatheringId}`, value);
  } catch (_) {
    // Without storage the link lives only as long as the page.
  }
}

/** What the links depend on: the current join link, and the gathering's tables. */
function linksKey() {
  const version = state.event && state.event.join_link ? state.event.join_link.version : null;
  return `${version} ${state.gathering.games.map((g) => g.id).join(" ")}`;
}

/** Whether to ask the server for the links: never asked yet, another join link is
 * current (made on another device, or here), or a table came that this device has none
 * of (paired, or added, on another device). */
export const wantLinks = () => linksAsked !== linksKey();

/** The links are asked for again at the next read (they changed, here or there). */
export function forgetLinks() {
  linksAsked = null;
}

export async function readLinks() {
  const key = linksKey();
  try {
    const result = await request("GET", `${api}/links`, {token: state.token});
    if (result.status !== 200) return;
    links = result.data;
    linksAsked = key;
  } catch (_) {
    // Asked again at the next read.
  }
}

/** The join link's version as the server gave it to this device (null: not known). */
export const joinVersion = () => (links ? links.join.version : null);

/** A table's write token on this device: the organiser token's (as the server gave it),
 * else one this device kept (a table made with another organiser token). */
export function writeTokenOf(gameId) {
  const given = links && links.tables.find((t) => t.game === gameId);
  return (given && given.write_token) || R.storedToken(gameId);
}

/** The join token shown: the current one as the server gave it, else as kept here. */
export function currentJoinToken() {
  return links && links.join.token ? links.join.token : joinToken;
}

// ------------------------------------------------------------------ lost tokens

/** The recovery code, shown once: it gives a new organiser token if this one is lost. */
export function showRecoveryCode(code) {
  const box = el("section", {class: "panel recovery", id: "recovery-code"}, [
    el("h2", {text: "Write down the recovery code"}),
    el("p", {
      class: "hint",
      text: "If this device loses the organiser link, this code gives a new one (Share, then " +
        "\"Lost the organiser link?\"). It is shown only now, and works once.",
    }),
    el("p", {class: "recovery-value", text: code}),
    el("button", {type: "button", class: "secondary", text: "Done", onclick: () => box.remove()}),
  ]);
  $("gathering").prepend(box);
}

/** A device without the organiser token: a recovery code gives one (and the next code). */
async function recover(submitted) {
  submitted.preventDefault();
  const code = submitted.target.elements.code.value.trim();
  if (!code) return;
  try {
    const result = await request("POST", `${api}/recovery`, {body: {recovery_code: code}});
    if (result.status !== 200) {
      toast(errorMessage(result));
      return;
    }
    state.token = result.data.organiser_token;
    R.storeOrganiserToken(gatheringId, state.token);
    submitted.target.reset();
    showRecoveryCode(result.data.recovery_code);
    render();
  } catch (_) {
    toast("Cannot reach the server: nothing was changed.");
  }
}

/** The organiser issues a table's write token again, for a table this device has none of. */
export async function newTableToken(t) {
  try {
    const result = await request("POST", `/api/games/${encodeURIComponent(t.id)}/tokens`, {token: state.token});
    if (result.status !== 201) {
      toast(errorMessage(result));
      return;
    }
    if (!R.storedToken(t.id)) R.storeToken(t.id, result.data.write_token);
    linksAsked = null; // the server gives the same token to every device with this one
    render();
  } catch (_) {
    toast("Cannot reach the server: no new link was made.");
  }
}

function recoveryForm() {
  return el("details", {class: "subform", id: "recovery-form"}, [
    el("summary", {text: "Lost the organiser link?"}),
    el("form", {class: "inline-form", autocomplete: "off", onsubmit: recover}, [
      el("label", {class: "field"}, [
        el("span", {text: "Recovery code"}),
        el("input", {name: "code", spellcheck: "false", autocapitalize: "off"}),
      ]),
      el("button", {type: "submit", class: "secondary", text: "Become the organiser"}),
    ]),
  ]);
}

/** The share section: the exports, the projector, the spectators' and organiser's links. */
export function renderLinks() {
  const {gathering, token} = state;
  $("results-csv").href = gathering.links.results_csv;
  $("standings-csv").href = `${api}/standings.csv`;
  $("projector-link").href = `/gathering/${encodeURIComponent(gatheringId)}/projector`;
  $("results-json").href = gathering.links.results_json;
  const base = `${window.location.origin}/gathering/${encodeURIComponent(gatheringId)}`;
  $("spectator-link").value = base;
  $("organiser-link").value = token ? `${base}#o=${encodeURIComponent(token)}` : "";
  if (!organiser() && !$("recovery-form")) $("share-section").append(recoveryForm());
  if (organiser() && $("recovery-form")) $("recovery-form").remove();
}
