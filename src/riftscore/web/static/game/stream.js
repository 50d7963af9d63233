// The live stream: the server sends the view after every change (Server-Sent Events),
// from this device or any other. A slow phone skips versions rather than falling behind.

/**
 * Open the stream at `url`; `onView(view)` for each view, `onAlive(seconds)` for each
 * keep-alive (the server sends one every `seconds` while nothing changes, and one as the
 * stream opens), `onOpen()` and `onError()` as
 * the connection comes and goes (EventSource reconnects by itself), and `onClosed(why)`
 * when the server closed the stream to make room for newer ones (too many open on this
 * device or game): it is not reopened on its own then, only by `reconnect()` (when the
 * page is shown again). `onClock(data)`, if given, for each `event: clock` (a table's round
 * clock changed: data as GET .../clock answers); `named`: {kind: listener(data)} for events
 * of other kinds. Returns {reconnect(), restart(), isOpen()}: `restart` opens it afresh
 * even if the browser believes it open (nothing came for too long).
 */
export function liveStream(url, {onView, onAlive, onOpen, onError, onClosed, onClock, named = {}}) {
  let source = null;
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
    if (source) source.close();
    source = new EventSource(url);
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
      let why = "Live updates stopped: reload to follow the game again.";
      try {
        why = JSON.parse(event.data).message || why;
      } catch (_) {
        // the default says enough
      }
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
