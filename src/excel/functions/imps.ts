import { impsForDifference } from "../../core/imps";
import { ACCEPTED_FORMS } from "../../messages/errors";
import { firstErrorIn, numberArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

const DIFFERENCE_FORMS = ACCEPTED_FORMS.pointDifference;

/** BRIDGE.IMPS: its arguments and descriptions are declared in src/messages/functions/imps.ts. */
export function imps(difference: any[][], other?: any[][]): any[][] {
  return liftCells([difference, other], (cells) => {
    const error = firstErrorIn(cells);
    if (error) return error;
    const [differenceCell, otherCell] = cells;
    const points = numberArgument(differenceCell ?? OMITTED, "difference", DIFFERENCE_FORMS);
    if (points === undefined) return "";
    if (otherCell === OMITTED) return impsForDifference(points);
    const otherPoints = numberArgument(otherCell ?? OMITTED, "other", DIFFERENCE_FORMS);
    if (otherPoints === undefined) return "";
    return impsForDifference(points - otherPoints);
  }) as any[][];
}
