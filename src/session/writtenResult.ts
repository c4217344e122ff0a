import { tricksRequired } from "../core/contract";
import { DOWN_REFUSED_AS_BARE_NUMBER } from "../core/downCount";

/**
 * Tricks taken as a Results sheet must write them for BRIDGE.SCORE: the trick count, or from four
 * down the down count as a negative number, since a bare count that far down is refused as
 * ambiguous (docs/guide/scoring.md, "How results are read"; 3NT with 4 tricks is written -5).
 * @example writtenResult("3NT", 4) // -5
 */
export function writtenResult(contract: string, tricks: number): number {
  const level = Number(contract.trim().charAt(0));
  const down = tricksRequired({ level }) - tricks;
  return level >= 1 && level <= 7 && down >= DOWN_REFUSED_AS_BARE_NUMBER ? -down : tricks;
}
