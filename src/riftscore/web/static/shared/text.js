// Words for the page: lists and counts as a player reads them. Formatting only: every
// fact and every decision comes from the server.

/** "Ann", "Ann and Ben", "Ann, Ben and Cid". */
export function names(list) {
  if (list.length <= 1) return list.join("");
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

/** "1 hold", "2 holds". */
export function counted(count, word) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

/** "+2", "-1". */
export function signed(n) {
  return n > 0 ? `+${n}` : String(n);
}
