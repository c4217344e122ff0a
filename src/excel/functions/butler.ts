import { BLOCKED_RESULTS } from "../../messages/errors";
import type { DatumRounding } from "../../core/butler";
import {
  DATUM_ROUNDINGS,
  TRIM_BY_DEFAULT,
  TRIM_FORMS,
  datumOfTally,
  scoresDroppedAtEachEnd,
  sideButlerImpsOfTally,
} from "../../core/butler";
import { keywordArgument, numberArgument } from "../arguments";
import { answerInShape } from "../boardColumns";
import { blockingError, boardCall, readDirection, readScores, settingCell } from "../boardCall";
import { sameInEveryCell } from "../boardScores";
import { impsFunction } from "./ximps";

/**
 * The Butler datum of a board: the mean of its North-South scores without the highest and the lowest, rounded to the nearest 10; with boards, each line gets its own board's datum.
 * Example: =BRIDGE.DATUM(B2:B7) with 450, 420, -800, -50, 420, 420 is 300 (the mean of the middle four is 302.5). Blanks, "NP" and adjusted scores are not counted; no score gives a blank.
 * @customfunction DATUM
 * @param {any[][]} scores The board's North-South scores: a column, row or block; numbers, blanks, "NP" or adjusted scores. Example: B2:B7.
 * @param {any[][]} [trim] Scores dropped at each end: a whole number (default 1; none when fewer than 2 would be left), or a share below 1 (0.05 drops 5 % at each end, rounded down). Example: 0.05.
 * @param {any[][]} [rounding] A mean ending in exactly 5: "AWAY" from zero (default, as Compscore), "EVEN" tens (as ACBLscore: 425 is 420, 435 is 440) or "UP". Example: "EVEN".
 * @param {any[][]} [boards] Each score's board number or label, in the shape of scores: each line with a score then shows its own board's datum. Example: A2:A7.
 * @returns {any[][]} The datum, a multiple of 10 (with boards, one per line in the shape of scores).
 */
export function datum(
  scores: any[][],
  trim?: any[][],
  rounding?: any[][],
  boards?: any[][]
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

/**
 * Butler IMPs: each score of a board IMPed against the board's datum (see BRIDGE.DATUM); with boards, every board of a session at once.
 * Example: =BRIDGE.BUTLER(B2:B7) with 450, 420, -800, -50, 420, 420 (datum 300) spills 4, 3, -15, -8, 3, 3. Blanks and "NP" stay blank; an adjusted score (A60, A50, A40, A+, A=, A-, A6040 ...) gets +3, 0 or -3 by the side's own share and is left out of the datum.
 * @customfunction BUTLER
 * @param {any[][]} scores The board's North-South scores: a column, row or block; numbers, blanks, "NP" or adjusted scores. Example: B2:B7.
 * @param {any[][]} [trim] Scores dropped at each end for the datum: a whole number (default 1; none when fewer than 2 would be left), or a share below 1 (0.05 drops 5 % at each end, rounded down). Example: 0.05.
 * @param {any[][]} [rounding] A datum ending in exactly 5: "AWAY" from zero (default, as Compscore), "EVEN" tens (as ACBLscore) or "UP". Example: "EVEN".
 * @param {any[][]} [direction] "NS" (the default), "EW" (East-West's IMPs against East-West's datum; an adjusted score by East-West's share), or "BOTH" for North-South and East-West side by side (a row: NS above EW). Example: "EW".
 * @param {any[][]} [boards] Each score's board number or label, in the shape of scores: each line is then scored within its own board only. Example: A2:A7.
 * @returns {any[][]} Each score's Butler IMPs, in the shape of scores (twice as wide, or for a row twice as high, with BOTH).
 */
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
        (tally) => sideButlerImpsOfTally(tally, settings.trim, settings.rounding),
        WHOLE_POINTS
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
  const trimValue =
    numberArgument(settingCell(trim, "trim"), "trim", TRIM_FORMS) ?? TRIM_BY_DEFAULT;
  scoresDroppedAtEachEnd(trimValue, 0); // checks the trim before any score is read
  return {
    trim: trimValue,
    rounding: keywordArgument(settingCell(rounding, "rounding"), DATUM_ROUNDINGS),
  };
}
