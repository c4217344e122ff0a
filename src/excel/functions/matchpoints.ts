import { MATCHPOINTS_ARGUMENTS } from "../../messages/functions/matchpoints";
import { BLOCKED_RESULTS } from "../../messages/errors";
import type { Side } from "../../core/side";
import type { BoardOptions, MatchpointsRule } from "../../core/matchpoints";
import { readKeyword } from "../../core/keyword";
import { MATCHPOINT_SCALES, expectedResults, matchpointsRule } from "../../core/matchpoints";
import { numberArgument, textArgument } from "../arguments";
import { answerInShape } from "../boardColumns";
import type { BoardScores, CellAnswers } from "../boardScores";
import { boardCall, readDirection, settingCell } from "../boardCall";

/** BRIDGE.MATCHPOINTS: its arguments and descriptions are declared in src/messages/functions/matchpoints.ts. */
export function matchpoints(
  scores: any[][],
  scale?: any[][],
  direction?: any[][],
  expected?: any[][],
  boards?: any[][]
): any[][] {
  return boardCall(() => {
    const rule = matchpointsRule(readOptions(scale, expected));
    const side = readDirection(direction);
    return answerInShape(scores, boards, side, {
      what: BLOCKED_RESULTS.matchpoints,
      answersOf: (board) => matchpointsOfBoard(board, rule),
      answersByRank: (sorted, size) => rule.byRank(sorted, size),
    });
  });
}

function readOptions(scale: unknown, expected: unknown): BoardOptions {
  const scaleText = textArgument(
    settingCell(scale, "scale"),
    "scale",
    MATCHPOINTS_ARGUMENTS.scale.accepts
  );
  const expectedCell = settingCell(expected, "expected");
  // 0 reads as blank, as desktop Excel may pass an empty cell: no board expects 0 results.
  const expectedCount =
    expectedCell === 0
      ? undefined
      : numberArgument(expectedCell, "expected", MATCHPOINTS_ARGUMENTS.expected.accepts);
  return {
    expected: expectedCount === undefined ? undefined : expectedResults(expectedCount),
    scale: readKeyword(MATCHPOINT_SCALES, scaleText),
  };
}

/**
 * Each side's answers on one board. A bad cell gets its own error, and the board's other cells
 * an error naming it (answerInShape): every score's matchpoints depend on every other score.
 */
function matchpointsOfBoard(
  board: BoardScores,
  rule: MatchpointsRule
): (side: Side) => CellAnswers {
  const scored = rule.ofTally(board.tally, board.adjustedScores);
  return (side) => ({
    result: (score) => scored[side](score),
    adjusted: (score) => scored.adjusted(score)[side],
  });
}
