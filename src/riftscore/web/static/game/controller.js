// The view pipeline and the table's taps. Every view the page shows passes through
// `accept` (a write's answer, a 409's, the live stream's, a read's), in version order;
// every tap goes through `record` (a counter's through `recordCounter`), into the queue
// of taps (queue.js), sent in order.
import {hideToast} from "../shared/ui.js";
import {renderStatus} from "./connection.js";
import {latestSentences, showError, showSentences} from "./messages.js";
import {MAX_WAITING, queueTap, startQueue, waitingTaps} from "./queue.js";
import {STARTS} from "./rebase.js";
import {readGame} from "./requests.js";
import {canWrite, page} from "./state.js";
import {counterWords, describeAction, whyNotRecorded} from "./words.js";

const listeners = [];

/**
 * Call `listener({view, previous, fresh, changed})` for every view accepted, in the order
 * registered: the page renders from these.
 */
export function onView(listener) {
  listeners.push(listener);
}

/** Call `listener(clock)` with the clock of every message that has one (null: no clock
 * any more), even a view of the version already shown. */
const clockListeners = [];
export function onClock(listener) {
  clockListeners.push(listener);
}

/**
 * Show a view from the server. `fresh`: it reports a change just made (by this device or
 * another), so its announcements are said aloud. Views older than the one on screen are
 * ignored: the stream and a request's answer can arrive in either order.
 */
export function accept(next, {fresh}) {
  if (!next || typeof next.version !== "number") return false;
  const previous = page.view;
  if (previous && next.version < previous.version) return false;
  if (next.clock !== undefined) clockListeners.forEach((listener) => listener(next.clock));
  const withHistory = Array.isArray(next.history);
  if (previous && next.version === previous.version && !withHistory) return false;
  const changed = Boolean(previous) && next.version > previous.version;
  if (changed || !previous) page.before = changed && previous.version === next.version - 1 ? previous : null;
  page.view = next;
  if (withHistory) page.history = next.history;
  if (!previous || changed || withHistory) showSentences(latestSentences(next));
  for (const listener of listeners) listener({view: next, previous, fresh, changed});
  markWaiting();
  return true;
}

/** Read the whole game again (its history too), e.g. after the phone was locked. */
export async function refreshView() {
  try {
    const result = await readGame();
    if (result.status === 200) accept(result.data, {fresh: false});
  } catch (_) {
    renderStatus(); // the stream's silence says Offline; the page catches up when it is back
  }
}

// The button a tap came from (a click seen on its way down), to name and mark the tap.
let tapped = null;
document.addEventListener(
  "click",
  (event) => {
    tapped = event.target instanceof Element ? event.target.closest("button") : null;
  },
  true,
);

/** What a tap is called when the page speaks of it: the tapped button's name on the
 * board (or a counter's), else the action in words. */
function tapLabel(action, undo, button) {
  if (button && button.closest("#scores, #battlefields, #resources")) {
    const name = button.getAttribute("aria-label") || button.textContent.trim();
    if (name) return name;
  }
  return undo ? "Undo" : describeAction(action);
}

// Actions a table makes once, whatever the taps: a second tap the same while the first
// waits is a finger's bounce, not a second turn (a card's points may be tapped again).
const ONCE = new Set(["turn", "game", "end_turn", "time", "concede", "set_victory_score", "resolve"]);

function isWaiting(action) {
  const same = JSON.stringify(action);
  return waitingTaps().some((entry) => !entry.undo && JSON.stringify(entry.action) === same);
}

/**
 * Record one action (or, `undo`, take the last one back): it joins the queue of taps
 * (queue.js), shown as waiting until the server answers. Resolves to true when the server
 * applied it (on the board it was tapped on, or, when another device changed the game
 * first, on the new one where it still means the same), false when it was not recorded
 * (refused, or meaning something else now: said in `errorBox`, the open sheet's, else
 * the page's toast).
 */
export async function record(action, {errorBox = null, undo = false} = {}) {
  if (!canWrite() || !page.view) return false;
  const button = tapped;
  tapped = null;
  if (!undo && (errorBox || ONCE.has(action.do)) && isWaiting(action)) {
    return false; // a second tap on a sheet's button or a turn's: the first one stands
  }
  const starting = waitingTaps().find((entry) => entry.action && STARTS.has(entry.action.do));
  if (!undo && STARTS.has(action.do) && starting) {
    // The live stream may show the new turn (and the button name the next one) before
    // the tap's own answer comes: a second tap then is a bounce, not the next turn.
    showError(
      errorBox,
      `Not recorded: ${describeAction(action)}, while ${starting.label} is still being sent. ` +
        "Tap again once it shows, if it still applies.",
    );
    return false;
  }
  showError(errorBox, "");
  forgetReported();
  const where = button && button.closest("[id]");
  const queued = queueTap({
    action,
    undo,
    label: tapLabel(action, undo, button),
    where: where ? where.id : null,
    errorBox,
  });
  const applied = await queued;
  if (applied === null) {
    showError(
      errorBox,
      `${MAX_WAITING} taps are already waiting to send: this one was not recorded. ` +
        "Wait for the connection to come back, then tap again.",
    );
    return false;
  }
  return applied;
}

