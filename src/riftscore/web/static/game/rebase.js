// What a waiting tap meant, and whether it still means that on the game as it now stands.
//
// A tap is kept with what its button showed when it was tapped (`meaningAtTap`): the
// core's option for it in the view on screen (a conquer's "1 point" or "draws a card",
// and from whom it takes the battlefield; whether a gain, a burn out, that turn, that
// next game or a concession is offered), whether time had been called, and the turn it
// was tapped in. When another device changed the game first (the server's 409 to the
// tap's If-Match), the tap is checked against the new view (`stillMeant`): sent again
// when the core's option and those facts are the same, else not recorded, and said.
// Actions the options do not answer (an adjustment, the victory score, time, the end of
// the turn, a turn with its Beginning phase composed...) are asked of the server's
// preview: refused there, they are not recorded. Nothing here works out a rule: it
// compares what the core said then with what it says now.

import {preview} from "./requests.js";

/** Taps that start a turn or a game: one at a time waits (controller.js). */
export const STARTS = new Set(["turn", "game"]);

// Taps that act within the turn they were tapped in: sent into another turn, they would
// record something that turn never had.
const IN_A_TURN = new Set(["control", "lose_control", "gain", "burn_out", "end_turn", "resolve", "turn"]);

/** Which turn of which game the view shows. */
const turnMark = (view) => `${(view.games || []).length}:${view.turn.number}`;

function controllerOf(view, battlefield) {
  const found = view.battlefields.find((b) => b.name === battlefield);
  return found ? found.controller : null;
}

/**
 * What the core's options say of the action in `view`: {refused: reason or null} when
 * they refuse it, else what the button showed (compared as JSON); null when the options
 * do not answer for this action.
 */
function optionFor(action, view) {
  const options = view.options;
  switch (action.do) {
    case "control": {
      const option = (options.conquer[action.player] || {})[action.battlefield];
      if (!option || option.result === "refused") return {refused: option ? option.reason : null};
      return {conquer: option.result, from: controllerOf(view, action.battlefield)};
    }
    case "lose_control":
      return options.lose_control.includes(action.battlefield)
        ? {from: controllerOf(view, action.battlefield)}
        : {refused: null};
    case "gain":
      return options.can_gain ? {gain: true} : {refused: null};
    case "burn_out": {
      const targets = options.burn_out_targets[action.player] || [];
      return (action.opponents || []).every((p) => targets.includes(p)) ? {burn_out: true} : {refused: null};
    }
    case "turn": {
      const offered = action.extra ? options.extra_turns.includes(action.player) : options.next_turn === action.player;
      return offered ? {turn: true} : {refused: null};
    }
    case "game":
      return options.next_game ? {game: options.next_game.number} : {refused: null};
    case "concede":
      return options.can_concede ? {concede: true} : {refused: null};
    default:
      return null;
  }
}

// The actions the options answer for.
const ANSWERED = new Set(["control", "lose_control", "gain", "burn_out", "turn", "game", "concede"]);

/** Whether the server's preview must answer for the action: the options do not, or not
 * wholly (a turn's composed Beginning phase). */
function previewed(action) {
  return !ANSWERED.has(action.do) || (action.do === "turn" && Boolean(action.beginning || action.ally_occupies));
}

/**
 * What a tap means as it is made, on `view` (the board on screen), after `waiting` (this
 * device's game taps still waiting, oldest first). An Undo means the tap just before it,
 * if that one is this device's own action still waiting; else the latest entry on the
 * board. A tap made after a turn's tap still waiting is in the turn that tap starts.
 */
export function meaningAtTap(action, undo, view, waiting) {
  if (undo) {
    const before = waiting[waiting.length - 1];
    return {undoes: before && !before.undo ? before.key : null};
  }
  const meant = {option: optionFor(action, view)};
  if (action.do !== "time") meant.time = Boolean(view.time && view.time.called);
  if (IN_A_TURN.has(action.do)) {
    const start = [...waiting].reverse().find((e) => e.action && STARTS.has(e.action.do));
    if (start) meant.turnAfter = start.key;
    else meant.turn = turnMark(view);
  }
  return meant;
}

/**
 * This device's tap `landed` was applied (`view`, its answer): the taps after it that
 * depend on it learn its place (an Undo of it, its version; a tap in the turn it
 * started, that turn).
 */
export function learnLanded(entries, landed, view) {
  for (const entry of entries) {
    const meant = entry.meant;
    if (!meant) continue;
    if (entry.undo && meant.undoes === landed.key) meant.landedAt = view.version;
    if (meant.turnAfter === landed.key) {
      delete meant.turnAfter;
      meant.turn = turnMark(view);
    }
  }
}

/**
 * Whether a waiting tap still means what it meant, on `view` (the game as it now stands):
 * {kind: "same", basedOn} (send it again, based on that version); {kind: "not", why}
 * (not recorded; `why` for words.js's whyNotRecorded); {kind: "unknown"} (the server's
 * preview could not be reached: ask again later).
 */
export async function stillMeant(entry, view) {
  const meant = entry.meant;
  if (!meant) return {kind: "not", why: {kind: "unknown"}}; // kept by an older page
  if (entry.undo) {
    // Only an Undo of this device's own tap, just applied, with nothing after it: any
    // other would now take back another entry than the one on screen when tapped.
    if (meant.undoes && meant.landedAt === view.version) return {kind: "same", basedOn: meant.landedAt};
    return {kind: "not", why: {kind: "undo"}};
  }
  const action = entry.action;
  if (meant.turnAfter) return {kind: "not", why: {kind: "turn_not_recorded"}};
  if (meant.turn !== undefined && meant.turn !== turnMark(view)) return {kind: "not", why: {kind: "turn"}};
  if (meant.time === false && view.time && view.time.called) return {kind: "not", why: {kind: "time"}};
  const now = optionFor(action, view);
  if (now && "refused" in now) return {kind: "not", why: {kind: "refused", message: now.refused}};
  if (JSON.stringify(now) !== JSON.stringify(meant.option)) {
    return {kind: "not", why: {kind: "changed", then: meant.option, now}};
  }
  if (previewed(action)) {
    const answer = await preview(action);
    if (answer.kind === "unreachable") return {kind: "unknown"};
    if (answer.kind === "refused") return {kind: "not", why: {kind: "refused", message: answer.message}};
  }
  return {kind: "same", basedOn: view.version};
}
