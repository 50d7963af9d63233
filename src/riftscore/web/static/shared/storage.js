// What this browser keeps: write and organiser tokens, the games and gatherings it has
// opened. Storage may be refused (private browsing): then each lasts as long as the page.

// Games this browser has opened, newest first, so the start page can offer them back.
const RECENT_KEY = "riftscore:recent";
const RECENT_LIMIT = 8;
// Gatherings this browser has opened, newest first.
const GATHERINGS_KEY = "riftscore:gatherings";

function readList(key) {
  try {
    const list = JSON.parse(localStorage.getItem(key) || "[]");
    return Array.isArray(list) ? list : [];
  } catch (_) {
    return [];
  }
}

function remember(key, entry) {
  const others = readList(key).filter((item) => item.id !== entry.id);
  try {
    localStorage.setItem(key, JSON.stringify([entry, ...others].slice(0, RECENT_LIMIT)));
  } catch (_) {
    // Not listed then; the game or gathering itself is on the server.
  }
}

export const recentGames = () => readList(RECENT_KEY);
export const rememberGame = (entry) => remember(RECENT_KEY, entry);
export const recentGatherings = () => readList(GATHERINGS_KEY);
export const rememberGathering = (entry) => remember(GATHERINGS_KEY, entry);

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch (_) {
    return null;
  }
}

function write(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch (_) {
    // Without storage the token lives only as long as the page.
  }
}

// A table's write token, and a gathering's organiser token, kept alike.
const tokenKey = (gameId) => `riftscore:write:${gameId}`;
const organiserKey = (gatheringId) => `riftscore:organiser:${gatheringId}`;

export const storedToken = (gameId) => read(tokenKey(gameId));
export const storeToken = (gameId, token) => write(tokenKey(gameId), token);
export const storedOrganiserToken = (gatheringId) => read(organiserKey(gatheringId));
export const storeOrganiserToken = (gatheringId, token) => write(organiserKey(gatheringId), token);

/**
 * A secret that arrived in the link's fragment (`#w=...`, `#o=...`): kept by the
 * browser, then taken out of the address bar, where a screenshot or the browser's own
 * share button would pass it on.
 */
export function takeFromFragment(name) {
  const value = new URLSearchParams(window.location.hash.slice(1)).get(name);
  if (value) window.history.replaceState(null, "", window.location.pathname + window.location.search);
  return value;
}

// A table's taps not yet answered by the server, in order (game/queue.js): kept so that a
// reload, or a phone that lost the network, sends them when it can. Bounded by the queue.
const queueKey = (gameId) => `riftscore:queue:${gameId}`;

/** The taps kept for a game, oldest first ([] if none or unreadable). */
export function storedQueue(gameId) {
  try {
    const list = JSON.parse(localStorage.getItem(queueKey(gameId)) || "[]");
    return Array.isArray(list) ? list : [];
  } catch (_) {
    return [];
  }
}

/** Keep a game's taps (none: the key is removed). False if storage refused them. */
export function storeQueue(gameId, entries) {
  try {
    if (entries.length) localStorage.setItem(queueKey(gameId), JSON.stringify(entries));
    else localStorage.removeItem(queueKey(gameId));
    return true;
  } catch (_) {
    return false; // the taps still go from this page; a reload would not keep them
  }
}

/** A setting of this device ("on"/"off"...), or null. */
export const storedSetting = read;
export const storeSetting = write;

export function removeSetting(key) {
  try {
    localStorage.removeItem(key);
  } catch (_) {
    // Nothing kept, nothing to remove.
  }
}
