// Sharing the game: the write link (with this device's token, for the table's other
// devices) and the spectator link, each as a QR code drawn by the server.
import {byId} from "../shared/dom.js";
import {showQrCode, wireCopyButtons, wireShareJump} from "../shared/ui.js";
import {api, gameId, page} from "./state.js";

let qrShown = false;

function links() {
  const base = `${window.location.origin}/g/${encodeURIComponent(gameId)}`;
  return {read: base, write: page.token ? `${base}#w=${encodeURIComponent(page.token)}` : null};
}

export function renderShare() {
  const view = page.view;
  const {read, write} = links();
  byId("read-link").value = read;
  byId("share-write").hidden = !write;
  if (write) byId("write-link").value = write;
  byId("local-address-hint").hidden = !["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
  byId("record-link").href = `${api}/record`;
  byId("record-link").setAttribute("download", `riftscore-${gameId}.jsonl`);
  byId("gathering-link").hidden = !view.gathering;
  if (view.gathering) byId("gathering-link").href = `/gathering/${encodeURIComponent(view.gathering.id)}`;
}

function showQrCodes() {
  if (qrShown) return;
  qrShown = true;
  const {read, write} = links();
  showQrCode(byId("read-qr"), read);
  if (write) showQrCode(byId("write-qr"), write);
}

export function wireShare() {
  byId("share-section").addEventListener("toggle", () => {
    if (byId("share-section").open) showQrCodes();
  });
  wireShareJump();
  wireCopyButtons();
}
