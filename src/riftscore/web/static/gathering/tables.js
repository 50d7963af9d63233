// The tables: each table's card (its players and scores, its clock, its result as it
// comes in, the outstanding ones highlighted, its links and the organiser's buttons), and
// the setup of a round of tables made by hand (add a table, then start the round).
import * as R from "../shared/index.js";
import {newTableToken, writeTokenOf} from "./links.js";
import {openResult} from "./results.js";
import {openExtension, tableClockText, zeroHere} from "./rounds.js";
import {$, api, latestRound, organiser, organiserPost, paired, refresh, refusal, showError, shownUnstarted, state} from "./state.js";

const {el, toast} = R;

let setupShown = false; // the "next round" panel has been opened or closed for the organiser

/** Games of the gathering in no round yet, still to be played: the next round's. */
function waitingGames() {
  const inRounds = new Set((state.gathering.rounds || []).flatMap((r) => r.games));
  return state.gathering.games.filter((g) => !inRounds.has(g.id) && g.outcome === "ongoing");
}

/** Tables in the order of their labels, "Table 2" before "Table 10". */
function byLabel(tables) {
  const label = (t) => t.table || t.id;
  return tables.slice().sort((a, b) => label(a).localeCompare(label(b), undefined, {numeric: true}));
}

export function renderTables() {
  const {gathering, round} = state;
  const list = $("tables");
  const items = [];
  const waitingRound = shownUnstarted();
  if (waitingRound) {
    // Its tables as the gathering lists their games (no clock yet).
    const games = waitingRound.tables.map((t) => gathering.games.find((g) => g.id === t.game)).filter(Boolean);
    items.push(el("li", {class: "group-title", text: `Round ${waitingRound.number} · not started`}));
    items.push(...byLabel(games).map((g) => tableCard(g, false)));
    list.replaceChildren(...items);
    $("tables-empty").hidden = items.length > 0;
    return;
  }
  if (round) {
    items.push(el("li", {class: "group-title", text: `Round ${round.number}`}));
    items.push(...byLabel(round.tables).map((t) => tableCard(t, true)));
  }
  const waiting = paired() ? [] : waitingGames();
  if (waiting.length && (!round || round.number === latestRound())) {
    items.push(el("li", {class: "group-title", text: "Waiting for the next round"}));
    items.push(...byLabel(waiting).map((g) => tableCard(g, false)));
  }
  list.replaceChildren(...items);
  $("tables-empty").hidden = items.length > 0;
}

function sideText(t, player, index) {
  const parts = [el("span", {class: "name", text: player}), el("span", {class: "points", text: String(t.scores[player])})];
  return el("span", {class: `seat seat-${index}`}, parts);
}

/** The event's view of a paired table (entrants, result, options), if the game is one. */
function eventTable(gameId) {
  if (!state.event) return null;
  for (const r of state.event.rounds) {
    const found = r.tables.find((t) => t.game === gameId);
    if (found) return found;
  }
  return null;
}

function tableCard(t, inRound) {
  const label = t.table || `Game ${t.id}`;
  const key = `table-${t.id}`;
  const seated = eventTable(t.id);
  const mode = t.mode === "match" ? `Match${t.game_number ? ` · game ${t.game_number}` : ""}` : t.mode === "duel" ? "Duel" : t.mode;
  const outstanding = seated && !seated.result;
  const over = seated ? Boolean(seated.result) : t.outcome !== "ongoing";
  const classes = `table-card${over ? " over" : ""}${outstanding ? " outstanding" : ""}`;
  const card = el("li", {class: classes, dataset: {game: t.id}}, [
    el("header", {class: "table-head"}, [el("h3", {text: label}), el("span", {class: "table-mode", text: mode})]),
    seated ? el("p", {class: "table-entrants", text: seated.entrants.map((e) => e.name).join(" v ")}) : null,
    el("p", {class: "table-score", "aria-label": `${label} scores`}, t.players.map((p, i) => sideText(t, p, i))),
  ]);
  if (t.game_wins) {
    card.append(
      el("p", {
        class: "table-wins",
        text: `Game wins: ${t.players.map((p) => `${p} ${t.game_wins[p] || 0}`).join(" – ")}`,
      }),
    );
  }
  if (inRound && t.clock) {
    const clock = R.receivedClock(t.clock);
    const line = el("p", {class: `table-clock state-${t.clock.state}`});
    const onZero = (c) => line.classList.toggle("waiting", zeroHere(c));
    state.clocks.push({node: line, clock, key, format: tableClockText, onZero});
    card.append(line);
    if (t.clock.extension_ms > 0) {
      card.append(el("p", {class: "table-extension", text: `Extension: +${R.minutesText(t.clock.extension_ms)}`}));
    }
  }
  const time = t.time || {};
  if (seated && seated.result) {
    card.append(el("p", {class: "table-result", text: seated.result.line}));
  } else if (t.result) {
    card.append(el("p", {class: "table-result", text: t.result}));
  } else if (time.status) {
    card.append(el("p", {class: "table-status", text: time.status}));
  } else if (t.outcome === "ongoing") {
    card.append(el("p", {class: "table-status", text: t.turn ? `Playing · turn ${t.turn}` : "Not started"}));
  }
  if (time.statements && time.statements.length) {
    card.append(el("ul", {class: "table-why"}, time.statements.map((s) => el("li", {text: s}))));
  }
  const writeToken = writeTokenOf(t.id);
  const page = `/g/${encodeURIComponent(t.id)}`;
  const actions = [
    el("a", {
      class: "chip-button",
      href: writeToken ? `${page}#w=${encodeURIComponent(writeToken)}` : page,
      text: writeToken ? "Open the table" : "Follow the table",
      target: "_blank",
      rel: "noopener",
      "aria-label": writeToken ? `Open the table: ${label} (can record)` : `Follow the table: ${label}`,
    }),
  ];
  if (writeToken) {
    actions.push(
      el("button", {
        type: "button",
        class: "chip-button",
        text: "QR",
        "aria-label": `QR code of ${label}'s link`,
        onclick: () => showTableLink(label, `${window.location.origin}${page}#w=${encodeURIComponent(writeToken)}`),
      }),
      el("a", {class: "chip-button", href: page, target: "_blank", rel: "noopener", text: "Spectate", "aria-label": `Spectate ${label}`}),
    );
  }
  if (organiser() && !writeToken) {
    actions.push(
      el("button", {
        type: "button",
        class: "chip-button",
        text: "New table link",
        "aria-label": `New table link for ${label}`,
        onclick: () => newTableToken(t),
      }),
    );
  }
  if (outstanding) {
    card.append(el("p", {class: "table-outstanding", text: "No result yet"}));
  }
  if (organiser() && seated) {
    actions.push(
      el("button", {
        type: "button",
        class: "chip-button",
        text: "Result…",
        "aria-label": `Result of ${label}, by hand`,
        onclick: () => openResult(seated),
      }),
    );
  }
  if (organiser() && inRound && t.outcome === "ongoing" && !time.called) {
    actions.push(
      el("button", {
        type: "button",
        class: "chip-button",
        text: "Extension…",
        "aria-label": `Extension for ${label}`,
        onclick: () => openExtension(t, label),
      }),
    );
  }
  card.append(el("div", {class: "table-actions"}, actions));
  return card;
}

