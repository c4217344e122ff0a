import { BAM_ARGUMENTS } from "../../messages/functions/teamsBam";
import { boardAMatchPoints } from "../../core/teams";
import { firstErrorIn, readArgument } from "../arguments";
import { liftCells, OMITTED } from "../lift";

/** BRIDGE.BAM: its arguments and descriptions are declared in src/messages/functions/teamsBam.ts. */
export function bam(score: any[][], other_room_score: any[][], tie_margin?: any[][]): any[][] {
  return liftCells([score, other_room_score, tie_margin], (cells) => {
    const error = firstErrorIn(cells);
    if (error) return error;
    const [scoreCell, otherCell, marginCell] = cells;
    const own = readArgument(BAM_ARGUMENTS.score, scoreCell ?? OMITTED);
    const other = readArgument(BAM_ARGUMENTS.other_room_score, otherCell ?? OMITTED);
    // A board not yet played in both rooms has no points yet.
    if (own === undefined || other === undefined) return "";
    const margin = readArgument(BAM_ARGUMENTS.tie_margin, marginCell ?? OMITTED);
    return boardAMatchPoints(own, other, margin);
  }) as any[][];
}
