import { impsForAdjustedScore } from "../../core/adjustedImps";
import {
  CROSS_IMPS_METHOD_FORMS,
  crossImpsForScores,
  parseCrossImpsMethod,
} from "../../core/crossImps";
import { BridgeInputError } from "../../core/errors";
import type { LiftedCell } from "../arguments";
import { textArgument } from "../arguments";
import type { BoardEntry, BoardScores } from "../boardScores";
import { inShapeOf, readBoardScores } from "../boardScores";
import type { CellOutput } from "../cells";
import { isExcelError, readCell } from "../cells";
import { invalidValue, passOn } from "../errors";
import { OMITTED } from "../lift";

/**
 * Cross-IMPs: each North-South score of a board IMPed against every other score of the board, averaged over the comparisons (or totalled).
 * Example: =BRIDGE.XIMPS(B2:B6) with 620, 170, 140, 140, -100 spills 10.5, -0.25, -1.25, -1.25, -7.75. Blanks and "NP" stay blank; an adjusted score (A60, A50, A40, A+, A=, A-, A6040 ...) gets +3, 0 or -3 and is left out of the others' comparisons; a board with one result gives it 0 (nothing to compare).
 * @customfunction XIMPS
 * @param {any[][]} scores The board's North-South scores: a column, row or block; numbers, blanks, "NP" or adjusted scores. Example: B2:B6.
 * @param {any[][]} [method] "AVG" (default): the IMPs divided by the number of comparisons, as BBO and Compscore publish; "SUM": the total. Example: "SUM".
 * @returns {any[][]} Each score's cross-IMPs, in the shape of scores.
 */
export function ximps(scores: any[][], method?: any[][]): any[][] {
  return boardCall(() => {
    const methodText = textArgument(
      settingCell(method, "method"),
      "method",
      CROSS_IMPS_METHOD_FORMS
    );
    const chosen = methodText === undefined ? "AVG" : parseCrossImpsMethod(methodText);
    return impsOfBoard(readScores(scores), "cross-IMPs", (results) =>
      crossImpsForScores(results, chosen)
    );
  });
}

/**
 * Runs a whole-board function: bad input that concerns the whole call (a bad method, a range too
 * large) gives one #VALUE! with its message; errors of single scores stay in their own cells.
 */
export function boardCall(compute: () => CellOutput[][]): any[][] {
  try {
    return compute();
  } catch (error) {
    if (error instanceof BridgeInputError) return [[invalidValue(error.message)]];
    if (error instanceof CustomFunctions.Error) return [[error]];
    throw error;
  }
}

/** The board's scores range, read cell by cell (throws the error of a range too large). */
export function readScores(scores: unknown): BoardScores {
  const board = readBoardScores(scores);
  if (board instanceof CustomFunctions.Error) throw board;
  return board;
}

/**
 * A setting that applies to the whole board (method, trim, rounding): one value; a range of one
 * cell is that cell. An error value in it is passed on.
 */
export function settingCell(setting: unknown, argument: string): LiftedCell {
  if (setting === null || setting === undefined) return OMITTED;
  let value: unknown = setting;
  if (Array.isArray(setting)) {
    const cells = setting.flat();
    if (cells.length !== 1) {
      throw new BridgeInputError(argument, `a range of ${cells.length} cells`, "a single value");
    }
    value = cells[0];
  }
  const cell = readCell(value);
  if (isExcelError(cell)) throw passOn(cell);
  return cell;
}

/**
 * Each entry's IMPs laid out in the shape of the range: real results get `impsForResults` of all
 * the board's real results (in range order); adjusted scores +3 / 0 / -3; blanks and "NP" "".
 * A bad cell shows its own error; since every score is measured against the others, the others
 * then get an error of the same kind naming that cell, never a number computed without it.
 */
export function impsOfBoard(
  board: BoardScores,
  what: string,
  impsForResults: (results: number[]) => readonly number[]
): CellOutput[][] {
  const blocked = blockingError(board, what);
  if (blocked !== undefined) return inShapeOf(board, () => blocked);
  const results: number[] = [];
  const resultIndex: number[] = [];
  board.entries.forEach((entry, i) => {
    if (entry.kind === "result") {
      resultIndex[i] = results.length;
      results.push(entry.score);
    }
  });
  const imps = impsForResults(results);
  return inShapeOf(board, (entry, i) =>
    entry.kind === "adjusted"
      ? impsForAdjustedScore(entry.adjusted)
      : (imps[resultIndex[i] as number] as number)
  );
}

/** The error the board's other cells get while one of its cells is bad ("no datum while ..."). */
export function blockingError(board: BoardScores, what: string): CustomFunctions.Error | undefined {
  const bad = board.entries.findIndex((entry) => entry.kind === "bad");
  if (bad < 0) return undefined;
  const { error } = board.entries[bad] as Extract<BoardEntry, { kind: "bad" }>;
  const why = error.message ? `: ${error.message}` : "";
  return new CustomFunctions.Error(
    error.code as CustomFunctions.ErrorCode,
    `scores: no ${what} while ${cellName(board, bad)} is ${error.code}${why}`
  );
}

/** "row 3" of a column, "column 2" of a row, "row 3, column 2" of a block. */
function cellName(board: BoardScores, i: number): string {
  const row = Math.floor(i / board.columns) + 1;
  const column = (i % board.columns) + 1;
  if (board.columns === 1) return `row ${row} of the scores`;
  if (board.rows === 1) return `column ${column} of the scores`;
  return `row ${row}, column ${column} of the scores`;
}
