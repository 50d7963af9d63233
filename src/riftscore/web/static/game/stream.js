// The live stream: the server sends the view after every change (Server-Sent Events),
// from this device or any other. A slow phone skips versions rather than falling behind.

const FIRST_RETRY_MS = 5000;
const LAST_RETRY_MS = 60000;
const SETTLED_MS = 60000; // a stream open this long was not closed for crowding

/**
 * Open the stream at `url`; `onView(view)` for each view, `onAlive(seconds)` for each
 * keep-alive (the server sends one every `seconds` while nothing changes, and one as the
 * stream opens), `onOpen()` and `onError()` as
 * the connection comes and goes (EventSource reconnects by itself), and `onClosed(why)`
 * when the server closed the stream to make room for others (too many open on this
 * device, game or server): it is opened again by itself after a wait that doubles each
 * time (5 s, 10 s, ... at most a minute; back to 5 s once a stream has stayed open a
 * minute), or at once by `reconnect()` (when the page is shown again).
 * `onClock(data)`, if given, for each `event: clock` (a table's round clock changed:
 * data as GET .../clock answers); `named`: {kind: listener(data)} for events of other
 * kinds. Returns {reconnect(), restart(), isOpen()}: `restart` opens it afresh
 * even if the browser believes it open (nothing came for too long).
 */
export function liveStream(url, {onView, onAlive, onOpen, onError, onClosed, onClock, named = {}}) {
  let source = null;
  let retryMs = FIRST_RETRY_MS;
  let retry = null; // the timer that opens a closed stream again
  let openedAt = 0;
  const handle = (event) => {
    let view;
    try {
      view = JSON.parse(event.data);
    } catch (_) {
      return; // a malformed message is skipped; the next one carries the whole view again
    }
    onView(view);
  };
  function connect() {
    clearTimeout(retry);
    retry = null;
    if (source) source.close();
    source = new EventSource(url);
    source.addEventListener("open", () => {
      openedAt = performance.now();
    });
    source.addEventListener("message", handle);
    source.addEventListener("view", handle);
    if (onClock) {
      source.addEventListener("clock", (event) => {
        try {
          onClock(JSON.parse(event.data));
        } catch (_) {
          // a malformed message is skipped: the next view carries the clock too
        }
      });
    }
    source.addEventListener("keepalive", (event) => {
      let seconds = null;
      try {
        seconds = JSON.parse(event.data).seconds;
      } catch (_) {
        // heard all the same
      }
      onAlive(seconds);
    });
    source.addEventListener("open", onOpen);
    source.addEventListener("error", onError);
    // Events of their own kind (`counters`, `toss`): what the table keeps beside the log.
    for (const [kind, listener] of Object.entries(named)) {
      source.addEventListener(kind, (event) => {
        try {
          listener(JSON.parse(event.data));
        } catch (_) {
          // a malformed one is skipped; the next carries the whole state again
        }
      });
    }
    source.addEventListener("closed", (event) => {
      source.close();
      let why = "Live updates stopped for a moment: they start again by themselves.";
      try {
        why = JSON.parse(event.data).message || why;
      } catch (_) {
        // the default says enough
      }
      if (openedAt && performance.now() - openedAt >= SETTLED_MS) retryMs = FIRST_RETRY_MS;
      retry = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
      onClosed(why);
    });
  }
  connect();
  return {
    reconnect() {
      if (!source || source.readyState === EventSource.CLOSED) connect();
    },
    restart: connect,
    isOpen: () => Boolean(source) && source.readyState === EventSource.OPEN,
  };
}
