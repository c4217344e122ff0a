import { MATCHPOINTS_ARGUMENTS } from "../../messages/functions/matchpoints";
import { BLOCKED_RESULTS } from "../../messages/errors";
import type { Side } from "../../core/side";
import type { BoardOptions, MatchpointsRule } from "../../core/matchpoints";
import { readKeyword } from "../../core/keyword";
import { MATCHPOINT_SCALES, expectedResults, matchpointsRule } from "../../core/matchpoints";
import { BridgeInputError } from "../../core/errors";
import { answerInShape } from "../boardColumns";
import type { BoardScores, CellAnswers } from "../boardScores";
import { ruledBoardOf, ruledCellAnswers } from "../ruledBoardCells";
import { matchpointRuledBoard } from "../../core/ruledBoard";
import { boardCall, readDirection, readSetting } from "../boardCall";

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
  const declared = MATCHPOINTS_ARGUMENTS;
  // A scale that is no text is refused before expected is read, a word it does not know after.
  const scaleText = readSetting(declared.scale, scale);
  const expectedCount = readSetting(declared.expected, expected);
  if (expectedCount !== undefined && !(Number.isSafeInteger(expectedCount) && expectedCount >= 1))
    throw new BridgeInputError(declared.expected.name.en, expectedCount, declared.expected.accepts);
  return {
    expected: expectedCount === undefined ? undefined : expectedResults(expectedCount),
    scale: readKeyword(MATCHPOINT_SCALES, scaleText, declared.scale.name.en),
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
  const ruled = ruledBoardOf(board);
  if (ruled !== undefined) {
    const answers = matchpointRuledBoard(ruled, rule.scale, rule.expected);
    return (side) => ruledCellAnswers(answers, side);
  }
  const scored = rule.ofTally(board.tally, board.adjustedScores);
  return (side) => ({
    result: (score) => scored[side](score),
    adjusted: (score) => scored.adjusted(score)[side],
    ruling: () => "",
  });
}
