// The sheets (dialogs) besides the Beginning phase: a choice among big buttons, and
// "More…" with its forms (a card's points, a judge's adjustment, several burn outs, the
// victory score, a concession, the end of the turn, time). What each offers is the
// core's answer in the view (`options`): who may gain a burn-out point, whether a
// concession is accepted. A refusal is the server's, shown in the sheet. A judge's
// adjustment or a new victory score that would end the game (the server's preview of it
// says so) is recorded only once the table confirms it.
import {byId, el} from "../shared/dom.js";
import {counted} from "../shared/text.js";
import {showError} from "./messages.js";
import {colourClass} from "./view.js";
import {endingWords} from "./words.js";

/** A sheet of big buttons; resolves to the chosen value, or null. */
export function choose(title, hint, choices) {
  const dialog = byId("choose-dialog");
  byId("choose-title").textContent = title;
  byId("choose-hint").textContent = hint;
  return new Promise((resolve) => {
    const finish = (value) => {
      dialog.removeEventListener("close", onClose);
      if (dialog.open) dialog.close();
      resolve(value);
    };
    const onClose = () => finish(null);
    byId("choose-options").replaceChildren(
      ...choices.map((choice) =>
        el("button", {
          type: "button",
          class: `choice ${choice.className || ""}`,
          text: choice.label,
          onclick: () => finish(choice.value),
        }),
      ),
    );
    byId("choose-cancel").onclick = () => finish(null);
    dialog.addEventListener("close", onClose);
    dialog.showModal();
  });
}

/** The players of `view`, as big buttons in their colours. */
export function playerChoices(view, players) {
  return players.map((p) => ({label: p, value: p, className: colourClass(view, p)}));
}

/** A whole number as typed; anything else goes to the server as written, so that its
 * message names it. */
export function wholeNumber(text) {
  const trimmed = String(text).trim();
  return /^[-+]?\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : trimmed;
}

export function optionalText(text) {
  const trimmed = String(text).trim();
  return trimmed ? trimmed : undefined;
}

let burnSequence = [];

/** Every "who" in the sheets lists the players; the turn's player is chosen first. */
function fillPlayerChoices(view) {
  const preferred = view.turn.in_progress ? view.turn.player : view.turn.next_player;
  document.querySelectorAll("dialog select[name=player]").forEach((select) => {
    const chosen = select.value;
    select.replaceChildren(...view.players.map((p) => el("option", {value: p, text: p})));
    select.value = view.players.includes(chosen) ? chosen : preferred;
  });
}

function renderBurnForm(view) {
  const player = byId("burn-form").elements.player.value;
  const targets = view.options.burn_out_targets[player] || [];
  burnSequence = burnSequence.filter((p) => targets.includes(p));
  byId("burn-opponents").replaceChildren(
    ...(targets.length
      ? targets.map((p) =>
          el("button", {
            type: "button",
            class: `choice ${colourClass(view, p)}`,
            text: `${p} +1`,
            onclick: () => {
              burnSequence.push(p);
              renderBurnForm(view);
            },
          }),
        )
      : [el("p", {class: "hint", text: `No burn out by ${player} is accepted now.`})]),
  );
  byId("burn-sequence").textContent = burnSequence.length
    ? `${player} burns out ${counted(burnSequence.length, "time")}: ${burnSequence.join(", ")}`
    : "No burn out chosen yet.";
}

/** The sheets as the view of `game` says. */
export function renderSheets(game) {
  const view = game.view;
  fillPlayerChoices(view);
  renderBurnForm(view);
  byId("concede-section").hidden = !view.options.can_concede;
  // In a timed round the server calls time when the clock runs out: nobody taps it.
  byId("time-button").hidden = Boolean(view.clock);
}

async function sendFromMore(acts, action) {
  const ok = await acts.record(action, {errorBox: byId("more-error")});
  if (ok) byId("more-dialog").close();
  return ok;
}

