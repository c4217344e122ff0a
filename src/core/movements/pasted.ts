/*
 * A movement the user pastes: one seating a line, "round table ns ew boards" (spaces, tabs or
 * semicolons between; the boards a range "1-3", a list "1,2,3" or one board), as a guide card or a
 * spreadsheet lists it. Lines that do not start with a number (headings) are skipped. The text
 * is read here; whether the movement can be played is ./movementFacts.ts movementProblems.
 */
import type { Movement, Seating } from "./movement";
import { playsOfSeatings } from "./movementFacts";

/** A line that is not a seating: its number (1-based) and text. */
export class PastedLineError extends Error {
  constructor(
    readonly line: number,
    readonly text: string
  ) {
    super(`line ${line}: ${text}`);
    this.name = "PastedLineError";
  }
}

const WHOLE = /^\d{1,4}$/;

/** The boards of a cell: "1-3", "1,2,3" or "4". */
function readBoards(cell: string): number[] | undefined {
  const range = /^(\d{1,4})\s*-\s*(\d{1,4})$/.exec(cell);
  if (range) {
    const [first, last] = [Number(range[1]), Number(range[2])];
    if (first < 1 || last < first || last - first > 40) return undefined;
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  }
  const list = cell.split(",").map((part) => part.trim());
  if (!list.every((part) => WHOLE.test(part))) return undefined;
  const boards = list.map(Number);
  return boards.every((board) => board >= 1) ? boards : undefined;
}

/** The seatings of the pasted text; throws PastedLineError for the first line it cannot read. */
export function readPastedMovement(text: string): Movement {
  const seatings: Seating[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || !/^\d/.test(line)) return;
    const cells = line
      .split(/[\t;]+|\s{1,}(?=\d)/)
      .map((cell) => cell.trim())
      .filter(Boolean);
    const [round, table, ns, ew, ...rest] = cells;
    const numbers = [round, table, ns, ew];
    const boards = readBoards(rest.join(",").replace(/[\s,]*,[\s,]*/g, ","));
    if (
      !numbers.every((cell) => cell !== undefined && WHOLE.test(cell) && Number(cell) >= 1) ||
      !boards
    )
      throw new PastedLineError(index + 1, raw);
    seatings.push({
      round: Number(round),
      table: Number(table),
      ns: Number(ns),
      ew: Number(ew),
      boards,
    });
  });
  const plays = playsOfSeatings(seatings);
  const counts = [...plays.values()];
  return {
    kind: "pasted",
    tables: Math.max(0, ...seatings.map((s) => s.table)),
    rounds: Math.max(0, ...seatings.map((s) => s.round)),
    boards: [...plays.keys()].sort((a, b) => a - b),
    seatings,
    fields: fieldsOfSeatings(seatings),
    playsPerBoard: counts.every((count) => count === counts[0]) ? counts[0] : undefined,
  };
}

/**
 * One field when a pair changes direction and never meets its own number (a Howell, a
 * Mitchell numbered on from the tables); two when no pair changes direction, or North-South n
 * meets East-West n (a Mitchell numbered 1..n both ways).
 */
function fieldsOfSeatings(seatings: readonly Seating[]): "ONE" | "TWO" {
  const ns = new Set(seatings.map((s) => s.ns));
  const changes = seatings.some((s) => ns.has(s.ew));
  const meetsItself = seatings.some((s) => s.ns === s.ew);
  return changes && !meetsItself ? "ONE" : "TWO";
}
