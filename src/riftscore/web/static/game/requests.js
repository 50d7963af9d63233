// The game page's requests: a queued tap (game/queue.js) sent once with its own
// Idempotency-Key and the version it is based on (If-Match); a preview of an action,
// which needs no token and changes nothing; reads (the game, its clock, its counters and
// draw, its record's header). Each answer comes back as an outcome
// the page can act on; nothing here touches the page.
import {errorMessage, request} from "../shared/http.js";
import {api, page} from "./state.js";

// A write that has no answer within this long is taken as unanswered: its fate is
// unknown, and the queue sends it again with the same key to learn it.
const WRITE_TIMEOUT_MS = 10000;

/**
 * Send one queued counter tap (`{counter: {player, counter, add}, key}`) once, with its
 * Idempotency-Key (the server makes a change sent again with it once). Resolves to
 * {kind: "applied", counters}, or as `write` does: refused, forbidden or unknown.
 */
async function writeCounter(entry) {
  let result;
  try {
    result = await request("POST", `${api}/counters`, {
      body: entry.counter,
      token: page.token,
      idempotencyKey: entry.key,
      timeoutMs: WRITE_TIMEOUT_MS,
    });
  } catch (_) {
    return {kind: "unknown", waitMs: 0};
  }
  const {status, data} = result;
  if (status === 200 && data && Array.isArray(data.players)) return {kind: "applied", counters: data};
  return unapplied(result);
}

/**
 * Send one queued tap (`{undo, action, key}`, or a counter's) based on version `ifMatch`
 * (a counter has none: it is not part of the record), once. Resolves
 * to one of: {kind: "applied", view} (applied now, or earlier: a tap sent again with its
 * key gets its first answer); {kind: "conflict", view} (the game was not at `ifMatch`:
 * 409, with the game as it now stands); {kind: "forbidden", message}; {kind: "refused",
 * message}; {kind: "unknown", waitMs} (no answer, or the server could not say: the tap
 * may or may not have been applied, and must be sent again with the same key).
 */
export async function write(entry, ifMatch) {
  if (entry.counter) return writeCounter(entry);
  const path = entry.undo ? `${api}/undo` : `${api}/actions`;
  let result;
  try {
    result = await request("POST", path, {
      body: entry.undo ? undefined : entry.action,
      token: page.token,
      ifMatch,
      idempotencyKey: entry.key,
      timeoutMs: WRITE_TIMEOUT_MS,
    });
  } catch (_) {
    return {kind: "unknown", waitMs: 0};
  }
  const {status, data} = result;
  const answered = status === 200 || status === 201;
  if (answered && data && typeof data.version === "number") return {kind: "applied", view: data};
  // A 409 without the game (it cannot be loaded): refused, as it says.
  if (status === 409 && viewInConflict(data)) return {kind: "conflict", view: viewInConflict(data)};
  return unapplied(result);
}

/** An answer that applied nothing, or said nothing of it. */
function unapplied(result) {
  const {status} = result;
  const answered = status === 200 || status === 201;
  if (status === 401 || status === 403) return {kind: "forbidden", message: errorMessage(result)};
  if (answered || status === 408 || status === 429 || status >= 500) {
    // A garbled answer, or busy, failing or cut off on the way (a proxy's 502): nothing
    // says the tap was not applied.
    return {kind: "unknown", waitMs: status === 429 || status === 503 ? 1000 : 0};
  }
  return {kind: "refused", message: errorMessage(result)};
}

function viewInConflict(data) {
  if (!data) return null;
  if (typeof data.version === "number") return data;
  if (data.view && typeof data.view.version === "number") return data.view;
  return null;
}

/**
 * What the action would do now (POST .../preview): {kind: "previewed", events, scores},
 * {kind: "refused", message} (the refusal applying it would get), or {kind: "unreachable"}
 * (no answer, or the server busy or failing: it said nothing of the action).
 */
export async function preview(action) {
  let result;
  try {
    result = await request("POST", `${api}/preview`, {body: action});
  } catch (_) {
    return {kind: "unreachable"};
  }
  const {status} = result;
  if (status === 200 && result.data) {
    return {kind: "previewed", events: result.data.events || [], scores: result.data.scores || {}};
  }
  if (status === 200 || status === 408 || status === 429 || status >= 500) return {kind: "unreachable"};
  return {kind: "refused", message: errorMessage(result)};
}

/** The whole game (GET): {status, data}, the view with its history; rejects offline. */
export function readGame() {
  return request("GET", api);
}

/** The round clock only (GET .../clock): cheap; at the clock's zero it records time. */
export async function readClock() {
  const result = await request("GET", `${api}/clock`);
  return result.status === 200 ? result.data : null;
}

/** The players' counters (GET .../counters): {status, data}; rejects offline. */
export function readCounters() {
  return request("GET", `${api}/counters`);
}

/** How the first player was drawn, if drawn (GET .../first-player): {status, data}. */
export function readFirstPlayer() {
  return request("GET", `${api}/first-player`);
}

/** Draw who goes first (POST .../first-player, with this device's token): {status, data}. */
export function drawFirstPlayer() {
  return request("POST", `${api}/first-player`, {token: page.token});
}

/** The game's header, as its record writes it (the record's first line); rejects when the
 * record cannot be read. */
export async function readRecordHeader() {
  const response = await fetch(`${api}/record`, {cache: "no-store"});
  if (!response.ok) throw new Error("no record");
  return JSON.parse((await response.text()).split("\n", 1)[0]);
}
