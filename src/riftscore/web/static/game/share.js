// Sharing the game: the write link (with this device's token, for the table's other
// devices) and the spectator link, each as a QR code drawn by the server.
import {byId} from "../shared/dom.js";
import {showQrCode, wireCopyButtons, wireShareJump} from "../shared/ui.js";

let qrShown = false;

/** The game's links: `gameId`, and `token`, this device's write token (or null). */
function links({gameId, token}) {
  const base = `${window.location.origin}/g/${encodeURIComponent(gameId)}`;
  return {read: base, write: token ? `${base}#w=${encodeURIComponent(token)}` : null};
}

/** The share section of `view`, for the device that holds `access` ({gameId, token}). */
export function renderShare(view, access) {
  const {gameId} = access;
  const api = `/api/games/${encodeURIComponent(gameId)}`;
  const {read, write} = links(access);
  byId("read-link").value = read;
  byId("share-write").hidden = !write;
  if (write) byId("write-link").value = write;
  byId("local-address-hint").hidden = !["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
  byId("record-link").href = `${api}/record`;
  byId("record-link").setAttribute("download", `riftscore-${gameId}.jsonl`);
  byId("gathering-link").hidden = !view.gathering;
  if (view.gathering) byId("gathering-link").href = `/gathering/${encodeURIComponent(view.gathering.id)}`;
}

function showQrCodes(access) {
  if (qrShown) return;
  qrShown = true;
  const {read, write} = links(access);
  showQrCode(byId("read-qr"), read);
  if (write) showQrCode(byId("write-qr"), write);
}

/** `access()`: the game's id and this device's token as they stand when the section opens. */
export function wireShare(access) {
  byId("share-section").addEventListener("toggle", () => {
    if (byId("share-section").open) showQrCodes(access());
  });
  wireShareJump();
  wireCopyButtons();
}
