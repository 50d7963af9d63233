// Record actions and events in a few words, for the history and for a preview. Pure
// formatting of what the server sent: nothing here works out a score or a rule.
import {el} from "../shared/dom.js";
import {names, signed} from "../shared/text.js";

/** Words around a name, as nodes: the name in a span of its own, which the style sheet
 * cuts short ("Wolfeschl…") on a button or a line too narrow for it, keeping the words
 * around it whole. The text (and so the accessible name) is the whole sentence. */
export function withName(before, name, after = "") {
  return [before, el("span", {class: "name", text: name}), after].filter(Boolean);
}

/** A record action in a few words, for the history. */
export function describeAction(action) {
  switch (action.do) {
    case "turn": {
      const parts = [`${action.player}'s turn${action.extra ? " (extra)" : ""}`];
      if (action.beginning && action.beginning.length) {
        parts.push(`Beginning phase: ${action.beginning.map(describeAction).join("; ")}`);
      }
      if (action.ally_occupies && action.ally_occupies.length) {
        parts.push(`teammate occupies ${names(action.ally_occupies)}`);
      }
      return parts.join(" · ");
    }
    case "control":
      return `${action.player} takes ${action.battlefield}`;
    case "lose_control":
      return `${action.battlefield} lost`;
    case "gain":
      return `${action.player} ${signed(action.points)}${action.source ? ` from ${action.source}` : " from a card"}`;
    case "burn_out": {
      const opponents = action.opponents || [];
      return `${action.player} burns out: ${opponents.join(", ")} gain${opponents.length > 1 ? "" : "s"}`;
    }
    case "adjust":
      return `${action.player} adjusted ${signed(action.points)}${action.reason ? ` (${action.reason})` : ""}`;
    case "set_victory_score":
      return `victory score set to ${action.points}`;
    case "resolve":
      return `resolve: ${(action.actions || []).map(describeAction).join("; ")}`;
    case "end_turn":
      return "end of turn";
    case "time":
      return "time called";
    case "game":
      return `next game on ${names(action.battlefields || [])}: ${action.first} goes first`;
    case "concede":
      return `${action.player} concedes`;
    default:
      return String(action.do);
  }
}

const wins = (winners) => `${names(winners)} ${winners.length > 1 ? "win" : "wins"}`;

/** An event (as a preview or `new_events` lists it) in a few words; null for events of
 * the board, which this page does not show. */
export function describeEvent(event) {
  switch (event.event) {
    case "turn":
      return `Turn ${event.turn}, ${event.player}${event.extra ? " (an extra turn)" : ""}`;
    case "hold":
      return `${event.player}: Hold on ${event.battlefield}, that's ${event.score}`;
    case "conquer":
      return event.draw
        ? `${event.player}: Conquer on ${event.battlefield}, draw a card instead of the final point`
        : `${event.player}: Conquer on ${event.battlefield}, that's ${event.score}`;
    case "control":
      return `${event.player} takes ${event.battlefield}: no point`;
    case "lose_control":
      return `${event.player} loses ${event.battlefield}`;
    case "gain":
      return `${event.player} gains ${event.points}${event.source ? ` from ${event.source}` : ""}, that's ${event.score}`;
    case "burn_out":
      return `${event.player} burns out: ${event.opponent} gains 1, that's ${event.score}`;
    case "adjust":
      return `${event.player} adjusted ${signed(event.points)}, that's ${event.score}`;
    case "victory_score":
      return `The victory score is now ${event.points}`;
    case "time":
      return "Time is called";
    case "sudden_death":
      return "Sudden death: the next point wins";
    case "win":
      return `${wins(event.winners)} the game`;
    case "game_drawn":
      return "The game is drawn";
    case "game":
      return `Game ${event.game} on ${names(event.battlefields || [])}: ${event.first} goes first`;
    case "match":
      return event.outcome === "win" ? `${wins(event.winners)} the match` : "The match is drawn";
    default:
      return null;
  }
}

/** How these events (a preview's) end the game, in a few words ("Ann wins", "the game
 * is drawn"); null when the game goes on. */
export function endingWords(events) {
  const win = events.find((event) => event.event === "win");
  if (win) return wins(win.winners);
  return events.some((event) => event.event === "game_drawn") ? "the game is drawn" : null;
}

/** A counter's tap in words, when no button names it: "Ann xp +1". */
export function counterWords(change) {
  return `${change.player} ${change.counter} ${signed(change.add)}`;
}

const CONQUERS = {point: "scores a point", draw: "draws a card instead", no_point: "scores no point"};

/** Why a waiting tap was not recorded (queue.js, rebase.js), in a few words. */
export function whyNotRecorded(why, action) {
  switch (why.kind) {
    case "refused":
      return why.message || "the game does not take it now";
    case "changed": {
      const {then, now} = why;
      if (action && then && now && "from" in then && then.from !== now.from) {
        return now.from ? `${now.from} controls ${action.battlefield} now` : `nobody controls ${action.battlefield} now`;
      }
      if (now && now.conquer) return `it now ${CONQUERS[now.conquer]}`;
      if (now && now.game) return `game ${now.game} is next now`;
      return "it would now do something else";
    }
    case "turn":
      return "the turn it was tapped in is over";
    case "turn_not_recorded":
      return "the turn it was tapped for was not recorded";
    case "time":
      return "time was called before it";
    case "undo":
      return "it would now undo another entry";
    default:
      return "what it meant is not known";
  }
}

/** "Score: Ann 3, Ben 2 (8 to win)": the view's scores in words, side by side. */
export function scoreWords(view) {
  const sides = view.teams ? view.teams : view.players.map((p) => [p]);
  const each = sides.map((side) => `${side.join(" & ")} ${view.scores[side[0]]}`);
  return `Score: ${each.join(", ")} (${view.victory_score} to win)`;
}
