// What the game page knows: which game, this device's write token, and the latest view
// the server sent (with the one before it, when that was the version just before).
import {takeFromFragment} from "../shared/storage.js";
import {adoptToken} from "../shared/tokens.js";

export const gameId = document.body.dataset.gameId;
export const api = `/api/games/${encodeURIComponent(gameId)}`;

export const page = {
  token: null, // this device's write token, if it may record
  view: null, // the latest view
  before: null, // the view of the version just before `view`, if this page had it
  history: null, // every entry of the log, once the history has been read
  unreachable: false, // no view yet, because the server could not be reached
};

/**
 * This device's write token: the one a write link (`#w=...`) brought, taken out of the
 * address bar at once, is kept only once the server says it works, and never in place
 * of a kept one that still works (shared/tokens.js, adoptToken).
 */
export async function takeToken() {
  page.token = await adoptToken("w", gameId, takeFromFragment("w"));
}

// A board game (`view.board`: control follows from its board) has no tap controls yet:
// the page shows it read only (score, control, history), as it shows a spectator.
export const canWrite = () => Boolean(page.token) && !(page.view && page.view.board);

// ------------------------------------------------------------ reading a view

/** The sides of the game: 2v2's teams, else each player alone. */
export function sidesOf(view) {
  return view.teams ? view.teams : view.players.map((p) => [p]);
}

export function sideName(side) {
  return side.join(" & ");
}

/** The colour a player's buttons and tags take: their team's, or their seat's. */
export function colourClass(view, player) {
  if (view.teams) return `team-${view.teams.findIndex((team) => team.includes(player))}`;
  return `seat-${view.players.indexOf(player)}`;
}

/** The current game (in a match, the last one begun). */
export function currentGame(view) {
  if (Array.isArray(view.games) && view.games.length) return view.games[view.games.length - 1];
  return {outcome: view.outcome, winners: view.winners, scores: view.scores};
}

/** Whether a game is being played (neither it nor the match is over). */
export function inPlay(view) {
  return view.outcome === "ongoing" && currentGame(view).outcome === "ongoing";
}
