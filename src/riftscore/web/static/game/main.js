// The game page: renders the server's view of a game and records the table's taps.
//
// The page decides no rule. Every number, notice and winner it shows, and what each
// button would do, comes from the view the API returns (scores, announcements, and the
// rules core's `options`) or from the server's preview of an action; a tap becomes one
// record action sent with the version it was based on.
//
// The modules are of two kinds. The wiring owns the page's state, the taps and the
// stream, and only it reads them:
//   main.js         joins the wiring to the render code: the page's `acts`, the start
//   state.js        the game, this device's token, the latest view
//   controller.js   every view through `accept`, every tap through `record`
//   requests.js     writes (idempotency keys, 409s), previews, reads
//   queue.js        taps waiting, sent in order, reconciled by their keys
//   rebase.js       what a waiting tap meant, and whether it still does
//   stream.js       the live stream       connection.js   the honest Live/Offline status
// The render code imports none of it (tests/browser/test_page_scripts.py): each part takes
// the game it shows and the small callbacks a tap calls (`acts`) as arguments (view.js),
// so that another page (a judge's desk, a projector) can render a game with them:
//   view.js         reading a view        words.js        actions and events in words
//   top.js, scores.js, battlefields.js, next-game.js, actionbar.js, sheets.js,
//   history.js, share.js                  each part of the page
//   round-clock.js  a timed round's clock
//   table-extras.js counters, who goes first, one phone for the table, rematch
//   beginning.js    starting a turn, its Beginning phase and its preview
//   speech.js       announcements aloud   messages.js     status, refusals, announcer
//   guard.js        taps not taken while the board moves
import {byId} from "../shared/dom.js";
import {errorMessage} from "../shared/http.js";
import {rememberGame} from "../shared/storage.js";
import {toast, wireToast} from "../shared/ui.js";
import {renderActionBar, wireActionBar} from "./actionbar.js";
import {renderBattlefields, renderDrawnCards} from "./battlefields.js";
import {hasDraft, openBeginning, reconcileDraft, wireBeginning} from "./beginning.js";
import {heard, renderStatus, streamLost, streamOpened, watchConnection} from "./connection.js";
import {
  accept,
  markWaiting,
  onClock,
  onCountersAnswer,
  onView,
  record,
  recordCounter,
  refreshView,
  startTaps,
} from "./controller.js";
import {wireTapGuard} from "./guard.js";
import {followHistory, renderHistory, wireHistory} from "./history.js";
import {latestSentences} from "./messages.js";
import {renderNextGame, wireNextGame} from "./next-game.js";
import {nudge, waitingTaps} from "./queue.js";
import {
  drawFirstPlayer,
  preview,
  readClock,
  readCounters,
  readFirstPlayer,
  readGame,
  readRecordHeader,
} from "./requests.js";
import {noteClock, renderClock, runClock, takeClock, wireClock} from "./round-clock.js";
import {renderScores} from "./scores.js";
import {renderShare, wireShare} from "./share.js";
import {renderSheets, wireSheets} from "./sheets.js";
import {speak, wireSpeech} from "./speech.js";
import {api, gameId, page, shown, takeToken} from "./state.js";
import {liveStream} from "./stream.js";
import {onCounters, onToss, readExtras, renderExtras, timeAlert, wireExtras} from "./table-extras.js";
import {renderOutcome, renderTop, sayTitle} from "./top.js";

let stream = null;
let wakeLock = null;

/** What a tap on the page's parts does, and the game as it stands when it comes: the one
 * door from the render code to the page's state, its queue of taps and its requests. */
const acts = {
  current: shown,
  record,
  recordCounter,
  preview,
  tapsWaiting: () => waitingTaps().length,
  markWaiting,
  refresh: refreshView,
  readClock,
  readCounters,
  readFirstPlayer,
  drawFirstPlayer,
  readRecordHeader,
};

const access = () => ({gameId, token: page.token});

