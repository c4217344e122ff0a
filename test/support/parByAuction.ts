import type { Contract, Seat, Strain, TrickTable, Vulnerability } from "../../src/core";
import { TRICK_TABLE_STRAINS, isSideVulnerable, scoreContract } from "../../src/core";

const SEAT_INDEX: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };

/** Bound once: a global looked up per call is slow in jest's vm (most of this search's time). */
const { floor, max, min } = Math;
const { isNaN } = Number;

/**
 * Par by a different road, for cross-checking findPar: the minimax over a simplified auction (the
 * project's own formulation, bid seat by seat). Contracts 1C < 1D < ... < 7NT; the players call in
 * turn from the dealer; each passes or names any higher contract, which that player then declares;
 * three passes after a contract, or four at the start, end the auction; the final contract is
 * scored by Law 77 (scoreContract), doubled if it fails, undoubled if it makes. North-South
 * maximise, East-West minimise; a passed-out deal scores 0.
 *
 * Seat by seat, not side by side as first written: a side's better declarer cannot call
 * before the opponent who sits between the dealer and them. Side by side, with East-West making
 * 3NT by West, dealer South, North (6 tricks in notrump) could "bid 3NT first" for -500; DDS's
 * DealerPar gives 3NT by West, -600, as does this auction (fast-check found that table). Checked
 * against DDS 2.9's DealerPar on 320,000 plausible tables (tricks per strain adding to 13, give
 * or take two): the same score every time. On wilder tables, where both sides make grand slams,
 * DealerPar misses some sacrifices at 7NT and the two differ, so the property stays on plausible
 * tables.
 */
export function parByAuction(
  table: TrickTable,
  vulnerability: Vulnerability,
  dealer: Seat
): number {
  const vulnerable = [isSideVulnerable(vulnerability, "N"), isSideVulnerable(vulnerability, "E")];
  /** North-South's score of the final contract `rank` (1-35) declared by `declarer` (0-3). */
  const finalScore = (rank: number, declarer: number): number => {
    const level = floor((rank - 1) / 5) + 1;
    const strain = (rank - 1) % 5;
    const taken = table[declarer]?.[strain] as number;
    const contract: Contract = {
      level: level as 1,
      strain: TRICK_TABLE_STRAINS[strain] as Strain,
      doubling: taken < level + 6 ? 1 : 0,
    };
    const score = scoreContract(contract, taken, vulnerable[declarer % 2] as boolean);
    return declarer % 2 === 0 ? score : -score;
  };
  // Memo by (rank 0-35, declarer + 1, seat to call, passes since the last contract 0-3).
  const memo = new Float64Array(36 * 5 * 4 * 4).fill(NaN);
  /** The value with `rank` named last by `declarer`, `seat` to call after `passes` passes. */
  const value = (rank: number, declarer: number, seat: number, passes: number): number => {
    const key = ((rank * 5 + declarer + 1) * 4 + seat) * 4 + passes;
    const known = memo[key] as number;
    if (!isNaN(known)) return known;
    const next = (seat + 1) % 4;
    const passEnds = passes === (rank === 0 ? 3 : 2);
    const options: number[] = [
      passEnds
        ? rank === 0
          ? 0
          : finalScore(rank, declarer)
        : value(rank, declarer, next, passes + 1),
    ];
    for (let higher = rank + 1; higher <= 35; higher++) {
      options.push(value(higher, seat, next, 0));
    }
    const best = seat % 2 === 0 ? max(...options) : min(...options);
    memo[key] = best;
    return best;
  };
  return value(0, -1, SEAT_INDEX[dealer], 0);
}
