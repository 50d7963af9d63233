// Starting a turn, and its Beginning phase.
//
// "Next turn" or "Extra turn" starts a turn at once when the core says it would Hold
// nothing and (2v2) there is nothing to ask (`options.holds`, `options.ally_occupies`).
// Otherwise a sheet opens: the table records what changed in the Beginning phase (a
// battlefield lost, a card's points, the victory score) and, in 2v2, where the teammate
// occupies a battlefield; nothing is recorded until they confirm. The sheet shows what
// the turn would do as composed, from the server's preview of that very action (its
// events, or the refusal it would get), asked again a moment after each change. The
// draft is kept on the device, so a reload or a locked phone resumes it.
//
// The sheet is one per page: `wireBeginning(acts, gameId)` gives it the game (`acts.current()`),
// what records (`acts.record`) and what previews (`acts.preview`), and the game whose
// draft this device keeps.
import {byId, el} from "../shared/dom.js";
import {removeSetting, storeSetting, storedSetting} from "../shared/storage.js";
import {toast} from "../shared/ui.js";
import {counted, names} from "../shared/text.js";
import {optionalText, wholeNumber} from "./sheets.js";
import {inPlay, sideName, sidesOf} from "./view.js";
import {describeAction, describeEvent} from "./words.js";

const PREVIEW_DELAY_MS = 150;

let acts = null; // the page's: wireBeginning
let draftKey = null; // where this game's draft is kept on the device
let draft = null; // {turnNumber, version, player, extra, beginning, allyOccupies}
let startingOwnTurn = false;
let previewTimer = null;
let previewed = null; // {key, outcome}: the preview of the action as last composed
let asked = null; // the key of the preview under way

const currentView = () => acts.current().view;

function loadDraft() {
  try {
    const saved = JSON.parse(storedSetting(draftKey) || "null");
    return saved && typeof saved.player === "string" ? saved : null;
  } catch (_) {
    return null;
  }
}

function saveDraft() {
  if (draft) storeSetting(draftKey, JSON.stringify(draft));
  else removeSetting(draftKey);
}

/** A draft was kept from before a reload: the sheet opens again. */
export const hasDraft = () => Boolean(draft);

/** What the core offers to list as the teammate's, for this draft's player. */
function allyOffered() {
  return currentView().options.ally_occupies[draft.player] || [];
}

/** The turn action as the table has composed it so far. */
function turnAction() {
  const action = {do: "turn", player: draft.player};
  if (draft.extra) action.extra = true;
  if (draft.beginning.length) action.beginning = draft.beginning;
  const occupied = allyOffered().filter((b) => draft.allyOccupies.includes(b));
  if (occupied.length) action.ally_occupies = occupied;
  return action;
}

const keyOf = (action) => `${currentView().version}:${JSON.stringify(action)}`;

/** Start the player's turn (`extra`: granted by a card): at once, or through the sheet. */
export async function beginTurn(player, extra) {
  const view = currentView();
  if (!view || !inPlay(view)) return;
  draft = {turnNumber: view.turn.number, version: view.version, player, extra, beginning: [], allyOccupies: []};
  if (!view.options.holds[player].length && !allyOffered().length) {
    // Nothing would score at the scoring step and nothing to ask: one tap starts the turn.
    const action = turnAction();
    draft = null;
    await acts.record(action);
    return;
  }
  saveDraft();
  openBeginning();
}

export function openBeginning() {
  byId("beginning-error").hidden = true;
  renderBeginning();
  const dialog = byId("beginning-dialog");
  if (!dialog.open) dialog.showModal();
}

function closeBeginning() {
  draft = null;
  previewed = null;
  clearTimeout(previewTimer);
  saveDraft();
  const dialog = byId("beginning-dialog");
  if (dialog.open) dialog.close();
}

/** A draft made for a turn that has since begun (or a game that ended) is dropped. */
export function reconcileDraft({view, previous}) {
  if (!draft) return;
  if (view.turn.number === draft.turnNumber && inPlay(view)) {
    if (byId("beginning-dialog").open) renderBeginning();
    return;
  }
  const byThisDevice = startingOwnTurn;
  closeBeginning();
  if (previous && !byThisDevice) toast("The turn was started on another device.", "info");
}

