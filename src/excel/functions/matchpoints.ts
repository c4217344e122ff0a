import { ACCEPTED_FORMS, BLOCKED_RESULTS } from "../../messages/errors";
import type { Side } from "../../core/side";
import type { MatchpointDirection, MatchpointScale } from "../../core/matchpoints";
import { readKeyword } from "../../core/keyword";
import { MATCHPOINT_SCALES, matchpointTally } from "../../core/matchpoints";
import { BridgeInputError } from "../../core/errors";
import { numberArgument, textArgument } from "../arguments";
import { answerInShape } from "../boardColumns";
import type { BoardScores, CellAnswers } from "../boardScores";
import { boardCall, readDirection, settingCell } from "../boardCall";

const EXPECTED_FORMS = ACCEPTED_FORMS.expectedResults;

/**
 * Matchpoints of every score of one board (Law 78A), or of every board of a session with boards, spilled in the shape of the scores.
 * Example: =BRIDGE.MATCHPOINTS(F2:F7) gives North-South's matchpoints; =BRIDGE.MATCHPOINTS(F2:F7, , "EW") East-West's.
 * @customfunction MATCHPOINTS
 * @param {any[][]} scores The board's North-South scores (a column, row or block); blank, "" and "NP" are skipped; adjusted scores "A60", "A+", "AVE-", "A6040"... Example: F2:F7.
 * @param {any[][]} [scale] "WBF" (2 per score beaten, 1 per tie; the default), "ACBL" (1 and 1/2) or "%" (percentage of the top). Example: "ACBL".
 * @param {any[][]} [direction] "NS" (the default), "EW", or "BOTH" for North-South and East-West side by side (a row: NS above EW). Example: "EW".
 * @param {any[][]} [expected] How many results the board should have had: fewer real results are factored by Neuberg. With boards, one number for every board, or blank for each board's own count. Example: 6.
 * @param {any[][]} [boards] Each score's board number or label, in the shape of scores: each line is then scored within its own board only. Example: A2:A7.
 * @returns {any[][]} The matchpoints of each score, in the shape of scores (twice as wide, or for a row twice as high, with BOTH).
 */
export function matchpoints(
  scores: any[][],
  scale?: any[][],
  direction?: any[][],
  expected?: any[][],
  boards?: any[][]
): any[][] {
  return boardCall(() => {
    const options = readOptions(scale, direction, expected);
    return answerInShape(scores, boards, options.direction, {
      what: BLOCKED_RESULTS.matchpoints,
      answersOf: (board) => matchpointsOfBoard(board, options),
    });
  });
}

interface BoardOptionsRead {
  readonly scale: MatchpointScale;
  readonly direction: MatchpointDirection;
  readonly expected: number | undefined;
}

function readOptions(scale: unknown, direction: unknown, expected: unknown): BoardOptionsRead {
  const scaleText = textArgument(settingCell(scale, "scale"), "scale", MATCHPOINT_SCALES.forms);
  const expectedCell = settingCell(expected, "expected");
  // 0 reads as blank, as desktop Excel may pass an empty cell: no board expects 0 results.
  const expectedCount =
    expectedCell === 0 ? undefined : numberArgument(expectedCell, "expected", EXPECTED_FORMS);
  if (expectedCount !== undefined && !(Number.isSafeInteger(expectedCount) && expectedCount >= 1))
    throw new BridgeInputError("expected", expectedCount, EXPECTED_FORMS);
  return {
    scale: readKeyword(MATCHPOINT_SCALES, scaleText),
    direction: readDirection(direction),
    expected: expectedCount,
  };
}

/**
 * Each side's answers on one board. A bad cell gets its own error, and the board's other cells
 * an error naming it (answerInShape): every score's matchpoints depend on every other score.
 */
function matchpointsOfBoard(
  board: BoardScores,
  options: BoardOptionsRead
): (side: Side) => CellAnswers {
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
