// Pieces every page has: the toast, copying a link, a link's QR code.
import {byId} from "./dom.js";

const TOAST_MS = 9000;
let toastTimer = null;

/** A message in the page's #toast box, gone after a while or when tapped. */
export function toast(message, kind = "error") {
  const box = byId("toast");
  box.textContent = message;
  box.className = `toast ${kind}`;
  box.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    box.hidden = true;
  }, TOAST_MS);
}

export function hideToast() {
  byId("toast").hidden = true;
}

/** The toast hides when tapped. */
export function wireToast() {
  byId("toast").addEventListener("click", hideToast);
}

/** Copy the link in an input; without the clipboard API (plain HTTP), select it. */
async function copyLink(inputId) {
  const input = byId(inputId);
  try {
    await navigator.clipboard.writeText(input.value);
    toast("Link copied.", "info");
  } catch (_) {
    input.focus();
    input.select();
    toast("Select the link and copy it.", "info");
  }
}

/** Every `button.copy` copies the input its `data-copy` names. */
export function wireCopyButtons() {
  document.querySelectorAll("button.copy").forEach((button) => {
    button.addEventListener("click", () => copyLink(button.dataset.copy));
  });
}

/**
 * Show a link's QR code in an image: drawn by the server (POST, so that a write link's
 * token stays out of logs), no internet needed. Resolves to whether it was drawn; without
 * it the link can still be copied.
 */
export async function showQrCode(image, text) {
  try {
    const response = await fetch("/qr.svg", {
      method: "POST",
      headers: {"Content-Type": "application/json"},
      body: JSON.stringify({text}),
    });
    if (!response.ok) return false;
    if (image.src.startsWith("blob:")) URL.revokeObjectURL(image.src);
    image.src = URL.createObjectURL(await response.blob());
    return true;
  } catch (_) {
    return false; // offline: the link can still be copied
  }
}

/** The "Share" chip opens the share section and scrolls to it. */
export function wireShareJump() {
  byId("share-jump").addEventListener("click", (event) => {
    event.preventDefault();
    byId("share-section").open = true;
    byId("share-section").scrollIntoView({behavior: "smooth", block: "start"});
  });
}
