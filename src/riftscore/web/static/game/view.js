// Reading a game's view, for the parts of a page that render it. Every render function
// of the game page takes what it shows as its first argument, a `game`:
//   {view, before, history, writable, unreachable}
// `view`: the API's view of the game; `before`: the view of the version just before it,
// if the page had it (null otherwise); `history`: every entry of the log, once read
// (null until then); `writable`: whether this device may record (false: read only, no
// tap controls drawn); `unreachable`: no view yet, since the server could not be reached.
// What a tap does comes as a second argument, `acts` (the game page's are made in
// main.js): record(action, {errorBox, undo}), recordCounter(change), preview(action),
// tapsWaiting(), refresh(), and current(), the `game` as it stands when a tap comes.
// A page that only shows a game (a judge's desk, a projector) passes writable: false and
// needs no acts.

/** A game as a page that only shows it renders it: read only. */
export function shownGame(view, {before = null, history = null} = {}) {
  return {view, before, history, writable: false, unreachable: false};
}

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
