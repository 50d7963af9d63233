// Whether a token works, and which one a device keeps: a link (`#w=...`, `#o=...`) brings
// a token, but a crafted link must not take a working one away from a device.

import {request} from "./http.js";
import {storedOrganiserToken, storedToken, storeOrganiserToken, storeToken} from "./storage.js";

/** Whether the server says the token may write to the game ("w") or run the gathering
 * ("o"); it writes nothing. Rejects when the server cannot say (offline, unknown id). */
export async function tokenWorks(kind, ownerId, token) {
  const owner = encodeURIComponent(ownerId);
  const path = kind === "w" ? `/api/games/${owner}/access` : `/api/gatherings/${owner}/access`;
  const result = await request("GET", path, {token});
  if (result.status !== 200 || !result.data) throw new Error(`HTTP ${result.status}`);
  return kind === "w" ? result.data.write === true : result.data.organiser === true;
}

/**
 * The token this device uses for a game ("w") or a gathering ("o"), given the one a
 * link brought (null if none). The link's token is kept only if the server says it
 * works, and never in place of a kept one that still works: a crafted link
 * (`#w=garbage`) cannot take a device's token away. Offline, nothing is replaced: the
 * kept token stays (or the link's is used for this visit only).
 */
export async function adoptToken(kind, ownerId, fromLink) {
  const kept = kind === "w" ? storedToken(ownerId) : storedOrganiserToken(ownerId);
  if (!fromLink || fromLink === kept) return kept;
  try {
    if (!(await tokenWorks(kind, ownerId, fromLink))) return kept;
    if (kept && (await tokenWorks(kind, ownerId, kept))) return kept;
  } catch (_) {
    return kept || fromLink;
  }
  if (kind === "w") storeToken(ownerId, fromLink);
  else storeOrganiserToken(ownerId, fromLink);
  return fromLink;
}
