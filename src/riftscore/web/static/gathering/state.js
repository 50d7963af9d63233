// What the organiser's page knows: which gathering, this device's organiser token, and
// the gathering, the round on screen and the event as the server last sent them; and the
// two things every part may ask of the page: read again, and draw again.
import * as R from "../shared/index.js";

export const $ = (id) => document.getElementById(id);
export const gatheringId = document.body.dataset.gatheringId;
export const api = `/api/gatherings/${encodeURIComponent(gatheringId)}`;

export const state = {
  token: null, // the organiser token, once the page has checked the link's (main.js)
  gathering: null, // GET /api/gatherings/{id}
  round: null, // the round on screen, as last read
  event: null, // the event (players, paired rounds, standings, bracket, options), as last read
  chosenRound: null, // a round number the organiser picked; null: the latest
  clocks: [], // [{node, clock, key, format, onZero}] counted down between reads
  zeroSeen: new Set(), // clocks (by key) whose zero has already asked for a read
};

export const organiser = () => Boolean(state.token);

/** Whether the gathering pairs its rounds from its players. */
export const paired = () => Boolean(state.event && (state.event.players.length || state.event.rounds.length));

// The page's read and draw, given by main.js: a part that changed something asks for a
// read, and one that changed what is on screen asks for a draw.
const page = {refresh: async () => {}, render: () => {}};

export function onPage(refresh, render) {
  page.refresh = refresh;
  page.render = render;
}

export const refresh = () => page.refresh();
export const render = () => page.render();

// ------------------------------------------------------------------ messages

export function showError(id, message) {
  $(id).textContent = message;
  $(id).hidden = !message;
}

export function refusal(result) {
  if (result.status === 401 || result.status === 403) {
    return `This device cannot run the gathering: ${R.errorMessage(result)} Open the organiser link here.`;
  }
  return R.errorMessage(result);
}

export async function organiserPost(path, body, idempotencyKey) {
  return R.request("POST", path, {body, token: state.token, idempotencyKey});
}

// ------------------------------------------------------------------ rounds on screen

/** The round paired last while its clock has not started (the server says), if any. */
export const roundToStart = () => (state.event && state.event.next ? state.event.next.start : null);

/** A paired round whose clock has not started (null: none, or it has started). */
export const unstartedRound = (number) =>
  state.event ? state.event.rounds.find((r) => r.number === number && !r.started) || null : null;

/** The rounds to show, by number: those started, and those paired but not started. */
export function roundNumbers() {
  const numbers = (state.gathering ? state.gathering.rounds || [] : []).map((r) => r.number);
  for (const r of state.event ? state.event.rounds : []) {
    if (!r.started && !numbers.includes(r.number)) numbers.push(r.number);
  }
  return numbers.sort((a, b) => a - b);
}

export function latestRound() {
  const numbers = roundNumbers();
  return numbers.length ? numbers[numbers.length - 1] : null;
}

export function shownRoundNumber() {
  return state.chosenRound !== null ? state.chosenRound : latestRound();
}

/** The round on screen if it is paired and not started (it has no clock). */
export const shownUnstarted = () => unstartedRound(shownRoundNumber());
