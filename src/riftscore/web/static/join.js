// The join page: a player registers for the evening from the join link (its token
// arrives in the fragment, `#j=...`). Once registered, this device keeps who it
// registered and opens their own page. The join token registers players and nothing
// else.
//
// A native ES module (see event.js for how it loads its shared module).

const E = await import(document.body.dataset.eventModule);
import * as R from "./shared/index.js";
const {el, request, errorMessage} = E;
const $ = (id) => document.getElementById(id);

const gatheringId = document.body.dataset.gatheringId;
const api = E.apiOf(gatheringId);
const tokenKey = `riftscore:join-link:${gatheringId}`;
const playerKey = `riftscore:player:${gatheringId}`;

let joinToken = takeJoinToken();
let attempt = null; // {body, key}: one Idempotency-Key for every retry of one registration
let teams = false;

function takeJoinToken() {
  const fromLink = R.takeFromFragment("j");
  try {
    if (fromLink) sessionStorage.setItem(tokenKey, fromLink);
    return fromLink || sessionStorage.getItem(tokenKey);
  } catch (_) {
    return fromLink;
  }
}

function registered() {
  try {
    return JSON.parse(localStorage.getItem(playerKey) || "null");
  } catch (_) {
    return null;
  }
}

function showError(message) {
  $("join-error").textContent = message;
  $("join-error").hidden = !message;
}

function playerPage(player) {
  return `/gathering/${encodeURIComponent(gatheringId)}/players/${encodeURIComponent(player.id)}`;
}

async function prepare() {
  const mine = registered();
  if (mine) {
    $("joined").hidden = false;
    $("joined").replaceChildren(
      `This device registered ${mine.name}: `,
      el("a", {class: "text-link", href: playerPage(mine), text: "open their page"}),
      ". To register somebody else, fill in the form.",
    );
  }
  if (!joinToken) {
    $("join-hint").textContent = "This page needs the join link the organiser shows (its QR code): scan it again.";
    $("join-form").hidden = true;
    return;
  }
  try {
    const result = await request("GET", `${api}/event`);
    if (result.status !== 200) return;
    teams = result.data.settings.teams;
    $("join-members").hidden = !teams;
    $("join-legend").hidden = teams; // a team's members' legends: by the organiser, for now
    $("join-name-label").textContent = teams ? "Your team's name (optional)" : "Your name";
    if (!result.data.next.entry_open) {
      $("join-hint").textContent = "Registration is closed: round 2 has been paired.";
      $("join-form").hidden = true;
    }
  } catch (_) {
    // The form still works; the server says what it refuses.
  }
}

async function join(formEvent) {
  formEvent.preventDefault();
  showError("");
  const form = formEvent.target;
  const body = {};
  const name = form.elements.name.value.trim();
  if (name || !teams) body.name = name;
  if (teams) body.members = [...form.querySelectorAll("input[name=member]")].map((i) => i.value.trim());
  const legend = form.elements.legend.value.trim();
  if (!teams && legend) body.legend = legend; // carried by the tables' records (optional)
  const text = JSON.stringify(body);
  if (!attempt || attempt.text !== text) attempt = {text, key: R.randomKey()};
  $("join-submit").disabled = true;
  try {
    const result = await request("POST", `${api}/players`, {body, token: joinToken, idempotencyKey: attempt.key});
    if (result.status !== 201 && result.status !== 200) {
      showError(
        result.status === 403
          ? "This join link no longer works: ask the organiser for the new one."
          : errorMessage(result),
      );
      return;
    }
    const player = {id: result.data.id, name: result.data.name};
    try {
      localStorage.setItem(playerKey, JSON.stringify(player));
    } catch (_) {
      // The page's address is the player's page all the same.
    }
    window.location.assign(playerPage(player));
  } catch (_) {
    showError("Cannot reach the server: try again (you will be registered once).");
  } finally {
    $("join-submit").disabled = false;
  }
}

$("join-form").addEventListener("submit", join);
await prepare();
$("join-submit").disabled = false; // the form works from here on, not before
