// The organiser's page of a gathering: its players, its rounds (paired from the players,
// or tables added by hand), their clocks, results, standings and top cut.
//
// A round paired from the players is run in two steps: "Pair round N" pairs it (the
// tables, the slips to print, no clock yet), then "Start round N", once the players are
// seated, starts its clock. Every device holding the organiser token shows the same join
// link and the same tables' links and QR codes: the server gives them to it (GET
// .../links), and the event says which join link is current, so a device follows a new
// one made on another.
//
// Everything shown comes from the server: the gathering (GET /api/gatherings/{id}), the
// round on screen (GET .../rounds/{n}, which also records time at every table whose
// clock has run out) and the event (GET .../event: players, pairings, results,
// standings, bracket, and what the rules allow: `next` and the `options` of the event,
// its rounds and its tables). They are read again every few seconds, never table by
// table; between reads the clocks count down from the server's time. The page decides no
// rule: a result's limits, who can be recorded as not come and the request that does it,
// whether entry is open and the cut sizes are the options' answers. The organiser token
// (from the link's `#o=...`) lets this device run the evening: register and drop players,
// pair rounds, record a result by hand, start, pause and resume rounds and give a table
// an extension.
//
// The modules, by job (native ES modules; see event.js for how the shared one loads):
//   state.js     the gathering, this device's token, what was read; read and draw again
//   links.js     the organiser's links, the join token kept, the share section, recovery
//   rounds.js    the round tabs and panel, the clocks, pause/resume, extensions
//   tables.js    each table's card; a round of tables made by hand
//   results.js   the result sheet: a result by hand and the no-shows, from the options
//   players.js   the players, registering, dropping, the join link
//   pairing.js   the evening's next step: pair, cut, start; the minutes a round
//   standings.js the standings and the bracket      print.js  pairings and result slips
import * as R from "../shared/index.js";
import {keepJoinTokenFromLink, readLinks, renderLinks, showRecoveryCode, wantLinks} from "./links.js";
import {renderNext, wirePairing} from "./pairing.js";
import {renderPlayers, wirePlayers} from "./players.js";
import {renderPrintAreas, wirePrinting} from "./print.js";
import {wireResults} from "./results.js";
import {renderRound, renderTabs, tick, wireRounds} from "./rounds.js";
import {renderStandings} from "./standings.js";
import {$, api, gatheringId, onPage, organiser, paired, shownRoundNumber, state} from "./state.js";
import {renderSetup, renderTables, wireTables} from "./tables.js";

const {request, errorMessage} = R;
const REFRESH_MS = 5000;
const TICK_MS = 250;

// Every secret of a link is read before any is taken out of the address bar. The
// organiser token a link brought is kept only once the server says it works, never in
// place of one that still does (shared/tokens.js, adoptToken). A recovery code in the link
// (`#r=...`, from the start page, once) is shown to be written down, never kept.
const fragment = new URLSearchParams(window.location.hash.slice(1));
const joinFromLink = fragment.get("j");
const recoveryFromLink = fragment.get("r");
const tokenFromLink = R.takeFromFragment("o");
R.takeFromFragment("j");
R.takeFromFragment("r");
state.token = R.storedOrganiserToken(gatheringId); // until start() has checked the link's
keepJoinTokenFromLink(joinFromLink);

let refreshing = null;
let followingRead = null; // the read that follows the one on its way, if one was asked for

/** Read the gathering and the round on screen; one read at a time. A read asked for
 * while one is on its way follows it: that one may have left before what this device
 * just changed (a resume, a result), and must not be the last word on it. */
function refresh() {
  if (refreshing) {
    if (!followingRead) {
      followingRead = refreshing.then(() => {
        followingRead = null;
        return refresh();
      });
    }
    return followingRead;
  }
  refreshing = load().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function load() {
  try {
    const result = await request("GET", api);
    if (result.status !== 200) {
      $("status-line").textContent = errorMessage(result);
      return;
    }
    state.gathering = result.data;
    const number = shownRoundNumber();
    const started = (state.gathering.rounds || []).some((r) => r.number === number);
    const [read, summary] = await Promise.all([
      number === null || !started ? null : request("GET", `${api}/rounds/${number}`),
      request("GET", `${api}/event`),
    ]);
    // The round on screen stays as it was until the answer is here (its clocks count on).
    state.round = read && read.status === 200 ? read.data : null;
    if (summary.status === 200) state.event = summary.data;
    if (organiser() && wantLinks()) await readLinks();
    $("status-line").textContent = "";
    render();
  } catch (_) {
    $("status-line").textContent = "Cannot reach the server: the clocks below may be out of date.";
  }
}

function render() {
  const {gathering} = state;
  document.body.classList.toggle("readonly", !organiser());
  $("readonly-banner").hidden = organiser();
  document.querySelectorAll(".organiser-only").forEach((node) => {
    node.hidden = !organiser();
  });
  $("gathering-name").textContent = gathering.name;
  document.title = `riftscore: ${gathering.name}`;
  const rounds = gathering.rounds || [];
  $("gathering-meta").textContent =
    `${gathering.games.length} table${gathering.games.length === 1 ? "" : "s"} · ` +
    (rounds.length ? `${rounds.length} round${rounds.length === 1 ? "" : "s"}` : "no round yet");
  state.clocks = [];
  renderTabs();
  renderRound();
  renderEvent();
  renderTables();
  renderSetup();
  renderLinks();
  tick();
}

/** Players, the next step, standings, the bracket and what prints: drawn from the event
 * as the server sent it. */
function renderEvent() {
  const {event, gathering} = state;
  const show = Boolean(event) && (paired() || organiser());
  $("players-section").hidden = !show || (!paired() && gathering.games.length > 0);
  $("event-panel").hidden = !organiser() || !paired();
  renderStandings();
  if (!event) return;
  renderPlayers();
  renderNext();
  renderPrintAreas();
}

function wire() {
  R.wireToast();
  R.wireShareJump();
  R.wireCopyButtons();
  wireRounds();
  wireTables();
  wirePairing();
  wirePlayers();
  wireResults();
  wirePrinting();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") refresh();
  });
}

async function start() {
  onPage(refresh, render);
  state.token = await R.adoptToken("o", gatheringId, tokenFromLink);
  if (recoveryFromLink && organiser()) showRecoveryCode(recoveryFromLink);
  wire();
  await refresh();
  if (state.gathering) R.rememberGathering({id: gatheringId, name: state.gathering.name, at: Date.now()});
  setInterval(() => {
    if (document.visibilityState === "visible") refresh();
  }, REFRESH_MS);
  setInterval(tick, TICK_MS);
}

start();