function render() {
  const game = shown();
  renderTop(game);
  renderClock(game);
  renderOutcome(game);
  renderDrawnCards(game, acts);
  renderScores(game, acts);
  renderBattlefields(game, acts);
  renderNextGame(game);
  renderActionBar(game);
  renderHistory(game);
  renderShare(game.view, access());
  renderSheets(game);
}

// ------------------------------------------------------------------ the screen

const awakeStatus = () => (wakeLock && !wakeLock.released ? " · screen kept awake" : "");

async function keepAwake() {
  const hint = byId("awake-hint");
  if (!("wakeLock" in navigator)) {
    hint.textContent = window.isSecureContext
      ? "This browser cannot keep the screen awake: set the screen timeout to its longest during the game."
      : "The screen may lock during the game: browsers keep it awake only for pages on HTTPS or localhost. " +
        "Set the screen timeout to its longest, or serve the tracker over HTTPS.";
    hint.hidden = false;
    return;
  }
  if (wakeLock && !wakeLock.released) return;
  try {
    wakeLock = await navigator.wakeLock.request("screen");
    wakeLock.addEventListener("release", renderStatus);
    hint.hidden = true;
    renderStatus();
  } catch (_) {
    hint.textContent =
      "The browser would not keep the screen awake (battery saver?): set the screen timeout to its longest during the game.";
    hint.hidden = false;
  }
}

function onVisible() {
  if (document.visibilityState !== "visible") return;
  // A phone that was locked: catch up, and keep the screen on again.
  refreshView();
  keepAwake();
  stream.reconnect();
  nudge(); // taps still waiting go now
}

// ------------------------------------------------------------------ start

async function load() {
  await takeToken();
  wireSpeech();
  wireToast();
  wireActionBar(acts);
  wireSheets(acts);
  wireBeginning(acts, gameId);
  wireNextGame(acts);
  wireHistory(acts);
  wireShare(access);
  wireClock(acts);
  wireTapGuard(
    ["body", ".topbar", "#message-box", "#outcome", "#scores", "#battlefields"].map((s) => document.querySelector(s)),
  );
  onClock((clock) => noteClock(clock, shown()));
  onView(reconcileDraft);
  onView(render);
  onView(({view, previous, fresh, changed}) => {
    if (fresh && changed && previous) speak(latestSentences(view));
  });
  onView((change) => followHistory(change, acts));
  wireExtras(acts);
  onCountersAnswer(onCounters);
  onView(() => renderExtras(shown()));
  onView(timeAlert);
  let result;
  for (;;) {
    try {
      // The counters with the game, so that the first render has them: rows that came
      // later would move the board under a finger.
      [result] = await Promise.all([readGame(), readExtras()]);
      page.unreachable = false;
      break;
    } catch (_) {
      // Offline (a page the browser kept): say so, with the taps this device keeps, and
      // look again now and then; they are sent once the game is back.
      page.unreachable = true;
      sayTitle("Cannot reach the server");
      streamLost();
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
  if (result.status !== 200) {
    sayTitle(result.status === 404 ? "No game has this link" : "The game cannot be shown");
    byId("actionbar").hidden = true;
    toast(errorMessage(result));
    return;
  }
  accept(result.data, {fresh: false});
  const view = page.view;
  rememberGame({id: gameId, mode: view.mode, players: view.players, at: Date.now()});
  stream = liveStream(`${api}/stream`, {
    onView: (next) => {
      heard();
      accept(next, {fresh: true});
    },
    onAlive: heard,
    onClock: (clock) => {
      heard();
      takeClock(clock);
    },
    onOpen: () => {
      streamOpened();
      nudge(); // the connection is back: taps waiting go now
      readExtras(); // what changed beside the log while the stream was away
    },
    onError: () => streamLost(),
    onClosed: streamLost,
    named: {counters: onCounters, toss: onToss},
  });
  watchConnection({extra: awakeStatus, silence: () => stream.restart(), reopen: () => stream.reconnect()});
  startTaps();
  keepAwake();
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("online", onVisible);
  if (hasDraft() && shown().writable) openBeginning();
  runClock(() => stream.isOpen());
}

load();
