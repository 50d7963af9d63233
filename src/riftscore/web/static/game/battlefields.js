// The battlefields: who controls each, what was scored or barred this turn, and a
// button for each player that could take it, labelled with what the core says that
// `control` would do (`options.conquer`: a point, a card drawn instead of the final
// point, no point, or refused). The final-point notices name what the core says is not
// yet scored (`unscored`); the page works out none of it.
//
// Nothing here moves under a finger: every player keeps a conquer button on every
// battlefield (disabled where the core refuses it, e.g. their own), "Lost" is always
// there (disabled while nobody controls it), and what a battlefield says (tags, the
// turn player's final-point warning) sits in a line of fixed height above its buttons.
// The one notice line under the announcer says what a conquer just drew, or a tie at
// the victory score.
import {byId, el} from "../shared/dom.js";
import {names} from "../shared/text.js";
import {noteBoard} from "./guard.js";
import {colourClass, inPlay, sideName, sidesOf} from "./view.js";
import {withName} from "./words.js";

const listFor = (mapping, player) => (mapping && mapping[player]) || [];

const NOTES = {draw: "draws a card", no_point: "no point"};

/** What the core says is not yet scored for a Conquer that draws a card. */
function notScored(option, every = "not every battlefield") {
  const unscored = option.unscored || [];
  return `${unscored.length ? names(unscored) : every} not scored this turn`;
}

/** Before a tap: a Conquer here by the turn's player would draw a card instead (the
 * other players' warnings would only crowd the board: it is not their turn). */
function drawNotices(view, battlefield) {
  const onTurn = view.turn.in_progress ? [view.turn.player] : [];
  return onTurn
    .filter((p) => view.options.conquer[p][battlefield].result === "draw")
    .map((p) => {
      const why = notScored(view.options.conquer[p][battlefield], "Not every battlefield");
      return el("p", {
        class: `notice final-point-before ${colourClass(view, p)}`,
        text: `${p}: ${why}: a conquer here draws a card`,
      });
    });
}

/** A conquer button: named "Ann conquers Grove" (its visible "Ann conquers" and where).
 * What the core says it would do ("draws a card") is shown under that by the style sheet
 * from `data-note` (so that the name still holds all the button's own text) and read
 * as the button's description, from a hidden copy beside it. */
function conquerButton(view, player, battlefield, acts) {
  const option = view.options.conquer[player][battlefield];
  const note = NOTES[option.result];
  const noteId = `conquer-${view.players.indexOf(player)}-${view.battlefields.findIndex((b) => b.name === battlefield)}`;
  const button = el(
    "button",
    {
      type: "button",
      class: `conquer ${colourClass(view, player)}`,
      "aria-label": `${player} conquers ${battlefield}`,
      "aria-describedby": note ? noteId : undefined,
      title: option.reason,
      disabled: option.result === "refused",
      dataset: {guard: "point"},
      onclick: () => acts.record({do: "control", player, battlefield}),
    },
    [el("span", {class: "who"}, withName("", player, " conquers")), note && el("span", {class: "sub", dataset: {note}})],
  );
  return {button, described: note && el("span", {class: "visually-hidden", id: noteId, text: note})};
}

/** The battlefields of `game` (view.js); a tap on a button goes to `acts.record`. */
export function renderBattlefields(game, acts) {
  const view = game.view;
  const writing = game.writable && inPlay(view);
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
      const descriptions = [];
      if (writing) {
        // Every player's button in seat order, the controller's disabled (the core
        // refuses it), so that no button takes another's place when control changes.
        const conquers = view.players.map((p) => conquerButton(view, p, name, acts));
        buttons.push(...conquers.map((c) => c.button));
        descriptions.push(...conquers.map((c) => c.described));
        buttons.push(
          el("button", {
            type: "button",
            class: "lose",
            text: "Lost",
            "aria-label": `Lost: ${name}, no units left`,
            dataset: {guard: "destructive"},
            disabled: !view.options.lose_control.includes(name),
            onclick: () => acts.record({do: "lose_control", battlefield: name}),
          }),
        );
      }
      return el("article", {class: "battlefield", dataset: {battlefield: name}}, [
        el("header", {class: "battlefield-head"}, [
          el("h3", {text: name}),
          controller
            ? el("span", {class: `controller ${colourClass(view, controller)}`}, withName("", controller, " controls it"))
            : el("span", {class: "controller none", text: "uncontrolled"}),
        ]),
        el("div", {class: "battlefield-info"}, [tags.length ? el("ul", {class: "tags"}, tags) : null, ...drawNotices(view, name)]),
        buttons.length
          ? el("div", {class: `battlefield-actions players-${view.players.length}`}, buttons)
          : null,
        ...descriptions,
      ]);
    }),
  );
  noteBoard();
}

/**
 * The one notice line, under the announcer. After a tap: a Conquer that drew a card
 * instead of the final point (in the latest change's events), with what was not yet
 * scored as the core said it just before (when this page had the view of the version
 * before), and a way for the table to rule otherwise. Else a tie at or above the victory
 * score, as the core says it (`tied_at_victory`): play on.
 */
export function renderDrawnCards(game, acts) {
  const {view, before} = game;
  const draws = (view.new_events || []).filter((e) => e.event === "conquer" && e.draw);
  let notice = null;
  if (draws.length) {
    const e = draws[draws.length - 1];
    const said = before && before.options.conquer[e.player] && before.options.conquer[e.player][e.battlefield];
    const why = said && said.result === "draw" ? ` (${notScored(said)})` : "";
    const text = draws
      .map((d) => `${d.player}: Conquer on ${d.battlefield} draws a card instead of the final point`)
      .join("; ");
    notice = el("div", {class: `notice final-point-after ${colourClass(view, e.player)}`}, [
      el("p", {class: "notice-text", text: `${text}${why}.`}),
      game.writable &&
        el("button", {
          type: "button",
          class: "secondary small",
          text: "Ruled otherwise",
          "aria-label": `Ruled otherwise: ${e.player} scores Conquer on ${e.battlefield}`,
          title: "The table ruled otherwise: the conquer scores the point",
          dataset: {guard: "point"},
          onclick: () =>
            acts.record({
              do: "adjust",
              player: e.player,
              points: 1,
              reason: `the table ruled otherwise: Conquer on ${e.battlefield} scores`,
            }),
        }),
    ]);
  } else if (view.tied_at_victory !== null && view.tied_at_victory !== undefined) {
    notice = el("p", {class: "notice tie", text: `Tied at ${view.tied_at_victory}: play on`});
  }
  byId("notices").replaceChildren(...(notice ? [notice] : []));
  byId("message-box").classList.toggle("has-notice", Boolean(notice));
}
