/*
 * A session's lines as the keying checks read them: what was keyed on each line (board, round,
 * table, pairs, and a played contract, a score, an adjusted score or nothing), with the row
 * where the scorer finds it. Pure data: the readers (src/excel/functions/checks.ts, the pane's
 * src/session/checks) make these from a sheet's cells or a file's lines.
 */
import type { CheckReason } from "../../messages/checks";
import type { Seat } from "../board";
import { isNorthSouth } from "../board";
import type { Contract } from "../contract";
import type { TrickTable } from "../trickTable";

export type KeyedEntry =
  /** A contract played: declarer's tricks, and the North-South score when one was keyed. */
  | {
      readonly kind: "played";
      readonly contract: Contract;
      readonly declarer: Seat;
      readonly tricks: number;
      readonly nsScore?: number;
    }
  /** All four passed. */
  | { readonly kind: "passedOut"; readonly nsScore?: number }
  /** A North-South score with no contract keyed (a file that gives scores alone). */
  | { readonly kind: "score"; readonly nsScore: number }
  /** An artificial adjusted score (Law 12C2) with its percentages. */
  | { readonly kind: "adjusted"; readonly nsPercent: number; readonly ewPercent: number }
  /** Marked adjusted with no percentage: "ADJ", "A", "Arb". */
  | { readonly kind: "adjustedNoPercentage"; readonly written: string }
  /** Marked not played ("NP"): the board was not played at this table, on purpose. */
  | { readonly kind: "notPlayed" }
  /** Nothing keyed yet. */
  | { readonly kind: "blank" };

export interface KeyedLine {
  /** Where the scorer finds the line: its sheet row, or its number in a file. */
  readonly row: number;
  readonly board?: number;
  readonly round?: number;
  readonly table?: number;
  /** The pairs as keyed ("3", "1NS"); "" when blank. */
  readonly ns: string;
  readonly ew: string;
  readonly entry: KeyedEntry;
}

/** A line worth a second look: where it is and why. */
export interface CheckFinding {
  readonly row: number;
  readonly board?: number;
  readonly ns: string;
  readonly ew: string;
  readonly reason: CheckReason;
}

/** The session as the checks read it: its lines and each board's double-dummy table, if known. */
export interface KeyedSession {
  readonly lines: readonly KeyedLine[];
  readonly doubleDummy: ReadonlyMap<number, TrickTable>;
}

/** A played line, narrowed. */
export type PlayedLine = KeyedLine & { readonly entry: Extract<KeyedEntry, { kind: "played" }> };

export function isPlayed(line: KeyedLine): line is PlayedLine {
  return line.entry.kind === "played";
}

/** The North-South score of a line that has one (a played line keyed with its score, a score). */
export function nsScoreOf(line: KeyedLine): number | undefined {
  const { entry } = line;
  if (entry.kind === "played" || entry.kind === "passedOut" || entry.kind === "score")
    return entry.nsScore;
  return undefined;
}

/** The lines that have a board number, by board, in the order they came. */
export function linesByBoard(lines: readonly KeyedLine[]): Map<number, KeyedLine[]> {
  const byBoard = new Map<number, KeyedLine[]>();
  for (const line of lines) {
    if (line.board === undefined) continue;
    const those = byBoard.get(line.board) ?? [];
    those.push(line);
    byBoard.set(line.board, those);
  }
  return byBoard;
}

/** "NS" or "EW": the declaring side of a seat. */
export function sideOf(seat: Seat): "NS" | "EW" {
  return isNorthSouth(seat) ? "NS" : "EW";
}

/** A contract as the checks write it: "4♠", "3NTX". */
export function contractText(contract: Contract): string {
  const SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠", NT: "NT" } as const;
  return `${contract.level}${SYMBOLS[contract.strain]}${"X".repeat(contract.doubling)}`;
}

/** A pair as keyed, compared without case or spaces ("1 ns" is "1NS"). */
export function pairKey(pair: string): string {
  return pair.toUpperCase().replace(/\s+/g, "");
}

export function findingOf(line: KeyedLine, reason: CheckReason): CheckFinding {
  return {
    row: line.row,
    ...(line.board === undefined ? {} : { board: line.board }),
    ns: line.ns,
    ew: line.ew,
    reason,
  };
}
