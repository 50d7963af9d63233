// The bar at the bottom: undo, more, an extra turn, and the next turn (or the next game
// of a match). Who may begin a turn now is the core's answer (`options.next_turn`,
// `options.extra_turns`); a match's next game is offered when the core says so. Before
// the game is loaded (a reload offline shows the page this device kept, with no game in
// it), a tap on the bar records nothing and says why.
import {byId} from "../shared/dom.js";
import {toast} from "../shared/ui.js";
import {beginTurn} from "./beginning.js";
import {goToNextGame} from "./next-game.js";
import {choose, openMore, playerChoices} from "./sheets.js";
import {inPlay} from "./view.js";
import {withName} from "./words.js";

export function renderActionBar(game) {
  const bar = byId("actionbar");
  bar.hidden = !game.writable;
  if (bar.hidden) return;
  const view = game.view;
  const options = view.options;
  const next = byId("next-turn-button");
  if (options.next_game) next.textContent = "Next game…";
  else if (options.next_turn === null) next.textContent = inPlay(view) ? "No turn now" : "Game over";
  else next.replaceChildren(...withName(view.turn.number === 0 ? "Start: " : "Next turn: ", options.next_turn));
  next.disabled = options.next_turn === null && !options.next_game;
  byId("extra-turn-button").disabled = !options.extra_turns.length;
  byId("undo-button").disabled = view.version === 0;
}

/** Who takes the extra turn: those the core allows, the turn's player first. */
async function extraTurn(view) {
  const allowed = view.options.extra_turns;
  const current = view.turn.player;
  const order = allowed.includes(current) ? [current, ...allowed.filter((p) => p !== current)] : allowed;
  const player = await choose(
    "Extra turn",
    "A card grants an extra turn: whose? The turn order does not move on.",
    playerChoices(view, order),
  );
  if (player) await beginTurn(player, true);
}

/** Whether the game is loaded; if not, the tap is not taken and the toast says why. */
function loaded(game) {
  if (game.view) return true;
  toast(
    game.unreachable
      ? "Cannot reach the server: the game is not loaded, so nothing can be recorded yet. " +
          "It loads by itself once the connection is back."
      : "The game is not loaded yet: nothing was recorded. Tap again in a moment.",
  );
  return false;
}

/** The bar's buttons: each runs only once the game (`acts.current()`) is loaded; a tap
 * goes to `acts.record`, a turn's through the Beginning phase (beginning.js). */
export function wireActionBar(acts) {
  const onceLoaded = (handler) => () => {
    const game = acts.current();
    if (loaded(game)) handler(game.view);
  };
  byId("next-turn-button").addEventListener(
    "click",
    onceLoaded((view) => {
      const options = view.options;
      if (options.next_game) goToNextGame();
      else if (options.next_turn !== null) beginTurn(options.next_turn, false);
    }),
  );
  byId("extra-turn-button").addEventListener("click", onceLoaded(extraTurn));
  byId("undo-button").addEventListener("click", onceLoaded(() => acts.record(null, {undo: true})));
  byId("more-button").addEventListener("click", onceLoaded(openMore));
}
