// A match between games: the next game's battlefields and who goes first, as the core
// offers it (`options.next_game`: its number, who chooses, how many battlefields, which
// are set aside, how many of its turns are additional).
import {byId, el} from "../shared/dom.js";
import {names} from "../shared/text.js";
import {showError} from "./messages.js";

export function renderNextGame(game) {
  const view = game.view;
  const next = view.options.next_game;
  const section = byId("next-game");
  section.hidden = !(game.writable && next);
  if (section.hidden) return;
  byId("next-game-title").textContent = `Game ${next.number} of the match`;
  byId("set-aside").textContent = next.set_aside.length
    ? `Set aside for the rest of the match (used in a game somebody won): ${names(next.set_aside)}`
    : "";
  byId("next-game-additional").hidden = !next.additional_turns;
  byId("next-game-additional").textContent =
    `Time has been called: this game's first ${next.additional_turns} turns are additional turns.`;
  const holder = byId("next-game-battlefields");
  if (holder.children.length !== next.battlefields_needed) {
    holder.replaceChildren(
      ...Array.from({length: next.battlefields_needed}, (_, i) =>
        el("label", {class: "field"}, [
          el("span", {text: `Battlefield ${i + 1}`}),
          el("input", {
            name: "battlefield",
            maxlength: holder.dataset.maxlength, // the server's, rendered in the page
            placeholder: "Name",
            autocapitalize: "words",
            oninput: (event) => event.target.removeAttribute("aria-invalid"),
          }),
        ]),
      ),
    );
  }
  const first = byId("next-game-first");
  // What the table picked for this game stays picked; a new game starts from the
  // chooser going first (the loser of the last game chooses; going first is usual).
  const chosen = first.dataset.game === String(next.number) ? first.value : next.chooser;
  first.replaceChildren(...view.players.map((p) => el("option", {value: p, text: p})));
  first.value = view.players.includes(chosen) ? chosen : next.chooser;
  first.dataset.game = String(next.number);
  byId("next-game-chooser").textContent =
    `${next.chooser} lost game ${next.number - 1}, so ${next.chooser} chooses who goes first.`;
}

/**
 * A battlefield the core lists as set aside is refused here, before anything is sent:
 * the page offers only what may still be played. Its field is marked; the message.
 */
function setAsideChosen(view, inputs) {
  const setAside = view.options.next_game.set_aside;
  const taken = inputs.filter((input) => setAside.includes(input.value.trim()));
  taken.forEach((input) => input.setAttribute("aria-invalid", "true"));
  if (!taken.length) return "";
  const named = names(taken.map((input) => input.value.trim()));
  return (
    `${named} ${taken.length > 1 ? "are" : "is"} set aside for the rest of the match ` +
    "(used in a game somebody won): choose another battlefield."
  );
}

/** "Next game…": the form is on the page; bring it into view. */
export function goToNextGame() {
  byId("next-game").scrollIntoView({behavior: "smooth", block: "start"});
  const first = byId("next-game-battlefields").querySelector("input");
  if (first) first.focus({preventScroll: true});
}

/** The next game's form: sent with `acts.record`, checked against `acts.current()`. */
export function wireNextGame(acts) {
  byId("next-game-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const view = acts.current().view;
    if (!view.options.next_game) return;
    const inputs = [...byId("next-game-battlefields").querySelectorAll("input")];
    const battlefields = inputs.map((i) => i.value.trim());
    const refused = setAsideChosen(view, inputs);
    showError(byId("next-game-error"), refused);
    if (refused) return;
    const game = {do: "game", battlefields, first: byId("next-game-first").value};
    if (await acts.record(game, {errorBox: byId("next-game-error")})) {
      byId("next-game-battlefields").replaceChildren();
    }
  });
}