/** The setup of a round of tables made by hand (a gathering that pairs no players). */
export function renderSetup() {
  if (!organiser()) return;
  const {gathering} = state;
  $("setup-panel").hidden = paired();
  if (paired()) return;
  const next = (gathering.rounds || []).length + 1;
  $("setup-title").textContent = `Round ${next}: tables, then the clock`;
  // What the chosen type of round does at time, as the rules core applies it.
  const procedure = (gathering.procedures || {})[$("round-type").value];
  $("round-type-hint").textContent = procedure
    ? `${procedure.text} Tables added here are for this type of round.`
    : "Tables added here are for this type of round.";
  const waiting = waitingGames().length;
  if (!setupShown) {
    // Open while the round is being prepared; the organiser may fold it away.
    setupShown = true;
    $("setup-panel").open = waiting > 0 || !(gathering.rounds || []).length;
    $("table-details").open = gathering.games.length === 0;
  }
  const minutes = Number($("round-minutes").value) || 60;
  const type = R.ROUND_TYPES[$("round-type").value];
  const button = $("start-round-button");
  button.disabled = waiting === 0;
  button.textContent = waiting
    ? `Start round ${next}: ${waiting} table${waiting === 1 ? "" : "s"}, ${minutes} min, ${type}`
    : "Add a table to start a round";
  const placeholder = `Table ${gathering.games.length + 1}`;
  $("table-form").elements.table.placeholder = placeholder;
}

function tableHeader(form) {
  const f = form.elements;
  const players = [...form.querySelectorAll("input[name=player]")].map((i) => i.value.trim());
  const battlefields = [...form.querySelectorAll("input[name=battlefield]")].map((i) => i.value.trim());
  const label = f.table.value.trim() || f.table.placeholder;
  return {
    format: "riftscore/1",
    mode: f.mode.value,
    players,
    battlefields,
    round: $("round-type").value,
    table: label,
  };
}

async function addTable(submitted) {
  submitted.preventDefault();
  const form = submitted.target;
  showError("table-error", "");
  const body = tableHeader(form);
  try {
    const result = await organiserPost(`${api}/games`, body);
    if (result.status !== 201) {
      showError("table-error", refusal(result));
      return;
    }
    // This device keeps each table's write token, for the table's link and QR code.
    R.storeToken(result.data.id, result.data.write_token);
    form.querySelectorAll("input").forEach((input) => {
      input.value = "";
    });
    toast(`${body.table} is ready: ${body.players.join(" and ")}.`, "info");
  } catch (_) {
    showError("table-error", "Cannot reach the server: the table was not added.");
    return;
  }
  await refresh();
}

/** A table's write link, and its QR code (drawn by the server: no internet needed). */
async function showTableLink(label, link) {
  $("qr-title").textContent = `${label}: the table's link`;
  $("table-link").value = link;
  const image = $("table-qr");
  if (image.src.startsWith("blob:")) URL.revokeObjectURL(image.src);
  image.removeAttribute("src");
  $("qr-dialog").showModal();
  await R.showQrCode(image, link);
}

export function wireTables() {
  $("table-form").addEventListener("submit", addTable);
  $("qr-close").addEventListener("click", () => $("qr-dialog").close());
  $("round-minutes").addEventListener("input", () => state.gathering && renderSetup());
  $("round-type").addEventListener("change", () => state.gathering && renderSetup());
}
