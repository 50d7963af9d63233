// The start page: pick a mode, name the players in turn order and the battlefields,
// and create the game through the API. The form checks what it can before sending (a
// name left empty, two names the same, a victory score outside its field's bounds, which
// the server renders from the limits it keeps); what only the server can say comes back
// naming its field (`error.field`), and is shown beside that field, in its words. A
// native ES module: requests, tokens and the lists of games and gatherings this device
// keeps are shared with the other pages (shared/). Every word is the catalogue's, in the
// page's language (shared/words.js); a refusal from the server is shown as it came.
import * as R from "./shared/index.js";
import {LANGUAGE_CHANGED, list, locale, plain, ready, say} from "./shared/words.js";

// A form sent before the page is wired (its catalogue still on the way) is held, not
// sent as a plain GET of the page, and sent once the page is ready.
let heldForm = null;
function holdForm(event) {
  event.preventDefault();
  heldForm = event.target;
}
document.addEventListener("submit", holdForm, true);
await ready; // the page speaks its language before anything is written into it

(() => {
  const {el, request, errorMessage, recentGames, startGame} = R;
  const {recentGatherings, rememberGathering, storeOrganiserToken} = R;
  const {storedSetting, storeSetting} = R;
  // The names last played with on this device, by seat, to fill the form again.
  const NAMES_KEY = "riftscore:names";
  const form = document.getElementById("start-form");
  const modeSelect = document.getElementById("mode");
  const countField = document.getElementById("battlefield-count-field");
  const countSelect = document.getElementById("battlefield-count");
  const teamsNote = document.getElementById("teams-note");
  const errorBox = document.getElementById("start-error");
  const startButton = document.getElementById("start-button");
  const victoryInput = document.getElementById("victory-score");
  const victoryLabel = document.getElementById("victory-score-label");

  function chosenMode() {
    const option = modeSelect.selectedOptions[0];
    return {
      mode: option.value,
      players: Number(option.dataset.players),
      battlefieldCounts: option.dataset.battlefields.split(" ").map(Number),
      victoryScore: Number(option.dataset.victoryScore),
      teams: option.dataset.teams === "yes",
    };
  }

  function battlefieldCount(mode) {
    const counts = mode.battlefieldCounts;
    return counts.length > 1 ? Number(countSelect.value) || counts[0] : counts[0];
  }

  function showMode() {
    const mode = chosenMode();
    clearFields(); // a field's error is for the mode it was typed in
    document.querySelectorAll("#players .seat").forEach((seat) => {
      const index = Number(seat.dataset.seat);
      seat.hidden = index >= mode.players;
      // 2v2: seats 1 and 3 are team 1, seats 2 and 4 team 2 (team 0: no teams).
      const team = mode.teams ? (index % 2) + 1 : 0;
      say(seat.querySelector(".seat-label"), "home-player-seat", {seat: index + 1, team});
    });
    teamsNote.hidden = !mode.teams;
    if (mode.battlefieldCounts.length > 1) {
      const previous = countSelect.value;
      countSelect.replaceChildren(
        ...mode.battlefieldCounts.map((n) => el("option", {value: n, text: String(n)})),
      );
      if (mode.battlefieldCounts.includes(Number(previous))) countSelect.value = previous;
      countField.hidden = false;
    } else {
      countField.hidden = true;
    }
    const count = battlefieldCount(mode);
    document.querySelectorAll("#battlefields .battlefield-name").forEach((field) => {
      field.hidden = Number(field.dataset.index) >= count;
    });
    say(victoryLabel, "home-victory-score", {score: mode.victoryScore, most: Number(victoryInput.max)});
  }

  /** The name fields in play, in order: players by seat, then the battlefields. */
  function nameFields(kind) {
    const rows = kind === "players" ? "#players .seat" : "#battlefields .battlefield-name";
    return [...document.querySelectorAll(rows)].filter((row) => !row.hidden).map((row) => row.querySelector("input"));
  }

  function header() {
    const mode = chosenMode();
    const players = nameFields("players").map((input) => input.value.trim());
    const battlefields = nameFields("battlefields").map((input) => input.value.trim());
    const out = {format: "riftscore/1", mode: mode.mode, players, battlefields};
    if (mode.teams) {
      // Turn order alternates teams (the record requires it): seats 1 and 3, 2 and 4.
      out.teams = [
        [players[0], players[2]],
        [players[1], players[3]],
      ];
    }
    const victory = victoryInput.value.trim();
    if (victory !== "") out.victory_score = Number(victory);
    const round = document.getElementById("round").value;
    if (round !== "swiss") out.round = round;
    return out;
  }

  /** A refusal from the server, as it came (`message`), or none (""). */
  function showError(message) {
    plain(errorBox, message);
    errorBox.hidden = !message;
  }

  // ------------------------------------------------------------ field errors

  /** Say what is wrong beside `at`'s field, and mark every one of `inputs` as wrong and
   * described by it (two names the same: both fields). `said` is a message of the
   * catalogue ({id, args}) or, from the server, a sentence as it came ({text}). */
  function markFields(inputs, said, at = inputs[inputs.length - 1]) {
    const box = document.getElementById(`${at.id}-error`);
    if (said.id) say(box, said.id, said.args);
    else plain(box, said.text);
    box.hidden = false;
    for (const input of inputs) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", box.id);
    }
  }

  /** A field typed in again: its error, and the fields that share it, are cleared. */
  function clearField(input) {
    const boxId = input.getAttribute("aria-describedby");
    if (!boxId) return;
    form.querySelectorAll(`[aria-describedby="${boxId}"]`).forEach((field) => {
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
    });
    const box = document.getElementById(boxId);
    plain(box, "");
    box.hidden = true;
  }

  function clearFields() {
    form.querySelectorAll("input[aria-describedby]").forEach(clearField);
    showError("");
  }

  // How two names compare here: the same letters whatever their case, width or spacing.
  // The server's check (service/fields.py `likeness`) is the one that decides; this one
  // catches the usual slip before sending, and the server's answer marks the rest.
  const sameness = (name) => name.normalize("NFKC").toLowerCase().split(/\s+/).join(" ");

  /** The form's own checks: [{inputs, said: {id, args}}], in the order of the fields. */
  function formProblems() {
    const problems = [];
    const messages = {
      players: {empty: "home-player-needs-name", same: "home-players-same-name"},
      battlefields: {empty: "home-battlefield-needs-name", same: "home-battlefields-same-name"},
    };
    for (const kind of ["players", "battlefields"]) {
      const inputs = nameFields(kind);
      const groups = new Map();
      inputs.forEach((input, index) => {
        const name = input.value.trim();
        if (!name) {
          problems.push({inputs: [input], said: {id: messages[kind].empty, args: {seat: index + 1}}});
          return;
        }
        const key = sameness(name);
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push(index);
      });
      for (const indexes of groups.values()) {
        if (indexes.length < 2) continue;
        const seats = list(indexes.map((index) => index + 1));
        problems.push({inputs: indexes.map((index) => inputs[index]), said: {id: messages[kind].same, args: {seats}}});
      }
    }
    const validity = victoryInput.validity;
    if (!validity.valid) {
      problems.push({
        inputs: [victoryInput],
        said: {id: "home-victory-bounds", args: {min: Number(victoryInput.min), max: Number(victoryInput.max)}},
      });
    }
    return problems;
  }

  /** The field a refusal names (`error.field`, a JSON Pointer into the header), if the
   * form has it. */
  function fieldNamed(pointer) {
    if (pointer === "/victory_score") return victoryInput;
    const found = /^\/(players|battlefields)\/(\d+)$/.exec(pointer || "");
    return found ? nameFields(found[1])[Number(found[2])] || null : null;
  }

  function focusField(input) {
    const details = input.closest("details");
    if (details) details.open = true;
    input.focus();
  }

  async function start(event) {
    event.preventDefault();
    clearFields();
    const problems = formProblems();
    if (problems.length) {
      problems.forEach(({inputs, said}) => markFields(inputs, said));
      focusField(problems[0].inputs[0]);
      return;
    }
    const body = header();
    startButton.disabled = true;
    try {
      const refused = await startGame(body);
      if (refused) {
        const error = refused.data && refused.data.error;
        const field = error ? fieldNamed(error.field) : null;
        if (field) {
          markFields([field], {text: errorMessage(refused)});
          focusField(field);
        } else {
          showError(errorMessage(refused));
        }
        return;
      }
      rememberNames(body.players);
    } catch (_) {
      say(errorBox, "page-unreachable");
      errorBox.hidden = false;
    } finally {
      startButton.disabled = false;
    }
  }

  function keptNames() {
    try {
      const names = JSON.parse(storedSetting(NAMES_KEY) || "[]");
      return Array.isArray(names) ? names.filter((n) => typeof n === "string") : [];
    } catch (_) {
      return [];
    }
  }

  function rememberNames(players) {
    // Seats not played this time keep the names they had.
    const names = keptNames();
    players.forEach((name, seat) => {
      names[seat] = name;
    });
    storeSetting(NAMES_KEY, JSON.stringify(names.slice(0, 4)));
  }

  function fillNames() {
    const names = keptNames();
    document.querySelectorAll("#players .seat input").forEach((input, seat) => {
      if (!input.value && names[seat]) input.value = names[seat];
    });
  }

  /** "Ann 3 – Ben 5 · turn 4", or who won: from the game's view, as the server sent it.
   * The scores are names and numbers; the status is the catalogue's. */
  function showStandingOf(view, line) {
    const sides = view.teams ? view.teams : view.players.map((p) => [p]);
    const scores = sides.map((side) => `${side.join(" & ")} ${view.scores[side[0]]}`).join(" – ");
    const status = el("span");
    if (view.outcome === "win") {
      say(status, "home-standing-won", {winners: list(view.winners), count: view.winners.length});
    } else if (view.outcome === "draw") say(status, "home-standing-drawn");
    else if (view.turn.number === 0) say(status, "home-standing-not-begun");
    else say(status, "home-standing-turn", {turn: view.turn.number});
    line.replaceChildren(`${scores} · `, status);
  }

  async function showStanding(gameId, line) {
    try {
      const result = await request("GET", `/api/games/${encodeURIComponent(gameId)}`);
      if (result.status === 200) showStandingOf(result.data, line);
      else if (result.status === 404) say(line, "home-standing-gone");
    } catch (_) {
      // Offline: the list still links to each game.
    }
  }

  /** A mode's name as the start form's chooser says it (the mode itself if unknown). */
  function modeName(mode) {
    const option = [...modeSelect.options].find((o) => o.value === mode);
    return option ? option.textContent : mode || "";
  }

  function showRecent() {
    const games = recentGames();
    if (!games.length) return;
    const list = document.getElementById("recent-list");
    list.replaceChildren(
      ...games.map((game) => {
        const when = new Date(game.at || 0);
        const names = Array.isArray(game.players) ? game.players.join(", ") : "";
        const line = el("span", {class: "recent-standing"});
        showStanding(game.id, line);
        return el("li", {}, [
          el("a", {href: `/g/${encodeURIComponent(game.id)}`, class: "recent-link"}, [
            el("span", {class: "recent-names", text: names}),
            el("span", {
              class: "recent-meta",
              text: `${modeName(game.mode)} · ${when.toLocaleDateString(locale())} ${when.toLocaleTimeString(locale(), {hour: "2-digit", minute: "2-digit"})}`,
            }),
            line,
          ]),
        ]);
      }),
    );
    document.getElementById("recent").hidden = false;
  }

  async function startGathering(event) {
    event.preventDefault();
    const box = document.getElementById("gathering-error");
    const button = document.getElementById("gathering-button");
    const name = document.getElementById("gathering-name").value.trim();
    box.hidden = true;
    button.disabled = true;
    try {
      const result = await request("POST", "/api/gatherings", {body: {name}});
      if (result.status !== 201) {
        plain(box, errorMessage(result));
        box.hidden = false;
        return;
      }
      const {id, organiser_token: token, recovery_code: recovery} = result.data;
      storeOrganiserToken(id, token);
      rememberGathering({id, name, at: Date.now()});
      // The join link's token rides in the fragment: the gathering page keeps it. The
      // recovery code rides there too, to be shown once on the gathering's page: it is
      // never kept.
      const fragment = `j=${encodeURIComponent(result.data.join_token)}&r=${encodeURIComponent(recovery)}`;
      window.location.assign(`/gathering/${encodeURIComponent(id)}#${fragment}`);
    } catch (_) {
      say(box, "page-unreachable");
      box.hidden = false;
    } finally {
      button.disabled = false;
    }
  }

  function showGatherings() {
    const gatherings = recentGatherings();
    if (!gatherings.length) return;
    document.getElementById("gathering-list").replaceChildren(
      ...gatherings.map((g) => {
        const when = new Date(g.at || 0);
        const kind = el("span");
        say(kind, "home-gathering-kind");
        const meta = el("span", {class: "recent-meta"});
        meta.replaceChildren(kind, ` · ${when.toLocaleDateString(locale())}`);
        return el("li", {}, [
          el("a", {href: `/gathering/${encodeURIComponent(g.id)}`, class: "recent-link"}, [
            el("span", {class: "recent-names", text: g.name || g.id}),
            meta,
          ]),
        ]);
      }),
    );
    document.getElementById("recent-gatherings").hidden = false;
  }

  document.getElementById("gathering-form").addEventListener("submit", startGathering);
  modeSelect.addEventListener("change", showMode);
  countSelect.addEventListener("change", showMode);
  form.addEventListener("submit", start);
  form.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement) clearField(event.target);
  });
  showMode();
  fillNames();
  showRecent();
  showGatherings();
  document.removeEventListener("submit", holdForm, true);
  if (heldForm) heldForm.requestSubmit();
  // Another language picked: the messages are said again by words.js; the dates and the
  // modes' names in the lists are written again here.
  document.addEventListener(LANGUAGE_CHANGED, () => {
    showRecent();
    showGatherings();
  });
})();
