// A table of a timed round: its round clock, counted down from the server's time.
//
// The live stream brings the clock as it changes (`event: clock`: the round starts,
// pauses or resumes, the table gets more time, time is called); the page also asks for
// it now and then, in case the stream missed one, and at its own zero, when the server
// records time. Until the server says time is called, this device's own zero is only
// that: "0:00", waiting for the server. After that it shows where the end-of-round
// procedure stands (`time.status`), as the view says: the page never works the
// procedure out itself. Every game keeps the strip's place from its first render: a
// round that starts at a gathering's table, or a table that calls time itself (the
// `time` action of a game outside a gathering), fills it and moves no button.
//
// The strip is drawn from the game it is given (`renderClock(game)`, `noteClock`); the
// clock's reads go through the page's acts (`wireClock`): acts.current(), the game as it
// stands; acts.readClock(), GET .../clock; acts.refresh(), the whole game read again.
import {byId, el} from "../shared/dom.js";
import {
  ROUND_TYPES,
  clockAtZero,
  clockRemaining,
  formatRemaining,
  minutesText,
  receivedClock,
} from "../shared/clock.js";
import {inPlay} from "./view.js";

const POLL_LIVE_MS = 60000; // a fallback only: the live stream brings every change
const POLL_MS = 12000; // while the live stream is down
const TICK_MS = 250;
const LOW_TIME_MS = 5 * 60 * 1000;

let clock = null; // the round clock as last received, with its skew
let received = 0; // how many clocks were received (from any source), to spot a stale read
let zeroAsked = false; // the clock was read at this device's zero, awaiting the answer
let acts = null; // the page's: wireClock

/** The page's acts the clock reads with (see above); before any clock is drawn. */
export function wireClock(pageActs) {
  acts = pageActs;
}

/** A clock from the server (in a view or from GET .../clock), counted from its time;
 * the strip drawn again for `game` (view.js) if it has a view. */
export function noteClock(next, game) {
  if (next === undefined) return; // a message without the key says nothing about it
  received += 1;
  clock = receivedClock(next || null);
  if (clock && !(clock.state === "running" && clockRemaining(clock) === 0)) zeroAsked = false;
  if (game.view) renderClock(game);
}

/**
 * The table's clock with the game's version, as the live stream's `event: clock` and
 * GET .../clock carry it: shown at once; a newer version (time recorded) reads the game.
 */
export function takeClock(answer) {
  const game = acts.current();
  if (!answer || !game.view || answer.id !== game.view.id) return;
  noteClock(answer.clock, game);
  if (typeof answer.version === "number" && answer.version > game.view.version) acts.refresh();
}

/** Time as the server has said it: called in this game, or the round's clock expired. */
function timeKnown(view) {
  return Boolean(view && view.time.called) || Boolean(clock && clock.state === "expired");
}

/** This device has counted the clock down to zero and the server has not said time yet
 * (it records time when it is asked at its own zero): the page waits for it, and says so. */
function zeroHere(view) {
  return !timeKnown(view) && clockAtZero(clock);
}

let labelAtZero = false; // whether the label was last drawn for this device's zero

/** What the strip says before there is a clock or time to show, in its kept place: a
 * table of a gathering waits for its round; another game has no round clock, and time is
 * not called. */
function renderNoClock(view) {
  const label = byId("clock-label");
  const text = view.gathering
    ? `${view.gathering.table ? `${view.gathering.table} · ` : ""}No round clock yet`
    : "No round clock · time is not called";
  label.replaceChildren(el("strong", {text}));
  label.classList.remove("has-line");
  byId("clock-time").textContent = "–:––";
  byId("clock-strip").className = "clock-strip state-none";
}

/** Whether there is a clock or called time to show (else the strip says there is none). */
const shown = (view) => Boolean(clock || view.time.called);

export function renderClock(game) {
  const view = game.view;
  byId("clock-strip").hidden = false;
  if (!shown(view)) {
    renderNoClock(view);
    return;
  }
  renderLabel(view);
  tick(view);
}

/** The round, its extension, and where time stands, in the server's words. */
function renderLabel(view) {
  const label = byId("clock-label");
  const status = view.time.status;
  labelAtZero = zeroHere(view);
  if (!clock) {
    // Time called by the table itself: where the procedure stands, as the view says;
    // once the game is decided (no status any more), that time was called.
    label.textContent = status || "Time was called";
    label.classList.remove("has-line");
    return;
  }
  const table = view.gathering && view.gathering.table ? `${view.gathering.table} · ` : "";
  const round = `${table}Round ${clock.round} · ${ROUND_TYPES[clock.type] || clock.type}`;
  const extension = clock.extension_ms > 0 ? ` · +${minutesText(clock.extension_ms)} extension` : "";
  let line = "";
  if (status) line = status;
  else if (inPlay(view) && timeKnown(view)) line = "Time: the round's clock has run out";
  else if (inPlay(view) && labelAtZero) line = "Waiting for the server to call time";
  else if (clock.state === "paused") line = "Paused by the organiser";
  label.replaceChildren(el("strong", {text: round + extension}), ...(line ? [el("br"), line] : []));
  label.classList.toggle("has-line", Boolean(line));
}

/** The digits, four times a second; at this device's zero, ask the server. */
function tick(view) {
  const strip = byId("clock-strip");
  if (!view || strip.hidden || !shown(view)) return;
  const known = timeKnown(view);
  const left = clock ? clockRemaining(clock) : 0;
  byId("clock-time").textContent = known ? "Time" : formatRemaining(left);
  strip.className = [
    "clock-strip",
    clock ? `state-${clock.state}` : "state-expired",
    known ? "time" : "",
    !known && left <= LOW_TIME_MS ? "low" : "",
  ].join(" ");
  if (zeroHere(view) !== labelAtZero) renderLabel(view);
  if (clock && clock.state === "running" && left === 0 && !zeroAsked) {
    zeroAsked = true;
    pollClock();
  }
}

/** GET .../clock: the cheap read of the clock. At zero it is what records time. */
async function pollClock() {
  if (!acts) return; // a page that only shows the game reads no clock
  const view = acts.current().view;
  // A table of a gathering may join a round at any moment; other games never do.
  if (!view || !(view.clock || view.gathering)) return;
  try {
    const before = received;
    const answer = await acts.readClock();
    // A clock pushed while this read was on its way (a pause) is newer than the read,
    // unless the server read this one later: a stale answer must not undo the push.
    const overtaken =
      received !== before && answer && clock && !(answer.clock && answer.clock.server_time > clock.server_time);
    if (overtaken) {
      if (typeof answer.version === "number" && answer.version > acts.current().view.version) acts.refresh();
    } else {
      // Time recorded by this read (or a change the live stream has not brought yet).
      takeClock(answer);
    }
  } catch (_) {
    // Offline: the countdown goes on from the last reading; the next poll catches up.
  }
}

/** Count down, and ask now and then: every minute while `live()` (the stream is open and
 * brings every change), more often while it is not. */
export function runClock(live = () => false) {
  setInterval(() => tick(acts.current().view), TICK_MS);
  let asked = Date.now();
  setInterval(() => {
    if (document.visibilityState !== "visible") return;
    if (live() && Date.now() - asked < POLL_LIVE_MS) return;
    asked = Date.now();
    pollClock();
  }, POLL_MS);
}
