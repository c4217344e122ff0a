import { XIMPS_ARGUMENTS } from "../../messages/functions/ximps";
import type { LocalizedText } from "../../messages/errors";
import { BLOCKED_RESULTS } from "../../messages/errors";
import type { Side } from "../../core/adjustedImps";
import { impsForAdjustedScore } from "../../core/adjustedImps";
import { crossImpsOfTally, parseCrossImpsMethod } from "../../core/crossImps";
import type { ScoreTally } from "../../core/scoreTally";
import { textArgument } from "../arguments";
import type { BoardFunction } from "../boardColumns";
import { answerInShape } from "../boardColumns";
import type { CellAnswers } from "../boardScores";
import { boardCall, readDirection, settingCell } from "../boardScores";
import type { CellOutput } from "../cells";

/** BRIDGE.XIMPS: its arguments and descriptions are declared in src/messages/functions/ximps.ts. */
export function ximps(
  scores: any[][],
  method?: any[][],
  direction?: any[][],
  boards?: any[][]
): any[][] {
  return boardCall(() => {
    const methodText = textArgument(
      settingCell(method, "method"),
      "method",
      XIMPS_ARGUMENTS.method.accepts
    );
    const chosen = methodText === undefined ? "AVG" : parseCrossImpsMethod(methodText);
    const side = readDirection(direction);
    return answerInShape(
      scores,
      boards,
      side,
      impsFunction(BLOCKED_RESULTS.crossImps, (tally) => {
        const northSouth = crossImpsOfTally(tally, chosen);
        // Cross-IMPs are antisymmetric: IMPs(-d) = -IMPs(d), so East-West's are North-South's negated.
        return { ns: northSouth, ew: (score) => 0 - northSouth(score) };
      })
    );
  });
}

/** A real result's IMPs for each side, found by its North-South score. */
export interface SideImps {
  readonly ns: (score: number) => CellOutput;
  readonly ew: (score: number) => CellOutput;
}

/**
 * A board function of IMPs: a real result gets what `impsOfResults` makes of the tally of the
 * board's real results; an adjusted score +3 / 0 / -3 by the side's own share (Law 86A); blanks
 * and "NP" "". A bad cell shows its own error; since every score is measured against the others,
 * the others then get an error naming that cell, never a number computed without it.
 */
export function impsFunction(
  what: LocalizedText,
  impsOfResults: (tally: ScoreTally) => SideImps,
  reading?: BoardFunction["reading"]
): BoardFunction {
  return {
    what,
    reading,
    answersOf: (board) => {
      const imps = impsOfResults(board.tally);
      return (side: Side): CellAnswers => ({
        result: imps[side],
        adjusted: (adjusted) => impsForAdjustedScore(adjusted, side),
      });
    },
  };
}
