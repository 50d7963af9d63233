// What the event's pages share: reading the event, and drawing what the server decided
// (standings, the top cut's bracket, pairings by player name, a round's clock). Nothing
// here decides a rule: every pairing, standing and result on screen is the server's, and
// text goes in with textContent only.
//
// A native ES module. The pages load it with `import()` from the fingerprinted address
// their template gives (`data-event-module`), so that a phone never runs yesterday's
// copy beside today's page. It builds on the pages' shared modules (shared/index.js).

import * as R from "./shared/index.js";
export const {el, request, errorMessage} = R;

export const TICK_MS = 250;

/** The gathering's API address. */
export function apiOf(gatheringId) {
  return `/api/gatherings/${encodeURIComponent(gatheringId)}`;
}

/**
 * Read `path` now and every `everyMs` after, handing each answer to `render`; a refusal
 * or a lost connection is said on the `status` line (what shows may be out of date).
 */
export async function follow(path, render, status, everyMs) {
  async function read() {
    try {
      const result = await request("GET", path);
      if (result.status !== 200) {
        status.textContent = errorMessage(result);
        return;
      }
      status.textContent = "";
      render(result.data);
    } catch (_) {
      status.textContent = "Cannot reach the server: what shows may be out of date.";
    }
  }
  await read();
  setInterval(read, everyMs);
}

/** "66.7%" for 0.6667: the server's percentage, shown to a tenth. */
export function percent(value) {
  return `${(value * 100).toFixed(1)}%`;
}

/** A line's tables won, drawn and lost: "2–0–1". */
export function recordText(line) {
  return `${line.won}–${line.drawn}–${line.lost}`;
}

export function latestRound(event) {
  return event.rounds.length ? event.rounds[event.rounds.length - 1] : null;
}

/** "Round 2 · Swiss", "Round 4 · Top cut". */
export function roundTitle(round) {
  return `Round ${round.number} · ${round.stage === "top_cut" ? "Top cut" : "Swiss"}`;
}

/** The standings as a table: rank, player, points, record, byes, OMW, GW, OGW. `cut`
 * draws a line under that many lines (the top cut's places). */
export function standingsTable(standings, {caption = "", cut = 0, limit = Infinity} = {}) {
  const head = ["#", "Player", "Points", "W–D–L", "Byes", "OMW", "GW", "OGW"];
  const rows = standings.standings.slice(0, limit).map((line, index) =>
    el("tr", {class: [line.dropped ? "dropped" : "", index + 1 === cut ? "cut-line" : ""].join(" ").trim() || null}, [
      el("td", {text: String(line.rank)}),
      el("td", {text: line.dropped ? `${line.player} (dropped)` : line.player}),
      el("td", {text: String(line.match_points)}),
      el("td", {text: recordText(line)}),
      el("td", {text: String(line.byes)}),
      el("td", {text: percent(line.omw)}),
      el("td", {text: percent(line.gw)}),
      el("td", {text: percent(line.ogw)}),
    ]),
  );
  return el("table", {class: "standings"}, [
    caption ? el("caption", {text: caption}) : null,
    el("thead", {}, [el("tr", {}, head.map((h) => el("th", {scope: "col", text: h})))]),
    el("tbody", {}, rows),
  ]);
}

/** The top cut's bracket: each stage a column of matches (higher seed first), the stages
 * not drawn yet as empty places, and the champion. */
export function bracketView(bracket) {
  const stages = [];
  for (let index = 0; index < bracket.stages_total; index += 1) {
    const stage = bracket.stages[index];
    const matches = stage ? stage.matches : Array.from({length: bracket.size / 2 ** (index + 1)}, () => null);
    const name = stage ? stage.name : index === bracket.stages_total - 1 ? "Final" : "Semi-finals";
    stages.push(
      el("section", {class: "bracket-stage", "aria-label": name}, [
        el("h3", {text: name}),
        ...matches.map((match) => bracketMatch(match)),
      ]),
    );
  }
  const out = [el("div", {class: "bracket"}, stages)];
  if (bracket.champion) out.push(el("p", {class: "champion", text: `Champion: ${bracket.champion.name}`}));
  return out;
}

