// The projector view: the latest round's pairings by player name, its clock, the
// standings and the top cut, in large type on a screen on the wall. It reads the event
// (one summary: GET /api/gatherings/{id}/event) every few seconds and counts the clock
// down from the server's time in between; nobody touches it.
//
// A native ES module (see event.js for how it loads its shared module).

const E = await import(document.body.dataset.eventModule);
const $ = (id) => document.getElementById(id);

const api = E.apiOf(document.body.dataset.gatheringId);
const REFRESH_MS = 5000;
const STANDINGS_SHOWN = 24;

// At this device's zero the page reads again at once: that read records time, and the
// page says time is called only once the answer does.
let readAgain = null;
const countdown = new E.Countdown($("projector-clock"), $("clock-news"), {onZero: () => readAgain && readAgain()});

function render(event) {
  $("projector-name").textContent = event.name;
  document.title = `riftscore: ${event.name}`;
  const latest = E.latestRound(event);
  $("projector-round").textContent = latest
    ? `${E.roundTitle(latest)} · ${latest.tables.length} table${latest.tables.length === 1 ? "" : "s"}`
    : `${event.players.length} player${event.players.length === 1 ? "" : "s"} registered`;
  if (latest) $("pairings").replaceChildren(E.pairingsList(latest));
  countdown.set(event.clock);
  if (event.rounds.length) {
    const count = event.standings.standings.length;
    const caption = count > STANDINGS_SHOWN ? `The first ${STANDINGS_SHOWN} of ${count}` : "";
    const cut = event.bracket ? event.bracket.size : 0;
    $("standings").replaceChildren(
      E.standingsTable(event.standings, {caption, cut, limit: STANDINGS_SHOWN}),
    );
  }
  $("bracket-section").hidden = !event.bracket;
  if (event.bracket) $("bracket").replaceChildren(...E.bracketView(event.bracket));
}

readAgain = await E.follow(`${api}/event`, render, $("status-line"), REFRESH_MS);
setInterval(() => countdown.tick(), E.TICK_MS);
