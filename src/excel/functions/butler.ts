import type { DatumRounding } from "../../core/butler";
import {
  DATUM_ROUNDING_FORMS,
  TRIM_FORMS,
  butlerImps,
  datumOfTally,
  parseDatumRounding,
  scoresDroppedAtEachEnd,
} from "../../core/butler";
import { numberArgument, textArgument } from "../arguments";
import { blockingError, boardCall, readScores, settingCell } from "../boardScores";
import { impsOfBoard } from "./ximps";

/**
 * The Butler datum of a board: the mean of its North-South scores without the highest and the lowest, rounded to the nearest 10.
 * Example: =BRIDGE.DATUM(B2:B7) with 450, 420, -800, -50, 420, 420 is 300 (the mean of the middle four is 302.5). Blanks, "NP" and adjusted scores are not counted; no score gives a blank.
 * @customfunction DATUM
 * @param {any[][]} scores The board's North-South scores: a column, row or block; numbers, blanks, "NP" or adjusted scores. Example: B2:B7.
 * @param {any[][]} [trim] Scores dropped at each end: a whole number (default 1; none when fewer than 2 would be left), or a share below 1 (0.05 drops 5 % at each end, rounded down). Example: 0.05.
 * @param {any[][]} [rounding] A mean ending in exactly 5: "AWAY" from zero (default, as Compscore), "EVEN" tens (as ACBLscore: 425 is 420, 435 is 440) or "UP". Example: "EVEN".
 * @returns {any[][]} The datum, a multiple of 10.
 */
export function datum(scores: any[][], trim?: any[][], rounding?: any[][]): any[][] {
  return boardCall(() => {
    const settings = datumSettings(trim, rounding);
    const board = readScores(scores, WHOLE_POINTS);
    const blocked = blockingError(board, "datum");
    if (blocked !== undefined) return [[blocked]];
    const value = datumOfTally(board.tally, settings.trim, settings.rounding);
    return [[value === undefined ? "" : value]];
  });
}

/**
 * Butler IMPs: each North-South score of a board IMPed against the board's datum (see BRIDGE.DATUM).
 * Example: =BRIDGE.BUTLER(B2:B7) with 450, 420, -800, -50, 420, 420 (datum 300) spills 4, 3, -15, -8, 3, 3. Blanks and "NP" stay blank; an adjusted score (A60, A50, A40, A+, A=, A-, A6040 ...) gets +3, 0 or -3 and is left out of the datum.
 * @customfunction BUTLER
 * @param {any[][]} scores The board's North-South scores: a column, row or block; numbers, blanks, "NP" or adjusted scores. Example: B2:B7.
 * @param {any[][]} [trim] Scores dropped at each end for the datum: a whole number (default 1; none when fewer than 2 would be left), or a share below 1 (0.05 drops 5 % at each end, rounded down). Example: 0.05.
 * @param {any[][]} [rounding] A datum ending in exactly 5: "AWAY" from zero (default, as Compscore), "EVEN" tens (as ACBLscore) or "UP". Example: "EVEN".
 * @returns {any[][]} Each score's Butler IMPs, in the shape of scores.
 */
export function butler(scores: any[][], trim?: any[][], rounding?: any[][]): any[][] {
  return boardCall(() => {
    const settings = datumSettings(trim, rounding);
    return impsOfBoard(readScores(scores, WHOLE_POINTS), "Butler IMPs", (tally) => {
      const value = datumOfTally(tally, settings.trim, settings.rounding);
      // No datum means no real result: no cell asks.
      return (score) => (value === undefined ? "" : butlerImps(score, value));
    });
  });
}

/** A datum is a mean of whole points: a score with a fraction is bad input in its own cell. */
const WHOLE_POINTS = { wholePoints: true };

interface DatumSettings {
  readonly trim: number;
  readonly rounding: DatumRounding;
}

function datumSettings(trim: unknown, rounding: unknown): DatumSettings {
  const trimValue = numberArgument(settingCell(trim, "trim"), "trim", TRIM_FORMS) ?? 1;
  scoresDroppedAtEachEnd(trimValue, 0); // checks the trim before any score is read
  const roundingText = textArgument(
    settingCell(rounding, "rounding"),
    "rounding",
    DATUM_ROUNDING_FORMS
  );
  return {
    trim: trimValue,
    rounding: roundingText === undefined ? "AWAY" : parseDatumRounding(roundingText),
  };
}
