import type { Seat, Strain, TrickTable, Vulnerability } from "../../src/core";
import { TRICK_TABLE_STRAINS, isSideVulnerable, scoreContract } from "../../src/core";

/**
 * Par by a different road, for cross-checking findPar: the minimax over a simplified auction of
 * notes section 7.3. Contracts 1C < 1D < ... < 7NT; the sides bid in turn, the dealer's side
 * first; on its turn a side passes or names any higher contract (declared by its better declarer
 * in that strain); two passes in succession end the auction; the final contract is scored by
 * Law 77 (scoreContract), doubled if it fails, undoubled if it makes. North-South maximise, East-
 * West minimise; a passed-out deal scores 0. Notes 7.3: on 6,400 DDS cases this gave DealerPar's
 * score every time.
 */
export function parByAuction(
  table: TrickTable,
  vulnerability: Vulnerability,
  dealer: Seat
): number {
  const dealerSide = dealer === "N" || dealer === "S" ? 0 : 1;
  const vulnerable = [isSideVulnerable(vulnerability, "N"), isSideVulnerable(vulnerability, "E")];
  const tricks = (side: number, strain: number): number =>
    Math.max(table[side]?.[strain] as number, table[side + 2]?.[strain] as number);
  /** North-South's score of the final contract `rank` (1-35) declared by `side`. */
  const finalScore = (rank: number, side: number): number => {
    const level = Math.floor((rank - 1) / 5) + 1;
    const strain = (rank - 1) % 5;
    const taken = tricks(side, strain);
    const contract = {
      level: level as 1,
      strain: TRICK_TABLE_STRAINS[strain] as Strain,
      doubling: (taken < level + 6 ? 1 : 0) as 0 | 1,
    };
    const score = scoreContract(contract, taken, vulnerable[side] as boolean);
    return side === 0 ? score : -score;
  };
  // Memo by (rank 0-35, declarer side + 1, side to act, passed): NaN until worked out.
  const memo = new Float64Array(36 * 3 * 2 * 2).fill(Number.NaN);
  /** The value with `rank` bid last by `declarer`, `side` to act, `passed` if the last call was a pass. */
  const value = (rank: number, declarer: number, side: number, passed: boolean): number => {
    const key = ((rank * 3 + declarer + 1) * 2 + side) * 2 + (passed ? 1 : 0);
    const known = memo[key] as number;
    if (!Number.isNaN(known)) return known;
    const options: number[] = [
      passed
        ? rank === 0
          ? 0
          : finalScore(rank, declarer)
        : value(rank, declarer, 1 - side, true),
    ];
    for (let higher = rank + 1; higher <= 35; higher++) {
      options.push(value(higher, side, 1 - side, false));
    }
    const best = side === 0 ? Math.max(...options) : Math.min(...options);
    memo[key] = best;
    return best;
  };
  return value(0, -1, dealerSide, false);
}
