// The battlefields: who controls each, what was scored or barred this turn, and a
// button for each player that could take it, labelled with what the core says that
// `control` would do (`options.conquer`: a point, a card drawn instead of the final
// point, no point, or refused). The final-point notices name what the core says is not
// yet scored (`unscored`); the page works out none of it.
import {byId, el} from "../shared/dom.js";
import {names} from "../shared/text.js";
import {canWrite, colourClass, inPlay, page, sideName, sidesOf} from "./state.js";
import {record} from "./table.js";

const listFor = (mapping, player) => (mapping && mapping[player]) || [];

const NOTES = {draw: "draws a card", no_point: "no point"};

/** What the core says is not yet scored for a Conquer that draws a card. */
function notScored(option, every = "not every battlefield") {
  const unscored = option.unscored || [];
  return `${unscored.length ? names(unscored) : every} not scored this turn`;
}

/** Before a tap: a Conquer here by that player would draw a card instead. */
function drawNotices(battlefield) {
  const view = page.view;
  return view.players
    .filter((p) => view.options.conquer[p][battlefield].result === "draw")
    .map((p) => {
      const why = notScored(view.options.conquer[p][battlefield], "Not every battlefield");
      return el("p", {
        class: `notice final-point-before ${colourClass(view, p)}`,
        text: `${p}: ${why}: a conquer here draws a card`,
      });
    });
}

function conquerButton(player, battlefield) {
  const view = page.view;
  const option = view.options.conquer[player][battlefield];
  const note = NOTES[option.result];
  return el(
    "button",
    {
      type: "button",
      class: `conquer ${colourClass(view, player)}`,
      "aria-label": `${player} conquers ${battlefield}`,
      title: option.reason,
      disabled: option.result === "refused",
      onclick: () => record({do: "control", player, battlefield}),
    },
    [el("span", {text: `${player} conquers`}), note && el("span", {class: "sub", text: note})],
  );
}

export function renderBattlefields() {
  const view = page.view;
  const writing = canWrite() && inPlay(view);
  byId("battlefields").replaceChildren(
    ...view.battlefields.map(({name, controller}) => {
      const scoredBy = view.players.filter((p) => listFor(view.scored_this_turn, p).includes(name));
      const barredFor = sidesOf(view).filter((side) => listFor(view.barred, side[0]).includes(name));
      const tags = [
        ...scoredBy.map((p) => el("li", {class: `tag ${colourClass(view, p)}`, text: `scored by ${p} this turn`})),
        ...barredFor.map((side) =>
          el("li", {
            class: "tag barred",
            text: `${sideName(side)} cannot score it this turn (the teammate controlled it at the scoring step)`,
          }),
        ),
      ];
      const buttons = [];
      if (writing) {
        // The controller has no button of their own there (the core would refuse it).
        buttons.push(...view.players.filter((p) => p !== controller).map((p) => conquerButton(p, name)));
        if (controller) {
          buttons.push(
            el("button", {
              type: "button",
              class: "lose",
              text: "Lost",
              "aria-label": `${name} lost: no units left`,
              disabled: !view.options.lose_control.includes(name),
              onclick: () => record({do: "lose_control", battlefield: name}),
            }),
          );
        }
      }
      return el("article", {class: "battlefield", dataset: {battlefield: name}}, [
        el("header", {class: "battlefield-head"}, [
          el("h3", {text: name}),
          controller
            ? el("span", {class: `controller ${colourClass(view, controller)}`, text: `${controller} controls it`})
            : el("span", {class: "controller none", text: "uncontrolled"}),
        ]),
        tags.length ? el("ul", {class: "tags"}, tags) : null,
        ...drawNotices(name),
        buttons.length ? el("div", {class: "battlefield-actions"}, buttons) : null,
      ]);
    }),
  );
}

/**
 * After a tap: a Conquer that drew a card instead of the final point (in the latest
 * change's events), with what was not yet scored as the core said it just before (when
 * this page had the view of the version before), and a way for the table to rule
 * otherwise.
 */
export function renderDrawnCards() {
  const view = page.view;
  const before = page.before;
  const draws = (view.new_events || []).filter((e) => e.event === "conquer" && e.draw);
  byId("notices").replaceChildren(
    ...draws.map((e) => {
      const said = before && before.options.conquer[e.player] && before.options.conquer[e.player][e.battlefield];
      const why = said && said.result === "draw" ? ` (${notScored(said)})` : "";
      return el("div", {class: `notice final-point-after ${colourClass(view, e.player)}`}, [
        el("p", {
          class: "notice-text",
          text: `${e.player}: Conquer on ${e.battlefield} draws a card instead of the final point${why}.`,
        }),
        canWrite() &&
          el("button", {
            type: "button",
            class: "secondary",
            text: "The table ruled otherwise",
            "aria-label": `The table ruled otherwise: ${e.player} scores Conquer on ${e.battlefield}`,
            onclick: () =>
              record({
                do: "adjust",
                player: e.player,
                points: 1,
                reason: `the table ruled otherwise: Conquer on ${e.battlefield} scores`,
              }),
          }),
      ]);
    }),
  );
}
