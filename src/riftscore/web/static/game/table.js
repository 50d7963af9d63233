// The view pipeline and the table's taps. Every view the page shows passes through
// `accept` (a write's answer, a 409's, the live stream's, a read's), in version order;
// every tap goes through `record`, into the queue of taps (queue.js), sent in order.
import {hideToast} from "../shared/ui.js";
import {renderStatus} from "./connection.js";
import {latestSentences, showError, showSentences} from "./messages.js";
import {MAX_WAITING, queueTap, startQueue, waitingTaps} from "./queue.js";
import {readGame} from "./requests.js";
import {canWrite, page} from "./state.js";
import {describeAction} from "./words.js";

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
 * board, else the action in words. */
function tapLabel(action, undo, button) {
  if (button && button.closest("#scores, #battlefields")) {
    const name = button.getAttribute("aria-label") || button.textContent.trim();
    if (name) return name;
  }
  return undo ? "Undo" : describeAction(action);
}

// Actions a table makes once, whatever the taps: a second tap the same while the first
// waits is a finger's bounce, not a second turn (a card's points may be tapped again).
const ONCE = new Set(["turn", "game", "end_turn", "time", "concede", "set_victory_score", "resolve"]);

// Taps that start a turn or a game: one at a time.
const STARTS = new Set(["turn", "game"]);

function isWaiting(action) {
  const same = JSON.stringify(action);
  return waitingTaps().some((entry) => !entry.undo && JSON.stringify(entry.action) === same);
}

/**
 * Record one action (or, `undo`, take the last one back): it joins the queue of taps
 * (queue.js), shown as waiting until the server answers. Resolves to true when the server
 * applied it, false when it was dropped (refused, or made on a board another device
 * changed first: said in `errorBox`, the open sheet's, else the page's toast).
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

/** Start sending taps (those a reload kept, then new ones), once the game is shown. */
export function startTaps() {
  startQueue({
    onApplied(view) {
      hideToast();
      accept(view, {fresh: true});
    },
    onDropped: reportDropped,
    onChange() {
      markWaiting();
      renderStatus();
    },
  });
}

// Whether time had been called when the first tap waiting was made (the live stream may
// bring it before the server's answer does).
let timeCalledBefore = false;
onView(({view}) => {
  if (!waitingTaps().length) timeCalledBefore = Boolean(view.time && view.time.called);
});

function reportDropped(dropped, outcome, errorBox) {
  const timeBefore = timeCalledBefore;
  const which = `Not recorded: ${dropped.map((entry) => entry.label).join(", ")}.`;
  switch (outcome.kind) {
    case "conflict": {
      accept(outcome.view, {fresh: true});
      const view = page.view;
      const first =
        !timeBefore && view.time.called && view.clock
          ? "The round's time ran out first: time is called, shown here."
          : "Another device changed the game first, shown here.";
      showError(errorBox, `${first} ${which} Check the board, then tap again if it still applies.`);
      break;
    }
    case "forbidden":
      showError(
        errorBox,
        `This device cannot change this game: ${outcome.message} ${which} ` +
          "Open the game's write link (Share, on the device that started it) to record here.",
      );
      break;
    default:
      // In a sheet, its error box says what its own tap was; elsewhere the toast says which.
      showError(errorBox, errorBox && dropped.length === 1 ? outcome.message : `${outcome.message} ${which}`);
  }
  timeCalledBefore = Boolean(page.view && page.view.time && page.view.time.called);
}

/** Mark the buttons of taps still waiting (the board is drawn anew with each view). */
function markWaiting() {
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
