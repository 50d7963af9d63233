// A table's result by hand, and its no-shows, in the result sheet.
//
// The sheet renders the table's `options` (the tournament rules' decisions, carried by the
// event's view) and works none of them out: the limits of each seat's games won and of
// the games drawn, the entrants recorded absent so far, and a "did not come" button for
// each entrant the rules let the organiser record as absent, which sends the option's
// request as it is (its body names the absent: the server drops them, for a table of any
// number of seats).
import * as R from "../shared/index.js";
import {$, organiserPost, refresh, refusal, showError} from "./state.js";

const {el, toast} = R;

let resultFor = null; // the event's table the result sheet is for

const limits = (range) => ({min: String(range.min), max: String(range.max)});

export function openResult(table) {
  resultFor = table;
  const options = table.options.result;
  const absent = new Set(options.absent);
  $("result-title").textContent = `${table.label}: result by hand`;
  $("result-sides").replaceChildren(
    ...table.entrants.map((e, seat) =>
      el("div", {class: "result-side"}, [
        el("label", {class: "field"}, [
          el("span", {text: `${e.name}: games won`}),
          el("input", {
            name: "wins",
            type: "number",
            ...limits(options.game_wins),
            value: table.result ? String(table.result.game_wins[seat]) : "0",
            inputmode: "numeric",
            dataset: {seat: String(seat)},
          }),
        ]),
        el("label", {class: "check"}, [
          el("input", {name: "absent", type: "checkbox", value: e.id, checked: absent.has(e.id)}),
          el("span", {text: `${e.name}: absent`}),
        ]),
      ]),
    ),
  );
  const drawn = $("result-form").elements.drawn;
  Object.assign(drawn, limits(options.games_drawn));
  drawn.value = table.result ? String(table.result.games_drawn) : "0";
  const names = new Map(table.entrants.map((e) => [e.id, e.name]));
  const noShows = table.options.no_shows;
  $("no-show-section").hidden = noShows.length === 0;
  $("no-shows").replaceChildren(
    ...noShows.map((option) =>
      el("button", {
        type: "button",
        class: "secondary",
        text: `${names.get(option.entrant)} did not come`,
        onclick: () => sendNoShow(option, names.get(option.entrant)),
      }),
    ),
  );
  showError("result-error", "");
  $("result-dialog").showModal();
}

async function recordResult(submitted) {
  submitted.preventDefault();
  if (!resultFor) return;
  const form = submitted.target;
  const number = (text) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);
  const body = {
    game_wins: [...form.querySelectorAll("input[name=wins]")].map((i) => number(i.value)),
    games_drawn: number(form.elements.drawn.value),
    absent: [...form.querySelectorAll("input[name=absent]:checked")].map((i) => i.value),
  };
  try {
    const result = await organiserPost(resultFor.options.result.href, body);
    if (result.status !== 200) {
      showError("result-error", refusal(result));
      return;
    }
    toast(`${resultFor.label}: ${result.data.ruling.line}.`, "info");
    $("result-dialog").close();
  } catch (_) {
    showError("result-error", "Cannot reach the server: the result was not recorded.");
    return;
  }
  await refresh();
}

/** The no-show as the table's options offer it: its request, sent as it is. */
async function sendNoShow(option, name) {
  try {
    const result = await organiserPost(option.href, option.body);
    if (result.status !== 200) {
      showError("result-error", refusal(result));
      return;
    }
    toast(`${name} did not come: ${result.data.ruling.line}.`, "info");
    $("result-dialog").close();
  } catch (_) {
    showError("result-error", "Cannot reach the server: nothing was recorded.");
    return;
  }
  await refresh();
}

export function wireResults() {
  $("result-form").addEventListener("submit", recordResult);
  $("result-cancel").addEventListener("click", () => $("result-dialog").close());
}
