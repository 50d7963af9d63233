// The top of the page: whose turn it is, the mode and score to win, and the outcome box.
// The title and the meta line have boxes of fixed height (tracker.css); each says the
// longest of its forms that fits there whole, so that a long name or a narrow phone
// makes it say less, never cuts it, and never moves the board.
// The outcome box is the win banner above the board once a game is decided (brought
// into view below the sticky header, however low the winning tap was); while a game
// goes on after time, it keeps the reasons so far below the board, where it moves no
// button.
import {byId, el} from "../shared/dom.js";
import {names} from "../shared/text.js";
import {currentGame, inPlay} from "./view.js";

const MODE_NAMES = {duel: "Duel", match: "Match", skirmish: "Skirmish", war: "War", "2v2": "2v2"};
const BOARD_BANNER =
  "Board game: this page follows its score, control and history; its moves are " +
  "recorded by the program that plays the board.";

/** The title's forms, longest first: the player's name is what it can do without (the
 * score cards and the bar say whose turn it is). */
function turnForms(view) {
  const turn = view.turn;
  if (!inPlay(view)) {
    const over = view.outcome !== "ongoing" && view.mode === "match" ? "the match is over" : "game over";
    const alone = over[0].toUpperCase() + over.slice(1);
    return turn.number ? [`Turn ${turn.number} · ${over}`, alone] : [alone];
  }
  if (turn.number === 0) return [`Before turn 1 · ${turn.next_player} goes first`, "Before turn 1"];
  if (turn.in_progress) return [`Turn ${turn.number} · ${turn.player}`, `Turn ${turn.number}`];
  return [`Turn ${turn.number} is over · ${turn.next_player} is next`, `Turn ${turn.number} is over`];
}

function gameWinsText(view) {
  return view.players.map((p) => `${p} ${(view.game_wins || {})[p] || 0}`).join(" – ");
}

/** The meta line's forms. The score to win and a match's game wins are also on the
 * score cards ("of 8 · 1 game win"): a match's line goes without the one, then the other. */
function metaForms(view) {
  const mode = `${MODE_NAMES[view.mode] || view.mode}`;
  const toWin = `${view.victory_score} to win`;
  if (view.mode !== "match" || !Array.isArray(view.games)) return [`${mode} · ${toWin}`];
  const game = `game ${view.games.length}`;
  const wins = `game wins: ${gameWinsText(view)}`;
  return [[mode, toWin, game, wins], [mode, game, wins], [mode, toWin, game]].map((parts) => parts.join(" · "));
}

// ------------------------------------------------------------------ saying less, not cutting

const formsOf = new WeakMap();
const refit = new ResizeObserver((entries) => entries.forEach((entry) => fit(entry.target)));

const fitsWhole = (box) => box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth + 1;

function fit(box) {
  const forms = formsOf.get(box);
  if (!forms) return;
  for (const [index, text] of forms.entries()) {
    if (box.textContent !== text) box.textContent = text;
    if (index === forms.length - 1 || fitsWhole(box)) break;
  }
  // What it could not say, for whoever holds a finger or a pointer on it.
  if (box.textContent === forms[0]) box.removeAttribute("title");
  else box.title = forms[0];
}

/** Show in `box` the longest of `forms` (longest first) that fits it whole, now and
 * whenever its width changes (a phone turned, a window resized). */
export function sayInBox(box, forms) {
  if (!formsOf.has(box)) refit.observe(box);
  formsOf.set(box, forms);
  fit(box);
}

/** The title, as the page says it before or without a game ("Cannot reach the server"). */
export function sayTitle(text) {
  sayInBox(byId("turn-label"), [text]);
}

export function renderTop(game) {
  const view = game.view;
  document.body.classList.toggle("readonly", !game.writable);
  byId("readonly-banner").hidden = game.writable;
  if (view.board) byId("readonly-banner").textContent = BOARD_BANNER;
  sayInBox(byId("turn-label"), turnForms(view));
  sayInBox(byId("meta-label"), metaForms(view));
  document.title = `riftscore: ${view.players.join(", ")}`;
}

const wins = (winners) => `${names(winners)} ${winners.length > 1 ? "win" : "wins"}`;

let bannerShown = "";

/** Scroll so that the box sits just below the sticky header. */
function bringBelowHeader(box) {
  const header = document.querySelector(".topbar");
  const below = header ? header.getBoundingClientRect().height : 0;
  const top = box.getBoundingClientRect().top + window.scrollY - below - 8;
  window.scrollTo({top: Math.max(0, top), behavior: "instant"});
}

export function renderOutcome({view}) {
  const box = byId("outcome");
  const game = currentGame(view);
  let text = "";
  let detail = "";
  const matchWins = view.mode === "match" ? ` · game wins ${gameWinsText(view)}` : "";
  if (view.outcome === "win") {
    text = wins(view.winners);
    detail = view.mode === "match" ? `the match${matchWins}` : "the game";
  } else if (view.outcome === "draw") {
    text = view.mode === "match" ? "The match is drawn" : "The game is drawn";
    detail = matchWins.slice(3);
  } else if (game.outcome === "win") {
    text = wins(game.winners);
    detail = `game ${view.games.length}`;
  } else if (game.outcome === "draw") {
    text = `Game ${view.games.length} is drawn`;
  }
  // After time, why each game ended as it did, in the server's words.
  const why = view.time.statements || [];
  const parts = [];
  if (text) parts.push(el("p", {class: "outcome-main", text}));
  else if (why.length) parts.push(el("p", {class: "outcome-detail", text: "The end of the round so far"}));
  if (detail) parts.push(el("p", {class: "outcome-detail", text: detail}));
  if (why.length) {
    parts.push(el("ul", {class: "why", "aria-label": "End of round"}, why.map((s) => el("li", {text: s}))));
  }
  // While the game goes on after time (sudden death, the one more game), the box keeps
  // the reasons so far, without a winner.
  box.classList.toggle("so-far", !text);
  box.hidden = !parts.length;
  box.replaceChildren(...parts);
  const banner = text && `${text} ${detail}`;
  if (banner && banner !== bannerShown) bringBelowHeader(box);
  bannerShown = banner;
}
