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
 * Resolves, after the first read, to a function that reads it again at once.
 */
export async function follow(path, render, status, everyMs) {
  let asked = 0; // reads made
  let answered = 0; // the latest read whose answer was taken
  async function read() {
    const mine = (asked += 1);
    try {
      const result = await request("GET", path);
      if (mine < answered) return; // a later read's answer is on screen already
      answered = mine;
      if (result.status !== 200) {
        status.textContent = errorMessage(result);
        return;
      }
      status.textContent = "";
      render(result.data);
    } catch (_) {
      if (mine < answered) return;
      status.textContent = "Cannot reach the server: what shows may be out of date.";
    }
  }
  await read();
  setInterval(read, everyMs);
  return read;
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

/** Whether this device shows the tie-breakers where the standings are too narrow for
 * them (a phone): one choice for every standings table of the page, kept through the
 * page's reads of the event. */
let tieBreakersShown = false;
let standingsMade = 0;

const TIE_BREAKERS = [
  ["Byes", (line) => String(line.byes)],
  ["OMW", (line) => percent(line.omw)],
  ["GW", (line) => percent(line.gw)],
  ["OGW", (line) => percent(line.ogw)],
];

/** The standings as a table: rank, player, points, record, then the tie-breakers (byes,
 * OMW, GW, OGW). `cut` draws a line under that many lines (the top cut's places); `from`
 * and `limit` show a part of them (a projector's page). Where the table is too narrow
 * for every column (a phone: events.css), it shows rank, player, points and record, and
 * a "Show tie-breakers" button puts each line's tie-breakers under it. */
export function standingsTable(standings, {caption = "", cut = 0, from = 0, limit = Infinity} = {}) {
  const id = `standings-table-${(standingsMade += 1)}`;
  const head = ["#", "Player", "Points", "W–D–L"];
  const rows = [];
  standings.standings.slice(from, from + limit).forEach((line, index) => {
    const place = from + index + 1;
    rows.push(
      el("tr", {class: [line.dropped ? "dropped" : "", place === cut ? "cut-line" : ""].join(" ").trim() || null}, [
        el("td", {text: String(line.rank)}),
        el("td", {}, [
          line.dropped ? `${line.player} (dropped)` : line.player,
          legendsOf(line),
        ]),
        el("td", {text: String(line.match_points)}),
        el("td", {text: recordText(line)}),
        ...TIE_BREAKERS.map(([, value]) => el("td", {class: "tie-breaker", text: value(line)})),
      ]),
    );
    if (tieBreakersShown) {
      const text = TIE_BREAKERS.map(([name, value]) => `${name} ${value(line)}`).join(" · ");
      rows.push(el("tr", {class: "tie-breakers-line"}, [el("td"), el("td", {colspan: 3, text})]));
    }
  });
  const table = el("table", {class: "standings", id}, [
    caption ? el("caption", {text: caption}) : null,
    el("thead", {}, [
      el("tr", {}, [
        ...head.map((h) => el("th", {scope: "col", text: h})),
        ...TIE_BREAKERS.map(([name]) => el("th", {scope: "col", class: "tie-breaker", text: name})),
      ]),
    ]),
    el("tbody", {}, rows),
  ]);
  const box = el("div", {class: "standings-box"}, [
    el("button", {
      type: "button",
      class: "chip-button tie-breakers-toggle",
      "aria-pressed": String(tieBreakersShown),
      "aria-controls": id,
      text: "Show tie-breakers",
      onclick: () => {
        tieBreakersShown = !tieBreakersShown;
        const again = standingsTable(standings, {caption, cut, from, limit});
        box.replaceWith(again);
        again.querySelector(".tie-breakers-toggle").focus();
      },
    }),
    table,
  ]);
  return box;
}

/** The top cut's bracket, of any size: each stage a column of matches (higher seed first),
 * a seed with a bye beside an empty place, the stages not drawn yet as empty places (the
 * first round has the view's `places`, each later one half as many matches), and the
 * champion (unless `champion` is false: the page shows it elsewhere). Where the stages do
 * not fit side by side they stand one under the other (events.css): nothing scrolls
 * sideways. */
export function bracketView(bracket, {champion = true} = {}) {
  const stages = [];
  for (let index = 0; index < bracket.stages_total; index += 1) {
    const stage = bracket.stages[index];
    const matches = stage ? stage.matches : Array.from({length: bracket.places / 2 ** (index + 1)}, () => null);
    const name = bracket.stage_names[index];
    stages.push(
      el("section", {class: "bracket-stage", "aria-label": name}, [
        el("h3", {text: name}),
        ...matches.map((match) => bracketMatch(match)),
      ]),
    );
  }
  const out = [el("div", {class: "bracket"}, stages)];
  if (champion && bracket.champion) out.push(el("p", {class: "champion", text: `Champion: ${bracket.champion.name}`}));
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
      const note = won ? (match.bye ? " (bye)" : match.walkover ? " (advances: no opponent)" : " (wins)") : "";
      const empty = match.bye ? "bye" : "—";
      return el("li", {class: won ? "winner" : lost ? "out" : null}, [
        el("span", {class: "entrant", text: entrant ? `${entrant.name}${note}` : empty}),
        el("span", {class: "seed", text: seed ? `seed ${seed}` : ""}),
      ]);
    }),
  );
}

