import type { AdjustedScore } from "./adjusted";

/**
 * IMPs for an artificial adjusted score (Law 12C2) in IMP pairs: average plus is +3 IMPs, average
 * 0, average minus -3 (ACBLscore manual p.83 "AVE+ 3 IMPs"; Norwegian Law 86: "+3 IMP eller -3
 * IMP"). North-South's share decides: more than 50 % +3, exactly 50 % 0, less -3.
 * @example impsForAdjustedScore({ nsPercent: 60, ewPercent: 40 }) // 3
 */
export function impsForAdjustedScore(adjusted: AdjustedScore): number {
  if (adjusted.nsPercent > 50) return AVERAGE_PLUS_IMPS;
  if (adjusted.nsPercent < 50) return -AVERAGE_PLUS_IMPS;
  return 0;
}

const AVERAGE_PLUS_IMPS = 3;
