import { impsForDifference } from "../../core/imps";
import { ACCEPTED_FORMS } from "../../messages/errors";
import { firstErrorIn, numberArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

const DIFFERENCE_FORMS = ACCEPTED_FORMS.pointDifference;

/**
 * IMPs for a difference in points by the Law 78B scale, sign kept. With two arguments, IMPs for difference - other.
 * Example: =BRIDGE.IMPS(430) is 10; =BRIDGE.IMPS(620, 170) is 10 (a team board, open room against closed room).
 * @customfunction IMPS
 * @param {any[][]} difference Points gained (negative when lost), or the first room's score when other is given. Example: 430.
 * @param {any[][]} [other] The score to compare with: IMPs are for difference - other. Example: 170.
 * @returns {any[][]} IMPs, from -24 to 24.
 */
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
