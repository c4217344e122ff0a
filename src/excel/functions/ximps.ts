import type { LocalizedText } from "../../messages/errors";
import { BLOCKED_RESULTS } from "../../messages/errors";
import type { ImpsOfResult, Side } from "../../core/side";
import { impsForAdjustedScore } from "../../core/adjustedImps";
import { CROSS_IMPS_METHODS, crossImpsByRank, crossImpsOfTally } from "../../core/crossImps";
import type { ScoreTally } from "../../core/scoreTally";
import type { AnswersByRank } from "../plainSession";
import { XIMPS_ARGUMENTS } from "../../messages/functions/ximps";
import type { BoardFunction } from "../boardColumns";
import { answerInShape } from "../boardColumns";
import type { CellAnswers } from "../boardScores";
import { ruledBoardOf, ruledCellAnswers } from "../ruledBoardCells";
import type { RuledAnswers, RuledBoard } from "../../core/ruledBoard";
import { crossImpsRuledBoard } from "../../core/ruledBoard";
import { boardCall, readDirection, readSetting } from "../boardCall";

/** BRIDGE.XIMPS: its arguments and descriptions are declared in src/messages/functions/ximps.ts. */
export function ximps(
  scores: any[][],
  method?: any[][],
  direction?: any[][],
  boards?: any[][]
): any[][] {
  return boardCall(() => {
    const chosen = readSetting(XIMPS_ARGUMENTS.method, method, CROSS_IMPS_METHODS);
    const side = readDirection(direction);
    return answerInShape(
      scores,
      boards,
      side,
      impsFunction(
        BLOCKED_RESULTS.crossImps,
        (tally) => crossImpsOfTally(tally, chosen),
        undefined,
        (sorted, size) => crossImpsByRank(sorted, size, chosen),
        (board) => crossImpsRuledBoard(board, chosen)
      )
    );
  });
}

/**
 * A board function of IMPs: a real result gets what `impsOfResults` makes of the tally of the
 * board's real results; an adjusted score +3 / 0 / -3 by the side's own share (Law 86A); blanks
 * and "NP" "". A bad cell shows its own error; since every score is measured against the others,
 * the others then get an error naming that cell, never a number computed without it.
 */
export function impsFunction(
  what: LocalizedText,
  impsOfResults: (tally: ScoreTally) => ImpsOfResult,
  reading?: BoardFunction["reading"],
  impsByRank?: AnswersByRank,
  ruledImps?: (board: RuledBoard) => RuledAnswers
): BoardFunction {
  return {
    what,
    reading,
    // A session's plain lines: the same IMPs by rank (a board of plain lines has a real result).
    answersByRank: impsByRank,
    answersOf: (board) => {
      const ruled = ruledImps && ruledBoardOf(board);
      if (ruledImps && ruled) {
        const answers = ruledImps(ruled);
        return (side: Side) => ruledCellAnswers(answers, side);
      }
      const imps = impsOfResults(board.tally);
      return (side: Side): CellAnswers => ({
        result: (score) => imps(score, side),
        adjusted: (adjusted) => impsForAdjustedScore(adjusted, side),
        ruling: () => "",
      });
    },
  };
}