/**
 * Whether to record `action` (`what` names it: "adjustment", "victory score"): at once
 * when the server's preview says the game goes on; after the table confirms when it says
 * the game would end, or when it cannot say (offline, or taps still waiting to be sent
 * that it has not seen). A refusal the preview gets is shown in the sheet, and nothing
 * is recorded.
 */
async function confirmedIfEnding(acts, action, what) {
  showError(byId("more-error"), "");
  const outcome = await acts.preview(action);
  if (outcome.kind === "refused") {
    showError(byId("more-error"), outcome.message);
    return false;
  }
  const yes = [{label: "Yes, record it", value: "yes", className: "danger"}];
  if (outcome.kind === "unreachable" || acts.tapsWaiting()) {
    const why =
      outcome.kind === "unreachable"
        ? "The server cannot be reached to check whether it ends the game."
        : "Taps still waiting to be sent come first: whether it ends the game cannot be checked until they land.";
    return Boolean(await choose(`Record this ${what}?`, why, yes));
  }
  const ending = endingWords(outcome.events);
  if (!ending) return true;
  return Boolean(await choose(`This ${what} ends the game: ${ending}. Record it?`, "Nothing is recorded until you confirm.", yes));
}

/** `check` (a preview, a confirmation) of a More… form's action, once at a time: a second
 * tap while the first is being checked or confirmed is the same tap (false). Sending is
 * not held up by it: a tap waiting to be sent is the queue's. */
async function checkedOnce(form, check) {
  if (form.dataset.checking) return false;
  form.dataset.checking = "yes";
  try {
    return await check();
  } finally {
    delete form.dataset.checking;
  }
}

export function openMore() {
  byId("more-error").hidden = true;
  byId("more-dialog").showModal();
}

/** The More… sheet's forms: each sends with `acts.record`, asks `acts.preview` first
 * when it could end the game, and reads the game as it stands from `acts.current()`. */
export function wireSheets(acts) {
  const renderBurn = () => renderBurnForm(acts.current().view);
  byId("gain-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const f = event.target.elements;
    const gain = {do: "gain", player: f.player.value, points: wholeNumber(f.points.value), source: optionalText(f.source.value)};
    if (await sendFromMore(acts, gain)) {
      f.source.value = "";
      f.points.value = "1";
    }
  });
  byId("adjust-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const f = event.target.elements;
    const adjust = {do: "adjust", player: f.player.value, points: wholeNumber(f.points.value), reason: optionalText(f.reason.value)};
    if (!(await checkedOnce(event.target, () => confirmedIfEnding(acts, adjust, "adjustment")))) return;
    if (await sendFromMore(acts, adjust)) f.reason.value = "";
  });
  byId("burn-form").elements.player.addEventListener("change", () => {
    burnSequence = [];
    renderBurn();
  });
  byId("burn-clear").addEventListener("click", () => {
    burnSequence = [];
    renderBurn();
  });
  byId("burn-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const burnOut = {do: "burn_out", player: event.target.elements.player.value, opponents: burnSequence.slice()};
    if (await sendFromMore(acts, burnOut)) {
      burnSequence = [];
      renderBurn();
    }
  });
  byId("victory-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const victory = {do: "set_victory_score", points: wholeNumber(event.target.elements.points.value)};
    if (await checkedOnce(event.target, () => confirmedIfEnding(acts, victory, "victory score"))) {
      await sendFromMore(acts, victory);
    }
  });
  byId("concede-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const player = event.target.elements.player.value;
    const sure = await choose(`${player} concedes?`, "The other side wins the game at once.", [
      {label: `Yes: ${player} concedes`, value: "yes", className: "danger"},
    ]);
    if (sure) await sendFromMore(acts, {do: "concede", player});
  });
  byId("end-turn-button").addEventListener("click", () => sendFromMore(acts, {do: "end_turn"}));
  byId("time-button").addEventListener("click", () => sendFromMore(acts, {do: "time"}));
  byId("more-close").addEventListener("click", () => byId("more-dialog").close());
}
