// What the page says besides the board: the announcer (what the latest change said), the
// status line, and refusals (in the open sheet's error box, else in the toast). All of
// them live in boxes of fixed height (tracker.css: the status line, the message box with
// the announcer, the notice line and the toast laid over them), so that nothing they say
// moves a button.
import {byId, el} from "../shared/dom.js";
import {toast} from "../shared/ui.js";
import {describeAction, scoreWords} from "./words.js";

/** The status line: one line (cut short with "…" if it must be, never pushing the board
 * down); the whole text is its title. */
export function setStatus(text) {
  const line = byId("status-line");
  line.textContent = text;
  line.title = text;
}

/**
 * Show a refusal (or clear it, with ""). `box`: the open sheet's error box; if there is
 * none, or its sheet closed meanwhile (the game moved on), the page's toast says it.
 */
export function showError(box, message) {
  const sheet = box && box.closest("dialog");
  if (!box || (sheet && !sheet.open && message)) {
    if (message) toast(message);
    return;
  }
  box.textContent = message;
  box.hidden = !message;
}

/** What the latest change says, in words: its announcements, or what an undo took back
 * and the score as it stands after the undo (the undone sentences said the old one). */
export function latestSentences(view) {
  const last = view.last_entry;
  if (!last) return [];
  if (last.kind === "undo") return [`Undone: ${describeAction(last.action)}. ${scoreWords(view)}`];
  return last.announcements || [];
}

export function showSentences(sentences) {
  byId("announcer").replaceChildren(
    ...sentences.map((sentence, i) =>
      el("p", {class: i === sentences.length - 1 ? "said latest" : "said", text: sentence}),
    ),
  );
}
