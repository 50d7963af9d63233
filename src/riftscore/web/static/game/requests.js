// The game page's requests: a tap becomes one record action (or an undo) sent with the
// version it was based on (If-Match), retried with the same Idempotency-Key after a
// network blip; and a preview of an action, which needs no token and changes nothing.
// Each answer comes back as an outcome the page can show; nothing here touches the page.
import {errorMessage, postOnce, request} from "../shared/http.js";
import {api, page} from "./state.js";

/**
 * Write one action (or, `undo`, take the last one back). Resolves to one of:
 * {kind: "applied", view}; {kind: "conflict", view} (another device changed the game
 * first: 409, with the game as it now stands; the tap is not sent again);
 * {kind: "forbidden", message}; {kind: "refused", message}; {kind: "unreachable"}.
 */
export async function write(action, {undo = false} = {}) {
  const path = undo ? `${api}/undo` : `${api}/actions`;
  let result;
  try {
    result = await postOnce(path, {
      body: undo ? undefined : action,
      token: page.token,
      ifMatch: page.view ? page.view.version : undefined,
    });
  } catch (_) {
    return {kind: "unreachable"};
  }
  if (result.status === 200 || result.status === 201) return {kind: "applied", view: result.data};
  if (result.status === 409) return {kind: "conflict", view: viewInConflict(result.data)};
  if (result.status === 401 || result.status === 403) {
    return {kind: "forbidden", message: errorMessage(result)};
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
 * {kind: "refused", message} (the refusal applying it would get), or {kind: "unreachable"}.
 */
export async function preview(action) {
  let result;
  try {
    result = await request("POST", `${api}/preview`, {body: action});
  } catch (_) {
    return {kind: "unreachable"};
  }
  if (result.status === 200 && result.data) {
    return {kind: "previewed", events: result.data.events || [], scores: result.data.scores || {}};
  }
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
