import type { MatchpointDirection, MatchpointScale } from "../../core/matchpoints";
import {
  MATCHPOINT_DIRECTION_FORMS,
  MATCHPOINT_SCALE_FORMS,
  matchpointTally,
  parseMatchpointDirection,
  parseMatchpointScale,
} from "../../core/matchpoints";
import { BridgeInputError } from "../../core/errors";
import { numberArgument, textArgument } from "../arguments";
import type { BoardScores, CellAnswers } from "../boardScores";
import {
  blockingError,
  boardCall,
  inShapeOf,
  readScores,
  sameInEveryCell,
  settingCell,
} from "../boardScores";
import type { CellOutput } from "../cells";

const EXPECTED_FORMS =
  "blank (the number of scores on the board) or a whole number of results, at least the real results on the board";

/**
 * Matchpoints of every score of one board (Law 78A), spilled in the shape of the scores.
 * Example: =BRIDGE.MATCHPOINTS(F2:F7) gives North-South's matchpoints; =BRIDGE.MATCHPOINTS(F2:F7, , "EW") East-West's.
 * @customfunction MATCHPOINTS
 * @param {any[][]} scores The board's North-South scores (a column, row or block); blank, "" and "NP" are skipped; adjusted scores "A60", "A+", "AVE-", "A6040"... Example: F2:F7.
 * @param {any[][]} [scale] "WBF" (2 per score beaten, 1 per tie; the default), "ACBL" (1 and 1/2) or "%" (percentage of the top). Example: "ACBL".
 * @param {any[][]} [direction] "NS" (the default), "EW", or "BOTH" for North-South and East-West side by side (a row: NS above EW). Example: "EW".
 * @param {any[][]} [expected] How many results the board should have had: fewer real results are factored by Neuberg. Example: 6.
 * @returns {any[][]} The matchpoints of each score, in the shape of scores (twice as wide, or for a row twice as high, with BOTH).
 */
export function matchpoints(
  scores: any[][],
  scale?: any[][],
  direction?: any[][],
  expected?: any[][]
): any[][] {
  return boardCall(() => matchpointsInShape(scores, readOptions(scale, direction, expected)));
}

function matchpointsInShape(scores: unknown, options: BoardOptionsRead): CellOutput[][] {
  const board = readScores(scores);
  if (board.rows === 0 || board.columns === 0) return [[""]];
  const sideOf = matchpointsOfBoard(board, options);
  if (options.direction === "NS") return inShapeOf(board, sideOf("ns"));
  if (options.direction === "EW") return inShapeOf(board, sideOf("ew"));
  return sideBySide(board, inShapeOf(board, sideOf("ns")), inShapeOf(board, sideOf("ew")));
}

interface BoardOptionsRead {
  readonly scale: MatchpointScale;
  readonly direction: MatchpointDirection;
  readonly expected: number | undefined;
}

function readOptions(scale: unknown, direction: unknown, expected: unknown): BoardOptionsRead {
  const scaleText = textArgument(settingCell(scale, "scale"), "scale", MATCHPOINT_SCALE_FORMS);
  const directionText = textArgument(
    settingCell(direction, "direction"),
    "direction",
    MATCHPOINT_DIRECTION_FORMS
  );
  const expectedCell = settingCell(expected, "expected");
  // 0 reads as blank, as desktop Excel may pass an empty cell: no board expects 0 results.
  const expectedCount =
    expectedCell === 0 ? undefined : numberArgument(expectedCell, "expected", EXPECTED_FORMS);
  if (expectedCount !== undefined && !(Number.isSafeInteger(expectedCount) && expectedCount >= 1))
    throw new BridgeInputError("expected", expectedCount, EXPECTED_FORMS);
  return {
    scale: scaleText === undefined ? "WBF" : parseMatchpointScale(scaleText),
    direction: directionText === undefined ? "NS" : parseMatchpointDirection(directionText),
    expected: expectedCount,
  };
}

/**
 * What each side's cells show. A bad cell gets its own error from inShapeOf. Every score's
 * matchpoints depend on every other score, so the others cannot be scored without it: they get
 * an error of the same kind naming the bad cell, never a number computed as if it were not there.
 */
function matchpointsOfBoard(
  board: BoardScores,
  options: BoardOptionsRead
): (side: "ns" | "ew") => CellAnswers {
  const blocked = blockingError(board, "matchpoints");
  if (blocked !== undefined) return () => sameInEveryCell(blocked);
  const scored = matchpointTally(board.tally, {
    scale: options.scale,
    expected: options.expected,
    adjustedScores: board.adjustedScores,
  });
  return (side) => ({
    result: (score) => scored[side](score),
    adjusted: (score) => scored.adjusted(score)[side],
  });
}

/** BOTH: East-West's block to the right of North-South's; for a single row, below it. */
function sideBySide(board: BoardScores, ns: CellOutput[][], ew: CellOutput[][]): CellOutput[][] {
  if (board.rows === 1 && board.columns > 1) return [ns[0] as CellOutput[], ew[0] as CellOutput[]];
  return ns.map((row, r) => [...row, ...(ew[r] as CellOutput[])]);
}
