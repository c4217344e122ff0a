import { BridgeInputError } from "../../core/errors";
import {
  BOARDS_FORMS,
  MARGIN_FORMS,
  VP_SCALE_FORMS,
  parseVictoryPointScale,
  victoryPointsForMargin,
} from "../../core/victoryPoints";
import { firstErrorIn, isBlank, numberArgument, textArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

/** BRIDGE.VP: its arguments and descriptions are declared in src/messages/functions/vp.ts. */
export function vp(imps: any[][], boards: any[][], scale?: any[][]): any[][] {
  return liftCells([imps, boards, scale], (cells) => {
    const error = firstErrorIn(cells);
    if (error) return error;
    const [impsCell, boardsCell, scaleCell] = cells;
    const margin = numberArgument(impsCell ?? OMITTED, "imps", MARGIN_FORMS);
    if (margin === undefined) return "";
    if (isBlank(boardsCell ?? OMITTED))
      throw new BridgeInputError("boards", undefined, BOARDS_FORMS);
    const boardCount = numberArgument(boardsCell ?? OMITTED, "boards", BOARDS_FORMS) as number;
    const scaleText = textArgument(scaleCell ?? OMITTED, "scale", VP_SCALE_FORMS);
    const chosen = scaleText === undefined ? "WBF" : parseVictoryPointScale(scaleText);
    return victoryPointsForMargin(margin, boardCount, chosen);
  }) as any[][];
}