function changed() {
  saveDraft();
  renderBeginning();
}

function lostInDraft(battlefield) {
  return draft.beginning.some((a) => a.do === "lose_control" && a.battlefield === battlefield);
}

/** The preview of the action as now composed, if it has come. */
function currentPreview(action) {
  return previewed && previewed.key === keyOf(action) ? previewed.outcome : null;
}

/**
 * The battlefields the turn would Hold: from the preview of the action as composed, or
 * for the plain turn, the core's `holds`; null while the preview is on its way.
 */
function holdsOf(action, outcome) {
  if (outcome && outcome.kind === "previewed") {
    return outcome.events.filter((e) => e.event === "hold" && e.player === draft.player).map((e) => e.battlefield);
  }
  const plain = !action.beginning && !action.ally_occupies;
  return plain ? currentView().options.holds[draft.player] : null;
}

function renderBeginning() {
  if (!draft) return;
  const view = currentView();
  const player = draft.player;
  const action = turnAction();
  const outcome = currentPreview(action);
  const holds = holdsOf(action, outcome);
  const offered = view.options.holds[player];
  byId("beginning-title").textContent =
    `Turn ${view.turn.number + 1} · ${player}${draft.extra ? " (extra turn)" : ""}: Beginning phase`;
  byId("beginning-battlefields").replaceChildren(
    ...view.battlefields.map((b) => battlefieldRow(b, holds, offered, outcome)),
  );
  renderChanges();
  renderAllyQuestion();
  renderPreview(outcome);
  byId("beginning-confirm").textContent =
    holds === null
      ? "Confirm"
      : holds.length
        ? `Confirm: score ${counted(holds.length, "hold")}, start the turn`
        : "Confirm: start the turn";
  if (!outcome) schedulePreview();
}

/** Whether a battlefield is held, as the core said it (`holds`), or, while the core's
 * answer for the turn as composed has not come, why not: it is being checked, or cannot
 * be while the server is out of reach. Never worked out here. */
function unknownHold(outcome) {
  if (outcome && outcome.kind === "unreachable") return "whether it is held cannot be checked offline";
  if (outcome && outcome.kind === "refused") return "";
  return "checking whether it is held…";
}

function battlefieldRow({name, controller}, holds, offered, outcome) {
  const player = draft.player;
  const lost = lostInDraft(name);
  const known = holds !== null;
  const held = known && holds.includes(name);
  const unknown = known ? "" : unknownHold(outcome);
  let status;
  if (!controller) status = "uncontrolled: nothing to hold";
  else if (lost) status = `${controller} lost it${known && offered.includes(name) && !held ? ": not held" : ""}`;
  else if (held) status = `${player} holds it: scored at the scoring step`;
  else status = `${controller} controls it${unknown ? `: ${unknown}` : ""}`;
  return el(
    "li",
    {class: `beginning-battlefield${held && !lost ? " hold" : ""}${lost ? " lost" : ""}`, dataset: {battlefield: name}},
    [
      el("div", {class: "bb-text"}, [el("strong", {text: name}), el("span", {class: "bb-status", text: status})]),
      controller &&
        el("button", {
          type: "button",
          class: lost ? "secondary" : "lose",
          text: lost ? "Still there" : "Lost it",
          "aria-label": lost ? `${name}: still controlled` : `${name} lost in the Beginning phase`,
          onclick: () => {
            if (lost) {
              draft.beginning = draft.beginning.filter((a) => !(a.do === "lose_control" && a.battlefield === name));
            } else {
              draft.beginning.push({do: "lose_control", battlefield: name});
            }
            changed();
          },
        }),
    ],
  );
}

function renderChanges() {
  const others = draft.beginning.map((action, index) => ({action, index})).filter(({action}) => action.do !== "lose_control");
  byId("beginning-changes").replaceChildren(
    ...(others.length
      ? others.map(({action, index}) =>
          el("li", {class: "change"}, [
            el("span", {text: describeAction(action)}),
            el("button", {
              type: "button",
              class: "secondary small",
              text: "Remove",
              onclick: () => {
                draft.beginning.splice(index, 1);
                changed();
              },
            }),
          ]),
        )
      : [el("li", {class: "hint", text: "None."})]),
  );
}