/**
 * Record a change of a player's counter (`{player, counter, add}`): it joins the same
 * queue as the game's taps, in order, kept across a reload and marked while it waits.
 * Resolves as `record` does.
 */
export async function recordCounter(change) {
  if (!canWrite() || !page.view) return false;
  const button = tapped;
  tapped = null;
  forgetReported();
  const where = button && button.closest("[id]");
  const name = button && (button.getAttribute("aria-label") || button.textContent.trim());
  const label = name || counterWords(change);
  const applied = await queueTap({counter: change, label, where: where ? where.id : null});
  if (applied === null) {
    showError(null, `${MAX_WAITING} taps are already waiting to send: ${label} was not recorded.`);
    return false;
  }
  return applied;
}

// Who is told of the counters a counter tap's answer brings (table-extras.js).
let countersListener = () => {};
export function onCountersAnswer(listener) {
  countersListener = listener;
}

/** Start sending taps (those a reload kept, then new ones), once the game is shown. */
export function startTaps() {
  startQueue({
    onApplied(view) {
      if (!reported.taps.length) hideToast();
      accept(view, {fresh: true});
    },
    onCounted(counters) {
      countersListener(counters);
    },
    onConflict(view) {
      accept(view, {fresh: true});
    },
    onNotRecorded: reportNotRecorded,
    onDropped: reportDropped,
    onChange() {
      markWaiting();
      renderStatus();
    },
  });
}

// The taps not recorded since this device last tapped with none waiting, each named in
// one message, after what the first of them said happened first.
let reported = {first: "", taps: []};
function forgetReported() {
  if (!waitingTaps().length) reported = {first: "", taps: []};
}

/**
 * One tap that will not be applied, with why (queue.js): refused by the game as it now
 * stands, or meaning something else than its button showed. In its sheet's error box if
 * its sheet is still open; else in the toast, which names every tap not recorded lately.
 */
function reportNotRecorded(entry, why, errorBox) {
  const view = page.view;
  const reason = whyNotRecorded(why, entry.action);
  let first = "";
  if (why.kind === "time" && view && view.clock) {
    first = "The round's time ran out first: time is called, shown here. ";
  } else if (why.after === "conflict") {
    first = "Another device changed the game first, shown here. ";
  }
  const sheet = errorBox && errorBox.closest("dialog");
  if (errorBox && (!sheet || sheet.open)) {
    // The sheet's own tap: its box says what happened to it.
    showError(errorBox, why.kind === "refused" && !first ? reason : `${first}Not recorded: ${reason}.`);
  } else {
    if (!reported.taps.length) reported.first = first;
    reported.taps.push(`${entry.label} (${reason})`);
    const tail = why.kind === "refused" && !why.after ? "" : " Check the board, then tap again if it still applies.";
    showError(null, `${reported.first}Not recorded: ${reported.taps.join("; ")}.${tail}`);
  }
}

/** Every tap waiting: this device may not write to the game. */
function reportDropped(dropped, outcome, errorBox) {
  const which = `Not recorded: ${dropped.map((entry) => entry.label).join(", ")}.`;
  showError(
    errorBox,
    `This device cannot change this game: ${outcome.message} ${which} ` +
      "Open the game's write link (Share, on the device that started it) to record here.",
  );
}

/** Mark the buttons of taps still waiting (the board and the counters are drawn anew
 * with each view). */
export function markWaiting() {
  document.querySelectorAll("button.waiting").forEach((button) => {
    button.classList.remove("waiting");
    button.removeAttribute("data-waiting");
  });
  for (const entry of waitingTaps()) {
    if (!entry.where) continue;
    const part = document.getElementById(entry.where);
    if (!part) continue;
    // A button of its own (Undo, Next turn), else the button of that name in its part.
    const buttons = part.matches("button") ? [part] : part.querySelectorAll("button");
    for (const button of buttons) {
      const name = button.getAttribute("aria-label") || button.textContent.trim();
      if (button !== part && name !== entry.label) continue;
      button.classList.add("waiting");
      button.dataset.waiting = String(Number(button.dataset.waiting || 0) + 1);
    }
  }
}
