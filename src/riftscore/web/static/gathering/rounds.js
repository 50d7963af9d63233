// The round on screen and its clocks: the round tabs, the round panel (its state, its
// countdown, and the same in a live region), every clock counted down between reads,
// pausing and resuming, a table's extension, and starting a round of tables made by hand.
//
// A clock this device counts down to zero says 0:00, waiting for the server to call time:
// the read at that zero records it, and only its answer says "Time".
import * as R from "../shared/index.js";
import {
  $,
  api,
  latestRound,
  refresh,
  refusal,
  organiserPost,
  roundNumbers,
  roundToStart,
  organiser,
  showError,
  shownRoundNumber,
  shownUnstarted,
  state,
} from "./state.js";

const {el, randomKey, toast} = R;

let extensionFor = null; // {id, label, key}: the table the extension sheet is for

export function renderTabs() {
  const numbers = roundNumbers();
  const nav = $("round-tabs");
  nav.hidden = numbers.length < 2;
  const shown = shownRoundNumber();
  nav.replaceChildren(
    ...numbers.map((number) =>
      el("button", {
        type: "button",
        class: `chip-button${number === shown ? " current" : ""}`,
        "aria-pressed": String(number === shown),
        text: `Round ${number}`,
        onclick: () => {
          state.chosenRound = number === latestRound() ? null : number;
          refresh();
        },
      }),
    ),
  );
}

/** This device has counted a running clock down to its zero, and the server has not said
 * time yet: it records time when the round is read at its zero, and until its answer says
 * so the page does not know it (the device's clock may be wrong). */
export const zeroHere = (clock) => clock.state === "running" && R.clockRemaining(clock) === 0;

const WAITING = "waiting for the server to call time";

function stateText(clock) {
  if (clock.state === "paused") return "Paused";
  if (clock.state === "expired") return "Time";
  return zeroHere(clock) ? "Waiting" : "Running";
}

export function renderRound() {
  const panel = $("round-panel");
  if (shownUnstarted()) {
    renderUnstartedRound(shownUnstarted());
    return;
  }
  const {round} = state;
  panel.hidden = !round;
  if (!round) return;
  $("round-clock").hidden = false;
  const clock = R.receivedClock(round);
  $("round-title").textContent = `Round ${round.number} · ${R.ROUND_TYPES[round.type] || round.type}`;
  panel.className = `panel round-panel state-${round.state}`;
  state.clocks.push({node: $("round-clock"), clock, key: `round-${round.number}`, format: bigClock, onZero: renderRoundState});
  renderRoundState(clock);
  $("pause-button").hidden = round.state !== "running";
  $("resume-button").hidden = round.state !== "paused";
}

/** A round paired and not started: no clock yet; the organiser starts it (the event
 * panel's "Start round N") once the slips are printed and the players seated. */
function renderUnstartedRound(waitingRound) {
  const panel = $("round-panel");
  panel.hidden = false;
  panel.className = "panel round-panel state-paired";
  $("round-title").textContent = `Round ${waitingRound.number} · ${R.ROUND_TYPES[waitingRound.type] || waitingRound.type}`;
  $("round-state").textContent = "Not started";
  $("round-state").className = "round-state state-paired";
  $("round-clock").hidden = true;
  $("round-clock").textContent = "";
  let detail = "Paired: the round's clock starts when the organiser starts the round.";
  if (waitingRound.number !== roundToStart()) detail = "Paired, never started: its tables' results came in without a clock.";
  else if (organiser()) detail = "Paired: print the result slips and seat the players, then start the round's clock.";
  $("round-detail").textContent = detail;
  const live = $("round-said");
  const said = `${waitingRound.number} paired`;
  if (live.dataset.state !== said) {
    live.dataset.state = said;
    live.textContent = `Round ${waitingRound.number}: paired, not started`;
  }
  $("pause-button").hidden = true;
  $("resume-button").hidden = true;
}

/** The round's state, what is known of its time, and the same in the live region: drawn
 * with the round, and again when this device's count reaches its zero. */
function renderRoundState(clock) {
  const {round} = state;
  $("round-state").textContent = stateText(clock);
  $("round-state").className = `round-state state-${round.state}${zeroHere(clock) ? " waiting" : ""}`;
  const started = new Date(round.started_at - clock.skew);
  const parts = [
    `${R.minutesText(round.duration_ms)}, started at ${started.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"})}`,
  ];
  if (round.paused_ms > 0 || round.state === "paused") {
    parts.push(`paused ${R.minutesText(round.paused_ms)} in all`);
  }
  if (round.state === "expired") {
    parts.push("time is called: tables finish the turn, then play their additional turns");
    const extended = round.tables.filter((t) => t.clock && t.clock.state === "running").length;
    if (extended) parts.push(`${extended} table${extended === 1 ? "" : "s"} still on an extension`);
  } else if (zeroHere(clock)) {
    parts.push(`0:00 on this device: ${WAITING}`);
  }
  $("round-detail").textContent = parts.join(" · ");
  sayRound(clock);
}

