// Starting a game from this device: the start page's form and a finished game's rematch.
import {request} from "./http.js";
import {rememberGame, storeToken} from "./storage.js";

/**
 * Create the game of this header (POST /api/games); once created, keep its write token
 * and list it on this device, and open its page. Resolves to null when created, else to
 * the refused answer ({status, data}) to show; rejects when the server cannot be reached.
 */
export async function startGame(header) {
  const result = await request("POST", "/api/games", {body: header});
  if (result.status !== 201 && result.status !== 200) return result;
  const {id, write_token: token} = result.data;
  storeToken(id, token);
  rememberGame({id, mode: header.mode, players: header.players, at: Date.now()});
  window.location.assign(`/g/${encodeURIComponent(id)}`);
  return null;
}
