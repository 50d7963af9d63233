// The projector view: the latest round's pairings by player name, its clock, the
// standings and the top cut, in large type on a screen on the wall; once the event is
// over (the server says so), its champion. It reads the event (one summary: GET
// /api/gatherings/{id}/event) every few seconds and counts the clock down from the
// server's time in between; nobody touches it.
//
// A screen on the wall never scrolls: what the event has to show is laid out to fit it.
// The parts (pairings, top cut, standings) stand side by side where they fit together;
// a part too long for the screen on its own takes columns, and past that, pages that
// turn by themselves, each saying which lines it shows ("Standings 1–40 of 100 · page 1
// of 3"). Smaller than a screen (a phone following a player's page's link), the page is
// an ordinary one that scrolls, every part shown whole.
//
// A native ES module (see event.js for how it loads its shared module).

const E = await import(document.body.dataset.eventModule);
const {el} = E;
const $ = (id) => document.getElementById(id);

const api = E.apiOf(document.body.dataset.gatheringId);
const REFRESH_MS = 5000;
/** How long a page of a part too long for the screen stays before the next one. */
const PAGE_MS = 12000;
/** A screen the projector fills without scrolling (as events.css says it). */
const WALL = window.matchMedia("(min-width: 900px) and (min-height: 500px)");
/** A part of one thing (the bracket) too large for the screen at its size: its type
 * shrinks this far at most. */
const SCALES = [1, 0.85, 0.7, 0.6];
/** "page 88 of 88": as long as any page's heading, while pages are being measured. */
const LONGEST_PAGE = 88;

// At this device's zero the page reads again at once: that read records time, and the
// page says time is called only once the answer does.
let readAgain = null;
const countdown = new E.Countdown($("projector-clock"), $("clock-news"), {onZero: () => readAgain && readAgain()});

let event = null;
let slides = []; // what the screen shows in turn: each a list of pieces (a part, or a page of it)
let shown = 0; // the slide on the screen
let madeFor = ""; // what the slides were laid out for (the parts' content, the screen's size)

