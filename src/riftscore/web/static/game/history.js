// The history: every entry of the log as it was recorded, undone ones struck through,
// read from the server when the table opens it (and again after each change while open).
import {byId, el} from "../shared/dom.js";
import {describeAction} from "./words.js";

const REFRESH_MS = 250;
let refreshTimer = null;

export function renderHistory(game) {
  const list = byId("history-list");
  const entries = game.history;
  if (!entries) {
    list.replaceChildren(el("li", {class: "hint", text: "Open to load the history."}));
    return;
  }
  if (!entries.length) {
    list.replaceChildren(el("li", {class: "hint", text: "Nothing recorded yet."}));
    return;
  }
  list.replaceChildren(
    ...entries
      .slice()
      .reverse()
      .map((entry) => {
        const undoEntry = !entry.action;
        const what = undoEntry ? `undo of #${entry.retracts}` : describeAction(entry.action);
        return el("li", {class: `entry${entry.undone ? " undone" : ""}${undoEntry ? " undo" : ""}`, value: entry.seq}, [
          el("p", {class: "entry-head"}, [
            el("span", {class: "seq", text: `#${entry.seq}`}),
            el("span", {class: "what", text: what}),
            entry.undone ? el("span", {class: "undone-tag", text: "undone"}) : null,
          ]),
          ...(entry.announcements || []).map((sentence) => el("p", {class: "entry-said", text: sentence})),
        ]);
      }),
  );
}

/** A change while the history is open: read it again (`acts.refresh`: a view carries no
 * history). */
export function followHistory({view, changed}, acts) {
  if (!changed || !byId("history-section").open || Array.isArray(view.history)) return;
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(acts.refresh, REFRESH_MS);
}

/** Opening the history reads it (`acts.refresh`). */
export function wireHistory(acts) {
  byId("history-section").addEventListener("toggle", () => {
    if (byId("history-section").open) acts.refresh();
  });
}