/** The round's clock in words, in a live region, said when its state changes (not every
 * second): running with the time left, paused, at this device's zero waiting for the
 * server, time is called (once the server says so). */
function sayRound(clock) {
  const {round} = state;
  const left = R.formatRemaining(R.clockRemaining(clock));
  const waiting = zeroHere(clock);
  let said = `Round ${round.number}: ${round.state === "paused" ? "paused" : "running"}, ${left} left`;
  if (round.state === "expired") said = `Round ${round.number}: time is called`;
  else if (waiting) said = `Round ${round.number}: 0:00, ${WAITING}`;
  const key = `${round.number} ${waiting ? "waiting" : round.state}`;
  const live = $("round-said");
  if (live.dataset.state !== key) {
    live.dataset.state = key;
    live.textContent = said;
  }
}

/** The countdown, "Time" only once the server has said so: at this device's zero, 0:00. */
function bigClock(clock) {
  return clock.state === "expired" ? "Time" : R.formatRemaining(R.clockRemaining(clock));
}

/** A table's clock line: its time left, paused, waiting at this device's zero, or Time. */
export function tableClockText(clock) {
  if (clock.state === "expired") return "Time";
  if (zeroHere(clock)) return `0:00 · ${WAITING}`;
  const text = `${R.formatRemaining(R.clockRemaining(clock))} left`;
  return clock.state === "paused" ? `Paused · ${text}` : text;
}

/** Count every clock on screen down; at a zero, say that the page waits for the server,
 * and read again (that records time: the answer says it). */
export function tick() {
  let reachedZero = false;
  for (const entry of state.clocks) {
    const {node, clock, key, format, onZero} = entry;
    node.textContent = format(clock);
    const atZero = zeroHere(clock);
    if (onZero && atZero !== Boolean(entry.atZero)) onZero(clock);
    entry.atZero = atZero;
    if (atZero && !state.zeroSeen.has(key)) {
      state.zeroSeen.add(key);
      reachedZero = true;
    }
  }
  if (reachedZero) refresh();
}

// ------------------------------------------------------------------ writing

/** A round of the tables made by hand: every waiting table's clock starts at once. */
export async function startRound() {
  showError("start-error", "");
  const minutes = $("round-minutes").value.trim();
  const body = {type: $("round-type").value};
  body.minutes = /^\d+$/.test(minutes) ? Number(minutes) : minutes;
  $("start-round-button").disabled = true;
  try {
    const result = await organiserPost(`${api}/rounds`, body);
    if (result.status !== 201) {
      showError("start-error", refusal(result));
      return;
    }
    state.chosenRound = null;
    state.zeroSeen = new Set();
    $("setup-panel").open = false;
    toast(`Round ${result.data.number} has started: every table's clock is running.`, "info");
  } catch (_) {
    showError("start-error", "Cannot reach the server: the round was not started.");
  } finally {
    await refresh();
  }
}

export async function pauseOrResume(action) {
  if (!state.round) return;
  try {
    const result = await organiserPost(state.round.links[action]);
    if (result.status !== 200) toast(refusal(result));
  } catch (_) {
    toast("Cannot reach the server: nothing changed.");
  }
  await refresh();
}

export function openExtension(t, label) {
  extensionFor = {id: t.id, label, key: randomKey()};
  $("extension-title").textContent = `Time extension: ${label}`;
  $("extension-hint").textContent =
    `Only ${label} (${t.players.join(" and ")}) gets the extra minutes; the round's other tables keep their time.`;
  showError("extension-error", "");
  $("extension-dialog").showModal();
}

async function giveExtension(submitted) {
  submitted.preventDefault();
  if (!extensionFor || !state.round) return;
  const f = submitted.target.elements;
  const minutes = f.minutes.value.trim();
  const body = {game: extensionFor.id, minutes: /^\d+$/.test(minutes) ? Number(minutes) : minutes};
  const reason = f.reason.value.trim();
  if (reason) body.reason = reason;
  $("extension-submit").disabled = true;
  try {
    // The same key for every try of this sheet: a retry never gives the time twice.
    const result = await organiserPost(state.round.links.extensions, body, extensionFor.key);
    if (result.status !== 200) {
      showError("extension-error", refusal(result));
      return;
    }
    toast(`${extensionFor.label}: +${body.minutes} min${reason ? ` (${reason})` : ""}.`, "info");
    f.reason.value = "";
    extensionFor = null;
    $("extension-dialog").close();
    state.zeroSeen = new Set();
  } catch (_) {
    showError("extension-error", "Cannot reach the server: try again (the time is given once).");
    return;
  } finally {
    $("extension-submit").disabled = false;
  }
  await refresh();
}

export function wireRounds() {
  $("start-round-button").addEventListener("click", startRound);
  $("pause-button").addEventListener("click", () => pauseOrResume("pause"));
  $("resume-button").addEventListener("click", () => pauseOrResume("resume"));
  $("extension-form").addEventListener("submit", giveExtension);
  $("extension-cancel").addEventListener("click", () => $("extension-dialog").close());
}
