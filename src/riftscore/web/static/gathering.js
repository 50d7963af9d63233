// The organiser's page of a gathering: its players, its rounds (paired from the players,
// or tables added by hand), their clocks, results, standings and top cut.
//
// A round paired from the players is run in two steps: "Pair round N" pairs it (the
// tables, the slips to print, no clock yet), then "Start round N", once the players are
// seated, starts its clock. Every device holding the organiser token shows the same join
// link and the same tables' links and QR codes: the server gives them to it (GET
// .../links), and the event says which join link is current, so a device follows a new
// one made on another.
//
// Everything shown comes from the server: the gathering (GET /api/gatherings/{id}), the
// round on screen (GET .../rounds/{n}, which also records time at every table whose
// clock has run out) and the event (GET .../event: players, pairings, results,
// standings, bracket, and what the rules allow next). They are read again every few
// seconds, never table by table; between reads the clocks count down from the server's
// time. A clock this device counts down to zero says 0:00, waiting for the server to
// call time: the read at that zero records it, and only its answer says "Time". The
// organiser token (from the link's `#o=...`) lets this device run the evening: register
// and drop players, pair rounds, record a result by hand, start, pause and resume rounds
// and give a table an extension.
//
// A native ES module (see event.js for how it loads its shared module).

import * as R from "./shared/index.js";

const E = await import(document.body.dataset.eventModule);
const {el, request, errorMessage, randomKey, toast} = R;
const $ = (id) => document.getElementById(id);

const gatheringId = document.body.dataset.gatheringId;
const api = `/api/gatherings/${encodeURIComponent(gatheringId)}`;
const REFRESH_MS = 5000;
const TICK_MS = 250;

// Every secret of a link is read before any is taken out of the address bar. The
// organiser token a link brought is kept only once the server says it works, never in
// place of one that still does (shared/tokens.js, adoptToken). A recovery code in the link
// (`#r=...`, from the start page, once) is shown to be written down, never kept.
const fragment = new URLSearchParams(window.location.hash.slice(1));
const joinFromLink = fragment.get("j");
const recoveryFromLink = fragment.get("r");
const tokenFromLink = R.takeFromFragment("o");
R.takeFromFragment("j");
R.takeFromFragment("r");
let token = R.storedOrganiserToken(gatheringId); // until start() has checked the link's
let gathering = null;
let round = null; // the round on screen, as last read
let chosenRound = null; // a round number the organiser picked; null: the latest
let clocks = []; // [{node, clock, key, format, onZero}] counted down between reads
let refreshing = null;
let followingRead = null; // the read that follows the one on its way, if one was asked for
let zeroSeen = new Set(); // clocks (by key) whose zero has already asked for a read
let extensionFor = null; // {id, label, key}: the table the extension sheet is for
let setupShown = false; // the "next round" panel has been opened or closed for the organiser
let event = null; // the event (players, paired rounds, standings, bracket), as last read
let joinToken = keptJoinToken(joinFromLink);
let links = null; // the join link and tables' links as the server gave them to this device
let linksAsked = null; // what was known when they were last asked for (see wantLinks)
let joinShownVersion = null; // the join link shown: which one, as the event numbers them
let joinMadeHere = null; // the version of the join link this device made last
let minutesEdited = false; // "Minutes a round" holds the organiser's value, not saved yet
let resultFor = null; // the event's table the result sheet is for
let dropArmed = null; // {id, timer}: the player whose Drop button asks to be pressed again

const organiser = () => Boolean(token);

/** The join link's token until the server gives this device the current one (and where
 * it cannot: a join link made with another organiser token of the gathering): as this
 * device kept it, else from the link that opened this page (the start page passes it
 * on). A token already kept is never replaced by one from a link: a crafted link cannot
 * swap the organiser's join link for a dead one. */
function keptJoinToken(fromLink) {
  const key = `riftscore:join:${gatheringId}`;
  try {
    const kept = localStorage.getItem(key);
    if (kept) return kept;
    if (fromLink) localStorage.setItem(key, fromLink);
  } catch (_) {
    // Without storage the link lives only as long as the page.
  }
  return fromLink;
}

function keepJoinToken(value) {
  joinToken = value;
  try {
    localStorage.setItem(`riftscore:join:${gatheringId}`, value);
  } catch (_) {
    // Without storage the link lives only as long as the page.
  }
}

/** Whether the gathering pairs its rounds from its players. */
const paired = () => Boolean(event && (event.players.length || event.rounds.length));

// ------------------------------------------------------------------ messages

function showError(id, message) {
  $(id).textContent = message;
  $(id).hidden = !message;
}

function refusal(result) {
  if (result.status === 401 || result.status === 403) {
    return `This device cannot run the gathering: ${errorMessage(result)} Open the organiser link here.`;
  }
  return errorMessage(result);
}

// ------------------------------------------------------------------ reading

/** The round paired last while its clock has not started (the server says), if any. */
const roundToStart = () => (event && event.next ? event.next.start : null);

/** A paired round whose clock has not started (null: none, or it has started). */
const unstartedRound = (number) => (event ? event.rounds.find((r) => r.number === number && !r.started) || null : null);

