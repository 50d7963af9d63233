// What a table keeps beside the score, and the small things players ask for:
//   - each player's resource counters (XP, Energy, Power), a compact -/+ row under
//     their score, kept by the server beside the record and pushed to every device;
//   - who goes first, drawn by the server (a coin, or a d20 each) before the first
//     turn, shown to every device; the server writes it as the header's turn order;
//   - one phone for the table: two players facing each other (the far half turned
//     180 degrees), or 3 or 4 around it; remembered on this device;
//   - tap a score for the judge's adjustment; a rematch from a finished game;
//   - a vibration and a short sound, once, when time is called.
// Nothing here decides a rule: bounds and refusals are the server's, in its words.
//
// What it shows is drawn from the game it is given (`renderExtras(game)`) and the
// counters and draw the server sent (`onCounters`, `onToss`); what it reads and sends goes
// through the page's acts (`wireExtras`): current(), recordCounter(change), refresh(),
// markWaiting(), readCounters(), readFirstPlayer(), drawFirstPlayer(), readRecordHeader().
import {byId, el} from "../shared/dom.js";
import {errorMessage} from "../shared/http.js";
import {startGame} from "../shared/games.js";
import {storedSetting, storeSetting} from "../shared/storage.js";
import {toast} from "../shared/ui.js";
import {openMore} from "./sheets.js";
import {inPlay, sideName, sidesOf} from "./view.js";

const extras = {
  counters: null, // the server's counters: {names, max, players: [{player, xp, ...}]}
  toss: null, // how the first player was drawn, once drawn
  drawing: false,
};
let acts = null; // the page's: wireExtras

// ------------------------------------------------------------------ counters

export async function readExtras() {
  try {
    const [counters, first] = await Promise.all([acts.readCounters(), acts.readFirstPlayer()]);
    // What the stream brought meanwhile is newer; and a draw, once made, stays made.
    if (counters.status === 200) takeCounters(counters.data);
    if (first.status === 200 && first.data.toss) extras.toss = first.data.toss;
  } catch (_) {
    return; // offline: the stream brings them when it is back
  }
  renderExtras(acts.current());
}

/** Keep the counters unless those kept are newer (two answers can cross). */
function takeCounters(data) {
  if (!data || !Array.isArray(data.players)) return false;
  if (extras.counters && data.revision < extras.counters.revision) return false;
  extras.counters = data;
  return true;
}

/** The live stream's `event: counters`, or a change's answer. */
export function onCounters(data) {
  if (takeCounters(data)) renderCounters(acts.current());
}

/** The live stream's `event: toss`: every device shows it, and reads the new turn order. */
export function onToss(data) {
  if (!data || !data.first) return;
  const news = !extras.toss;
  extras.toss = data;
  renderToss(acts.current());
  if (news) acts.refresh();
}

/** A counter's tap: in the queue of taps with the game's (controller.js), in order, kept
 * across a reload, shown waiting, sent with its key until answered (never counted twice). */
function changeCounter(player, counter, add) {
  acts.recordCounter({player, counter, add});
}

function counterRow(row, write) {
  const names = extras.counters.names;
  return el(
    "div",
    {class: "counters-row", role: "group", "aria-label": `${row.player}'s resources`, dataset: {player: row.player}},
    Object.entries(names).map(([key, name]) =>
      el("span", {class: `counter counter-${key}`}, [
        write &&
          el("button", {
            type: "button",
            class: "counter-step",
            text: "−",
            "aria-label": `${row.player} ${name} −1`,
            disabled: row[key] <= 0,
            onclick: () => changeCounter(row.player, key, -1),
          }),
        el("span", {class: "counter-value", "aria-live": "polite", text: `${name} ${row[key]}`}),
        write &&
          el("button", {
            type: "button",
            class: "counter-step",
            text: "+",
            "aria-label": `${row.player} ${name} +1`,
            disabled: row[key] >= extras.counters.max,
            onclick: () => changeCounter(row.player, key, 1),
          }),
      ]),
    ),
  );
}