function bracketMatch(match) {
  if (!match) return el("ul", {class: "bracket-match"}, [el("li", {text: "…"}), el("li", {text: "…"})]);
  return el(
    "ul",
    {class: "bracket-match"},
    match.entrants.map((entrant, seat) => {
      const seed = match.seeds[seat];
      const won = match.winner && entrant && match.winner.id === entrant.id;
      const lost = match.decided && entrant && !won;
      const note = won ? (match.walkover ? " (advances: no opponent)" : " (wins)") : "";
      return el("li", {class: won ? "winner" : lost ? "out" : null}, [
        el("span", {text: entrant ? `${entrant.name}${note}` : "—"}),
        el("span", {class: "seed", text: seed ? `seed ${seed}` : ""}),
      ]);
    }),
  );
}

/** Where each player of a round sits, by name: table and opponents, or the bye. */
export function pairingsByName(round) {
  const lines = [];
  for (const table of round.tables) {
    for (const entrant of table.entrants) {
      const others = table.entrants.filter((e) => e.id !== entrant.id).map((e) => e.name);
      lines.push({name: entrant.name, where: table.label, against: `against ${others.join(", ")}`});
    }
  }
  for (const entrant of round.byes) lines.push({name: entrant.name, where: "Bye", against: "no table this round"});
  return lines.sort((a, b) => a.name.localeCompare(b.name, undefined, {sensitivity: "base"}));
}

/** The round's pairings by player name, as a list. */
export function pairingsList(round) {
  return el(
    "ul",
    {class: "pairings-by-name"},
    pairingsByName(round).map((line) =>
      el("li", {}, [
        el("span", {class: "who", text: line.name}),
        el("span", {class: "where", text: line.where}),
        el("span", {class: "against", text: line.against}),
      ]),
    ),
  );
}

/** "42:07", "Paused · 42:07", or "Time": a round clock counted down from the server's. */
export function clockFace(clock) {
  const left = R.clockRemaining(clock);
  if (clock.state === "expired" || left === 0) return "Time";
  const text = R.formatRemaining(left);
  return clock.state === "paused" ? `Paused · ${text}` : text;
}

/**
 * A clock on screen, counted down between reads, and what a screen reader hears of it:
 * not every second, but when the round starts, pauses, resumes, reaches 10, 5 and 1
 * minutes left, and time.
 */
export class Countdown {
  constructor(face, announcer) {
    this.face = face;
    this.announcer = announcer;
    this.clock = null;
    this.said = null;
    this.roundSeen = null;
  }

  set(clock) {
    this.clock = clock ? R.receivedClock(clock) : null;
    this.tick();
  }

  tick() {
    const clock = this.clock;
    if (!clock) {
      this.face.textContent = "";
      return;
    }
    this.face.textContent = clockFace(clock);
    this.face.className = this.face.className.replace(/\bstate-\S+/g, "").trim() + ` state-${clock.state}`;
    this.announce(this.milestone(clock), clock.round);
  }

  milestone(clock) {
    const left = R.clockRemaining(clock);
    if (clock.state === "expired" || left === 0) return "Time is called.";
    if (clock.state === "paused") return "The round is paused.";
    const minutes = Math.ceil(left / 60000);
    for (const mark of [1, 5, 10]) {
      if (minutes <= mark) return `${mark} minute${mark === 1 ? "" : "s"} left in the round.`;
    }
    return "The round is running.";
  }

  announce(text, round) {
    if (this.roundSeen !== round) {
      this.roundSeen = round;
      this.said = text;
      if (this.announcer) this.announcer.textContent = `Round ${round}: ${text}`;
      return;
    }
    if (text !== this.said) {
      this.said = text;
      if (this.announcer) this.announcer.textContent = text;
    }
  }
}
