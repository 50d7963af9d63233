// Round clocks. A clock as the server sent it ({state, server_time, ends_at,
// remaining_ms, ...}, times in milliseconds since the epoch by the server's clock). A page
// counts down from the server's time, not the device's: `skew` is how far the server's
// clock was ahead of this device's when the clock arrived, so a phone set five minutes
// wrong still shows the same time left as every other table.

export function receivedClock(clock) {
  return clock ? {...clock, skew: clock.server_time - Date.now()} : null;
}

/** Milliseconds left now: counted down while running, as sent while paused, 0 after. */
export function clockRemaining(clock) {
  if (!clock || clock.state === "expired") return 0;
  if (clock.state !== "running" || clock.ends_at === null) return clock.remaining_ms;
  return Math.max(0, clock.ends_at - (Date.now() + clock.skew));
}

/** Whether the clock has reached its zero (as the server said, or counted down here). */
export function clockAtZero(clock) {
  return Boolean(clock) && (clock.state === "expired" || clockRemaining(clock) === 0);
}

/** "42:07": whole minutes (past 59 for long rounds), then seconds, rounded up. */
export function formatRemaining(ms) {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function minutesText(ms) {
  const minutes = Math.round(ms / 60000);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export const ROUND_TYPES = {swiss: "Swiss", single_elimination: "Single elimination"};
