// The evening's next step, as the event's `next` and `options` say the rules allow it:
// pair the next Swiss round, cut to one of the sizes offered, pair the cut's next round,
// then start the round paired once the slips are printed and the players seated; and the
// event's minutes a round.
import * as R from "../shared/index.js";
import {E} from "./event-module.js";
import {$, api, organiserPost, refresh, refusal, roundToStart, showError, state} from "./state.js";

const {el, toast} = R;

let minutesEdited = false; // "Minutes a round" holds the organiser's value, not saved yet

export function renderNext() {
  const {event} = state;
  const next = event.next;
  const latest = E.latestRound(event);
  const planned = next.swiss_rounds_planned;
  const active = `${next.active} player${next.active === 1 ? "" : "s"} to pair`;
  let status;
  if (next.stage === "over") status = "The top cut is over.";
  else if (next.stage === "top_cut") status = `Top cut · next: round ${next.round} · ${active}`;
  else status = `Swiss round ${next.swiss_rounds_played + 1} of ${planned} next · ${active}`;
  if (latest) status = `${E.roundTitle(latest)} paired. ${status}`;
  const toStart = roundToStart();
  if (toStart !== null) {
    status = `Round ${toStart} is paired: print the result slips and seat the players, then start its clock.`;
  }
  $("event-status").textContent = status;
  // While a round waits for its start, what keeps the next one from being paired is its
  // own tables: said once it has started.
  $("event-blocked").textContent = next.blocked || "";
  $("event-blocked").hidden = !next.blocked || toStart !== null;
  // The event's minutes, unless the organiser's own value is still being saved (or was
  // refused: it stays, with the reason, until they change it).
  if (!minutesEdited && document.activeElement !== $("pair-minutes")) $("pair-minutes").value = event.settings.minutes;
  $("start-paired-button").hidden = toStart === null;
  $("start-paired-button").textContent = `Start round ${toStart}`;
  const open = !next.blocked;
  $("pair-swiss-button").hidden = next.stage !== "swiss" || !open;
  $("pair-swiss-button").textContent =
    next.swiss_rounds_played >= planned
      ? `Pair round ${next.round} (Swiss, beyond the ${planned} planned)`
      : `Pair round ${next.round} (Swiss)`;
  // The sizes the rules offer now (none before a Swiss round, after the cut, for pods).
  const sizes = event.options.cut_sizes.map(String);
  $("cut-row").hidden = next.stage !== "swiss" || !open || !sizes.length;
  const chosen = sizes.includes($("cut-size").value) ? $("cut-size").value : sizes[sizes.length - 1];
  $("cut-size").replaceChildren(...sizes.map((n) => el("option", {value: n, text: `Top ${n}`, selected: n === chosen})));
  $("pair-cut-button").hidden = next.stage !== "top_cut" || !open;
}

/** "Minutes a round" as the request sends it: a whole number, else as typed (the server
 * says what is wrong with it). */
function minutesValue() {
  const minutes = $("pair-minutes").value.trim();
  return /^\d+$/.test(minutes) ? Number(minutes) : minutes;
}

/** The organiser's "Minutes a round" becomes the event's: every read, every device and
 * the next visit show it (until then, the page keeps it as typed). */
async function saveMinutes() {
  if (!minutesEdited || !state.event) return;
  showError("pair-error", "");
  try {
    const result = await organiserPost(state.event.links.settings, {minutes: minutesValue()});
    if (result.status !== 200) {
      showError("pair-error", `Minutes a round: ${refusal(result)}`);
      return;
    }
    minutesEdited = false;
    state.event.settings.minutes = result.data.minutes;
  } catch (_) {
    showError("pair-error", "Cannot reach the server: the minutes are kept on this page only.");
  }
}

async function pairRound(body) {
  showError("pair-error", "");
  body.minutes = minutesValue();
  document.querySelectorAll("#event-panel button").forEach((b) => {
    b.disabled = true;
  });
  try {
    const result = await organiserPost(`${api}/rounds`, body);
    if (result.status !== 201) {
      showError("pair-error", refusal(result));
      return;
    }
    const pairings = result.data.pairings;
    // This device keeps each table's write token, for the table's link, QR code and slip.
    for (const table of pairings.tables) R.storeToken(table.game, table.write_token);
    state.chosenRound = null;
    state.zeroSeen = new Set();
    const byes = pairings.byes.map((e) => e.name);
    toast(
      `Round ${pairings.round} is paired: ${pairings.tables.length} table${pairings.tables.length === 1 ? "" : "s"}` +
        (byes.length ? `, ${byes.join(" and ")} ${byes.length === 1 ? "has" : "have"} the bye.` : ".") +
        " Print the result slips and seat the players, then start the round.",
      "info",
    );
    const notes = [];
    if (pairings.rematches.length) notes.push(`Rematches it could not avoid: ${pairings.rematches.map((p) => p.join(" v ")).join("; ")}.`);
    if (pairings.pair_downs.length) notes.push(`Paired across points: ${pairings.pair_downs.map((p) => p.join(" v ")).join("; ")}.`);
    $("pair-notes").textContent = notes.join(" ");
  } catch (_) {
    showError("pair-error", "Cannot reach the server: the round was not paired.");
  } finally {
    document.querySelectorAll("#event-panel button").forEach((b) => {
      b.disabled = false;
    });
    await refresh();
  }
}

/** The second step: the paired round's clock starts, for every table at once. */
async function startPairedRound() {
  const number = roundToStart();
  if (number === null) return;
  showError("pair-error", "");
  const button = $("start-paired-button");
  button.disabled = true;
  try {
    const waitingRound = state.event.rounds.find((r) => r.number === number);
    const result = await organiserPost(waitingRound.links.start, {minutes: minutesValue()});
    if (result.status !== 200) {
      showError("pair-error", refusal(result));
      return;
    }
    state.chosenRound = null;
    state.zeroSeen = new Set();
    toast(`Round ${number} has started: every table's clock is running.`, "info");
  } catch (_) {
    showError("pair-error", "Cannot reach the server: the round has not started.");
  } finally {
    button.disabled = false;
    await refresh();
  }
}

export function wirePairing() {
  $("pair-swiss-button").addEventListener("click", () => pairRound({pairings: "swiss"}));
  $("cut-button").addEventListener("click", () => pairRound({pairings: "top", size: Number($("cut-size").value)}));
  $("pair-cut-button").addEventListener("click", () => pairRound({pairings: "top"}));
  $("start-paired-button").addEventListener("click", startPairedRound);
  $("pair-minutes").addEventListener("input", () => {
    minutesEdited = true;
  });
  $("pair-minutes").addEventListener("change", saveMinutes);
}
