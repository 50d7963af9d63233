// The tap guard: a tap on a point-giving or destructive button of the board (one marked
// `data-guard`) is not taken when the board moved within the last moment, since the
// finger was most likely aimed at what was there before. The board "moves" when a
// guarded button that was on the page is now somewhere else: looked at after every
// render and whenever a box above or around the buttons changes size (a banner, a line
// of text). A board that first appears moves nothing. The tap is stopped before the
// button sees it, and the page says so: nothing is recorded, tap again.
import {toast} from "../shared/ui.js";

export const GUARD_MS = 450;

let movedAt = Number.NEGATIVE_INFINITY;
let places = new Map();

function moved() {
  movedAt = performance.now();
}

/** Where each guarded button is on the page (not on the screen: scrolling moves none). */
function guardedPlaces() {
  const found = new Map();
  document.querySelectorAll("[data-guard]").forEach((button) => {
    const rect = button.getBoundingClientRect();
    const key = button.getAttribute("aria-label") || button.textContent;
    found.set(key, `${Math.round(rect.left + window.scrollX)},${Math.round(rect.top + window.scrollY)}`);
  });
  return found;
}

/** After a render or a resize: if a guarded button that was there before is now elsewhere, the board moved. */
export function noteBoard() {
  const now = guardedPlaces();
  for (const [key, place] of now) {
    if (places.has(key) && places.get(key) !== place) {
      moved();
      break;
    }
  }
  places = now;
}

/** Whether a tap at this time would be taken. */
export function tapTaken(timeStamp) {
  return timeStamp - movedAt >= GUARD_MS;
}

/** Watch these boxes (the board and what lies above it) and guard the taps on the page. */
export function wireTapGuard(boxes) {
  const observer = new ResizeObserver(noteBoard);
  boxes.filter(Boolean).forEach((box) => observer.observe(box));
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("[data-guard]") : null;
      if (!button || tapTaken(event.timeStamp)) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      toast("The board moved as you tapped: nothing was recorded. Tap again if you meant it.", "info");
    },
    true,
  );
}
