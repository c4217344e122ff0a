import { IMPS_ARGUMENTS } from "../../messages/functions/imps";
import { impsForDifference } from "../../core/imps";
import { firstErrorIn, readArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

/** BRIDGE.IMPS: its arguments and descriptions are declared in src/messages/functions/imps.ts. */
export function imps(difference: any[][], other?: any[][]): any[][] {
  return liftCells([difference, other], (cells) => {
    const error = firstErrorIn(cells);
    if (error) return error;
    const [differenceCell, otherCell] = cells;
    const points = readArgument(IMPS_ARGUMENTS.difference, differenceCell ?? OMITTED);
    if (points === undefined) return "";
    if (otherCell === OMITTED) return impsForDifference(points);
    const otherPoints = readArgument(IMPS_ARGUMENTS.other, otherCell ?? OMITTED);
    if (otherPoints === undefined) return "";
    return impsForDifference(points - otherPoints);
  }) as any[][];
}
