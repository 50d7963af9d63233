// The table's taps, in the order they were made, on this device until the server has
// answered each. A tap becomes an entry {key, undo, action, basedOn, label, where}: its
// Idempotency-Key made once, when tapped; the version it is based on (the one on screen
// for the first tap waiting, else the version the tap before it will leave). Entries are
// kept in localStorage (a reload keeps them) and sent one after another, each with
// If-Match chained from the answer to the one before. A tap with no answer (the network
// dropped, the server failed) is sent again with its key until the server answers: a
// tap it had applied gets its first answer back, never a second point; so the page says
// nothing about a tap until its fate is known. A 409 or a refusal drops the tap and
// every tap queued after it (they were made on a board that will not be), and says so.
import {randomKey} from "../shared/http.js";
import {storedQueue, storeQueue} from "../shared/storage.js";
import {write} from "./requests.js";
import {gameId, page} from "./state.js";

/** How many taps may wait: past this, a tap is refused (said, not lost in silence). */
export const MAX_WAITING = 100;
// Waits between sends of a tap with no answer, then the last one again and again; the
// connection coming back (`nudge`) cuts a wait short.
const RETRY_MS = [300, 1000, 2000, 4000, 5000];

let entries = storedQueue(gameId).filter(
  (e) => e && typeof e.key === "string" && (e.undo === true || (e.action && typeof e.action === "object")),
).slice(0, MAX_WAITING);
const settlers = new Map(); // key -> {resolve, errorBox}, for taps made on this page
let handlers = null;
let running = false;
let unanswered = false;
let wake = null;

/** The taps waiting to be sent or answered, oldest first (copies). */
export const waitingTaps = () => entries.map((e) => ({...e}));

/** Whether the tap being sent has had no answer yet (the network or the server failed). */
export const noAnswer = () => unanswered && entries.length > 0;

/**
 * Start sending (the taps a previous page kept, then new ones). `handlers`:
 * onApplied(view), the server's answer to a tap; onDropped(dropped, outcome, errorBox),
 * taps the server will not apply, with why (the first one's outcome); onChange(), after
 * the queue changed (a tap added, answered, dropped, or found unanswered).
 */
export function startQueue(next) {
  handlers = next;
  if (entries.length && entries[0].basedOn == null && page.view) entries[0].basedOn = page.view.version;
  handlers.onChange();
  pump();
}

/**
 * Queue a tap. Resolves to true once the server applied it, false once it was dropped
 * (null at once if too many taps are waiting). `label`, `where`: the tapped button's name
 * and the id of the part of the page it is in, to mark it while it waits.
 */
export function queueTap({action = null, undo = false, label, where = null, errorBox = null}) {
  if (entries.length >= MAX_WAITING) return Promise.resolve(null);
  const entry = {
    key: randomKey(),
    undo,
    action: undo ? null : action,
    basedOn: entries.length ? null : page.view.version,
    label,
    where,
    at: Date.now(),
  };
  entries.push(entry);
  save();
  const settled = new Promise((resolve) => settlers.set(entry.key, {resolve, errorBox}));
  if (handlers) {
    handlers.onChange();
    pump();
  }
  return settled;
}

/** The connection may be back: send now rather than after the current wait. */
export function nudge() {
  if (wake) wake();
}

function save() {
  storeQueue(gameId, entries);
}

function pause(ms) {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      wake = null;
      resolve();
    }
    wake = done;
  });
}

function settle(entry, applied) {
  const settler = settlers.get(entry.key);
  settlers.delete(entry.key);
  if (settler) settler.resolve(applied);
}

async function pump() {
  if (running || !handlers) return;
  running = true;
  try {
    let tries = 0;
    while (entries.length) {
      const entry = entries[0];
      const basedOn = entry.basedOn ?? (page.view ? page.view.version : undefined);
      const outcome = await write(entry, basedOn);
      if (outcome.kind === "unknown") {
        // Its fate is unknown: the same key again, until the server says.
        unanswered = true;
        handlers.onChange();
        await pause(Math.max(outcome.waitMs, RETRY_MS[Math.min(tries, RETRY_MS.length - 1)]));
        tries += 1;
        continue;
      }
      tries = 0;
      unanswered = false;
      if (outcome.kind === "applied") {
        entries.shift();
        if (entries.length && entries[0].basedOn == null) entries[0].basedOn = outcome.view.version;
        save();
        handlers.onApplied(outcome.view);
        settle(entry, true);
      } else {
        const dropped = entries.splice(0);
        save();
        const settler = settlers.get(entry.key);
        handlers.onDropped(dropped, outcome, settler ? settler.errorBox : null);
        dropped.forEach((e) => settle(e, false));
      }
      handlers.onChange();
    }
  } finally {
    running = false;
  }
}