/** A row of counters for each player: below the board, where rows that come, go or wrap
 * move no button of the board; on one phone shared by the table, in each player's own
 * half (beside their teammate's in a team's), turned to face them with it. */
export function renderCounters(game) {
  renderCounterRows(game);
  if (acts) acts.markWaiting(); // a counter's tap still waiting, on its button drawn anew
}

function renderCounterRows(game) {
  const counters = extras.counters;
  const box = byId("resources");
  if (!box || !game.view) return;
  document.querySelectorAll("#scores .counters-row").forEach((row) => row.remove());
  box.replaceChildren();
  box.hidden = true;
  if (!counters) return;
  if (sharedPhone()) {
    for (const side of document.querySelectorAll("#scores .side")) {
      const players = sidesOf(game.view).find((s) => sideName(s) === side.dataset.side) || [];
      for (const row of counters.players.filter((r) => players.includes(r.player))) {
        // With the player's own buttons (a team's half has a column for each), else,
        // once the game is over or on a spectator's phone, at the foot of the half.
        const member = [...side.querySelectorAll(".member")].find((m) => m.dataset.player === row.player);
        (member || side).append(counterRow(row, game.writable));
      }
    }
    return;
  }
  const order = sidesOf(game.view).flat();
  const rows = [...counters.players].sort((a, b) => order.indexOf(a.player) - order.indexOf(b.player));
  box.replaceChildren(
    el("h2", {text: "Resources"}),
    ...rows.map((row) =>
      el("div", {class: "resource-player"}, [
        el("p", {class: "resource-name", text: row.player}),
        counterRow(row, game.writable),
      ]),
    ),
  );
  box.hidden = false;
}

// ------------------------------------------------------------------ who goes first

function tossText(toss) {
  if (toss.kind === "coin") {
    return `Coin toss: ${toss.face}. ${toss.side} ${toss.side.includes(" & ") ? "go" : "goes"} first` +
      (toss.side !== toss.first ? ` (${toss.first} takes the first turn).` : ".");
  }
  const rolls = toss.rolls.map((roll) => Object.entries(roll).map(([s, n]) => `${s} ${n}`).join(", "));
  return `Dice (d${toss.faces}): ${rolls.join("; then ")}. ${toss.first} goes first.`;
}

async function drawFirst() {
  if (!acts.current().writable || extras.drawing) return;
  extras.drawing = true;
  try {
    const result = await acts.drawFirstPlayer();
    if (result.status === 200) onToss(result.data);
    else toast(errorMessage(result));
  } catch (_) {
    toast("Cannot reach the server: nothing was drawn. Try again when the connection is back.");
  } finally {
    extras.drawing = false;
  }
}

export function renderToss(game) {
  const view = game.view;
  const box = byId("first-player");
  if (!box || !view) return;
  const parts = [];
  if (extras.toss && view.turn.number <= 1) {
    // Shown until the first turn is over: after that the draw is history.
    parts.push(el("p", {class: "toss-result", text: tossText(extras.toss)}));
  } else if (game.writable && view.version === 0 && inPlay(view)) {
    const sides = sidesOf(view).length;
    parts.push(
      el("button", {
        type: "button",
        class: "secondary",
        id: "draw-first",
        text: sides === 2 ? "Toss a coin for who goes first" : "Roll dice for who goes first",
        onclick: drawFirst,
      }),
    );
  }
  box.replaceChildren(...parts);
  box.hidden = !parts.length;
}

// ------------------------------------------------------------------ one phone for the table

const LAYOUT_KEY = "riftscore:shared-phone";

const sharedPhone = () => storedSetting(LAYOUT_KEY) === "on";

