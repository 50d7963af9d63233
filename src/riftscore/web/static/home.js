// The start page: pick a mode, name the players in turn order and the battlefields,
// and create the game through the API. The server checks the header; its message is
// shown as it is. A native ES module: requests, tokens and the lists of games and
// gatherings this device keeps are shared with the other pages (shared/).
import * as R from "./shared/index.js";

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
    document.querySelectorAll("#players .seat").forEach((seat) => {
      const index = Number(seat.dataset.seat);
      seat.hidden = index >= mode.players;
      seat.querySelector(".team-label").textContent = mode.teams
        ? index % 2 === 0 ? " · team 1" : " · team 2"
        : "";
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
    document.getElementById("default-victory").textContent = String(mode.victoryScore);
  }

  function header() {
    const mode = chosenMode();
    const players = [...document.querySelectorAll("#players .seat")]
      .filter((seat) => !seat.hidden)
      .map((seat) => seat.querySelector("input").value.trim());
    const battlefields = [...document.querySelectorAll("#battlefields .battlefield-name")]
      .filter((field) => !field.hidden)
      .map((field) => field.querySelector("input").value.trim());
    const out = {format: "riftscore/1", mode: mode.mode, players, battlefields};
    if (mode.teams) {
      // Turn order alternates teams (the record requires it): seats 1 and 3, 2 and 4.
      out.teams = [
        [players[0], players[2]],
        [players[1], players[3]],
      ];
    }
    const victory = document.getElementById("victory-score").value.trim();
    if (victory !== "") out.victory_score = Number(victory);
    const round = document.getElementById("round").value;
    if (round !== "swiss") out.round = round;
    return out;
  }

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = !message;
  }

  async function start(event) {
    event.preventDefault();
    showError("");
    const body = header();
    startButton.disabled = true;
    try {
      const refused = await startGame(body);
      if (refused) {
        showError(errorMessage(refused));
        return;
      }
      rememberNames(body.players);
    } catch (_) {
      showError("Cannot reach the server. Is it still running, and is this device on its network?");
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

  /** "Ann 3 – Ben 5 · turn 4", or who won: from the game's view, as the server sent it. */
  function standing(view) {
    const sides = view.teams ? view.teams : view.players.map((p) => [p]);
    const scores = sides.map((side) => `${side.join(" & ")} ${view.scores[side[0]]}`).join(" – ");
    let status;
    if (view.outcome === "win") status = `${view.winners.join(" & ")} won`;
    else if (view.outcome === "draw") status = "drawn";
    else if (view.turn.number === 0) status = "not begun";
    else status = `turn ${view.turn.number}`;
    return `${scores} · ${status}`;
  }

  async function showStanding(gameId, line) {
    try {
      const result = await request("GET", `/api/games/${encodeURIComponent(gameId)}`);
      if (result.status === 200) line.textContent = standing(result.data);
      else if (result.status === 404) line.textContent = "no longer on the server";
    } catch (_) {
      // Offline: the list still links to each game.
    }
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
              text: `${game.mode || ""} · ${when.toLocaleDateString()} ${when.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"})}`,
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
        box.textContent = errorMessage(result);
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
      box.textContent = "Cannot reach the server. Is it still running, and is this device on its network?";
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
        return el("li", {}, [
          el("a", {href: `/gathering/${encodeURIComponent(g.id)}`, class: "recent-link"}, [
            el("span", {class: "recent-names", text: g.name || g.id}),
            el("span", {class: "recent-meta", text: `gathering · ${when.toLocaleDateString()}`}),
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
  showMode();
  fillNames();
  showRecent();
  showGatherings();
})();
