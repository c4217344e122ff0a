/*
 * A session's lines from the cells of a results table laid out as the pane's Results sheet lays
 * it (board, round, table, North-South pair, East-West pair, contract, declarer, result, lead,
 * North-South score): what BRIDGE.CHECKS reads and what the pane's "Check the results" reads
 * from the sheet. Each cell is a plain value (a blank is undefined or ""). Contract, declarer and
 * result are read as BRIDGE.SCORE reads them; a line none of whose readings agree is read as its
 * score alone, so the checks still see it.
 */
import { isAdjustedScoreNotation, isNotPlayed, parseAdjustedScore } from "../adjusted";
import type { Seat } from "../board";
import { PASSED_OUT, readContractCell } from "../contract";
import type { BareNumbers } from "../result";
import { bareNumbersAmong, tricksFromResult } from "../result";
import { parseSeat } from "../seatWords";
import type { KeyedEntry, KeyedLine } from "./keyedLine";

export type KeyedCell = string | number | boolean | undefined;

/** The columns of a results table, 0-based, as the pane's Results sheet has them (A to J). */
export const KEYED_COLUMNS = {
  board: 0,
  round: 1,
  table: 2,
  ns: 3,
  ew: 4,
  contract: 5,
  declarer: 6,
  result: 7,
  lead: 8,
  nsScore: 9,
} as const;

/** The fewest columns a results table has: board to result (the score is optional). */
export const LEAST_KEYED_COLUMNS = KEYED_COLUMNS.result + 1;

function text(cell: KeyedCell): string {
  if (cell === undefined || typeof cell === "boolean") return "";
  return String(cell).trim();
}

function wholeNumber(cell: KeyedCell): number | undefined {
  const value = typeof cell === "number" ? cell : Number(text(cell).replace(/^board\s*/i, ""));
  return text(cell) !== "" && Number.isInteger(value) && value > 0 ? value : undefined;
}

function scoreOf(cell: KeyedCell): number | undefined {
  if (typeof cell === "number") return Number.isFinite(cell) ? cell : undefined;
  const written = text(cell);
  return /^[+-]?\d+$/.test(written) ? Number(written) : undefined;
}

/** What a line's contract, declarer, result and score cells hold. */
function entryOf(cells: readonly KeyedCell[], bareNumbers: BareNumbers): KeyedEntry | undefined {
  const C = KEYED_COLUMNS;
  const contract = text(cells[C.contract]);
  const scoreCell = text(cells[C.nsScore]);
  const nsScore = scoreOf(cells[C.nsScore]);
  const adjusted = [scoreCell, contract].find(
    (written) =>
      written !== "" && isAdjustedScoreNotation(written) && scoreOf(written) === undefined
  );
  if (adjusted !== undefined) {
    try {
      const award = parseAdjustedScore(adjusted);
      return { kind: "adjusted", nsPercent: award.nsPercent, ewPercent: award.ewPercent };
    } catch {
      return { kind: "adjustedNoPercentage", written: adjusted };
    }
  }
  if (isNotPlayed(contract) || isNotPlayed(scoreCell)) return { kind: "notPlayed" };
  const result = cells[C.result];
  if (contract === "") {
    if (nsScore !== undefined) return { kind: "score", nsScore };
    return text(result) === "" ? { kind: "blank" } : undefined;
  }
  const scored = nsScore === undefined ? {} : { nsScore };
  try {
    const reading = readContractCell(contract);
    if (reading.contract === PASSED_OUT) return { kind: "passedOut", ...scored };
    const declarer: Seat = parseSeat(text(cells[C.declarer]));
    const tricks =
      reading.relative !== undefined
        ? tricksFromResult(
            reading.relative === 0 ? "=" : signed(reading.relative),
            reading.contract
          )
        : tricksFromResult(
            typeof result === "number" ? result : text(result),
            reading.contract,
            "result",
            bareNumbers
          );
    return { kind: "played", contract: reading.contract, declarer, tricks, ...scored };
  } catch {
    return nsScore === undefined ? undefined : { kind: "score", nsScore };
  }
}

function signed(relative: number): string {
  return relative > 0 ? `+${relative}` : String(relative);
}

/**
 * The lines of a results table's rows; `firstRow` is the row number of the first (the sheet's
 * row, or 1 for a line's place in a range). A row with no board and no pair is left out, and so
 * is one whose cells cannot be read as any entry.
 * @example readKeyedLines([[1, 1, 1, "3", "5", "4S", "N", "=", "", 420]], 2)[0].entry.kind // "played"
 */
export function readKeyedLines(
  rows: readonly (readonly KeyedCell[])[],
  firstRow: number
): KeyedLine[] {
  const C = KEYED_COLUMNS;
  // Bare numbers in the result column are read as BRIDGE.SCORE reads the whole column.
  const results = rows
    .map((row) => row[C.result])
    .filter(
      (cell): cell is number | string => typeof cell === "number" || typeof cell === "string"
    );
  const bareNumbers = bareNumbersAmong(results);
  const lines: KeyedLine[] = [];
  rows.forEach((cells, index) => {
    const board = wholeNumber(cells[C.board]);
    const ns = text(cells[C.ns]);
    const ew = text(cells[C.ew]);
    if (board === undefined && ns === "" && ew === "") return;
    const entry = entryOf(cells, bareNumbers);
    if (entry === undefined) return;
    const round = wholeNumber(cells[C.round]);
    const table = wholeNumber(cells[C.table]);
    lines.push({
      row: firstRow + index,
      ...(board === undefined ? {} : { board }),
      ...(round === undefined ? {} : { round }),
      ...(table === undefined ? {} : { table }),
      ns,
      ew,
      entry,
    });
  });
  return lines;
}
