// What prints: the latest round's pairings by player name, and a result slip for each of
// its tables (with the table's QR code where this device holds its link).
import * as R from "../shared/index.js";
import {E} from "./event-module.js";
import {writeTokenOf} from "./links.js";
import {$, state} from "./state.js";

const {el} = R;

let printedFor = null; // what the print areas were drawn for: drawn again only if it changed

export function renderPrintAreas() {
  const {event, gathering} = state;
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

export function wirePrinting() {
  $("print-pairings-button").addEventListener("click", () => printArea("print-pairings"));
  $("print-slips-button").addEventListener("click", () => printArea("print-slips"));
  window.addEventListener("afterprint", () => {
    document.body.classList.remove("printing");
    document.querySelectorAll(".print-area").forEach((area) => area.classList.remove("printing-this"));
  });
}
