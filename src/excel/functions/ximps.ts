import type { ScoreTally } from "../../core/scoreTally";
import { impsForAdjustedScore } from "../../core/adjustedImps";
import {
  CROSS_IMPS_METHOD_FORMS,
  crossImpsOfTally,
  parseCrossImpsMethod,
} from "../../core/crossImps";
import { textArgument } from "../arguments";
import type { BoardScores } from "../boardScores";
import {
  blockingError,
  boardCall,
  inShapeOf,
  readScores,
  sameInEveryCell,
  settingCell,
} from "../boardScores";
import type { CellOutput } from "../cells";

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
    return impsOfBoard(readScores(scores), "cross-IMPs", (tally) =>
      crossImpsOfTally(tally, chosen)
    );
  });
}

/**
 * Each cell's IMPs laid out in the shape of the range: a real result gets what `impsOfResults`
 * makes of the tally of the board's real results; adjusted scores +3 / 0 / -3; blanks and "NP" "".
 * A bad cell shows its own error; since every score is measured against the others, the others
 * then get an error of the same kind naming that cell, never a number computed without it.
 */
export function impsOfBoard(
  board: BoardScores,
  what: string,
  impsOfResults: (tally: ScoreTally) => (score: number) => CellOutput
): CellOutput[][] {
  const blocked = blockingError(board, what);
  if (blocked !== undefined) return inShapeOf(board, sameInEveryCell(blocked));
  return inShapeOf(board, {
    result: impsOfResults(board.tally),
    adjusted: impsForAdjustedScore,
  });
}
