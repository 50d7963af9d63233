// The game page: renders the server's view of a game and records the table's taps.
//
// The page never scores. Every number, notice and winner it shows comes from the view
// the API returns (scores, holds_due, final_point, barred, outcome, announcements); a tap
// becomes one record action sent with the version it was based on (If-Match). If another
// device changed the game first, the server answers 409 with its view: the page shows
// that and does not send the tap again on its own.
//
// A table of a timed round has a `clock` in its view: the page counts it down from the
// server's time, asks the server for the clock every few seconds (pauses and extensions
// do not change the game, so they do not come down the live stream) and again at its
// own zero, when the server records time. After that it shows where the end-of-round
// procedure stands (`time.status`) and why each game ended (`time.statements`), as the
// view says: the page never works the procedure out itself.
"use strict";

(() => {
  const {el, request, errorMessage, randomKey, storedToken, rememberGame} = Riftscore;
  const {receivedClock, clockRemaining, formatRemaining, minutesText, ROUND_TYPES} = Riftscore;
  const $ = (id) => document.getElementById(id);

  const gameId = document.body.dataset.gameId;
  const api = `/api/games/${encodeURIComponent(gameId)}`;
  const SPEAK_KEY = "riftscore:speak";
  const DRAFT_KEY = `riftscore:draft:${gameId}`;
  // A tap lost to a network blip is sent again with the same Idempotency-Key, so the
  // server applies it at most once.
  const RETRY_DELAYS_MS = [400, 1500];
  const TOAST_MS = 9000;
  const HISTORY_REFRESH_MS = 250;
  const CLOCK_POLL_MS = 12000;
  const CLOCK_TICK_MS = 250;
  const LOW_TIME_MS = 5 * 60 * 1000;
  const MODE_NAMES = {
    duel: "Duel",
    match: "Match",
    skirmish: "Skirmish",
    war: "War",
    "2v2": "2v2",
  };

  let token = storedToken(gameId); // until load() has checked the link's, if any
  let view = null;
  let historyEntries = null;
  let turnAlly = null; // {number, battlefields}: the current turn's ally_occupies (2v2)
  let busy = false;
  let stream = null;
  let wakeLock = null;
  let speakOn = readSpeakSetting();
  let draft = loadDraft();
  let startingOwnTurn = false;
  let burnSequence = [];
  let toastTimer = null;
  let historyTimer = null;
  let qrLoaded = false;
  let clock = null; // the round clock as last received, with its skew (common.js)
  let zeroAsked = false; // the clock was read at this device's zero, awaiting the answer

  // ------------------------------------------------------------------ the token

  // The token a link brought is taken out of the address bar at once (a screenshot or
  // the browser's share button would pass it on), and kept only once the server says it
  // works, never in place of one that still does (common.js, adoptToken).
  const tokenFromLink = Riftscore.takeFromFragment("w");

  // A board game (`view.board`: control follows from its board) has no tap controls yet:
  // the page shows it read only (score, control, history), as it shows a spectator.
  const canWrite = () => Boolean(token) && !(view && view.board);
  const BOARD_BANNER =
    "Board game: this page follows its score, control and history; its moves are " +
    "recorded by the program that plays the board.";

  // ------------------------------------------------------------------ reading the view

  function sidesOf(v) {
    return v.teams ? v.teams : v.players.map((p) => [p]);
  }

  function sideOf(v, player) {
    return sidesOf(v).find((side) => side.includes(player)) || [player];
  }

  function sideName(side) {
    return side.join(" & ");
  }

  function names(list) {
    if (list.length <= 1) return list.join("");
    return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
  }

  function colourClass(v, player) {
    if (v.teams) return `team-${v.teams.findIndex((team) => team.includes(player))}`;
    return `seat-${v.players.indexOf(player)}`;
  }

  function opponentsOf(v, player) {
    const mine = sideOf(v, player);
    return v.players.filter((p) => !mine.includes(p));
  }

  function currentGame(v) {
    if (Array.isArray(v.games) && v.games.length) return v.games[v.games.length - 1];
    return {outcome: v.outcome, winners: v.winners, scores: v.scores};
  }

  function inPlay(v) {
    return v.outcome === "ongoing" && currentGame(v).outcome === "ongoing";
  }

  function listFor(mapping, player) {
    return (mapping && mapping[player]) || [];
  }

  /** The battlefields the player has yet to score this turn before a conquer can win. */
  function missingForFinalPoint(v, player, battlefield) {
    const scored = listFor(v.scored_this_turn, player);
    const barred = listFor(v.barred, player);
    const occupied = allyOccupiedThisTurn(v, player);
    return v.battlefields
      .map((b) => b.name)
      .filter(
        (b) =>
          b !== battlefield && !scored.includes(b) && !barred.includes(b) && !occupied.includes(b),
      );
  }

  /** 2v2: what the current turn's `ally_occupies` said (left out of the final point). */
  function allyOccupiedThisTurn(v, player) {
    if (!v.teams || !v.turn.in_progress || !sideOf(v, player).includes(v.turn.player)) return [];
    if (!turnAlly || turnAlly.number !== v.turn.number) return [];
    return turnAlly.battlefields;
  }

  /** Remember the turn action's `ally_occupies`, from the history or the latest entry. */
  function noteTurnAction(v) {
    let action = null;
    if (Array.isArray(v.history)) {
      const entry = [...v.history].reverse().find((e) => !e.undone && e.action && e.action.do === "turn");
      action = entry ? entry.action : null;
    } else if (v.last_entry && v.last_entry.kind === "action" && v.last_entry.action.do === "turn") {
      action = v.last_entry.action;
    } else {
      return;
    }
    turnAlly = action ? {number: v.turn.number, battlefields: action.ally_occupies || []} : null;
  }

  /** What the latest change says, in words: its announcements, or what an undo took back. */
  function latestSentences(v) {
    const last = v.last_entry;
    if (!last) return [];
    if (last.kind === "undo") {
      const undone = last.announcements && last.announcements.length ? last.announcements : [describe(last.action)];
      return undone.map((sentence) => `Undone: ${sentence}`);
    }
    return last.announcements || [];
  }

  // ------------------------------------------------------------------ accepting a view

  /**
   * Show a view from the server. `fresh`: it reports a change just made (by this device
   * or another one), so its announcements are said aloud. Views older than the one on
   * screen are ignored: the stream and a request's answer can arrive in either order.
   */
  function accept(next, {fresh}) {
    if (!next || typeof next.version !== "number") return false;
    if (view && next.version < view.version) return false;
    noteClock(next.clock);
    if (view && next.version === view.version && !Array.isArray(next.history)) return false;
    const previous = view;
    view = next;
    if (Array.isArray(next.history)) historyEntries = next.history;
    noteTurnAction(next);
    const changed = previous && next.version > previous.version;
    const sentences = latestSentences(next);
    if (!previous || changed || Array.isArray(next.history)) showSentences(sentences);
    if (fresh && changed) speak(sentences);
    reconcileDraft(previous);
    render();
    if (changed && $("history-section").open && !Array.isArray(next.history)) {
      scheduleHistoryRefresh();
    }
    return true;
  }

  function showSentences(sentences) {
    const box = $("announcer");
    if (!sentences.length) {
      box.replaceChildren();
      return;
    }
    box.replaceChildren(
      ...sentences.map((sentence, i) =>
        el("p", {class: i === sentences.length - 1 ? "said latest" : "said", text: sentence}),
      ),
    );
  }

  // ------------------------------------------------------------------ speech

  function readSpeakSetting() {
    try {
      return localStorage.getItem(SPEAK_KEY) === "on";
    } catch (_) {
      return false;
    }
  }

  function speak(sentences) {
    if (!speakOn || !("speechSynthesis" in window)) return;
    for (const sentence of sentences) {
      window.speechSynthesis.speak(new SpeechSynthesisUtterance(sentence));
    }
  }

  function toggleSpeech() {
    speakOn = !speakOn;
    try {
      localStorage.setItem(SPEAK_KEY, speakOn ? "on" : "off");
    } catch (_) {
      // The setting then lasts as long as the page.
    }
    renderSpeakToggle();
    // Said inside the tap: some browsers allow speech only after a user gesture.
    if (speakOn) speak(["Announcements on"]);
    else if ("speechSynthesis" in window) window.speechSynthesis.cancel();
  }

  function renderSpeakToggle() {
    const button = $("speak-toggle");
    const available = "speechSynthesis" in window;
    button.textContent = available ? `Speak: ${speakOn ? "on" : "off"}` : "No speech here";
    button.disabled = !available;
    button.setAttribute("aria-pressed", String(speakOn && available));
  }

  // ------------------------------------------------------------------ messages

  function toast(message, kind = "error") {
    const box = $("toast");
    box.textContent = message;
    box.className = `toast ${kind}`;
    box.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => {
      box.hidden = true;
    }, TOAST_MS);
  }

  function showError(box, message) {
    const sheet = box && box.closest("dialog");
    if (!box || (sheet && !sheet.open && message)) {
      // No box, or its sheet closed meanwhile (the game moved on): say it on the page.
      if (message) toast(message);
      return;
    }
    box.textContent = message;
    box.hidden = !message;
  }

  function setStatus(text) {
    $("status-line").textContent = text;
  }

  // ------------------------------------------------------------------ writing

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /** POST with retries on network failure, the same Idempotency-Key every time. */
  async function post(path, body) {
    const key = randomKey();
    const ifMatch = view ? view.version : undefined;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await request("POST", path, {body, token, ifMatch, idempotencyKey: key});
      } catch (error) {
        if (attempt >= RETRY_DELAYS_MS.length) throw error;
        await sleep(RETRY_DELAYS_MS[attempt]);
      }
    }
  }

  /**
   * Record one action (or an undo). Resolves to true when the server applied it.
   * `errorBox`: where to show a refusal (the open dialog's), else the page's toast.
   */
  async function send(action, {errorBox = null, undo = false} = {}) {
    if (!canWrite() || busy || !view) return false;
    busy = true;
    document.body.classList.add("busy");
    showError(errorBox, "");
    // Whether time had been called when the tap was made (the live stream may bring it
    // before the server's answer does).
    const timeBefore = view.time.called;
    try {
      const result = await post(undo ? `${api}/undo` : `${api}/actions`, undo ? undefined : action);
      if (result.status === 200 || result.status === 201) {
        $("toast").hidden = true;
        accept(result.data, {fresh: true});
        return true;
      }
      if (result.status === 409) {
        accept(viewInConflict(result.data), {fresh: true});
        showError(
          errorBox,
          !timeBefore && view.time.called && view.clock
            ? "The round's time ran out first: time is called, shown here. Your tap was not " +
                "recorded: check the board, then tap again if it still applies."
            : "Another device changed the game first, shown here. Your tap was not recorded: " +
                "check the board, then tap again if it still applies.",
        );
        return false;
      }
      if (result.status === 401 || result.status === 403) {
        showError(
          errorBox,
          `This device cannot change this game: ${errorMessage(result)} ` +
            "Open the game's write link (Share, on the device that started it) to record here.",
        );
        return false;
      }
      showError(errorBox, errorMessage(result));
      return false;
    } catch (_) {
      showError(
        errorBox,
        "Cannot reach the server: the tap was not recorded. Check the connection and tap again.",
      );
      return false;
    } finally {
      busy = false;
      document.body.classList.remove("busy");
    }
  }

  function viewInConflict(data) {
    if (!data) return null;
    if (typeof data.version === "number") return data;
    if (data.view && typeof data.view.version === "number") return data.view;
    return null;
  }

  // ------------------------------------------------------------------ rendering

  function render() {
    if (!view) return;
    document.body.classList.toggle("readonly", !canWrite());
    $("readonly-banner").hidden = canWrite();
    if (view.board) $("readonly-banner").textContent = BOARD_BANNER;
    renderTop();
    renderClock();
    renderOutcome();
    renderNotices();
    renderScores();
    renderBattlefields();
    renderNextGame();
    renderActionBar();
    renderHistory();
    renderShare();
    fillPlayerChoices();
    renderBurnForm();
    $("concede-section").hidden = !["duel", "match", "2v2"].includes(view.mode);
    // In a timed round the server calls time when the clock runs out: nobody taps it.
    $("time-button").hidden = Boolean(view.clock);
    if ($("beginning-dialog").open) renderBeginning();
  }

  function turnText(v) {
    const turn = v.turn;
    if (!inPlay(v)) {
      const over = v.outcome !== "ongoing" && v.mode === "match" ? "the match is over" : "game over";
      return turn.number ? `Turn ${turn.number} · ${over}` : over;
    }
    if (turn.number === 0) return `Before turn 1 · ${turn.next_player} goes first`;
    if (turn.in_progress) return `Turn ${turn.number} · ${turn.player}`;
    return `Turn ${turn.number} is over · ${turn.next_player} is next`;
  }

  function gameWinsText(v) {
    return v.players.map((p) => `${p} ${(v.game_wins || {})[p] || 0}`).join(" – ");
  }

  function renderTop() {
    $("turn-label").textContent = turnText(view);
    const parts = [`${MODE_NAMES[view.mode] || view.mode}`, `${view.victory_score} to win`];
    if (view.mode === "match" && Array.isArray(view.games)) {
      parts.push(`game ${view.games.length}`, `game wins: ${gameWinsText(view)}`);
    }
    $("meta-label").textContent = parts.join(" · ");
    document.title = `riftscore: ${view.players.join(", ")}`;
  }

  function renderOutcome() {
    const box = $("outcome");
    const game = currentGame(view);
    let text = "";
    let detail = "";
    const matchWins = view.mode === "match" ? ` · game wins ${gameWinsText(view)}` : "";
    if (view.outcome === "win") {
      text = `${names(view.winners)} ${view.winners.length > 1 ? "win" : "wins"}`;
      detail = view.mode === "match" ? `the match${matchWins}` : "the game";
    } else if (view.outcome === "draw") {
      text = view.mode === "match" ? "The match is drawn" : "The game is drawn";
      detail = matchWins.slice(3);
    } else if (game.outcome === "win") {
      text = `${names(game.winners)} ${game.winners.length > 1 ? "win" : "wins"}`;
      detail = `game ${view.games.length}`;
    } else if (game.outcome === "draw") {
      text = `Game ${view.games.length} is drawn`;
    }
    // After time, why each game ended as it did, in the server's words.
    const why = view.time.statements || [];
    const parts = [];
    if (text) parts.push(el("p", {class: "outcome-main", text}));
    else if (why.length) parts.push(el("p", {class: "outcome-detail", text: "The end of the round so far"}));
    if (detail) parts.push(el("p", {class: "outcome-detail", text: detail}));
    if (why.length) {
      parts.push(el("ul", {class: "why", "aria-label": "End of round"}, why.map((s) => el("li", {text: s}))));
    }
    // While the game goes on after time (sudden death, the one more game), the box keeps
    // the reasons so far, without a winner.
    box.classList.toggle("so-far", !text);
    box.hidden = !parts.length;
    box.replaceChildren(...parts);
  }

  // ------------------------------------------------------------------ the round clock

  /** A clock from the server (in a view or from GET .../clock), counted from its time. */
  function noteClock(next) {
    if (next === undefined) return; // a message without the key says nothing about it
    clock = receivedClock(next || null);
    if (clock && !(clock.state === "running" && clockRemaining(clock) === 0)) zeroAsked = false;
    if (view) renderClock();
  }

  /** At the clock's zero on this device, or before the view says time was called. */
  function atTime() {
    if (view && view.time.called) return true;
    return Boolean(clock) && (clock.state === "expired" || clockRemaining(clock) === 0);
  }

  function renderClock() {
    const strip = $("clock-strip");
    const status = view.time.status;
    if (!clock && !status) {
      strip.hidden = true;
      return;
    }
    strip.hidden = false;
    const label = $("clock-label");
    if (clock) {
      const table = view.gathering && view.gathering.table ? `${view.gathering.table} · ` : "";
      const round = `${table}Round ${clock.round} · ${ROUND_TYPES[clock.type] || clock.type}`;
      const extension = clock.extension_ms > 0 ? ` · +${minutesText(clock.extension_ms)} extension` : "";
      let line = "";
      if (status) line = status;
      else if (atTime() && inPlay(view)) line = "Time: the round's clock has run out";
      else if (clock.state === "paused") line = "Paused by the organiser";
      label.replaceChildren(el("strong", {text: round + extension}), ...(line ? [el("br"), line] : []));
    } else {
      label.textContent = status;
    }
    tickClock();
  }

  /** The digits, four times a second; at this device's zero, ask the server. */
  function tickClock() {
    if (!view || $("clock-strip").hidden) return;
    const strip = $("clock-strip");
    const time = atTime();
    const left = clock ? clockRemaining(clock) : 0;
    $("clock-time").textContent = time ? "Time" : formatRemaining(left);
    strip.className = [
      "clock-strip",
      clock ? `state-${clock.state}` : "state-expired",
      time ? "time" : "",
      !time && left <= LOW_TIME_MS ? "low" : "",
    ].join(" ");
    if (clock && clock.state === "running" && left === 0 && !zeroAsked) {
      zeroAsked = true;
      pollClock();
    }
  }

  /** GET .../clock: the cheap read of the clock. At zero it is what records time. */
  async function pollClock() {
    // A table of a gathering may join a round at any moment; other games never do.
    if (!view || !(view.clock || view.gathering)) return;
    try {
      const result = await request("GET", `${api}/clock`);
      if (result.status !== 200) return;
      noteClock(result.data.clock);
      // Time recorded by this read (or a change the live stream has not brought yet).
      if (result.data.version > view.version) refreshView();
    } catch (_) {
      // Offline: the countdown goes on from the last reading; the next poll catches up.
    }
  }

  function renderNotices() {
    const box = $("notices");
    const draws = (view.new_events || []).filter((e) => e.event === "conquer" && e.draw);
    box.replaceChildren(
      ...draws.map((e) => {
        const missing = missingForFinalPoint(view, e.player, e.battlefield);
        const why = missing.length
          ? `${names(missing)} not scored this turn`
          : "not every battlefield scored this turn";
        return el("div", {class: `notice final-point-after ${colourClass(view, e.player)}`}, [
          el("p", {
            class: "notice-text",
            text: `${e.player}: Conquer on ${e.battlefield} draws a card instead of the final point (${why}).`,
          }),
          canWrite() &&
            el("button", {
              type: "button",
              class: "secondary",
              text: "The table ruled otherwise",
              "aria-label": `The table ruled otherwise: ${e.player} scores Conquer on ${e.battlefield}`,
              onclick: () =>
                send({
                  do: "adjust",
                  player: e.player,
                  points: 1,
                  reason: `the table ruled otherwise: Conquer on ${e.battlefield} scores`,
                }),
            }),
        ]);
      }),
    );
  }

  function renderScores() {
    const playing = inPlay(view);
    const turnPlayer = view.turn.in_progress ? view.turn.player : null;
    $("scores").className = `scores sides-${sidesOf(view).length}`;
    $("scores").replaceChildren(
      ...sidesOf(view).map((side) => {
        const score = view.scores[side[0]];
        const onTurn = turnPlayer !== null && side.includes(turnPlayer);
        const wins = view.mode === "match" ? (view.game_wins || {})[side[0]] || 0 : null;
        return el(
          "article",
          {
            class: `side ${colourClass(view, side[0])}${onTurn ? " on-turn" : ""}`,
            dataset: {side: sideName(side)},
          },
          [
            el("h2", {class: "side-name", text: sideName(side)}),
            el("p", {class: "score", text: String(score), "aria-label": `${sideName(side)}: ${score} points`}),
            el("p", {
              class: "score-of",
              text:
                `of ${view.victory_score}` +
                (wins === null ? "" : ` · ${wins} game win${wins === 1 ? "" : "s"}`),
            }),
            ...(canWrite() && playing ? side.map((player) => memberButtons(player, side.length > 1)) : []),
          ],
        );
      }),
    );
  }

  function memberButtons(player, labelled) {
    const inTurn = view.turn.in_progress;
    return el("div", {class: "member"}, [
      labelled && el("span", {class: "member-name", text: player}),
      el("button", {
        type: "button",
        class: "secondary",
        text: "+1 card",
        "aria-label": `${player} gains 1 point from a card`,
        disabled: !inTurn,
        onclick: () => send({do: "gain", player, points: 1}),
      }),
      el("button", {
        type: "button",
        class: "secondary",
        text: "Burn out",
        "aria-label": `${player} burns out`,
        disabled: !inTurn,
        onclick: () => burnOut(player),
      }),
    ]);
  }

  async function burnOut(player) {
    const opponents = opponentsOf(view, player);
    let opponent = opponents[0];
    if (opponents.length > 1) {
      opponent = await choose(
        `${player} burns out`,
        "Which opponent gains the point?",
        opponents.map((p) => ({label: p, value: p, className: colourClass(view, p)})),
      );
      if (!opponent) return;
    }
    await send({do: "burn_out", player, opponents: [opponent]});
  }

  function renderBattlefields() {
    const playing = inPlay(view);
    const inTurn = playing && view.turn.in_progress;
    $("battlefields").replaceChildren(
      ...view.battlefields.map(({name, controller}) => {
        const scoredBy = view.players.filter((p) => listFor(view.scored_this_turn, p).includes(name));
        const barredFor = sidesOf(view).filter((side) => listFor(view.barred, side[0]).includes(name));
        const drawsFor = view.players.filter((p) => listFor(view.final_point, p).includes(name));
        const tags = [
          ...scoredBy.map((p) => el("li", {class: `tag ${colourClass(view, p)}`, text: `scored by ${p} this turn`})),
          ...barredFor.map((side) =>
            el("li", {
              class: "tag barred",
              text: `${sideName(side)} cannot score it this turn (the teammate controlled it at the scoring step)`,
            }),
          ),
        ];
        const notices = drawsFor.map((p) => {
          const missing = missingForFinalPoint(view, p, name);
          const what = missing.length ? `${names(missing)} not scored this turn` : "Not every battlefield scored this turn";
          return el("p", {
            class: `notice final-point-before ${colourClass(view, p)}`,
            text: `${p}: ${what}: a conquer here draws a card`,
          });
        });
        const buttons = [];
        if (canWrite() && playing) {
          for (const player of view.players) {
            if (player === controller) continue;
            const note = drawsFor.includes(player)
              ? "draws a card"
              : scoredBy.includes(player)
                ? "no point: scored this turn"
                : listFor(view.barred, player).includes(name)
                  ? "no point: barred"
                  : "";
            buttons.push(
              el(
                "button",
                {
                  type: "button",
                  class: `conquer ${colourClass(view, player)}`,
                  "aria-label": `${player} conquers ${name}`,
                  disabled: !inTurn,
                  onclick: () => send({do: "control", player, battlefield: name}),
                },
                [el("span", {text: `${player} conquers`}), note && el("span", {class: "sub", text: note})],
              ),
            );
          }
          if (controller) {
            buttons.push(
              el("button", {
                type: "button",
                class: "lose",
                text: "Lost",
                "aria-label": `${name} lost: no units left`,
                disabled: !inTurn,
                onclick: () => send({do: "lose_control", battlefield: name}),
              }),
            );
          }
        }
        return el("article", {class: "battlefield", dataset: {battlefield: name}}, [
          el("header", {class: "battlefield-head"}, [
            el("h3", {text: name}),
            controller
              ? el("span", {class: `controller ${colourClass(view, controller)}`, text: `${controller} controls it`})
              : el("span", {class: "controller none", text: "uncontrolled"}),
          ]),
          tags.length ? el("ul", {class: "tags"}, tags) : null,
          ...notices,
          buttons.length ? el("div", {class: "battlefield-actions"}, buttons) : null,
        ]);
      }),
    );
  }

  /** Between games of a match, when the view says a next game may begin (`next_game`). */
  function betweenGames(v) {
    return Boolean(v.next_game);
  }

  function renderNextGame() {
    const section = $("next-game");
    const next = view.next_game;
    const between = canWrite() && Boolean(next);
    section.hidden = !between;
    if (!between) return;
    const setAside = view.set_aside || [];
    $("next-game-title").textContent = `Game ${next.number} of the match`;
    $("set-aside").textContent = setAside.length
      ? `Set aside for the rest of the match (used in a game somebody won): ${names(setAside)}`
      : "";
    $("next-game-additional").hidden = !next.additional_turns;
    $("next-game-additional").textContent =
      `Time has been called: this game's first ${next.additional_turns} turns are additional turns.`;
    const holder = $("next-game-battlefields");
    if (holder.children.length !== view.battlefields.length) {
      holder.replaceChildren(
        ...view.battlefields.map((_, i) =>
          el("label", {class: "field"}, [
            el("span", {text: `Battlefield ${i + 1}`}),
            el("input", {
              name: "battlefield",
              maxlength: "40",
              placeholder: "Name",
              autocapitalize: "words",
              oninput: (event) => event.target.removeAttribute("aria-invalid"),
            }),
          ]),
        ),
      );
    }
    const first = $("next-game-first");
    // What the table picked for this game stays picked; a new game starts from the
    // chooser going first (the loser of the last game chooses; going first is usual).
    const chosen = first.dataset.game === String(next.number) ? first.value : next.chooser;
    first.replaceChildren(...view.players.map((p) => el("option", {value: p, text: p})));
    first.value = view.players.includes(chosen) ? chosen : next.chooser;
    first.dataset.game = String(next.number);
    $("next-game-chooser").textContent =
      `${next.chooser} lost game ${next.number - 1}, so ${next.chooser} chooses who goes first.`;
  }

  /**
   * A battlefield the view lists as set aside is refused here, before anything is sent:
   * the page offers only what may still be played. Its field is marked; the message.
   */
  function setAsideChosen(inputs) {
    const setAside = view.set_aside || [];
    const taken = inputs.filter((input) => setAside.includes(input.value.trim()));
    taken.forEach((input) => input.setAttribute("aria-invalid", "true"));
    if (!taken.length) return "";
    const named = names(taken.map((input) => input.value.trim()));
    return `${named} ${taken.length > 1 ? "are" : "is"} set aside for the rest of the match ` +
      "(used in a game somebody won): choose another battlefield.";
  }

  function renderActionBar() {
    const bar = $("actionbar");
    bar.hidden = !canWrite();
    if (!canWrite()) return;
    const playing = inPlay(view);
    const turn = view.turn;
    const next = $("next-turn-button");
    if (betweenGames(view)) next.textContent = "Next game…";
    else if (!playing) next.textContent = "Game over";
    else if (turn.number === 0) next.textContent = `Start: ${turn.next_player}`;
    else next.textContent = `Next turn: ${turn.next_player}`;
    next.disabled = !playing && !betweenGames(view);
    $("extra-turn-button").disabled = !playing || turn.number === 0;
    $("undo-button").disabled = view.version === 0;
  }

  // ------------------------------------------------------------------ history

  function signed(n) {
    return n > 0 ? `+${n}` : String(n);
  }

  /** A record action in a few words, for the history. */
  function describe(action) {
    switch (action.do) {
      case "turn": {
        const parts = [`${action.player}'s turn${action.extra ? " (extra)" : ""}`];
        if (action.beginning && action.beginning.length) {
          parts.push(`Beginning phase: ${action.beginning.map(describe).join("; ")}`);
        }
        if (action.ally_occupies && action.ally_occupies.length) {
          parts.push(`teammate occupies ${names(action.ally_occupies)}`);
        }
        return parts.join(" · ");
      }
      case "control":
        return `${action.player} takes ${action.battlefield}`;
      case "lose_control":
        return `${action.battlefield} lost`;
      case "gain":
        return `${action.player} ${signed(action.points)}${action.source ? ` from ${action.source}` : " from a card"}`;
      case "burn_out":
        return `${action.player} burns out: ${(action.opponents || []).join(", ")} gain${(action.opponents || []).length > 1 ? "" : "s"}`;
      case "adjust":
        return `${action.player} adjusted ${signed(action.points)}${action.reason ? ` (${action.reason})` : ""}`;
      case "set_victory_score":
        return `victory score set to ${action.points}`;
      case "resolve":
        return `resolve: ${(action.actions || []).map(describe).join("; ")}`;
      case "end_turn":
        return "end of turn";
      case "time":
        return "time called";
      case "game":
        return `next game on ${names(action.battlefields || [])}: ${action.first} goes first`;
      case "concede":
        return `${action.player} concedes`;
      default:
        return String(action.do);
    }
  }

  function renderHistory() {
    const list = $("history-list");
    if (!historyEntries) {
      list.replaceChildren(el("li", {class: "hint", text: "Open to load the history."}));
      return;
    }
    if (!historyEntries.length) {
      list.replaceChildren(el("li", {class: "hint", text: "Nothing recorded yet."}));
      return;
    }
    list.replaceChildren(
      ...historyEntries
        .slice()
        .reverse()
        .map((entry) => {
          const undoEntry = !entry.action;
          const what = undoEntry ? `undo of #${entry.retracts}` : describe(entry.action);
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

  async function refreshView() {
    try {
      const result = await request("GET", api);
      if (result.status === 200) accept(result.data, {fresh: false});
    } catch (_) {
      setStatus("Offline: the page will catch up when the connection is back.");
    }
  }

  function scheduleHistoryRefresh() {
    clearTimeout(historyTimer);
    historyTimer = setTimeout(refreshView, HISTORY_REFRESH_MS);
  }

  // ------------------------------------------------------------------ sharing

  function links() {
    const base = `${window.location.origin}/g/${encodeURIComponent(gameId)}`;
    return {read: base, write: token ? `${base}#w=${encodeURIComponent(token)}` : null};
  }

  function renderShare() {
    const {read, write} = links();
    $("read-link").value = read;
    $("share-write").hidden = !write;
    if (write) $("write-link").value = write;
    $("local-address-hint").hidden = !["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
    $("record-link").href = `${api}/record`;
    $("gathering-link").hidden = !view.gathering;
    if (view.gathering) $("gathering-link").href = `/gathering/${encodeURIComponent(view.gathering.id)}`;
    $("record-link").setAttribute("download", `riftscore-${gameId}.jsonl`);
  }

  async function loadQr(imageId, text) {
    try {
      const response = await fetch("/qr.svg", {
        method: "POST",
        headers: {"Content-Type": "application/json"},
        body: JSON.stringify({text}),
      });
      if (!response.ok) return;
      const image = $(imageId);
      if (image.src.startsWith("blob:")) URL.revokeObjectURL(image.src);
      image.src = URL.createObjectURL(await response.blob());
    } catch (_) {
      // Without the QR code the link can still be copied.
    }
  }

  function loadQrCodes() {
    if (qrLoaded) return;
    qrLoaded = true;
    const {read, write} = links();
    loadQr("read-qr", read);
    if (write) loadQr("write-qr", write);
  }

  async function copyLink(inputId) {
    const input = $(inputId);
    try {
      await navigator.clipboard.writeText(input.value);
      toast("Link copied.", "info");
    } catch (_) {
      // Without HTTPS there is no clipboard API: select the text for a long-press copy.
      input.focus();
      input.select();
      toast("Select the link and copy it.", "info");
    }
  }

  // ------------------------------------------------------------------ choosing

  /** A sheet of big buttons; resolves to the chosen value, or null. */
  function choose(title, hint, options) {
    const dialog = $("choose-dialog");
    $("choose-title").textContent = title;
    $("choose-hint").textContent = hint;
    return new Promise((resolve) => {
      const finish = (value) => {
        dialog.removeEventListener("close", onClose);
        if (dialog.open) dialog.close();
        resolve(value);
      };
      const onClose = () => finish(null);
      $("choose-options").replaceChildren(
        ...options.map((option) =>
          el("button", {
            type: "button",
            class: `choice ${option.className || ""}`,
            text: option.label,
            onclick: () => finish(option.value),
          }),
        ),
      );
      $("choose-cancel").onclick = () => finish(null);
      dialog.addEventListener("close", onClose);
      dialog.showModal();
    });
  }

  // ------------------------------------------------------------------ turns and the Beginning phase

  function loadDraft() {
    try {
      const saved = JSON.parse(localStorage.getItem(DRAFT_KEY) || "null");
      return saved && typeof saved.player === "string" ? saved : null;
    } catch (_) {
      return null;
    }
  }

  function saveDraft() {
    try {
      if (draft) localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
      else localStorage.removeItem(DRAFT_KEY);
    } catch (_) {
      // The draft then lasts as long as the page.
    }
  }

  /** The battlefields the player would Hold at the scoring step, as the view says. */
  function holdsFor(player, extra) {
    if (!extra && player === view.turn.next_player) return view.holds_due || [];
    return view.battlefields.filter((b) => b.controller === player).map((b) => b.name);
  }

  function lostInDraft(battlefield) {
    return draft.beginning.some((a) => a.do === "lose_control" && a.battlefield === battlefield);
  }

  /**
   * 2v2: whether to ask which battlefields the teammate occupies. It only matters for the
   * final-point rule, so it is asked when the team is one point from winning: now, or
   * once its holds and Beginning-phase points are in. Never otherwise.
   */
  function asksAllyOccupies(player) {
    if (!view.teams) return false;
    const side = sideOf(view, player);
    let victory = view.victory_score;
    let points = view.scores[player];
    for (const action of draft ? draft.beginning : []) {
      if (action.do === "set_victory_score") victory = action.points;
      if (action.do === "gain" && side.includes(action.player)) points += action.points;
    }
    const extra = draft ? draft.extra : false;
    const holds = holdsFor(player, extra).filter((b) => !draft || !lostInDraft(b));
    return points + holds.length >= victory - 1;
  }

  function teammateOf(player) {
    return sideOf(view, player).find((p) => p !== player);
  }

  function turnAction() {
    const action = {do: "turn", player: draft.player};
    if (draft.extra) action.extra = true;
    if (draft.beginning.length) action.beginning = draft.beginning;
    if (asksAllyOccupies(draft.player)) {
      const occupied = draft.allyOccupies.filter((b) => view.battlefields.some((x) => x.name === b));
      if (occupied.length) action.ally_occupies = occupied;
    }
    return action;
  }

  async function beginTurn(player, extra) {
    if (!view || !inPlay(view)) return;
    draft = {turnNumber: view.turn.number, version: view.version, player, extra, beginning: [], allyOccupies: []};
    const holds = holdsFor(player, extra);
    if (!holds.length && !asksAllyOccupies(player)) {
      // Nothing would score at the scoring step and nothing to ask: one tap starts the turn.
      const action = turnAction();
      draft = null;
      await send(action);
      return;
    }
    saveDraft();
    openBeginning();
  }

  function openBeginning() {
    $("beginning-error").hidden = true;
    renderBeginning();
    const dialog = $("beginning-dialog");
    if (!dialog.open) dialog.showModal();
  }

  function closeBeginning() {
    draft = null;
    saveDraft();
    const dialog = $("beginning-dialog");
    if (dialog.open) dialog.close();
  }

  /** A draft made for a turn that has since begun (or a game that ended) is dropped. */
  function reconcileDraft(previous) {
    if (!draft) return;
    if (view.turn.number === draft.turnNumber && inPlay(view)) return;
    const byThisDevice = startingOwnTurn;
    closeBeginning();
    if (previous && !byThisDevice) toast("The turn was started on another device.", "info");
  }

  function renderBeginning() {
    if (!draft) return;
    const player = draft.player;
    const holds = holdsFor(player, draft.extra);
    $("beginning-title").textContent =
      `Turn ${view.turn.number + 1} · ${player}${draft.extra ? " (extra turn)" : ""}: Beginning phase`;
    $("beginning-battlefields").replaceChildren(
      ...view.battlefields.map(({name, controller}) => {
        const lost = lostInDraft(name);
        const held = holds.includes(name);
        let status;
        if (!controller) status = "uncontrolled: nothing to hold";
        else if (lost && held) status = `${controller} lost it: not held`;
        else if (lost) status = `${controller} lost it`;
        else if (held) status = `${player} holds it: scored at the scoring step`;
        else status = `${controller} controls it`;
        return el("li", {class: `beginning-battlefield${held && !lost ? " hold" : ""}${lost ? " lost" : ""}`, dataset: {battlefield: name}}, [
          el("div", {class: "bb-text"}, [el("strong", {text: name}), el("span", {class: "bb-status", text: status})]),
          controller &&
            el("button", {
              type: "button",
              class: lost ? "secondary" : "lose",
              text: lost ? "Still there" : "Lost it",
              "aria-label": lost ? `${name}: still controlled` : `${name} lost in the Beginning phase`,
              onclick: () => {
                if (lost) {
                  draft.beginning = draft.beginning.filter((a) => !(a.do === "lose_control" && a.battlefield === name));
                } else {
                  draft.beginning.push({do: "lose_control", battlefield: name});
                }
                saveDraft();
                renderBeginning();
              },
            }),
        ]);
      }),
    );
    const others = draft.beginning
      .map((action, index) => ({action, index}))
      .filter(({action}) => action.do !== "lose_control");
    $("beginning-changes").replaceChildren(
      ...(others.length
        ? others.map(({action, index}) =>
            el("li", {class: "change"}, [
              el("span", {text: describe(action)}),
              el("button", {
                type: "button",
                class: "secondary small",
                text: "Remove",
                onclick: () => {
                  draft.beginning.splice(index, 1);
                  saveDraft();
                  renderBeginning();
                },
              }),
            ]),
          )
        : [el("li", {class: "hint", text: "None."})]),
    );
    const ask = asksAllyOccupies(player);
    $("ally-question").hidden = !ask;
    if (ask) {
      const teammate = teammateOf(player);
      const side = sideOf(view, player);
      $("ally-title").textContent = `Which battlefields does ${teammate} occupy?`;
      $("ally-hint").textContent =
        `${sideName(side)} can reach the final point this turn. Tick the battlefields where ${teammate} ` +
        "has units at the scoring step without controlling them: they are left out of " +
        "\u201cevery battlefield\u201d for the final point.";
      // Left out already: what the teammate controls (barred), and what this player
      // holds (scored at the scoring step whatever the teammate does).
      const held = holdsFor(player, draft.extra).filter((b) => !lostInDraft(b));
      const choices = view.battlefields.filter((b) => b.controller !== teammate && !held.includes(b.name));
      $("ally-choices").replaceChildren(
        ...choices.map(({name}) =>
          el("label", {class: "check"}, [
            el("input", {
              type: "checkbox",
              value: name,
              checked: draft.allyOccupies.includes(name),
              onchange: (event) => {
                draft.allyOccupies = draft.allyOccupies.filter((b) => b !== name);
                if (event.target.checked) draft.allyOccupies.push(name);
                saveDraft();
              },
            }),
            el("span", {text: name}),
          ]),
        ),
      );
    }
    const due = holds.filter((b) => !lostInDraft(b)).length;
    $("beginning-confirm").textContent = due
      ? `Confirm: score ${due} hold${due === 1 ? "" : "s"}, start the turn`
      : "Confirm: start the turn";
  }

  async function confirmBeginning() {
    if (!draft) return;
    startingOwnTurn = true;
    try {
      const ok = await send(turnAction(), {errorBox: $("beginning-error")});
      if (ok) closeBeginning();
    } finally {
      startingOwnTurn = false;
    }
  }

  // ------------------------------------------------------------------ forms in the sheets

  function fillPlayerChoices() {
    const preferred = view.turn.in_progress ? view.turn.player : view.turn.next_player;
    document.querySelectorAll("dialog select[name=player]").forEach((select) => {
      const chosen = select.value;
      select.replaceChildren(...view.players.map((p) => el("option", {value: p, text: p})));
      select.value = view.players.includes(chosen) ? chosen : preferred;
    });
  }

  function renderBurnForm() {
    const form = $("burn-form");
    const player = form.elements.player.value;
    const opponents = opponentsOf(view, player);
    burnSequence = burnSequence.filter((p) => opponents.includes(p));
    $("burn-opponents").replaceChildren(
      ...opponents.map((p) =>
        el("button", {
          type: "button",
          class: `choice ${colourClass(view, p)}`,
          text: `${p} +1`,
          onclick: () => {
            burnSequence.push(p);
            renderBurnForm();
          },
        }),
      ),
    );
    $("burn-sequence").textContent = burnSequence.length
      ? `${player} burns out ${burnSequence.length} time${burnSequence.length === 1 ? "" : "s"}: ${burnSequence.join(", ")}`
      : "No burn out chosen yet.";
  }

  function wholeNumber(text) {
    const trimmed = String(text).trim();
    // Anything else goes to the server as written, so that its message names it.
    return /^[-+]?\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : trimmed;
  }

  function optionalText(text) {
    const trimmed = String(text).trim();
    return trimmed ? trimmed : undefined;
  }

  async function sendFromMore(action) {
    const ok = await send(action, {errorBox: $("more-error")});
    if (ok) $("more-dialog").close();
    return ok;
  }

  function wireForms() {
    $("gain-form").addEventListener("submit", async (event) => {
      event.preventDefault();
      const f = event.target.elements;
      if (await sendFromMore({do: "gain", player: f.player.value, points: wholeNumber(f.points.value), source: optionalText(f.source.value)})) {
        f.source.value = "";
        f.points.value = "1";
      }
    });
    $("adjust-form").addEventListener("submit", async (event) => {
      event.preventDefault();
      const f = event.target.elements;
      if (await sendFromMore({do: "adjust", player: f.player.value, points: wholeNumber(f.points.value), reason: optionalText(f.reason.value)})) {
        f.reason.value = "";
      }
    });
    $("burn-form").elements.player.addEventListener("change", () => {
      burnSequence = [];
      renderBurnForm();
    });
    $("burn-clear").addEventListener("click", () => {
      burnSequence = [];
      renderBurnForm();
    });
    $("burn-form").addEventListener("submit", async (event) => {
      event.preventDefault();
      if (await sendFromMore({do: "burn_out", player: event.target.elements.player.value, opponents: burnSequence.slice()})) {
        burnSequence = [];
        renderBurnForm();
      }
    });
    $("victory-form").addEventListener("submit", async (event) => {
      event.preventDefault();
      await sendFromMore({do: "set_victory_score", points: wholeNumber(event.target.elements.points.value)});
    });
    $("concede-form").addEventListener("submit", async (event) => {
      event.preventDefault();
      const player = event.target.elements.player.value;
      const sure = await choose(`${player} concedes?`, "The other side wins the game at once.", [
        {label: `Yes: ${player} concedes`, value: "yes", className: "danger"},
      ]);
      if (sure) await sendFromMore({do: "concede", player});
    });
    $("end-turn-button").addEventListener("click", () => sendFromMore({do: "end_turn"}));
    $("time-button").addEventListener("click", () => sendFromMore({do: "time"}));
    $("more-close").addEventListener("click", () => $("more-dialog").close());

    $("beginning-gain-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const f = event.target.elements;
      const action = {do: "gain", player: f.player.value, points: wholeNumber(f.points.value)};
      const source = optionalText(f.source.value);
      if (source) action.source = source;
      draft.beginning.push(action);
      saveDraft();
      f.source.value = "";
      f.points.value = "1";
      renderBeginning();
    });
    $("beginning-victory-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const f = event.target.elements;
      draft.beginning.push({do: "set_victory_score", points: wholeNumber(f.points.value)});
      saveDraft();
      f.points.value = "";
      renderBeginning();
    });
    $("beginning-confirm").addEventListener("click", confirmBeginning);
    $("beginning-cancel").addEventListener("click", closeBeginning);
    $("beginning-dialog").addEventListener("cancel", () => {
      draft = null;
      saveDraft();
    });

    $("next-game-form").addEventListener("submit", async (event) => {
      event.preventDefault();
      const inputs = [...$("next-game-battlefields").querySelectorAll("input")];
      const battlefields = inputs.map((i) => i.value.trim());
      const refused = setAsideChosen(inputs);
      showError($("next-game-error"), refused);
      if (refused) return;
      if (await send({do: "game", battlefields, first: $("next-game-first").value}, {errorBox: $("next-game-error")})) {
        $("next-game-battlefields").replaceChildren();
      }
    });
  }

  function wireButtons() {
    $("next-turn-button").addEventListener("click", () => {
      if (betweenGames(view)) {
        $("next-game").scrollIntoView({behavior: "smooth", block: "start"});
        const first = $("next-game-battlefields").querySelector("input");
        if (first) first.focus({preventScroll: true});
        return;
      }
      beginTurn(view.turn.next_player, false);
    });
    $("extra-turn-button").addEventListener("click", async () => {
      const current = view.turn.player;
      const order = current ? [current, ...view.players.filter((p) => p !== current)] : view.players;
      const player = await choose(
        "Extra turn",
        "A card grants an extra turn: whose? The turn order does not move on.",
        order.map((p) => ({label: p, value: p, className: colourClass(view, p)})),
      );
      if (player) await beginTurn(player, true);
    });
    $("undo-button").addEventListener("click", () => send(null, {undo: true}));
    $("more-button").addEventListener("click", () => {
      $("more-error").hidden = true;
      $("more-dialog").showModal();
    });
    $("speak-toggle").addEventListener("click", toggleSpeech);
    $("toast").addEventListener("click", () => {
      $("toast").hidden = true;
    });
    $("history-section").addEventListener("toggle", () => {
      if ($("history-section").open) refreshView();
    });
    $("share-section").addEventListener("toggle", () => {
      if ($("share-section").open) loadQrCodes();
    });
    $("share-jump").addEventListener("click", (event) => {
      event.preventDefault();
      $("share-section").open = true;
      $("share-section").scrollIntoView({behavior: "smooth", block: "start"});
    });
    document.querySelectorAll("button.copy").forEach((button) => {
      button.addEventListener("click", () => copyLink(button.dataset.copy));
    });
  }

  // ------------------------------------------------------------------ live updates

  function connect() {
    if (stream) stream.close();
    stream = new EventSource(`${api}/stream`);
    const onView = (event) => {
      try {
        accept(JSON.parse(event.data), {fresh: true});
      } catch (_) {
        // A malformed message is skipped; the next one carries the whole view again.
      }
    };
    stream.addEventListener("message", onView);
    stream.addEventListener("view", onView);
    stream.addEventListener("open", () => setStatus(liveStatus()));
    // The server closed this stream to make room for newer ones (too many open on this
    // device or game): say why, and do not reconnect on its own (the page reconnects when
    // it is shown again). A stream dropped for falling behind just reconnects.
    stream.addEventListener("closed", (event) => {
      stream.close();
      let why = "Live updates stopped: reload to follow the game again.";
      try {
        why = JSON.parse(event.data).message || why;
      } catch (_) {
        // the default says enough
      }
      setStatus(why);
    });
    stream.addEventListener("error", () => {
      setStatus("Reconnecting… changes from other devices will show when the connection is back.");
    });
  }

  function liveStatus() {
    const awake = wakeLock && !wakeLock.released ? " · screen kept awake" : "";
    return `Live${awake}`;
  }

  // ------------------------------------------------------------------ the screen

  async function keepAwake() {
    const hint = $("awake-hint");
    if (!("wakeLock" in navigator)) {
      hint.textContent = window.isSecureContext
        ? "This browser cannot keep the screen awake: set the screen timeout to its longest during the game."
        : "The screen may lock during the game: browsers keep it awake only for pages on HTTPS or localhost. " +
          "Set the screen timeout to its longest, or serve the tracker over HTTPS.";
      hint.hidden = false;
      return;
    }
    if (wakeLock && !wakeLock.released) return;
    try {
      wakeLock = await navigator.wakeLock.request("screen");
      wakeLock.addEventListener("release", () => setStatus(liveStatus()));
      hint.hidden = true;
      if (stream && stream.readyState === EventSource.OPEN) setStatus(liveStatus());
    } catch (_) {
      hint.textContent =
        "The browser would not keep the screen awake (battery saver?): set the screen timeout to its longest during the game.";
      hint.hidden = false;
    }
  }

  function onVisible() {
    if (document.visibilityState !== "visible") return;
    // A phone that was locked: catch up, and keep the screen on again.
    refreshView();
    keepAwake();
    if (!stream || stream.readyState === EventSource.CLOSED) connect();
  }

  // ------------------------------------------------------------------ start

  async function load() {
    token = await Riftscore.adoptToken("w", gameId, tokenFromLink);
    renderSpeakToggle();
    wireButtons();
    wireForms();
    let result;
    try {
      result = await request("GET", api);
    } catch (_) {
      $("turn-label").textContent = "Cannot reach the server";
      setStatus("Offline: reload when the connection is back.");
      return;
    }
    if (result.status !== 200) {
      $("turn-label").textContent = result.status === 404 ? "No game has this link" : "The game cannot be shown";
      $("actionbar").hidden = true;
      toast(errorMessage(result));
      return;
    }
    accept(result.data, {fresh: false});
    rememberGame({id: gameId, mode: view.mode, players: view.players, at: Date.now()});
    connect();
    keepAwake();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onVisible);
    if (draft && canWrite()) openBeginning();
    setInterval(tickClock, CLOCK_TICK_MS);
    setInterval(() => {
      if (document.visibilityState === "visible") pollClock();
    }, CLOCK_POLL_MS);
  }

  load();
})();
