// The top of the page: whose turn it is, the mode and score to win, and the outcome box.
// The outcome box is the win banner above the board once a game is decided (brought
// into view below the sticky header, however low the winning tap was); while a game
// goes on after time, it keeps the reasons so far below the board, where it moves no
// button.
import {byId, el} from "../shared/dom.js";
import {names} from "../shared/text.js";
import {canWrite, currentGame, inPlay, page} from "./state.js";

const MODE_NAMES = {duel: "Duel", match: "Match", skirmish: "Skirmish", war: "War", "2v2": "2v2"};
const BOARD_BANNER =
  "Board game: this page follows its score, control and history; its moves are " +
  "recorded by the program that plays the board.";

function turnText(view) {
  const turn = view.turn;
  if (!inPlay(view)) {
    const over = view.outcome !== "ongoing" && view.mode === "match" ? "the match is over" : "game over";
    return turn.number ? `Turn ${turn.number} · ${over}` : over;
  }
  if (turn.number === 0) return `Before turn 1 · ${turn.next_player} goes first`;
  if (turn.in_progress) return `Turn ${turn.number} · ${turn.player}`;
  return `Turn ${turn.number} is over · ${turn.next_player} is next`;
}

function gameWinsText(view) {
  return view.players.map((p) => `${p} ${(view.game_wins || {})[p] || 0}`).join(" – ");
}

export function renderTop() {
  const view = page.view;
  document.body.classList.toggle("readonly", !canWrite());
  byId("readonly-banner").hidden = canWrite();
  if (view.board) byId("readonly-banner").textContent = BOARD_BANNER;
  byId("turn-label").textContent = turnText(view);
  const parts = [`${MODE_NAMES[view.mode] || view.mode}`, `${view.victory_score} to win`];
  if (view.mode === "match" && Array.isArray(view.games)) {
    parts.push(`game ${view.games.length}`, `game wins: ${gameWinsText(view)}`);
  }
  byId("meta-label").textContent = parts.join(" · ");
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

export function renderOutcome() {
  const view = page.view;
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
