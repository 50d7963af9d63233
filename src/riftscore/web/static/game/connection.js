// The connection status, told honestly: "Live" only while the live stream is open, the
// browser is online and the server was heard from lately (a view, or the keep-alive it
// sends every so many seconds when nothing changes); otherwise "Offline". Taps waiting
// to be sent are counted beside it.
import {setStatus} from "./messages.js";
import {noAnswer, waitingTaps} from "./queue.js";

// Silence for this many keep-alive periods means the connection is gone, whatever the
// browser's EventSource believes (a phone that walked out of Wi-Fi range may never hear
// its socket close).
const SILENT_PERIODS = 2.5;
const DEFAULT_PERIOD_S = 15; // until the stream's first keep-alive says the server's own

const state = {
  tried: false, // the stream was tried (opened or failed) at least once
  open: false, // the stream's connection is open
  closedWhy: null, // the server closed the stream for good: why
  heardAt: 0, // when the server was last heard from (performance.now())
  periodS: DEFAULT_PERIOD_S,
  extra: () => "", // more to say while live (the screen kept awake)
};
let onSilence = () => {};

/** The stream opened: nothing is heard yet, but the connection is there. */
export function streamOpened() {
  state.tried = true;
  state.open = true;
  state.closedWhy = null;
  state.heardAt = performance.now();
  renderStatus();
}

/** The stream failed (it reconnects by itself) or, with `why`, was closed for good. */
export function streamLost(why = null) {
  state.tried = true;
  state.open = false;
  if (why) state.closedWhy = why;
  renderStatus();
}

/** A view or a keep-alive (`seconds`: the server's period) came on the stream. */
export function heard(seconds) {
  if (typeof seconds === "number" && seconds > 0) state.periodS = seconds;
  state.heardAt = performance.now();
  state.open = true;
  renderStatus();
}

/** Whether the page is live: the stream open, the browser online, the server heard lately. */
export function isLive() {
  return (
    state.open &&
    navigator.onLine !== false &&
    performance.now() - state.heardAt <= SILENT_PERIODS * state.periodS * 1000
  );
}

function tapsWaiting(count) {
  return count === 1 ? "1 tap waiting to send" : `${count} taps waiting to send`;
}

// While live, taps answered within this long are not counted aloud: the status line (a
// live region) would otherwise speak at every tap.
const QUIET_MS = 500;
let recount = null;

export function renderStatus() {
  const taps = waitingTaps();
  let waiting = taps.length;
  if (waiting && isLive()) {
    const waited = Date.now() - (taps[0].at || 0);
    if (waited < QUIET_MS) {
      waiting = 0;
      if (!recount) {
        recount = setTimeout(() => {
          recount = null;
          renderStatus();
        }, QUIET_MS - waited);
      }
    }
  }
  if (isLive()) {
    // No answer to the tap being sent, though the stream is live: the server is failing.
    const retrying = noAnswer() ? " (trying again)" : "";
    setStatus(waiting ? `Live · ${tapsWaiting(waiting)}${retrying}` : `Live${state.extra()}`);
    return;
  }
  if (!state.tried && navigator.onLine !== false) {
    setStatus(waiting ? `Connecting… ${tapsWaiting(waiting)}` : "Connecting…");
    return;
  }
  const why = state.closedWhy ? ` ${state.closedWhy}` : "";
  setStatus(
    waiting
      ? `Offline: ${tapsWaiting(waiting)}, sent when back.${why}`
      : `Offline: changes show when the connection is back.${why}`,
  );
}

// While offline, how often to ask for the stream to be opened again, if the browser gave
// up on it (an EventSource answered with an error status stays closed).
const REOPEN_EVERY_S = 5;

/**
 * Watch the connection: `extra()` adds to "Live"; `silence()` is called when the stream
 * says it is open but nothing came for too long (reopen it then); `reopen()` every few
 * seconds while the page is offline, unless the server closed the stream for good.
 */
export function watchConnection({extra, silence, reopen}) {
  state.extra = extra;
  onSilence = silence;
  let wasLive = isLive();
  let offlineFor = 0;
  setInterval(() => {
    const live = isLive();
    if (!live && state.open && navigator.onLine !== false) {
      state.open = false; // silent for too long: taken as lost, and opened afresh
      onSilence();
    }
    offlineFor = live ? 0 : offlineFor + 1;
    if (offlineFor && offlineFor % REOPEN_EVERY_S === 0 && !state.closedWhy) reopen();
    if (live !== wasLive) renderStatus();
    wasLive = live;
  }, 1000);
  window.addEventListener("offline", renderStatus);
  window.addEventListener("online", renderStatus);
}
