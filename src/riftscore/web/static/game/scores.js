// The sides' scores, each with its players' buttons: "+1 card" (enabled when the core
// accepts a gain now) and "Burn out" (enabled when somebody may gain that player's
// burn-out point: `options.burn_out_targets`, whose choice it also offers). Each
// button's accessible name begins with its visible label ("+1 card: Ann"), so that a
// player using voice control can say what they see. The scores are also said, once per
// change, in a live region for screen readers.
import {byId, el} from "../shared/dom.js";
import {choose, playerChoices} from "./sheets.js";
import {colourClass, inPlay, sideName, sidesOf} from "./view.js";
import {scoreWords} from "./words.js";

/** The scores of `game` (view.js); a tap on a player's button goes to `acts.record`. */
export function renderScores(game, acts) {
  const view = game.view;
  const playing = inPlay(view);
  const turnPlayer = view.turn.in_progress ? view.turn.player : null;
  const sides = sidesOf(view);
  byId("scores").className = `scores sides-${sides.length}`;
  byId("scores").replaceChildren(
    ...sides.map((side) => {
      const score = view.scores[side[0]];
      const onTurn = turnPlayer !== null && side.includes(turnPlayer);
      const wins = view.mode === "match" ? (view.game_wins || {})[side[0]] || 0 : null;
      return el(
        "article",
        {
          class: `side ${colourClass(view, side[0])}${side.length > 1 ? " teammates" : ""}${onTurn ? " on-turn" : ""}`,
          dataset: {side: sideName(side)},
        },
        [
          el("h2", {class: "side-name", text: sideName(side)}),
          el("p", {class: "score", text: String(score)}),
          el("p", {class: "score-of"}, [
            `of ${view.victory_score}` + (wins === null ? "" : ` · ${wins} game win${wins === 1 ? "" : "s"}`),
            legendsOf(view, side),
          ]),
          ...(game.writable && playing ? side.map((player) => memberButtons(view, player, side.length > 1, acts)) : []),
        ],
      );
    }),
  );
  const said = scoreWords(view);
  const live = byId("scores-said");
  if (live.textContent !== said) live.textContent = said;
}

/** The side's legends, as the header gave them, after its score line (none: nothing).
 * In that line, so that every layout's grid keeps its rows. */
function legendsOf(view, side) {
  const legends = side.map((player) => (view.legends || {})[player]).filter(Boolean);
  return legends.length > 0 && el("span", {class: "side-legends", text: ` · ${legends.join(", ")}`});
}

function memberButtons(view, player, labelled, acts) {
  const options = view.options;
  return el("div", {class: "member", dataset: {player}}, [
    labelled && el("span", {class: "member-name", text: player}),
    el("button", {
      type: "button",
      class: "secondary",
      text: "+1 card",
      "aria-label": `+1 card: ${player}`,
      dataset: {guard: "point"},
      disabled: !options.can_gain,
      onclick: () => acts.record({do: "gain", player, points: 1}),
    }),
    el("button", {
      type: "button",
      class: "secondary",
      text: "Burn out",
      "aria-label": `Burn out: ${player}`,
      dataset: {guard: "point"},
      disabled: !(options.burn_out_targets[player] || []).length,
      onclick: () => burnOut(view, player, acts),
    }),
  ]);
}

/** One burn out: with one possible gainer, at once; with several, the table chooses. */
async function burnOut(view, player, acts) {
  const targets = view.options.burn_out_targets[player] || [];
  let opponent = targets[0];
  if (targets.length > 1) {
    opponent = await choose(`${player} burns out`, "Which opponent gains the point?", playerChoices(view, targets));
    if (!opponent) return;
  }
  if (opponent) await acts.record({do: "burn_out", player, opponents: [opponent]});
}