function plural(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

function renderHead() {
  $("projector-name").textContent = event.name;
  document.title = `riftscore: ${event.name}`;
  const latest = E.latestRound(event);
  let line = `${plural(event.players.length, "player")} registered`;
  if (latest && event.over) line = `${E.roundTitle(latest)} · the event is over`;
  else if (latest) {
    line = `${E.roundTitle(latest)} · ${plural(latest.tables.length, "table")}`;
    if (!latest.pending.length) line += " · every result is in";
    else if (!latest.started) line += " · take your seats: the round starts soon";
  }
  $("projector-round").textContent = line;
  // Once the event is over its last round's clock means nothing: the champion shows.
  $("clock-box").hidden = event.over;
  countdown.set(event.over ? null : event.clock);
  $("projector-champion").hidden = !event.over;
  if (event.over) {
    $("clock-news").textContent = "";
    $("projector-champion").textContent = event.champion ? `Champion: ${event.champion.name}` : "The event is over";
  }
}

/** What the event has to show, in the order it matters now: during a round its
 * pairings; the top cut's bracket; the standings. Each part has `count` lines, draws
 * lines `from` to `from + count` with `draw`, and wants columns `column` em wide at
 * least (`basis`: its width beside other parts). */
function partsOf() {
  const parts = [];
  const latest = E.latestRound(event);
  if (latest && latest.pending.length && !event.over) {
    parts.push({
      key: "pairings",
      title: "Pairings",
      count: E.pairingsByName(latest).length,
      column: 15,
      basis: 16,
      flow: true, // one list, flowing from column to column (its lines are of different heights)
      draw: (from, count) => [E.pairingsList(latest, {from, limit: count})],
    });
  }
  if (event.bracket) {
    const bracket = event.bracket;
    parts.push({
      key: "bracket",
      title: "Top cut",
      count: 1,
      column: 11 * bracket.stages_total,
      basis: 11 * bracket.stages_total,
      grow: 0, // the room left goes to the lists beside it
      draw: () => E.bracketView(bracket, {champion: false}),
    });
  }
  if (event.rounds.length) {
    const cut = event.bracket ? event.bracket.size : 0;
    parts.push({
      key: "standings",
      title: "Standings",
      count: event.standings.standings.length,
      column: 28, // events.css shows every column of the standings from 34em of its type (0.8em)
      basis: 28,
      draw: (from, count) => [E.standingsTable(event.standings, {cut, from, limit: count})],
    });
  }
  return parts;
}

/** One piece on the screen: a part's lines `from` to `from + count` in `columns`, its
 * heading saying which lines of how many where the part takes several pages. `alone`:
 * nothing beside it, it takes the whole width. */
function drawPiece({part, from, count, columns, page, pages, scale}, alone) {
  const titleId = `${part.key}-title`;
  const heading = pages > 1 ? `${part.title} ${from + 1}–${from + count} of ${part.count} · page ${page} of ${pages}` : part.title;
  const drawn = [];
  if (part.flow) drawn.push(el("div", {class: "part-column"}, part.draw(from, count)));
  else {
    const perColumn = Math.ceil(count / columns);
    for (let start = from; start < from + count; start += perColumn) {
      drawn.push(el("div", {class: "part-column"}, part.draw(start, Math.min(perColumn, from + count - start))));
    }
  }
  const body = el("div", {class: part.flow ? "part-columns flow" : "part-columns", id: part.key}, drawn);
  body.style.setProperty("--columns", String(part.flow ? columns : drawn.length));
  const section = el("section", {class: `projector-part part-${part.key}`, "aria-labelledby": titleId}, [
    el("h2", {id: titleId, text: heading}),
    body,
  ]);
  // Its type smaller, its place as wide: the width is not what it lacks.
  section.style.setProperty("--basis", `${part.basis / scale}em`);
  section.style.setProperty("--grow", String(alone ? 1 : part.grow ?? 1));
  if (scale !== 1) section.style.fontSize = `${scale}em`;
  return section;
}

function showing(pieces) {
  $("projector-body").replaceChildren(...pieces.map((piece) => drawPiece(piece, pieces.length === 1)));
}

/** Whether what the body shows fits it: nothing below its bottom, nothing wider than its
 * place (a list that flows into more columns than it has is wider), and the standings
 * with all their columns (too narrow, they would hide the tie-breakers behind a button
 * that nobody taps on a wall). */
function fitting() {
  const body = $("projector-body");
  const over = (e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1;
  const narrow = [...body.querySelectorAll(".tie-breakers-toggle")].some((e) => e.getClientRects().length > 0);
  return !narrow && ![body, ...body.querySelectorAll(".projector-part, .part-columns, .part-column")].some(over);
}

function fits(pieces) {
  showing(pieces);
  return fitting();
}

/** A part too long for the screen on its own, in pages of as many lines as fit in
 * `columns` (the lines' heights differ: a long name wraps). Each page after the first
 * tries first as many lines as the page before it took: measuring is what costs. */
function pagesOf(part, columns) {
  const pages = [];
  let before = 0; // the lines the page before took
  for (let from = 0; from < part.count; ) {
    const left = part.count - from;
    const piece = (count) => ({part, from, count, columns: Math.min(columns, count), page: LONGEST_PAGE, pages: LONGEST_PAGE, scale: 1});
    let most = 0;
    if (before && before < left && fits([piece(before)]) && !fits([piece(before + 1)])) most = before;
    else if (before >= left && fits([piece(left)])) most = left;
    else {
      // The most lines that fit, between 1 (taken even if it does not) and all that are left.
      let fewest = 1;
      let upTo = left;
      while (fewest < upTo) {
        const middle = Math.ceil((fewest + upTo) / 2);
        if (fits([piece(middle)])) fewest = middle;
        else upTo = middle - 1;
      }
      most = fewest;
    }
    pages.push(piece(most));
    from += most;
    before = most;
  }
  pages.forEach((piece, index) => Object.assign(piece, {page: index + 1, pages: pages.length}));
  return pages.map((piece) => [piece]);
}

/** The slides for a screen on the wall: parts together while they fit, a part alone in
 * as few columns as it needs, or its pages. */
function wallSlides(parts) {
  const body = $("projector-body");
  const em = parseFloat(getComputedStyle(body).fontSize);
  const made = [];
  let together = [];
  for (const part of parts) {
    const whole = {part, from: 0, count: part.count, columns: 1, page: 1, pages: 1, scale: 1};
    if (together.length && fits([...together, whole])) {
      together.push(whole);
      continue;
    }
    if (together.length) made.push(together);
    together = [];
    const gap = 2 * em; // as events.css spaces the columns
    const columns = Math.max(1, Math.min(part.count, Math.floor((body.clientWidth + gap) / (part.column * em + gap))));
    if (fits([{...whole, columns}])) {
      // As few columns as it needs.
      let fewest = columns;
      while (fewest > 1 && fits([{...whole, columns: fewest - 1}])) fewest -= 1;
      together = [{...whole, columns: fewest}];
    } else if (part.count === 1) {
      // One thing (the bracket) too large for the screen: its type smaller.
      const scale = SCALES.find((s) => fits([{...whole, scale: s}])) ?? SCALES[SCALES.length - 1];
      together = [{...whole, scale}];
    } else made.push(...pagesOf(part, columns));
  }
  if (together.length) made.push(together);
  return made;
}

/** Lays the parts out again when what they show or the screen's size changed, keeping
 * on the screen the page that was there (its first line, as far as it is still there). */
function layOut() {
  const parts = partsOf();
  const key = JSON.stringify([
    parts.map((p) => [p.key, p.count]),
    parts.some((p) => p.key === "pairings") && E.pairingsByName(E.latestRound(event)),
    event.standings,
    event.bracket,
    WALL.matches && [window.innerWidth, window.innerHeight],
  ]);
  if (key !== madeFor) {
    madeFor = key;
    arrange(parts);
  }
  // The screen it is laid out for: what a test waits for after changing the size.
  $("projector-body").dataset.screen = `${window.innerWidth}x${window.innerHeight}`;
}

function arrange(parts) {
  if (!parts.length) {
    slides = [];
    $("projector-body").replaceChildren(el("p", {class: "hint", text: "The pairings show here once the round is paired."}));
    return;
  }
  const before = slides[shown] ? slides[shown][0] : null;
  slides = WALL.matches
    ? wallSlides(parts)
    : [parts.map((part) => ({part, from: 0, count: part.count, columns: 1, page: 1, pages: 1, scale: 1}))];
  const again = before
    ? slides.findIndex((slide) => slide.some((p) => p.part.key === before.part.key && p.from <= before.from && before.from < p.from + p.count))
    : -1;
  shown = Math.max(0, again);
  showing(slides[shown]);
}

function render(answer) {
  event = answer;
  renderHead();
  layOut();
}

function turnPage() {
  if (slides.length < 2) return;
  shown = (shown + 1) % slides.length;
  showing(slides[shown]);
}

readAgain = await E.follow(`${api}/event`, render, $("status-line"), REFRESH_MS);
setInterval(() => countdown.tick(), E.TICK_MS);
setInterval(turnPage, PAGE_MS);
window.addEventListener("resize", () => event && layOut());
