import { DATUM_ARGUMENTS } from "../../messages/functions/butler";
import { BLOCKED_RESULTS } from "../../messages/errors";
import type { DatumRounding } from "../../core/butler";
import {
  DATUM_ROUNDINGS,
  TRIM_BY_DEFAULT,
  butlerImpsByRank,
  datumOfTally,
  scoresDroppedAtEachEnd,
  butlerImpsOfTally,
} from "../../core/butler";
import { answerInShape } from "../boardColumns";
import { blockingError, boardCall, readDirection, readScores, readSetting } from "../boardCall";
import { sameInEveryCell } from "../boardScores";
import { impsFunction } from "./ximps";
import { butlerRuledBoard } from "../../core/ruledBoard";

/** BRIDGE.DATUM: its arguments and descriptions are declared in src/messages/functions/butler.ts. */
export function datum(
  scores: any[][],
  trim?: any[][],
  rounding?: any[][],
  // Excel passes null for an omitted argument.
  boards?: any[][] | null
): any[][] {
  return boardCall(() => {
    const settings = datumSettings(trim, rounding);
    if (boards === null || boards === undefined) {
      const board = readScores(scores, WHOLE_POINTS);
      const blocked = blockingError(board, BLOCKED_RESULTS.datum);
      if (blocked !== undefined) return [[blocked]];
      const value = datumOfTally(board.tally, settings.trim, settings.rounding);
      return [[value === undefined ? "" : value]];
    }
    return answerInShape(scores, boards, "NS", {
      what: BLOCKED_RESULTS.datum,
      reading: WHOLE_POINTS,
      answersOf: (board) => {
        const value = datumOfTally(board.tally, settings.trim, settings.rounding);
        return () => sameInEveryCell(value === undefined ? "" : value);
      },
    });
  });
}

/** BRIDGE.BUTLER: its arguments and descriptions are declared in src/messages/functions/butler.ts. */
export function butler(
  scores: any[][],
  trim?: any[][],
  rounding?: any[][],
  direction?: any[][],
  boards?: any[][]
): any[][] {
  return boardCall(() => {
    const settings = datumSettings(trim, rounding);
    const side = readDirection(direction);
    return answerInShape(
      scores,
      boards,
      side,
      impsFunction(
        BLOCKED_RESULTS.butlerImps,
        (tally) => butlerImpsOfTally(tally, settings.trim, settings.rounding),
        WHOLE_POINTS,
        (sorted, size) => butlerImpsByRank(sorted, size, settings.trim, settings.rounding),
        (board) => butlerRuledBoard(board, settings.trim, settings.rounding)
      )
    );
  });
}

/** A datum is a mean of whole points: a score with a fraction is bad input in its own cell. */
const WHOLE_POINTS = { wholePoints: true };

interface DatumSettings {
  readonly trim: number;
  readonly rounding: DatumRounding;
}

function datumSettings(trim: unknown, rounding: unknown): DatumSettings {
  const trimValue = readSetting(DATUM_ARGUMENTS.trim, trim) ?? TRIM_BY_DEFAULT;
  scoresDroppedAtEachEnd(trimValue, 0); // checks the trim before any score is read
  return {
    trim: trimValue,
    rounding: readSetting(DATUM_ARGUMENTS.rounding, rounding, DATUM_ROUNDINGS),
  };
}