/** The rounds to show, by number: those started, and those paired but not started. */
function roundNumbers() {
  const numbers = (gathering ? gathering.rounds || [] : []).map((r) => r.number);
  for (const r of event ? event.rounds : []) {
    if (!r.started && !numbers.includes(r.number)) numbers.push(r.number);
  }
  return numbers.sort((a, b) => a - b);
}

function latestRound() {
  const numbers = roundNumbers();
  return numbers.length ? numbers[numbers.length - 1] : null;
}

/** The round on screen if it is paired and not started (it has no clock). */
const shownUnstarted = () => unstartedRound(shownRoundNumber());

function shownRoundNumber() {
  return chosenRound !== null ? chosenRound : latestRound();
}

/** Read the gathering and the round on screen; one read at a time. A read asked for
 * while one is on its way follows it: that one may have left before what this device
 * just changed (a resume, a result), and must not be the last word on it. */
function refresh() {
  if (refreshing) {
    if (!followingRead) {
      followingRead = refreshing.then(() => {
        followingRead = null;
        return refresh();
      });
    }
    return followingRead;
  }
  refreshing = load().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function load() {
  try {
    const result = await request("GET", api);
    if (result.status !== 200) {
      $("status-line").textContent = errorMessage(result);
      return;
    }
    gathering = result.data;
    const number = shownRoundNumber();
    const started = (gathering.rounds || []).some((r) => r.number === number);
    const [read, summary] = await Promise.all([
      number === null || !started ? null : request("GET", `${api}/rounds/${number}`),
      request("GET", `${api}/event`),
    ]);
    // The round on screen stays as it was until the answer is here (its clocks count on).
    round = read && read.status === 200 ? read.data : null;
    if (summary.status === 200) event = summary.data;
    if (organiser() && wantLinks()) await readLinks();
    $("status-line").textContent = "";
    render();
  } catch (_) {
    $("status-line").textContent = "Cannot reach the server: the clocks below may be out of date.";
  }
}

// ------------------------------------------------------------------ the organiser's links

/** What the links depend on: the current join link, and the gathering's tables. */
function linksKey() {
  const version = event && event.join_link ? event.join_link.version : null;
  return `${version} ${gathering.games.map((g) => g.id).join(" ")}`;
}

/** Whether to ask the server for the links: never asked yet, another join link is
 * current (made on another device, or here), or a table came that this device has none
 * of (paired, or added, on another device). */
const wantLinks = () => linksAsked !== linksKey();

async function readLinks() {
  const key = linksKey();
  try {
    const result = await request("GET", `${api}/links`, {token});
    if (result.status !== 200) return;
    links = result.data;
    linksAsked = key;
  } catch (_) {
    // Asked again at the next read.
  }
}

/** A table's write token on this device: the organiser token's (as the server gave it),
 * else one this device kept (a table made with another organiser token). */
function writeTokenOf(gameId) {
  const given = links && links.tables.find((t) => t.game === gameId);
  return (given && given.write_token) || R.storedToken(gameId);
}

/** The join token shown: the current one as the server gave it, else as kept here. */
function currentJoinToken() {
  return links && links.join.token ? links.join.token : joinToken;
}

// ------------------------------------------------------------------ lost tokens

/** The recovery code, shown once: it gives a new organiser token if this one is lost. */
function showRecoveryCode(code) {
  const box = el("section", {class: "panel recovery", id: "recovery-code"}, [
    el("h2", {text: "Write down the recovery code"}),
    el("p", {
      class: "hint",
      text: "If this device loses the organiser link, this code gives a new one (Share, then " +
        "\"Lost the organiser link?\"). It is shown only now, and works once.",
    }),
    el("p", {class: "recovery-value", text: code}),
    el("button", {type: "button", class: "secondary", text: "Done", onclick: () => box.remove()}),
  ]);
  $("gathering").prepend(box);
}

/** A device without the organiser token: a recovery code gives one (and the next code). */
async function recover(submitted) {
  submitted.preventDefault();
  const code = submitted.target.elements.code.value.trim();
  if (!code) return;
  try {
    const result = await request("POST", `${api}/recovery`, {body: {recovery_code: code}});
    if (result.status !== 200) {
      toast(errorMessage(result));
      return;
    }
    token = result.data.organiser_token;
    R.storeOrganiserToken(gatheringId, token);
    submitted.target.reset();
    showRecoveryCode(result.data.recovery_code);
    render();
  } catch (_) {
    toast("Cannot reach the server: nothing was changed.");
  }
}

/** The organiser issues a table's write token again, for a table this device has none of. */
async function newTableToken(t) {
  try {
    const result = await request("POST", `/api/games/${encodeURIComponent(t.id)}/tokens`, {token});
    if (result.status !== 201) {
      toast(errorMessage(result));
      return;
    }
    if (!R.storedToken(t.id)) R.storeToken(t.id, result.data.write_token);
    linksAsked = null; // the server gives the same token to every device with this one
    render();
  } catch (_) {
    toast("Cannot reach the server: no new link was made.");
  }
}

function recoveryForm() {
  return el("details", {class: "subform", id: "recovery-form"}, [
    el("summary", {text: "Lost the organiser link?"}),
    el("form", {class: "inline-form", autocomplete: "off", onsubmit: recover}, [
      el("label", {class: "field"}, [
        el("span", {text: "Recovery code"}),
        el("input", {name: "code", spellcheck: "false", autocapitalize: "off"}),
      ]),
      el("button", {type: "submit", class: "secondary", text: "Become the organiser"}),
    ]),
  ]);
}

// ------------------------------------------------------------------ rendering

function render() {
  document.body.classList.toggle("readonly", !organiser());
  $("readonly-banner").hidden = organiser();
  document.querySelectorAll(".organiser-only").forEach((node) => {
    node.hidden = !organiser();
  });
  $("gathering-name").textContent = gathering.name;
  document.title = `riftscore: ${gathering.name}`;
  const rounds = gathering.rounds || [];
  $("gathering-meta").textContent =
    `${gathering.games.length} table${gathering.games.length === 1 ? "" : "s"} · ` +
    (rounds.length ? `${rounds.length} round${rounds.length === 1 ? "" : "s"}` : "no round yet");
  clocks = [];
  renderTabs();
  renderRound();
  renderEvent();
  renderTables();
  renderSetup();
  renderLinks();
  tick();
}

function renderTabs() {
  const numbers = roundNumbers();
  const nav = $("round-tabs");
  nav.hidden = numbers.length < 2;
  const shown = shownRoundNumber();
  nav.replaceChildren(
    ...numbers.map((number) =>
      el("button", {
        type: "button",
        class: `chip-button${number === shown ? " current" : ""}`,
        "aria-pressed": String(number === shown),
        text: `Round ${number}`,
        onclick: () => {
          chosenRound = number === latestRound() ? null : number;
          refresh();
        },
      }),
    ),
  );
}

/** This device has counted a running clock down to its zero, and the server has not said
 * time yet: it records time when the round is read at its zero, and until its answer says
 * so the page does not know it (the device's clock may be wrong). */
const zeroHere = (clock) => clock.state === "running" && R.clockRemaining(clock) === 0;

const WAITING = "waiting for the server to call time";

function stateText(clock) {
  if (clock.state === "paused") return "Paused";
  if (clock.state === "expired") return "Time";
  return zeroHere(clock) ? "Waiting" : "Running";
}

function renderRound() {
  const panel = $("round-panel");
  if (shownUnstarted()) {
    renderUnstartedRound(shownUnstarted());
    return;
  }
  panel.hidden = !round;
  if (!round) return;
  $("round-clock").hidden = false;
  const clock = R.receivedClock(round);
  $("round-title").textContent = `Round ${round.number} · ${R.ROUND_TYPES[round.type] || round.type}`;
  panel.className = `panel round-panel state-${round.state}`;
  clocks.push({node: $("round-clock"), clock, key: `round-${round.number}`, format: bigClock, onZero: renderRoundState});
  renderRoundState(clock);
  $("pause-button").hidden = round.state !== "running";
  $("resume-button").hidden = round.state !== "paused";
}

/** A round paired and not started: no clock yet; the organiser starts it (the event
 * panel's "Start round N") once the slips are printed and the players seated. */
function renderUnstartedRound(waitingRound) {
  const panel = $("round-panel");
  panel.hidden = false;
  panel.className = "panel round-panel state-paired";
  $("round-title").textContent = `Round ${waitingRound.number} · ${R.ROUND_TYPES[waitingRound.type] || waitingRound.type}`;
  $("round-state").textContent = "Not started";
  $("round-state").className = "round-state state-paired";
  $("round-clock").hidden = true;
  $("round-clock").textContent = "";
  let detail = "Paired: the round's clock starts when the organiser starts the round.";
  if (waitingRound.number !== roundToStart()) detail = "Paired, never started: its tables' results came in without a clock.";
  else if (organiser()) detail = "Paired: print the result slips and seat the players, then start the round's clock.";
  $("round-detail").textContent = detail;
  const live = $("round-said");
  const state = `${waitingRound.number} paired`;
  if (live.dataset.state !== state) {
    live.dataset.state = state;
    live.textContent = `Round ${waitingRound.number}: paired, not started`;
  }
  $("pause-button").hidden = true;
  $("resume-button").hidden = true;
}

/** The round's state, what is known of its time, and the same in the live region: drawn
 * with the round, and again when this device's count reaches its zero. */
function renderRoundState(clock) {
  $("round-state").textContent = stateText(clock);
  $("round-state").className = `round-state state-${round.state}${zeroHere(clock) ? " waiting" : ""}`;
  const started = new Date(round.started_at - clock.skew);
  const parts = [
    `${R.minutesText(round.duration_ms)}, started at ${started.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"})}`,
  ];
  if (round.paused_ms > 0 || round.state === "paused") {
    parts.push(`paused ${R.minutesText(round.paused_ms)} in all`);
  }
  if (round.state === "expired") {
    parts.push("time is called: tables finish the turn, then play their additional turns");
    const extended = round.tables.filter((t) => t.clock && t.clock.state === "running").length;
    if (extended) parts.push(`${extended} table${extended === 1 ? "" : "s"} still on an extension`);
  } else if (zeroHere(clock)) {
    parts.push(`0:00 on this device: ${WAITING}`);
  }
  $("round-detail").textContent = parts.join(" · ");
  sayRound(clock);
}

/** The round's clock in words, in a live region, said when its state changes (not every
 * second): running with the time left, paused, at this device's zero waiting for the
 * server, time is called (once the server says so). */
function sayRound(clock) {
  const left = R.formatRemaining(R.clockRemaining(clock));
  const waiting = zeroHere(clock);
  let said = `Round ${round.number}: ${round.state === "paused" ? "paused" : "running"}, ${left} left`;
  if (round.state === "expired") said = `Round ${round.number}: time is called`;
  else if (waiting) said = `Round ${round.number}: 0:00, ${WAITING}`;
  const state = `${round.number} ${waiting ? "waiting" : round.state}`;
  const live = $("round-said");
  if (live.dataset.state !== state) {
    live.dataset.state = state;
    live.textContent = said;
  }
}

/** The countdown, "Time" only once the server has said so: at this device's zero, 0:00. */
function bigClock(clock) {
  return clock.state === "expired" ? "Time" : R.formatRemaining(R.clockRemaining(clock));
}

function tableClockText(clock) {
  if (clock.state === "expired") return "Time";
  if (zeroHere(clock)) return `0:00 · ${WAITING}`;
  const text = `${R.formatRemaining(R.clockRemaining(clock))} left`;
  return clock.state === "paused" ? `Paused · ${text}` : text;
}

/** Games of the gathering in no round yet, still to be played: the next round's. */
function waitingGames() {
  const inRounds = new Set((gathering.rounds || []).flatMap((r) => r.games));
  return gathering.games.filter((g) => !inRounds.has(g.id) && g.outcome === "ongoing");
}

/** Tables in the order of their labels, "Table 2" before "Table 10". */
function byLabel(tables) {
  const label = (t) => t.table || t.id;
  return tables.slice().sort((a, b) => label(a).localeCompare(label(b), undefined, {numeric: true}));
}

function renderTables() {
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

/** The event's view of a paired table (entrants, result), if the game is one. */
function eventTable(gameId) {
  if (!event) return null;
  for (const r of event.rounds) {
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
    clocks.push({node: line, clock, key, format: tableClockText, onZero});
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

function renderSetup() {
  if (!organiser()) return;
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

function renderLinks() {
  $("results-csv").href = gathering.links.results_csv;
  $("standings-csv").href = `${api}/standings.csv`;
  $("projector-link").href = `/gathering/${encodeURIComponent(gatheringId)}/projector`;
  $("results-json").href = gathering.links.results_json;
  const base = `${window.location.origin}/gathering/${encodeURIComponent(gatheringId)}`;
  $("spectator-link").value = base;
  $("organiser-link").value = token ? `${base}#o=${encodeURIComponent(token)}` : "";
  if (!organiser() && !$("recovery-form")) $("share-section").append(recoveryForm());
  if (organiser() && $("recovery-form")) $("recovery-form").remove();
}

/** Count every clock on screen down; at a zero, say that the page waits for the server,
 * and read again (that records time: the answer says it). */
function tick() {
  let reachedZero = false;
  for (const entry of clocks) {
    const {node, clock, key, format, onZero} = entry;
    node.textContent = format(clock);
    const atZero = zeroHere(clock);
    if (onZero && atZero !== Boolean(entry.atZero)) onZero(clock);
    entry.atZero = atZero;
    if (atZero && !zeroSeen.has(key)) {
      zeroSeen.add(key);
      reachedZero = true;
    }
  }
  if (reachedZero) refresh();
}

// ------------------------------------------------------------------ writing

async function organiserPost(path, body, idempotencyKey) {
  return request("POST", path, {body, token, idempotencyKey});
}

async function startRound() {
  showError("start-error", "");
  const minutes = $("round-minutes").value.trim();
  const body = {type: $("round-type").value};
  body.minutes = /^\d+$/.test(minutes) ? Number(minutes) : minutes;
  $("start-round-button").disabled = true;
  try {
    const result = await organiserPost(`${api}/rounds`, body);
    if (result.status !== 201) {
      showError("start-error", refusal(result));
      return;
    }
    chosenRound = null;
    zeroSeen = new Set();
    $("setup-panel").open = false;
    toast(`Round ${result.data.number} has started: every table's clock is running.`, "info");
  } catch (_) {
    showError("start-error", "Cannot reach the server: the round was not started.");
  } finally {
    await refresh();
  }
}

async function pauseOrResume(action) {
  if (!round) return;
  try {
    const result = await organiserPost(round.links[action]);
    if (result.status !== 200) toast(refusal(result));
  } catch (_) {
    toast("Cannot reach the server: nothing changed.");
  }
  await refresh();
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

async function addTable(event) {
  event.preventDefault();
  const form = event.target;
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

function openExtension(t, label) {
  extensionFor = {id: t.id, label, key: randomKey()};
  $("extension-title").textContent = `Time extension: ${label}`;
  $("extension-hint").textContent =
    `Only ${label} (${t.players.join(" and ")}) gets the extra minutes; the round's other tables keep their time.`;
  showError("extension-error", "");
  $("extension-dialog").showModal();
}

async function giveExtension(event) {
  event.preventDefault();
  if (!extensionFor || !round) return;
  const f = event.target.elements;
  const minutes = f.minutes.value.trim();
  const body = {game: extensionFor.id, minutes: /^\d+$/.test(minutes) ? Number(minutes) : minutes};
  const reason = f.reason.value.trim();
  if (reason) body.reason = reason;
  $("extension-submit").disabled = true;
  try {
    // The same key for every try of this sheet: a retry never gives the time twice.
    const result = await organiserPost(round.links.extensions, body, extensionFor.key);
    if (result.status !== 200) {
      showError("extension-error", refusal(result));
      return;
    }
    toast(`${extensionFor.label}: +${body.minutes} min${reason ? ` (${reason})` : ""}.`, "info");
    f.reason.value = "";
    extensionFor = null;
    $("extension-dialog").close();
    zeroSeen = new Set();
  } catch (_) {
    showError("extension-error", "Cannot reach the server: try again (the time is given once).");
    return;
  } finally {
    $("extension-submit").disabled = false;
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

// ------------------------------------------------------------------ the evening
//
// Players, pairings, standings and the top cut: drawn from the event as the server
// sent it (what may be paired next, too: `event.next`).

function renderEvent() {
  const show = Boolean(event) && (paired() || organiser());
  $("players-section").hidden = !show || (!paired() && gathering.games.length > 0);
  $("event-panel").hidden = !organiser() || !paired();
  $("standings-section").hidden = !event || !event.rounds.length;
  $("bracket-section").hidden = !event || !event.bracket;
  if (!event) return;
  renderPlayers();
  renderNext();
  if (event.rounds.length) {
    const cut = event.bracket ? event.bracket.size : 0;
    $("standings").replaceChildren(
      E.standingsTable(event.standings, {
        caption: `After round ${event.standings.round}: match points, then opponents' match-win %, game-win %, opponents' game-win %.`,
        cut,
      }),
    );
  }
  if (event.bracket) $("bracket").replaceChildren(...E.bracketView(event.bracket));
  $("bracket-problem").textContent = event.bracket_problem || "";
  $("bracket-problem").hidden = !event.bracket_problem;
  renderPrintAreas();
}

function playerNote(p) {
  const notes = [];
  if (p.no_show) notes.push(`did not come to round ${p.no_show}`);
  else if (p.dropped) notes.push(p.dropped_after ? `dropped after round ${p.dropped_after}` : "dropped before round 1");
  if (p.joined_round > 1) notes.push(`late entry: from round ${p.joined_round}`);
  if (p.members) notes.push(p.members.join(" & "));
  if (p.registered_by === "join") notes.push("registered with the join link");
  return notes.join(" · ");
}

function renderPlayers() {
  const players = event.players;
  const left = players.filter((p) => !p.dropped).length;
  $("players-summary").textContent = players.length
    ? `${players.length} registered${left < players.length ? `, ${left} still in` : ""}.`
    : "Nobody has registered yet: add players here, or show them the join link.";
  const teams = event.settings.teams;
  $("team-members").hidden = !teams;
  $("player-name-label").textContent = teams ? "Team's name (optional)" : "Player's name";
  $("player-submit").textContent = teams ? "Register the team" : "Register the player";
  $("player-form").hidden = !organiser() || !event.next.entry_open;
  $("players-list").replaceChildren(
    ...players.map((p) => {
      const row = el("li", {class: `player-row${p.dropped ? " dropped" : ""}`}, [
        el("span", {}, [
          el("a", {class: "player-name", href: p.links.page, text: p.name}),
          el("span", {class: "player-note", text: playerNote(p) ? ` · ${playerNote(p)}` : ""}),
        ]),
      ]);
      if (organiser() && !p.dropped) {
        const armed = dropArmed && dropArmed.id === p.id;
        row.append(
          el("button", {
            type: "button",
            class: `small${armed ? " danger" : ""}`,
            text: armed ? `Confirm: drop ${p.name}` : "Drop",
            "aria-label": armed ? `Confirm: drop ${p.name}` : `Drop ${p.name}`,
            onclick: () => dropPlayer(p),
          }),
        );
      }
      return row;
    }),
  );
  renderJoinLink();
}

function renderNext() {
  const next = event.next;
  const latest = E.latestRound(event);
  const planned = next.swiss_rounds_planned;
  const active = `${next.active} player${next.active === 1 ? "" : "s"} to pair`;
  let status;
  if (next.stage === "over") status = "The top cut is over.";
  else if (next.stage === "top_cut") status = `Top cut · next: round ${next.round} · ${active}`;
  else status = `Swiss round ${next.swiss_rounds_played + 1} of ${planned} next · ${active}`;
  if (latest) status = `${E.roundTitle(latest)} paired. ${status}`;
  const toStart = roundToStart();
  if (toStart !== null) {
    status = `Round ${toStart} is paired: print the result slips and seat the players, then start its clock.`;
  }
  $("event-status").textContent = status;
  // While a round waits for its start, what keeps the next one from being paired is its
  // own tables: said once it has started.
  $("event-blocked").textContent = next.blocked || "";
  $("event-blocked").hidden = !next.blocked || toStart !== null;
  // The event's minutes, unless the organiser's own value is still being saved (or was
  // refused: it stays, with the reason, until they change it).
  if (!minutesEdited && document.activeElement !== $("pair-minutes")) $("pair-minutes").value = event.settings.minutes;
  $("start-paired-button").hidden = toStart === null;
  $("start-paired-button").textContent = `Start round ${toStart}`;
  const open = !next.blocked;
  $("pair-swiss-button").hidden = next.stage !== "swiss" || !open;
  $("pair-swiss-button").textContent =
    next.swiss_rounds_played >= planned
      ? `Pair round ${next.round} (Swiss, beyond the ${planned} planned)`
      : `Pair round ${next.round} (Swiss)`;
  $("cut-row").hidden = next.stage !== "swiss" || !open || !next.cut_sizes.length;
  const sizes = next.cut_sizes.map(String);
  const chosen = sizes.includes($("cut-size").value) ? $("cut-size").value : sizes[sizes.length - 1];
  $("cut-size").replaceChildren(...sizes.map((n) => el("option", {value: n, text: `Top ${n}`, selected: n === chosen})));
  $("pair-cut-button").hidden = next.stage !== "top_cut" || !open;
}

/** "Minutes a round" as the request sends it: a whole number, else as typed (the server
 * says what is wrong with it). */
function minutesValue() {
  const minutes = $("pair-minutes").value.trim();
  return /^\d+$/.test(minutes) ? Number(minutes) : minutes;
}

/** The organiser's "Minutes a round" becomes the event's: every read, every device and
 * the next visit show it (until then, the page keeps it as typed). */
async function saveMinutes() {
  if (!minutesEdited || !event) return;
  showError("pair-error", "");
  try {
    const result = await organiserPost(event.links.settings, {minutes: minutesValue()});
    if (result.status !== 200) {
      showError("pair-error", `Minutes a round: ${refusal(result)}`);
      return;
    }
    minutesEdited = false;
    event.settings.minutes = result.data.minutes;
  } catch (_) {
    showError("pair-error", "Cannot reach the server: the minutes are kept on this page only.");
  }
}

async function pairRound(body) {
  showError("pair-error", "");
  body.minutes = minutesValue();
  document.querySelectorAll("#event-panel button").forEach((b) => {
    b.disabled = true;
  });
  try {
    const result = await organiserPost(`${api}/rounds`, body);
    if (result.status !== 201) {
      showError("pair-error", refusal(result));
      return;
    }
    const pairings = result.data.pairings;
    // This device keeps each table's write token, for the table's link, QR code and slip.
    for (const table of pairings.tables) R.storeToken(table.game, table.write_token);
    chosenRound = null;
    zeroSeen = new Set();
    const byes = pairings.byes.map((e) => e.name);
    toast(
      `Round ${pairings.round} is paired: ${pairings.tables.length} table${pairings.tables.length === 1 ? "" : "s"}` +
        (byes.length ? `, ${byes.join(" and ")} ${byes.length === 1 ? "has" : "have"} the bye.` : ".") +
        " Print the result slips and seat the players, then start the round.",
      "info",
    );
    const notes = [];
    if (pairings.rematches.length) notes.push(`Rematches it could not avoid: ${pairings.rematches.map((p) => p.join(" v ")).join("; ")}.`);
    if (pairings.pair_downs.length) notes.push(`Paired across points: ${pairings.pair_downs.map((p) => p.join(" v ")).join("; ")}.`);
    $("pair-notes").textContent = notes.join(" ");
  } catch (_) {
    showError("pair-error", "Cannot reach the server: the round was not paired.");
  } finally {
    document.querySelectorAll("#event-panel button").forEach((b) => {
      b.disabled = false;
    });
    await refresh();
  }
}

/** The second step: the paired round's clock starts, for every table at once. */
async function startPairedRound() {
  const number = roundToStart();
  if (number === null) return;
  showError("pair-error", "");
  const button = $("start-paired-button");
  button.disabled = true;
  try {
    const waitingRound = event.rounds.find((r) => r.number === number);
    const result = await organiserPost(waitingRound.links.start, {minutes: minutesValue()});
    if (result.status !== 200) {
      showError("pair-error", refusal(result));
      return;
    }
    chosenRound = null;
    zeroSeen = new Set();
    toast(`Round ${number} has started: every table's clock is running.`, "info");
  } catch (_) {
    showError("pair-error", "Cannot reach the server: the round has not started.");
  } finally {
    button.disabled = false;
    await refresh();
  }
}

async function registerPlayer(formEvent) {
  formEvent.preventDefault();
  const form = formEvent.target;
  showError("player-error", "");
  const body = {};
  const name = form.elements.name.value.trim();
  if (name) body.name = name;
  if (event && event.settings.teams) {
    body.members = [...form.querySelectorAll("input[name=member]")].map((i) => i.value.trim());
  } else {
    body.name = name;
  }
  try {
    const result = await organiserPost(`${api}/players`, body, randomKey());
    if (result.status !== 201 && result.status !== 200) {
      showError("player-error", refusal(result));
      return;
    }
    form.querySelectorAll("input").forEach((input) => {
      input.value = "";
    });
    form.elements.name.focus();
    toast(`${result.data.name} is registered${result.data.joined_round > 1 ? `, from round ${result.data.joined_round}` : ""}.`, "info");
  } catch (_) {
    showError("player-error", "Cannot reach the server: the player was not registered.");
    return;
  }
  await refresh();
}

/** Drop asks twice: the first press arms the button for a few seconds. */
async function dropPlayer(p) {
  if (!dropArmed || dropArmed.id !== p.id) {
    if (dropArmed) clearTimeout(dropArmed.timer);
    dropArmed = {id: p.id, timer: setTimeout(() => {
      dropArmed = null;
      if (event) renderPlayers();
    }, 6000)};
    renderPlayers();
    return;
  }
  clearTimeout(dropArmed.timer);
  dropArmed = null;
  try {
    const result = await organiserPost(p.links.drop);
    if (result.status !== 200) toast(refusal(result));
    else toast(`${p.name} has dropped: never paired again.`, "info");
  } catch (_) {
    toast("Cannot reach the server: nobody was dropped.");
  }
  await refresh();
}

function joinLink() {
  const shown = currentJoinToken();
  return shown ? `${window.location.origin}/gathering/${encodeURIComponent(gatheringId)}/join#j=${encodeURIComponent(shown)}` : "";
}

let joinQrFor = null;

async function renderJoinLink() {
  if (!organiser()) return;
  const link = joinLink();
  const version = links ? links.join.version : null;
  if (link && version !== null && joinShownVersion !== null && version !== joinShownVersion && version !== joinMadeHere) {
    toast("Another organiser device made a new join link: the old link and QR code no longer work. This is the new one.", "info");
  }
  if (link && version !== null) joinShownVersion = version;
  $("join-link").value = link || "This device cannot show the join link (made with another organiser link): make a new one here.";
  $("join-link-button").textContent = "Make a new join link…";
  $("join-block").hidden = !event.next.entry_open;
  const image = $("join-qr");
  if (!link) {
    image.hidden = true;
    joinQrFor = null;
    return;
  }
  if (joinQrFor === link) return;
  joinQrFor = link;
  if (await R.showQrCode(image, link)) image.hidden = false;
  else joinQrFor = null; // the link can still be copied; the code is drawn next time
}

/** A new join link replaces the one players may have on their phones: ask first. */
function askNewJoinLink() {
  showError("join-error", "");
  $("join-dialog").showModal();
}

async function newJoinLink() {
  try {
    const result = await organiserPost(`${api}/join-link`);
    if (result.status !== 201) {
      showError("join-error", refusal(result));
      return;
    }
    keepJoinToken(result.data.join_token);
    linksAsked = null; // the current join link changed: ask for it (and its number)
    await readLinks();
    joinMadeHere = links ? links.join.version : null;
    $("join-dialog").close();
    toast("A new join link is ready; the old link and QR code no longer work.", "info");
  } catch (_) {
    showError("join-error", "Cannot reach the server: the join link is unchanged.");
    return;
  }
  await refresh();
}

function openResult(table) {
  resultFor = table;
  const label = table.label;
  $("result-title").textContent = `${label}: result by hand`;
  $("result-sides").replaceChildren(
    ...table.entrants.map((e, seat) =>
      el("label", {class: "field result-side"}, [
        el("span", {text: `${e.name}: games won`}),
        el("input", {name: "wins", type: "number", min: "0", max: "2", value: table.result ? String(table.result.game_wins[seat]) : "0", inputmode: "numeric", dataset: {seat: String(seat)}}),
      ]),
    ),
  );
  $("result-form").elements.drawn.value = table.result ? String(table.result.games_drawn) : "0";
  $("no-shows").replaceChildren(
    ...(table.entrants.length === 2
      ? table.entrants.map((e) =>
          el("button", {type: "button", class: "secondary", text: `${e.name} did not come`, onclick: () => noShow(e)}),
        )
      : [el("p", {class: "hint", text: "At a skirmish or war table, record the result with 0 games for whoever did not come."})]),
  );
  showError("result-error", "");
  $("result-dialog").showModal();
}

async function recordResult(formEvent) {
  formEvent.preventDefault();
  if (!resultFor) return;
  const form = formEvent.target;
  const number = (text) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text);
  const body = {
    game_wins: [...form.querySelectorAll("input[name=wins]")].map((i) => number(i.value)),
    games_drawn: number(form.elements.drawn.value),
  };
  try {
    const result = await organiserPost(resultFor.links.result, body);
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

async function noShow(entrant) {
  const player = event.players.find((p) => p.id === entrant.id);
  try {
    const result = await organiserPost(player.links.no_show);
    if (result.status !== 200) {
      showError("result-error", refusal(result));
      return;
    }
    toast(`${entrant.name} did not come: ${result.data.ruling.line}.`, "info");
    $("result-dialog").close();
  } catch (_) {
    showError("result-error", "Cannot reach the server: nothing was recorded.");
    return;
  }
  await refresh();
}

// ------------------------------------------------------------------ printing

/** What prints: the latest round's pairings by player name, and a result slip for each
 * of its tables (with the table's QR code where this device holds its link). */
let printedFor = null; // what the print areas were drawn for: drawn again only if it changed

function renderPrintAreas() {
  const latest = E.latestRound(event);
  if (!latest) return;
  const title = `${gathering.name}: ${E.roundTitle(latest)}`;
  // Drawn again only when what they print changed: a read while the slips print must not
  // put back blank slips over the QR codes just drawn on them.
  const drawnFor = JSON.stringify([title, latest.tables.map((t) => [t.game, t.entrants.map((e) => e.name)]), latest.byes]);
  if (drawnFor === printedFor) return;
  printedFor = drawnFor;
  $("print-pairings").replaceChildren(
    el("h1", {text: `${title}, pairings`}),
    el("table", {}, [
      el("thead", {}, [el("tr", {}, ["Player", "Table", "Opponent"].map((h) => el("th", {scope: "col", text: h})))]),
      el("tbody", {}, E.pairingsByName(latest).map((line) =>
        el("tr", {}, [el("td", {text: line.name}), el("td", {text: line.where}), el("td", {text: line.against})]),
      )),
    ]),
  );
  $("print-slips").replaceChildren(
    el("h1", {text: `${title}, result slips`}),
    ...latest.tables.map((table) => {
      const names = table.entrants.map((e) => e.name);
      return el("section", {class: "slip", dataset: {game: table.game}}, [
        el("h2", {text: `${title} · ${table.label}`}),
        el("p", {text: `${names.join(" v ")} (${names[0]} sits first and chooses who plays first in game 1)`}),
        ...table.entrants.map((e) =>
          el("div", {class: "slip-line"}, [
            el("span", {text: e.name}),
            el("span", {class: "box", text: "games won:"}),
            el("span", {class: "box", text: "signature:"}),
          ]),
        ),
        el("div", {class: "slip-line"}, [el("span", {text: "Games drawn"}), el("span", {class: "box"}), el("span", {})]),
        el("img", {class: "slip-qr", alt: `QR code of ${table.label}'s link`, hidden: true}),
      ]);
    }),
  );
}

async function printArea(id) {
  if (id === "print-slips") await drawSlipCodes();
  document.querySelectorAll(".print-area").forEach((area) => area.classList.toggle("printing-this", area.id === id));
  document.body.classList.add("printing");
  window.print();
}

/** Each slip's QR code of its table's link (write token held here), drawn before printing. */
async function drawSlipCodes() {
  const slips = [...document.querySelectorAll("#print-slips .slip")];
  await Promise.all(
    slips.map(async (slip) => {
      const writeToken = writeTokenOf(slip.dataset.game);
      if (!writeToken) return;
      const link = `${window.location.origin}/g/${encodeURIComponent(slip.dataset.game)}#w=${encodeURIComponent(writeToken)}`;
      const image = slip.querySelector("img");
      if (await R.showQrCode(image, link)) image.hidden = false; // else it prints without
    }),
  );
}

function wire() {
  $("start-round-button").addEventListener("click", startRound);
  $("pause-button").addEventListener("click", () => pauseOrResume("pause"));
  $("resume-button").addEventListener("click", () => pauseOrResume("resume"));
  $("table-form").addEventListener("submit", addTable);
  $("extension-form").addEventListener("submit", giveExtension);
  $("extension-cancel").addEventListener("click", () => $("extension-dialog").close());
  $("qr-close").addEventListener("click", () => $("qr-dialog").close());
  $("round-minutes").addEventListener("input", () => gathering && renderSetup());
  $("round-type").addEventListener("change", () => gathering && renderSetup());
  R.wireToast();
  R.wireShareJump();
  R.wireCopyButtons();
  $("pair-swiss-button").addEventListener("click", () => pairRound({pairings: "swiss"}));
  $("cut-button").addEventListener("click", () => pairRound({pairings: "top", size: Number($("cut-size").value)}));
  $("pair-cut-button").addEventListener("click", () => pairRound({pairings: "top"}));
  $("player-form").addEventListener("submit", registerPlayer);
  $("join-link-button").addEventListener("click", askNewJoinLink);
  $("join-confirm").addEventListener("click", newJoinLink);
  $("join-cancel").addEventListener("click", () => $("join-dialog").close());
  $("start-paired-button").addEventListener("click", startPairedRound);
  $("pair-minutes").addEventListener("input", () => {
    minutesEdited = true;
  });
  $("pair-minutes").addEventListener("change", saveMinutes);
  $("result-form").addEventListener("submit", recordResult);
  $("result-cancel").addEventListener("click", () => $("result-dialog").close());
  $("print-pairings-button").addEventListener("click", () => printArea("print-pairings"));
  $("print-slips-button").addEventListener("click", () => printArea("print-slips"));
  window.addEventListener("afterprint", () => {
    document.body.classList.remove("printing");
    document.querySelectorAll(".print-area").forEach((area) => area.classList.remove("printing-this"));
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") refresh();
  });
}

async function start() {
  token = await R.adoptToken("o", gatheringId, tokenFromLink);
  if (recoveryFromLink && organiser()) showRecoveryCode(recoveryFromLink);
  wire();
  await refresh();
  if (gathering) R.rememberGathering({id: gatheringId, name: gathering.name, at: Date.now()});
  setInterval(() => {
    if (document.visibilityState === "visible") refresh();
  }, REFRESH_MS);
  setInterval(tick, TICK_MS);
}

start();
