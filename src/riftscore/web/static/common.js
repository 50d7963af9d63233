// Shared by the tracker's pages. Plain JavaScript, no library: the pages must work on a
// table's own network with no internet. Data is only ever put in the page with
// textContent (never innerHTML), so a player called "<b>Ann</b>" stays just a name.
"use strict";

const Riftscore = (() => {
  /** Build an element: el("button", {class: "big", text: "Undo", onclick: f}, [children]). */
  function el(tag, props = {}, children = []) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === "text") node.textContent = value;
      else if (key === "class") node.className = value;
      else if (key === "dataset") Object.assign(node.dataset, value);
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else if (value === true) node.setAttribute(key, "");
      else node.setAttribute(key, value);
    }
    for (const child of [].concat(children)) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  /** A random key for Idempotency-Key; crypto.randomUUID needs HTTPS, this does not. */
  function randomKey() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  /** One JSON request. Resolves to {status, data}; a network failure rejects. */
  async function request(method, path, {body, token, ifMatch, idempotencyKey} = {}) {
    const headers = {Accept: "application/json"};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;
    if (ifMatch !== undefined && ifMatch !== null) headers["If-Match"] = String(ifMatch);
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    const response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
    });
    let data = null;
    const type = response.headers.get("Content-Type") || "";
    if (type.includes("json")) {
      try {
        data = await response.json();
      } catch (_) {
        data = null;
      }
    }
    return {status: response.status, data};
  }

  /** The server's message for a refused request, whatever shape it took. */
  function errorMessage(result) {
    const data = result.data;
    if (data && data.error && data.error.message) return data.error.message;
    if (data && typeof data.detail === "string") return data.detail;
    if (data && Array.isArray(data.detail) && data.detail.length) {
      return data.detail.map((d) => d.msg || JSON.stringify(d)).join("; ");
    }
    return `The server refused the request (HTTP ${result.status}).`;
  }

  // Games this browser has opened, newest first, so the start page can offer them back.
  const RECENT_KEY = "riftscore:recent";
  const RECENT_LIMIT = 8;

  function recentGames() {
    try {
      const list = JSON.parse(localStorage.getItem(RECENT_KEY) || "[]");
      return Array.isArray(list) ? list : [];
    } catch (_) {
      return [];
    }
  }

  function rememberGame(entry) {
    const others = recentGames().filter((g) => g.id !== entry.id);
    const list = [entry, ...others].slice(0, RECENT_LIMIT);
    try {
      localStorage.setItem(RECENT_KEY, JSON.stringify(list));
    } catch (_) {
      // Private browsing may refuse storage: the game still works, it is just not listed.
    }
  }

  function tokenKey(gameId) {
    return `riftscore:write:${gameId}`;
  }

  function storedToken(gameId) {
    try {
      return localStorage.getItem(tokenKey(gameId));
    } catch (_) {
      return null;
    }
  }

  function storeToken(gameId, token) {
    try {
      localStorage.setItem(tokenKey(gameId), token);
    } catch (_) {
      // Without storage the token lives only as long as the page.
    }
  }

  // A gathering's organiser token, kept like a table's write token.
  function organiserKey(gatheringId) {
    return `riftscore:organiser:${gatheringId}`;
  }

  function storedOrganiserToken(gatheringId) {
    try {
      return localStorage.getItem(organiserKey(gatheringId));
    } catch (_) {
      return null;
    }
  }

  function storeOrganiserToken(gatheringId, token) {
    try {
      localStorage.setItem(organiserKey(gatheringId), token);
    } catch (_) {
      // Without storage the token lives only as long as the page.
    }
  }

  // Gatherings this browser has opened, newest first.
  const GATHERINGS_KEY = "riftscore:gatherings";

  function recentGatherings() {
    try {
      const list = JSON.parse(localStorage.getItem(GATHERINGS_KEY) || "[]");
      return Array.isArray(list) ? list : [];
    } catch (_) {
      return [];
    }
  }

  function rememberGathering(entry) {
    const others = recentGatherings().filter((g) => g.id !== entry.id);
    try {
      localStorage.setItem(GATHERINGS_KEY, JSON.stringify([entry, ...others].slice(0, RECENT_LIMIT)));
    } catch (_) {
      // Not listed then; the gathering itself is on the server.
    }
  }

  /**
   * A secret that arrived in the link's fragment (`#w=...`, `#o=...`): kept by the
   * browser, then taken out of the address bar, where a screenshot or the browser's own
   * share button would pass it on.
   */
  function takeFromFragment(name) {
    const value = new URLSearchParams(window.location.hash.slice(1)).get(name);
    if (value) window.history.replaceState(null, "", window.location.pathname + window.location.search);
    return value;
  }

  /** Whether the server says the token may write to the game ("w") or run the gathering
   * ("o"); it writes nothing. Rejects when the server cannot say (offline, unknown id). */
  async function tokenWorks(kind, ownerId, token) {
    const owner = encodeURIComponent(ownerId);
    const path = kind === "w" ? `/api/games/${owner}/access` : `/api/gatherings/${owner}/access`;
    const result = await request("GET", path, {token});
    if (result.status !== 200 || !result.data) throw new Error(`HTTP ${result.status}`);
    return kind === "w" ? result.data.write === true : result.data.organiser === true;
  }

  /**
   * The token this device uses for a game ("w") or a gathering ("o"), given the one a
   * link brought (`#w=...`, `#o=...`; null if none). The link's token is kept only if the
   * server says it works, and never in place of a kept one that still works: a crafted
   * link (`#w=garbage`) cannot take a device's token away. Offline, nothing is replaced:
   * the kept token stays (or the link's is used for this visit only).
   */
  async function adoptToken(kind, ownerId, fromLink) {
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

  // ------------------------------------------------------------------ round clocks
  //
  // A clock as the server sent it ({state, server_time, ends_at, remaining_ms, ...}, times
  // in milliseconds since the epoch by the server's clock). The page counts down from the
  // server's time, not the device's: `skew` is how far the server's clock was ahead of
  // this device's when the clock arrived, so a phone set five minutes wrong still shows
  // the same time left as every other table.

  function receivedClock(clock) {
    return clock ? {...clock, skew: clock.server_time - Date.now()} : null;
  }

  /** Milliseconds left now: counted down while running, as sent while paused, 0 after. */
  function clockRemaining(clock) {
    if (!clock || clock.state === "expired") return 0;
    if (clock.state !== "running" || clock.ends_at === null) return clock.remaining_ms;
    return Math.max(0, clock.ends_at - (Date.now() + clock.skew));
  }

  /** "42:07": whole minutes (past 59 for long rounds), then seconds, rounded up. */
  function formatRemaining(ms) {
    const seconds = Math.ceil(Math.max(0, ms) / 1000);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  }

  function minutesText(ms) {
    const minutes = Math.round(ms / 60000);
    return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  }

  const ROUND_TYPES = {swiss: "Swiss", single_elimination: "Single elimination"};

  return {
    el,
    randomKey,
    request,
    errorMessage,
    recentGames,
    rememberGame,
    storedToken,
    storeToken,
    storedOrganiserToken,
    storeOrganiserToken,
    recentGatherings,
    rememberGathering,
    takeFromFragment,
    tokenWorks,
    adoptToken,
    receivedClock,
    clockRemaining,
    formatRemaining,
    minutesText,
    ROUND_TYPES,
  };
})();
