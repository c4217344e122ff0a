/**
 * One piece of a deal's double-dummy table: the tricks each declarer N, E, S, W takes in one
 * strain, a column of BRIDGE.DDTABLE. A hand record's work is cut into these pieces (five per
 * deal) so that the pool of workers (src/excel/ddPool.ts) can share a hand record's hardest
 * deals out among all its workers rather than leaving three idle while one solves a slow deal.
 * The column is solveTable's (src/core/doubleDummy/table.ts) for that strain: the same search,
 * started from the same first guess.
 */
import { firstGuess } from "../core/doubleDummy/firstGuess";
import type { Holdings } from "../core/doubleDummy/holdings";
import { solveStrain } from "../core/doubleDummy/table";

/** Declarer's tricks N, E, S, W in `strain` (a suit index ♠ 0 .. ♣ 3, or 4 for notrump). */
export function strainColumn(holdings: Holdings, strain: number): number[] {
  const tricks = tricksInHand(holdings);
  const northSouth = solveStrain(holdings, strain, firstGuess(holdings, strain, tricks));
  // Declarer's left-hand opponent leads; East-West's tricks are what North-South do not take.
  return [0, 1, 2, 3].map((declarer) => {
    const ns = northSouth[(declarer + 1) & 3] as number;
    return declarer % 2 === 0 ? ns : tricks - ns;
  });
}

function tricksInHand(holdings: Holdings): number {
  let count = 0;
  for (const mask of holdings[0] ?? []) for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}
