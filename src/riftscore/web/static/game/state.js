// What the game page knows: which game, this device's write token, and the latest view
// the server sent (with the one before it, when that was the version just before).
// Only the page's wiring (main.js, controller.js, the queue and its requests) reads it:
// render code is given the game as an argument (view.js).
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

/** The game as the page now has it, as render code takes it (view.js). */
export const shown = () => ({
  view: page.view,
  before: page.before,
  history: page.history,
  writable: canWrite(),
  unreachable: page.unreachable,
});