/** 2v2: where the teammate occupies a battlefield, asked only where the core says the
 * answer changes what a Conquer by the team would do this turn. */
function renderAllyQuestion() {
  const view = currentView();
  const offered = allyOffered();
  byId("ally-question").hidden = !offered.length;
  if (!offered.length) return;
  const side = sidesOf(view).find((s) => s.includes(draft.player)) || [draft.player];
  const teammate = names(side.filter((p) => p !== draft.player));
  byId("ally-title").textContent = `Which battlefields does ${teammate} occupy?`;
  byId("ally-hint").textContent =
    `${sideName(side)} can reach the final point this turn. Tick the battlefields where ${teammate} ` +
    "has units at the scoring step without controlling them: they are left out of " +
    "\u201cevery battlefield\u201d for the final point.";
  byId("ally-choices").replaceChildren(
    ...offered.map((name) =>
      el("label", {class: "check"}, [
        el("input", {
          type: "checkbox",
          value: name,
          checked: draft.allyOccupies.includes(name),
          onchange: (event) => {
            draft.allyOccupies = draft.allyOccupies.filter((b) => b !== name);
            if (event.target.checked) draft.allyOccupies.push(name);
            changed();
          },
        }),
        el("span", {text: name}),
      ]),
    ),
  );
}

function renderPreview(outcome) {
  const list = byId("beginning-preview");
  if (!outcome) {
    list.replaceChildren(el("li", {class: "hint", text: "Working out what this turn does…"}));
    return;
  }
  if (outcome.kind === "refused") {
    list.replaceChildren(el("li", {class: "error", text: `The server would refuse this turn: ${outcome.message}`}));
    return;
  }
  if (outcome.kind === "unreachable") {
    list.replaceChildren(el("li", {class: "hint", text: "Cannot reach the server to preview this turn."}));
    return;
  }
  const sentences = outcome.events.map(describeEvent).filter(Boolean);
  list.replaceChildren(...sentences.map((sentence) => el("li", {class: "previewed", text: sentence})));
}

/** Ask the server what the action as composed would do, a moment after the last change;
 * only the answer for the action still composed is shown. */
function schedulePreview() {
  clearTimeout(previewTimer);
  previewTimer = setTimeout(async () => {
    if (!draft) return;
    const action = turnAction();
    const key = keyOf(action);
    if (asked === key || (previewed && previewed.key === key)) return;
    asked = key;
    const outcome = await acts.preview(action);
    if (asked === key) asked = null;
    if (!draft || keyOf(turnAction()) !== key) return; // composed otherwise meanwhile
    previewed = {key, outcome};
    renderBeginning();
  }, PREVIEW_DELAY_MS);
}

async function confirmBeginning() {
  if (!draft) return;
  startingOwnTurn = true;
  try {
    const ok = await acts.record(turnAction(), {errorBox: byId("beginning-error")});
    if (ok) closeBeginning();
  } finally {
    startingOwnTurn = false;
  }
}

export function wireBeginning(pageActs, gameId) {
  acts = pageActs;
  draftKey = `riftscore:draft:${gameId}`;
  draft = loadDraft();
  byId("beginning-gain-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const f = event.target.elements;
    const gain = {do: "gain", player: f.player.value, points: wholeNumber(f.points.value)};
    const source = optionalText(f.source.value);
    if (source) gain.source = source;
    draft.beginning.push(gain);
    f.source.value = "";
    f.points.value = "1";
    changed();
  });
  byId("beginning-victory-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const f = event.target.elements;
    draft.beginning.push({do: "set_victory_score", points: wholeNumber(f.points.value)});
    f.points.value = "";
    changed();
  });
  byId("beginning-confirm").addEventListener("click", confirmBeginning);
  byId("beginning-cancel").addEventListener("click", closeBeginning);
  byId("beginning-dialog").addEventListener("cancel", () => {
    draft = null;
    saveDraft();
  });
}
