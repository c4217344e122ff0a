import { IMPS_ARGUMENTS } from "../../messages/functions/imps";
import { impsForDifference } from "../../core/imps";
import { firstErrorIn, numberArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

/** BRIDGE.IMPS: its arguments and descriptions are declared in src/messages/functions/imps.ts. */
export function imps(difference: any[][], other?: any[][]): any[][] {
  return liftCells([difference, other], (cells) => {
    const error = firstErrorIn(cells);
    if (error) return error;
    const [differenceCell, otherCell] = cells;
    const points = numberArgument(
      differenceCell ?? OMITTED,
      "difference",
      IMPS_ARGUMENTS.difference.accepts
    );
    if (points === undefined) return "";
    if (otherCell === OMITTED) return impsForDifference(points);
    const otherPoints = numberArgument(otherCell ?? OMITTED, "other", IMPS_ARGUMENTS.other.accepts);
    if (otherPoints === undefined) return "";
    return impsForDifference(points - otherPoints);
  }) as any[][];
}
