// The standings and the top cut's bracket, as the event's shared module draws them.
import {E} from "./event-module.js";
import {$, state} from "./state.js";

export function renderStandings() {
  const {event} = state;
  $("standings-section").hidden = !event || !event.rounds.length;
  $("bracket-section").hidden = !event || !event.bracket;
  if (!event) return;
  if (event.rounds.length) {
    const cut = event.bracket ? event.bracket.size : 0;
    $("standings").replaceChildren(
      E.standingsTable(event.standings, {
        caption: `After round ${event.standings.round}: match points, then opponents' match-win %, game-win %, opponents' game-win %.`,
        cut,
      }),
    );
  }
  if (event.bracket) $("bracket").replaceChildren(...E.bracketView(event.bracket));
  $("bracket-problem").textContent = event.bracket_problem || "";
  $("bracket-problem").hidden = !event.bracket_problem;
}
