import { MATCHPOINTS_ARGUMENTS } from "../../messages/functions/matchpoints";
import { BLOCKED_RESULTS } from "../../messages/errors";
import type { Side } from "../../core/side";
import type { MatchpointDirection, MatchpointScale } from "../../core/matchpoints";
import { readKeyword } from "../../core/keyword";
import { MATCHPOINT_SCALES, matchpointTally, matchpointsByRank } from "../../core/matchpoints";
import { BridgeInputError } from "../../core/errors";
import { answerInShape } from "../boardColumns";
import type { BoardScores, CellAnswers } from "../boardScores";
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
    const options = readOptions(scale, direction, expected);
    return answerInShape(scores, boards, options.direction, {
      what: BLOCKED_RESULTS.matchpoints,
      answersOf: (board) => matchpointsOfBoard(board, options),
      answersByRank: (sorted, size) => {
        const byRank = matchpointsByRank(sorted, size, options);
        return (side) => byRank[side];
      },
    });
  });
}

interface BoardOptionsRead {
  readonly scale: MatchpointScale;
  readonly direction: MatchpointDirection;
  readonly expected: number | undefined;
}

function readOptions(scale: unknown, direction: unknown, expected: unknown): BoardOptionsRead {
  const declared = MATCHPOINTS_ARGUMENTS;
  // A scale that is no text is refused before expected is read, a word it does not know after.
  const scaleText = readSetting(declared.scale, scale);
  const expectedCount = readSetting(declared.expected, expected);
  if (expectedCount !== undefined && !(Number.isSafeInteger(expectedCount) && expectedCount >= 1))
    throw new BridgeInputError(declared.expected.name.en, expectedCount, declared.expected.accepts);
  return {
    scale: readKeyword(MATCHPOINT_SCALES, scaleText, declared.scale.name.en),
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
