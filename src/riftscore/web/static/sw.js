// The service worker: a phone that lost the network still opens the tracker's pages.
//
// The server serves this file at /sw.js (the whole site its scope) after one line it
// writes itself: `const SHELL = {version, assets}`, the static files by path with their
// content's fingerprint, and a version derived from all of them, so that an edited asset
// makes a new worker with a new cache; the old caches go when it takes over.
//
// - Static files are precached. One asked for by its current fingerprint (`?v=`, as a
//   page names its entry points) comes from the cache; any other (a module's relative
//   import, an older fingerprint) from the network first, the cache when it is out of
//   reach: a page never runs a script older than the server's while online.
// - Pages (a game's page is one per game) from the network first; each one seen is kept
//   (a bounded number, the newest) for when the network is out of reach. A page never
//   seen answers an honest "Offline" page, never the browser's error page.
// - /api/ is never cached nor answered here: live data goes to the server or fails.
/* global SHELL */

const ASSETS = `riftscore-assets-${SHELL.version}`;
const PAGES = "riftscore-pages";
const PAGES_KEPT = 40;

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(ASSETS);
      await Promise.all(
        Object.entries(SHELL.assets).map(async ([path, fingerprint]) => {
          const response = await fetch(`${path}?v=${fingerprint}`, {cache: "reload"});
          if (!response.ok) throw new Error(`${path}: ${response.status}`);
          await cache.put(path, response);
        }),
      );
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith("riftscore-") && name !== ASSETS && name !== PAGES).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
      // The pages open now were loaded before this worker: keep them too.
      const open = await self.clients.matchAll({type: "window"});
      await Promise.all(open.map((client) => keepPage(client.url).catch(() => undefined)));
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(page(request));
  else if (url.pathname.startsWith("/static/")) event.respondWith(asset(request, url));
});

/** The page's URL as kept: without its fragment (a write link's token stays out). */
function pageKey(address) {
  const url = new URL(address);
  url.hash = "";
  return url.href;
}

async function remember(cache, key, response) {
  const type = response.headers.get("content-type") || "";
  if (response.status !== 200 || !type.startsWith("text/html")) return;
  await cache.delete(key); // kept again as the newest
  await cache.put(key, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - PAGES_KEPT))) await cache.delete(old);
}

async function keepPage(address) {
  const url = new URL(address);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  const response = await fetch(pageKey(address), {cache: "no-store"});
  await remember(await caches.open(PAGES), pageKey(address), response);
}

async function page(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    await remember(cache, pageKey(request.url), response.clone());
    return response;
  } catch (_) {
    return (await cache.match(pageKey(request.url))) || offlinePage();
  }
}

async function asset(request, url) {
  const cache = await caches.open(ASSETS);
  const current = SHELL.assets[url.pathname];
  if (current !== undefined && url.searchParams.get("v") === current) {
    const kept = await cache.match(url.pathname);
    if (kept) return kept;
  }
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await cache.match(url.pathname);
    if (kept) return kept;
    throw error;
  }
}

function offlinePage() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    "<title>riftscore: offline</title></head><body>" +
    '<h1>Offline</h1><p role="status">This page was not opened on this device while the ' +
    "connection was up, so it cannot be shown now. Reload it when the connection is back.</p>" +
    "</body></html>";
  return new Response(html, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'",
      "Cache-Control": "no-store",
    },
  });
}
