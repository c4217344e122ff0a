/**
 * How BRIDGE.RANKING's tests (ranking.test.ts, rankingHandicaps.test.ts) call it as Excel does,
 * and the small Mitchell both rank, its numbers worked out from Law 78A (2 per score beaten, 1
 * per tie) and Law 78B.
 */
import { ranking } from "../../src/excel/functions/ranking";

/** What Excel passes for an argument: a range (the function declares any[][]). */
export type Argument = Parameters<typeof ranking>[0];
/** One cell of a session's lines. */
export type Cell = string | number | null;
/** An optional argument left out, as Excel passes it. */
export const OMITTED = null as unknown as Argument;

/**
 * BRIDGE.RANKING of lines [board, NS pair, EW pair, score] as four columns; `handicaps` given
 * (OMITTED included) is passed as the seventh argument, else there is none.
 */
export function rankLines(
  lines: readonly (readonly Cell[])[],
  method?: string,
  fields?: string,
  handicaps?: Argument
): unknown[][] {
  const column = (c: number): Argument => lines.map((line) => [line[c] ?? null]);
  const settings = [
    method === undefined ? OMITTED : [[method]],
    fields === undefined ? OMITTED : [[fields]],
  ] as const;
  return handicaps === undefined
    ? ranking(column(0), column(1), column(2), column(3), ...settings)
    : ranking(column(0), column(1), column(2), column(3), ...settings, handicaps);
}

// A Mitchell of 3 tables numbered 1..3 both ways, 3 boards: NS pair t meets EW pair t, t+1, t+2.
// Board 1: NS 1 +420 v EW 1, NS 2 +450 v EW 3, NS 3 -50 v EW 2 -> NS 2, 4, 0; EW 2, 0, 4 (top 4).
// Board 2: NS 1 +110 v EW 2, NS 2 +110 v EW 1, NS 3 +140 v EW 3 -> NS 1, 1, 4; EW 3, 3, 0.
// Board 3: NS 1 -100 v EW 3, NS 2 -200 v EW 2, NS 3 -100 v EW 1 -> NS 3, 0, 3; EW 1, 4, 1.
// NS: 3 58.33 %, 1 50 %, 2 41.67 % (7, 6, 5 of 12); EW: 2 91.67 %, 1 50 %, 3 8.33 % (11, 6, 1).
export const MITCHELL: Cell[][] = [
  [1, 1, 1, 420],
  [1, 2, 3, 450],
  [1, 3, 2, -50],
  [2, 1, 2, 110],
  [2, 2, 1, 110],
  [2, 3, 3, 140],
  [3, 1, 3, -100],
  [3, 2, 2, -200],
  [3, 3, 1, -100],
];
