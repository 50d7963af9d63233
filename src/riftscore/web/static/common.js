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

  return {el, randomKey, request, errorMessage, recentGames, rememberGame, storedToken, storeToken};
})();
