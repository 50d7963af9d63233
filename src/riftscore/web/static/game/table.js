// The view pipeline and the table's taps. Every view the page shows passes through
// `accept` (a write's answer, a 409's, the live stream's, a read's), in version order;
// every tap goes through `record`, one at a time.
import {hideToast} from "../shared/ui.js";
import {latestSentences, setStatus, showError, showSentences} from "./messages.js";
import {readGame, write} from "./requests.js";
import {canWrite, page} from "./state.js";

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
  return true;
}

/** Read the whole game again (its history too), e.g. after the phone was locked. */
export async function refreshView() {
  try {
    const result = await readGame();
    if (result.status === 200) accept(result.data, {fresh: false});
  } catch (_) {
    setStatus("Offline: the page will catch up when the connection is back.");
  }
}

let busy = false;

/**
 * Record one action (or, `undo`, take the last one back). Resolves to true when the
 * server applied it. `errorBox`: where to show a refusal (the open sheet's), else the
 * page's toast.
 */
export async function record(action, {errorBox = null, undo = false} = {}) {
  if (!canWrite() || busy || !page.view) return false;
  busy = true;
  document.body.classList.add("busy");
  showError(errorBox, "");
  // Whether time had been called when the tap was made (the live stream may bring it
  // before the server's answer does).
  const timeBefore = page.view.time.called;
  try {
    const outcome = await write(action, {undo});
    switch (outcome.kind) {
      case "applied":
        hideToast();
        accept(outcome.view, {fresh: true});
        return true;
      case "conflict": {
        accept(outcome.view, {fresh: true});
        const view = page.view;
        showError(
          errorBox,
          !timeBefore && view.time.called && view.clock
            ? "The round's time ran out first: time is called, shown here. Your tap was not " +
                "recorded: check the board, then tap again if it still applies."
            : "Another device changed the game first, shown here. Your tap was not recorded: " +
                "check the board, then tap again if it still applies.",
        );
        return false;
      }
      case "forbidden":
        showError(
          errorBox,
          `This device cannot change this game: ${outcome.message} ` +
            "Open the game's write link (Share, on the device that started it) to record here.",
        );
        return false;
      case "refused":
        showError(errorBox, outcome.message);
        return false;
      default:
        showError(
          errorBox,
          "Cannot reach the server: the tap was not recorded. Check the connection and tap again.",
        );
        return false;
    }
  } finally {
    busy = false;
    document.body.classList.remove("busy");
  }
}
