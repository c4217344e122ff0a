import type { LocalizedText } from "../../messages/errors";
import { BLOCKED_RESULTS } from "../../messages/errors";
import type { ImpsOfResult, Side } from "../../core/side";
import { impsForAdjustedScore } from "../../core/adjustedImps";
import { CROSS_IMPS_METHODS, sideCrossImpsOfTally } from "../../core/crossImps";
import type { ScoreTally } from "../../core/scoreTally";
import { keywordArgument } from "../arguments";
import type { BoardFunction } from "../boardColumns";
import { answerInShape } from "../boardColumns";
import type { CellAnswers } from "../boardScores";
import { boardCall, readDirection, settingCell } from "../boardCall";

/**
 * Cross-IMPs: each score of a board IMPed against every other score of the board, averaged over the comparisons (or totalled); with boards, every board of a session at once.
 * Example: =BRIDGE.XIMPS(B2:B6) with 620, 170, 140, 140, -100 spills 10.5, -0.25, -1.25, -1.25, -7.75. Blanks and "NP" stay blank; an adjusted score (A60, A50, A40, A+, A=, A-, A6040 ...) gets +3, 0 or -3 by the side's own share and is left out of the others' comparisons; a board with one result gives it 0 (nothing to compare).
 * @customfunction XIMPS
 * @param {any[][]} scores The board's North-South scores: a column, row or block; numbers, blanks, "NP" or adjusted scores. Example: B2:B6.
 * @param {any[][]} [method] "AVG" (default): the IMPs divided by the number of comparisons, as BBO and Compscore publish; "SUM": the total. Example: "SUM".
 * @param {any[][]} [direction] "NS" (the default), "EW" (East-West's IMPs; an adjusted score by East-West's share), or "BOTH" for North-South and East-West side by side (a row: NS above EW). Example: "EW".
 * @param {any[][]} [boards] Each score's board number or label, in the shape of scores: each line is then scored within its own board only. Example: A2:A6.
 * @returns {any[][]} Each score's cross-IMPs, in the shape of scores (twice as wide, or for a row twice as high, with BOTH).
 */
export function ximps(
  scores: any[][],
  method?: any[][],
  direction?: any[][],
  boards?: any[][]
): any[][] {
  return boardCall(() => {
    const chosen = keywordArgument(settingCell(method, "method"), CROSS_IMPS_METHODS);
    const side = readDirection(direction);
    return answerInShape(
      scores,
      boards,
      side,
      impsFunction(BLOCKED_RESULTS.crossImps, (tally) => sideCrossImpsOfTally(tally, chosen))
    );
  });
}

/**
 * A board function of IMPs: a real result gets what `impsOfResults` makes of the tally of the
 * board's real results (undefined: no real result, so no cell asks); an adjusted score +3 / 0 / -3 by the side's own share (Law 86A); blanks
 * and "NP" "". A bad cell shows its own error; since every score is measured against the others,
 * the others then get an error naming that cell, never a number computed without it.
 */
export function impsFunction(
  what: LocalizedText,
  impsOfResults: (tally: ScoreTally) => ImpsOfResult | undefined,
  reading?: BoardFunction["reading"]
): BoardFunction {
  return {
    what,
    reading,
    answersOf: (board) => {
      const imps = impsOfResults(board.tally);
      return (side: Side): CellAnswers => ({
        result: (score) => (imps === undefined ? "" : imps(score, side)),
        adjusted: (adjusted) => impsForAdjustedScore(adjusted, side),
      });
    },
  };
}
