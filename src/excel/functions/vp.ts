import { BridgeInputError } from "../../core/errors";
import {
  MATCH_BOARD_COUNT_FORMS,
  MARGIN_FORMS,
  VICTORY_POINT_SCALES,
  victoryPointsForMargin,
} from "../../core/victoryPoints";
import { firstErrorIn, isBlank, keywordArgument, numberArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

/**
 * Victory Points for an IMP margin over a match, on the WBF 2013 continuous 20-VP scale (2 decimals; winner and loser share 20).
 * Example: =BRIDGE.VP(20, 16) is 15; =BRIDGE.VP(-20, 16) is 5; =BRIDGE.VP(D2:D9, 8) spills the VPs of a column of margins.
 * @customfunction VP
 * @param {any[][]} imps The IMP margin, a whole number: positive for the winner, negative for the loser. Example: 20.
 * @param {any[][]} boards The number of boards in the match, a whole number from 1 to 10000. Example: 16.
 * @param {any[][]} [scale] "WBF" (default): the WBF 2013 continuous 20-VP scale. Example: "WBF".
 * @returns {any[][]} The Victory Points, from 0 to 20.
 */
export function vp(imps: any[][], boards: any[][], scale?: any[][]): any[][] {
  return liftCells([imps, boards, scale], (cells) => {
    const error = firstErrorIn(cells);
    if (error) return error;
    const [impsCell, boardsCell, scaleCell] = cells;
    const margin = numberArgument(impsCell ?? OMITTED, "imps", MARGIN_FORMS);
    if (margin === undefined) return "";
    if (isBlank(boardsCell ?? OMITTED))
      throw new BridgeInputError("boards", undefined, MATCH_BOARD_COUNT_FORMS);
    const boardCount = numberArgument(
      boardsCell ?? OMITTED,
      "boards",
      MATCH_BOARD_COUNT_FORMS
    ) as number;
    const chosen = keywordArgument(scaleCell ?? OMITTED, VICTORY_POINT_SCALES);
    return victoryPointsForMargin(margin, boardCount, chosen);
  }) as any[][];
}
