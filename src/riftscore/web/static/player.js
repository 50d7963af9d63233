// A player's page: their table and opponent in the latest round (or their bye), the
// round's clock, their table's result once it is in, and their standing. It reads the
// player's evening (GET /api/gatherings/{id}/players/{player}) every few seconds.
//
// A native ES module (see event.js for how it loads its shared module).

const E = await import(document.body.dataset.eventModule);
const $ = (id) => document.getElementById(id);

const {gatheringId, playerId} = document.body.dataset;
const url = `${E.apiOf(gatheringId)}/players/${encodeURIComponent(playerId)}`;
const REFRESH_MS = 8000;

// At this device's zero the page reads again at once: that read records time, and the
// page says time is called only once the answer does.
let readAgain = null;
const countdown = new E.Countdown($("my-clock"), $("clock-news"), {onZero: () => readAgain && readAgain()});

function ordinal(n) {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{1: "st", 2: "nd", 3: "rd"}[n % 10] || "th"}`;
}

function render(mine) {
  const player = mine.player;
  $("player-name").textContent = player.name;
  $("gathering-name").textContent = mine.gathering.name;
  document.title = `riftscore: ${player.name}`;
  const round = mine.round;
  const table = mine.table;
  $("table-title").textContent = round ? `Round ${round.number}${round.stage === "top_cut" ? " · top cut" : ""}` : "This round";
  if (player.dropped) {
    $("my-table-line").textContent = player.no_show ? "You did not come to your table" : "You have dropped";
  } else if (table) {
    $("my-table-line").textContent = table.label;
  } else if (mine.bye) {
    $("my-table-line").textContent = "Bye";
  } else {
    $("my-table-line").textContent = round ? "Not in this round" : "Not paired yet";
  }
  $("my-opponents").textContent = table
    ? `You play ${mine.opponents.map((o) => o.name).join(" and ")}`
    : mine.bye
      ? "You have the bye this round: a win, 2–0."
      : "";
  // Once the event is over (the server says so) its last round's clock means nothing;
  // a round paired but not started has none yet.
  const waiting = Boolean(table && round && !round.started);
  countdown.set(table && !mine.over && !waiting ? mine.clock : null);
  $("my-clock").hidden = !table || mine.over || waiting;
  $("my-waiting").hidden = !waiting || mine.over;
  $("my-champion").hidden = !mine.over;
  if (mine.over) $("my-champion").textContent = mine.champion ? `Champion: ${mine.champion.name}` : "The event is over";
  let line = "";
  if (table && table.result) line = table.result.line;
  else if (table && table.live) {
    const live = table.live;
    line = `Score: ${live.players.map((p) => `${p} ${live.scores[p]}`).join(" – ")}`;
  }
  $("my-result").textContent = line;
  $("my-game-link").hidden = !table;
  if (table) $("my-game-link").href = table.links.page;
  const standing = mine.standing;
  const played = standing && standing.won + standing.drawn + standing.lost + standing.byes > 0;
  $("standing-details").hidden = !played;
  if (!played) {
    $("standing-summary").textContent = "No round has been played yet.";
    return;
  }
  $("standing-summary").textContent =
    `${ordinal(standing.rank)} of ${mine.players} · ${standing.match_points} point${standing.match_points === 1 ? "" : "s"} · ` +
    `${E.recordText(standing)}${standing.byes ? ` and ${standing.byes} bye${standing.byes === 1 ? "" : "s"}` : ""}`;
  $("my-omw").textContent = E.percent(standing.omw);
  $("my-gw").textContent = E.percent(standing.gw);
  $("my-ogw").textContent = E.percent(standing.ogw);
}

readAgain = await E.follow(url, render, $("status-line"), REFRESH_MS);
setInterval(() => countdown.tick(), E.TICK_MS);
