// Every page: the service worker (sw.js) that keeps the pages and their files for a
// phone that lost the network. A browser without one (or a test that blocks it) runs
// the page as before.
if ("serviceWorker" in navigator && window.isSecureContext) {
  navigator.serviceWorker.register("/sw.js", {scope: "/"}).catch(() => {
    // Not installed (blocked, private mode): the page needs the network, as before.
  });
}
