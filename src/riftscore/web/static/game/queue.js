// The table's taps, in the order they were made, on this device until the server has
// answered each. A tap becomes an entry {key, undo, action, counter, basedOn, meant,
// recheck, label, where}: its Idempotency-Key made once, when tapped; for a tap of the
// game, the version it is based on (the one on screen for the first game tap waiting,
// else the version the game tap before it will leave) and what it meant on the board
// it was tapped on (rebase.js); a counter's tap (XP, Energy, Power: kept beside the
// record, with no version) goes in the same line, in its turn. Entries are kept in
// localStorage (a reload keeps them) and sent one after another, each game tap with
// If-Match chained from the answer to the one before. A tap with no answer (the network
// dropped, the server failed) is sent again with its key until the server answers: a
// tap it had applied gets its first answer back, never a second point; so the page says
// nothing about a tap until its fate is known.
//
// When another device changed the game first (409, with the game as it now stands),
// every tap waiting is checked against the new game before it is sent (`recheck`):
// one that still means what its button showed is sent again on the new version, with
// the same key. The same key is right: the server keeps a key only with an entry it
// applied (service/games.py, `_write`: a 409 or a refusal keeps nothing under it), so a
// key refused once is still free, and sending the rebased tap with it keeps a late copy
// of the first send, if one ever arrives, from counting it twice. A tap the game now
// refuses, or whose meaning changed, is not recorded and said, alone; the taps after it
// are still tried, each checked against the game as it then stands.
import {randomKey} from "../shared/http.js";
import {storedQueue, storeQueue} from "../shared/storage.js";
import {learnLanded, meaningAtTap, stillMeant} from "./rebase.js";
import {write} from "./requests.js";
import {gameId, page} from "./state.js";

/** How many taps may wait: past this, a tap is refused (said, not lost in silence). */
export const MAX_WAITING = 100;
// Waits between sends of a tap with no answer, then the last one again and again; the
// connection coming back (`nudge`) cuts a wait short.
const RETRY_MS = [300, 1000, 2000, 4000, 5000];

const isCounter = (e) => Boolean(e.counter);

let entries = storedQueue(gameId)
  .filter(
    (e) =>
      e &&
      typeof e.key === "string" &&
      (e.undo === true ||
        (e.action && typeof e.action === "object") ||
        (e.counter && typeof e.counter === "object")),
  )
  .slice(0, MAX_WAITING);
const settlers = new Map(); // key -> {resolve, errorBox}, for taps made on this page
let handlers = null;
let running = false;
let unanswered = false;
let wake = null;

/** The taps waiting to be sent or answered, oldest first (copies). */
export const waitingTaps = () => entries.map((e) => ({...e}));

/** Whether the tap being sent has had no answer yet (the network or the server failed). */
export const noAnswer = () => unanswered && entries.length > 0;

const gameTaps = () => entries.filter((e) => !isCounter(e));

/**
 * Start sending (the taps a previous page kept, then new ones). `handlers`:
 * onApplied(view), the server's answer to a game tap; onCounted(counters), to a counter
 * tap; onConflict(view), the game as it stood when another device changed it first;
 * onNotRecorded(entry, why, errorBox), one tap that will not be applied (why: rebase.js's
 * `why`, or {kind: "refused", message} from the server); onDropped(dropped, outcome,
 * errorBox), every tap, when this device may not write; onChange(), after the queue
 * changed (a tap added, answered, dropped, or found unanswered).
 */
export function startQueue(next) {
  handlers = next;
  const first = gameTaps()[0];
  if (first && first.basedOn == null && !first.recheck && page.view) first.basedOn = page.view.version;
  handlers.onChange();
  pump();
}

/**
 * Queue a tap: a game action, an undo, or a counter's change (`counter`: {player,
 * counter, add}). Resolves to true once the server applied it, false once it was not
 * recorded (null at once if too many taps are waiting). `label`, `where`: the tapped
 * button's name and the id of the part of the page it is in, to mark it while it waits.
 */
export function queueTap({action = null, undo = false, counter = null, label, where = null, errorBox = null}) {
  if (entries.length >= MAX_WAITING) return Promise.resolve(null);
  const earlier = gameTaps();
  const entry = {
    key: randomKey(),
    undo,
    action: undo || counter ? null : action,
    counter,
    basedOn: counter || earlier.length ? null : page.view.version,
    meant: counter ? null : meaningAtTap(action, undo, page.view, earlier),
    recheck: null,
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

/** Every game tap still waiting is checked before it is sent: `why`, "conflict" (another
 * device changed the game first) unless it knows so already, or "dropped" (a tap before
 * it was not recorded). */
function recheckWaiting(why) {
  for (const entry of gameTaps()) if (entry.recheck !== "conflict") entry.recheck = why;
}

/** The first tap is not recorded: said alone; the taps after it are checked in turn. */
function notRecorded(entry, why) {
  entries.shift();
  if (!isCounter(entry)) recheckWaiting("dropped");
  save();
  const settler = settlers.get(entry.key);
  handlers.onNotRecorded(entry, why, settler ? settler.errorBox : null);
  settle(entry, false);
}

async function pump() {
  if (running || !handlers) return;
  running = true;
  try {
    let tries = 0;
    const waitAgain = async (waitMs = 0) => {
      unanswered = true;
      handlers.onChange();
      await pause(Math.max(waitMs, RETRY_MS[Math.min(tries, RETRY_MS.length - 1)]));
      tries += 1;
    };
    while (entries.length) {
      const entry = entries[0];
      if (entry.recheck) {
        if (!page.view) {
          await waitAgain(); // nothing to check it against yet
          continue;
        }
        const verdict = await stillMeant(entry, page.view);
        if (entries[0] !== entry) continue; // only this loop takes entries out
        if (verdict.kind === "unknown") {
          await waitAgain();
          continue;
        }
        if (verdict.kind === "not") {
          notRecorded(entry, {...verdict.why, after: entry.recheck});
          handlers.onChange();
          continue;
        }
        entry.basedOn = verdict.basedOn;
        entry.recheck = null;
        save();
      }
      const basedOn = isCounter(entry) ? undefined : (entry.basedOn ?? (page.view ? page.view.version : undefined));
      const outcome = await write(entry, basedOn);
      if (outcome.kind === "unknown") {
        // Its fate is unknown: the same key again, until the server says.
        await waitAgain(outcome.waitMs);
        continue;
      }
      tries = 0;
      unanswered = false;
      if (outcome.kind === "applied") {
        entries.shift();
        if (isCounter(entry)) {
          save();
          handlers.onCounted(outcome.counters);
        } else {
          learnLanded(entries, entry, outcome.view);
          const next = gameTaps()[0];
          if (next && next.basedOn == null) next.basedOn = outcome.view.version;
          save();
          handlers.onApplied(outcome.view);
        }
        settle(entry, true);
      } else if (outcome.kind === "conflict") {
        // Another device changed the game first: the taps waiting are checked against it.
        handlers.onConflict(outcome.view);
        recheckWaiting("conflict");
        save();
        // No newer game than the one it was sent on (an answer out of order): not at once.
        if (!page.view || page.view.version === basedOn) await waitAgain();
      } else if (outcome.kind === "forbidden") {
        const dropped = entries.splice(0);
        save();
        const settler = settlers.get(entry.key);
        handlers.onDropped(dropped, outcome, settler ? settler.errorBox : null);
        dropped.forEach((e) => settle(e, false));
      } else {
        notRecorded(entry, {kind: "refused", message: outcome.message, after: entry.recheck});
      }
      handlers.onChange();
    }
  } finally {
    running = false;
  }
}
