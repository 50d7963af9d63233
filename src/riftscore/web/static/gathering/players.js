// The players: the list (notes, a Drop that asks twice), registering a player or a team,
// and the join link with its QR code (a new one warns that the old one stops working).
// Whether registration is open is the event's `options.entry`, as the rules decide it.
import * as R from "../shared/index.js";
import {currentJoinToken, forgetLinks, joinVersion, keepJoinToken, readLinks} from "./links.js";
import {$, api, gatheringId, organiser, organiserPost, refresh, refusal, showError, state} from "./state.js";

const {el, randomKey, toast} = R;

let dropArmed = null; // {id, timer}: the player whose Drop button asks to be pressed again
let joinShownVersion = null; // the join link shown: which one, as the event numbers them
let joinMadeHere = null; // the version of the join link this device made last
let joinQrFor = null; // the link the join QR code was drawn for

/** Whether a player can register now (the tournament rules' answer). */
const entryOpen = () => state.event.options.entry.open;

function playerNote(p) {
  const notes = [];
  if (p.no_show) notes.push(`did not come to round ${p.no_show}`);
  else if (p.dropped) notes.push(p.dropped_after ? `dropped after round ${p.dropped_after}` : "dropped before round 1");
  if (p.joined_round > 1) notes.push(`late entry: from round ${p.joined_round}`);
  if (p.members) notes.push(p.members.join(" & "));
  if (p.legends) notes.push(Object.values(p.legends).join(", "));
  if (p.registered_by === "join") notes.push("registered with the join link");
  return notes.join(" · ");
}

export function renderPlayers() {
  const {event} = state;
  const players = event.players;
  const left = players.filter((p) => !p.dropped).length;
  $("players-summary").textContent = players.length
    ? `${players.length} registered${left < players.length ? `, ${left} still in` : ""}.`
    : "Nobody has registered yet: add players here, or show them the join link.";
  const teams = event.settings.teams;
  $("team-members").hidden = !teams;
  $("player-legend").hidden = teams; // a team's members' legends: through the API, for now
  $("player-name-label").textContent = teams ? "Team's name (optional)" : "Player's name";
  $("player-submit").textContent = teams ? "Register the team" : "Register the player";
  $("player-form").hidden = !organiser() || !entryOpen();
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

async function registerPlayer(submitted) {
  submitted.preventDefault();
  const form = submitted.target;
  showError("player-error", "");
  const body = {};
  const name = form.elements.name.value.trim();
  if (name) body.name = name;
  if (state.event && state.event.settings.teams) {
    body.members = [...form.querySelectorAll("input[name=member]")].map((i) => i.value.trim());
  } else {
    body.name = name;
    const legend = form.elements.legend.value.trim();
    if (legend) body.legend = legend; // optional: the tables' records carry it
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
      if (state.event) renderPlayers();
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

// ------------------------------------------------------------------ the join link

function joinLink() {
  const shown = currentJoinToken();
  return shown ? `${window.location.origin}/gathering/${encodeURIComponent(gatheringId)}/join#j=${encodeURIComponent(shown)}` : "";
}

async function renderJoinLink() {
  if (!organiser()) return;
  const link = joinLink();
  const version = joinVersion();
  if (link && version !== null && joinShownVersion !== null && version !== joinShownVersion && version !== joinMadeHere) {
    toast("Another organiser device made a new join link: the old link and QR code no longer work. This is the new one.", "info");
  }
  if (link && version !== null) joinShownVersion = version;
  $("join-link").value = link || "This device cannot show the join link (made with another organiser link): make a new one here.";
  $("join-link-button").textContent = "Make a new join link…";
  $("join-block").hidden = !entryOpen();
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
    forgetLinks(); // the current join link changed: ask for it (and its number)
    await readLinks();
    joinMadeHere = joinVersion();
    $("join-dialog").close();
    toast("A new join link is ready; the old link and QR code no longer work.", "info");
  } catch (_) {
    showError("join-error", "Cannot reach the server: the join link is unchanged.");
    return;
  }
  await refresh();
}

export function wirePlayers() {
  $("player-form").addEventListener("submit", registerPlayer);
  $("join-link-button").addEventListener("click", askNewJoinLink);
  $("join-confirm").addEventListener("click", newJoinLink);
  $("join-cancel").addEventListener("click", () => $("join-dialog").close());
}
