import { VP_ARGUMENTS } from "../../messages/functions/vp";
import { BridgeInputError } from "../../core/errors";
import { VICTORY_POINT_SCALES, victoryPointsForMargin } from "../../core/victoryPoints";
import { firstErrorIn, isBlank, keywordArgument, numberArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

/** BRIDGE.VP: its arguments and descriptions are declared in src/messages/functions/vp.ts. */
export function vp(imps: any[][], boards: any[][], scale?: any[][]): any[][] {
  return liftCells([imps, boards, scale], (cells) => {
    const error = firstErrorIn(cells);
    if (error) return error;
    const [impsCell, boardsCell, scaleCell] = cells;
    const margin = numberArgument(impsCell ?? OMITTED, "imps", VP_ARGUMENTS.imps.accepts);
    if (margin === undefined) return "";
    if (isBlank(boardsCell ?? OMITTED))
      throw new BridgeInputError("boards", undefined, VP_ARGUMENTS.boards.accepts);
    const boardCount = numberArgument(
      boardsCell ?? OMITTED,
      "boards",
      VP_ARGUMENTS.boards.accepts
    ) as number;
    const chosen = keywordArgument(scaleCell ?? OMITTED, VICTORY_POINT_SCALES);
    return victoryPointsForMargin(margin, boardCount, chosen);
  }) as any[][];
}