/** Where each player of a round sits, by name: table and opponents, or the bye. */
/** An entrant's (or a standings line's) legends, as its players registered them, after
 * its name (none: nothing). */
export function legendsOf(named) {
  const legends = Object.values((named && named.legends) || {});
  return legends.length > 0 && el("span", {class: "legends", text: ` (${legends.join(", ")})`});
}

export function pairingsByName(round) {
  const lines = [];
  for (const table of round.tables) {
    for (const entrant of table.entrants) {
      const others = table.entrants.filter((e) => e.id !== entrant.id).map((e) => e.name);
      lines.push({name: entrant.name, entrant, where: table.label, against: `against ${others.join(", ")}`});
    }
  }
  for (const entrant of round.byes) lines.push({name: entrant.name, entrant, where: "Bye", against: "no table this round"});
  return lines.sort((a, b) => a.name.localeCompare(b.name, undefined, {sensitivity: "base"}));
}

/** The round's pairings by player name, as a list (`from` and `limit`: a part of it, as
 * `pairingsByName` orders them). */
export function pairingsList(round, {from = 0, limit = Infinity} = {}) {
  return el(
    "ul",
    {class: "pairings-by-name"},
    pairingsByName(round).slice(from, from + limit).map((line) =>
      el("li", {}, [
        el("span", {class: "who"}, [line.name, legendsOf(line.entrant)]),
        el("span", {class: "where", text: line.where}),
        el("span", {class: "against", text: line.against}),
      ]),
    ),
  );
}

/** This device has counted a running clock down to its zero, and the server has not said
 * time yet: the server records time when it is read at its own zero, and until an answer
 * says so the page does not know it (this device's clock may be wrong). */
const zeroHere = (clock) => Boolean(clock) && clock.state === "running" && R.clockRemaining(clock) === 0;

const WAITING = "waiting for the server to call time";

/** "42:07", "Paused · 42:07", "0:00" at this device's zero, or "Time" once the server
 * says time is called: a round clock counted down from the server's. */
export function clockFace(clock) {
  if (clock.state === "expired") return "Time";
  const text = R.formatRemaining(R.clockRemaining(clock));
  return clock.state === "paused" ? `Paused · ${text}` : text;
}

/**
 * A clock on screen, counted down between reads, and what a screen reader hears of it:
 * not every second, but when the round starts, pauses, resumes, reaches 10, 5 and 1
 * minutes left, this device's zero (waiting for the server), and time, once the server
 * says so. At this device's zero it calls `onZero` once (the page reads the server
 * again: that read records time, and its answer says it).
 */
export class Countdown {
  constructor(face, announcer, {onZero = null} = {}) {
    this.face = face;
    this.announcer = announcer;
    this.onZero = onZero;
    this.clock = null;
    this.said = null;
    this.roundSeen = null;
    this.zeroAsked = false;
  }

  set(clock) {
    this.clock = clock ? R.receivedClock(clock) : null;
    if (!zeroHere(this.clock)) this.zeroAsked = false;
    this.draw();
  }

  /** Four times a second: the clock drawn again; at this device's zero, `onZero` (from
   * here, never from within the render of a read's answer). */
  tick() {
    this.draw();
    if (zeroHere(this.clock) && !this.zeroAsked && this.onZero) {
      this.zeroAsked = true;
      this.onZero();
    }
  }

  draw() {
    const clock = this.clock;
    if (!clock) {
      this.face.textContent = "";
      return;
    }
    this.face.textContent = clockFace(clock);
    for (const name of [...this.face.classList]) {
      if (name.startsWith("state-")) this.face.classList.remove(name);
    }
    this.face.classList.add(`state-${clock.state}`);
    this.face.classList.toggle("waiting", zeroHere(clock));
    this.announce(this.milestone(clock), clock.round);
  }

  milestone(clock) {
    if (clock.state === "expired") return "Time is called.";
    if (clock.state === "paused") return "The round is paused.";
    if (zeroHere(clock)) return `0:00 on this device: ${WAITING}.`;
    const minutes = Math.ceil(R.clockRemaining(clock) / 60000);
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