function renderLayout(view) {
  const on = sharedPhone();
  const sides = view ? sidesOf(view).length : 2;
  document.body.classList.toggle("table-shared", on);
  document.body.classList.toggle("table-facing", on && sides === 2);
  document.body.classList.toggle("table-around", on && sides > 2);
  const toggle = byId("shared-phone-toggle");
  if (toggle) {
    toggle.setAttribute("aria-pressed", String(on));
    toggle.textContent = on ? "One phone for the table: on" : "One phone for the table: off";
  }
  // Which sides sit across the phone from its near edge: their half is turned to them.
  document.querySelectorAll("#scores .side").forEach((side, index) => {
    side.classList.toggle("far-side", on && (sides === 2 ? index === 1 : index >= Math.ceil(sides / 2)));
  });
}

// ------------------------------------------------------------------ a score tapped

function openAdjustment(game, player) {
  if (!game.writable || !inPlay(game.view)) return;
  openMore();
  const form = byId("adjust-form");
  form.closest("details").open = true;
  form.elements.player.value = player;
  form.elements.points.focus();
}

function wireScores() {
  // The score element is rebuilt with every view: one listener on the section.
  byId("scores").addEventListener("click", (event) => {
    const score = event.target.closest(".score");
    if (!score) return;
    const side = score.closest(".side");
    const game = acts.current();
    const players = sidesOf(game.view).find((s) => sideName(s) === side.dataset.side);
    if (players) openAdjustment(game, players[0]);
  });
  byId("scores").addEventListener("keydown", (event) => {
    if ((event.key === "Enter" || event.key === " ") && event.target.classList.contains("score")) {
      event.preventDefault();
      event.target.click();
    }
  });
}

function renderScoreButtons(game) {
  const adjustable = game.writable && inPlay(game.view);
  document.querySelectorAll("#scores .score").forEach((score) => {
    if (adjustable) {
      score.setAttribute("role", "button");
      score.setAttribute("tabindex", "0");
      score.title = "Tap for a judge's adjustment";
    }
  });
}

// ------------------------------------------------------------------ rematch

async function rematch() {
  const button = byId("rematch-button");
  button.disabled = true;
  try {
    // The game's own header, as the record writes it: same players and battlefields.
    const header = await acts.readRecordHeader();
    delete header.start; // a new game starts from nothing
    const refused = await startGame(header);
    if (refused) toast(errorMessage(refused));
  } catch (_) {
    toast("Cannot reach the server: no rematch was started. Try again when the connection is back.");
  } finally {
    button.disabled = false;
  }
}

function renderRematch(game) {
  const box = byId("rematch");
  if (!box) return;
  box.hidden = !(game.writable && game.view.outcome !== "ongoing");
}

// ------------------------------------------------------------------ time is called

function ring() {
  if (typeof navigator.vibrate === "function") navigator.vibrate([300, 120, 300]);
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = "sine";
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.6);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.6);
    tone.onended = () => audio.close();
  } catch (_) {
    // No sound on this device: the vibration and the page say it.
  }
}

/** Once, as time is called: a view that has it after one that had not. */
export function timeAlert({view, previous}) {
  if (previous && !previous.time.called && view.time.called) ring();
}

// ------------------------------------------------------------------ wiring

/** What the table keeps beside the score, for `game` (view.js). */
export function renderExtras(game) {
  if (!game.view) return;
  renderLayout(game.view);
  renderCounters(game);
  renderToss(game);
  renderScoreButtons(game);
  renderRematch(game);
}

/** The extras' buttons, reading and sending through `pageActs` (see above). */
export function wireExtras(pageActs) {
  acts = pageActs;
  byId("shared-phone-toggle").addEventListener("click", () => {
    storeSetting(LAYOUT_KEY, sharedPhone() ? "off" : "on");
    const game = acts.current();
    renderLayout(game.view);
    renderCounters(game);
    // The scores now lead the page: show them, the far half at the top of the phone.
    if (sharedPhone()) window.scrollTo(0, 0);
  });
  byId("rematch-button").addEventListener("click", rematch);
  wireScores();
}
