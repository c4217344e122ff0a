import type { Contract, Level, Strain } from "./contract";
import { scoreContract } from "./score";
import type { TrickTable } from "./trickTable";
import { TRICK_TABLE_STRAINS } from "./trickTable";

/**
 * The arithmetic of par (see par.ts): contracts by rank, a side's best in each strain, their
 * Law 77 scores and penalties, and the seats in bidding order.
 */

/** Seats are numbered N 0, E 1, S 2, W 3 (the rows of a TrickTable); a seat's side is seat % 2. */
export type SideIndex = 0 | 1;
export const SEAT_LETTERS = ["N", "E", "S", "W"];
/** The strains C D H S NT by index 0-4, as DealerPar writes them. */
export const STRAIN_LETTERS = ["C", "D", "H", "S", "N"];
export const HIGHEST_RANK = 35;

/*
 * A contract's rank orders the bids: 1C is 1, 1D 2, ... 1NT 5, 2C 6, ... 7NT 35. A side's highest
 * making contract in a strain where it takes fewer than 7 tricks gets a rank of 0 or less, which
 * still counts levels correctly when a sacrifice is priced from it.
 */
export function rankOf(level: number, strain: number): number {
  return 5 * (level - 1) + strain + 1;
}
export function levelOfRank(rank: number): number {
  return Math.floor((rank - 1) / 5) + 1;
}
export function strainOfRank(rank: number): number {
  return (rank - 1) % 5;
}
export function tricksNeeded(rank: number): number {
  return levelOfRank(rank) + 6;
}
export function contractOfRank(rank: number, doubling: 0 | 1): Contract {
  return {
    level: levelOfRank(rank) as Level,
    strain: TRICK_TABLE_STRAINS[strainOfRank(rank)] as Strain,
    doubling,
  };
}

/** Law 77: the score of a contract of this rank just made, undoubled, by vulnerability. */
export const MADE_SCORE: readonly (readonly number[])[] = [false, true].map((vulnerable) =>
  Array.from({ length: HIGHEST_RANK + 1 }, (_, rank) =>
    rank === 0 ? 0 : scoreContract(contractOfRank(rank, 0), tricksNeeded(rank), vulnerable)
  )
);

/** Law 77: the penalty of a doubled contract down 0-13, by vulnerability. */
export const DOUBLED_PENALTY: readonly (readonly number[])[] = [false, true].map((vulnerable) =>
  Array.from({ length: 14 }, (_, down) =>
    down === 0 ? 0 : -scoreContract({ level: 7, strain: "C", doubling: 1 }, 13 - down, vulnerable)
  )
);

/**
 * The most tricks a doubled sacrifice may go down and still cost less than the contract it
 * stops (Law 77 penalties against the contract's score; no penalty equals a contract's score).
 */
export function mostDownWorthGoing(
  rank: number,
  bidderVulnerable: boolean,
  sacrificerVulnerable: boolean
): number {
  const score = (MADE_SCORE[Number(bidderVulnerable)] as readonly number[])[rank] as number;
  const penalties = DOUBLED_PENALTY[Number(sacrificerVulnerable)] as readonly number[];
  let down = 0;
  while (down < 13 && (penalties[down + 1] as number) < score) down++;
  return down;
}

/**
 * The cheapest contract in the same strain scoring the same as this one just made: 1H+1 scores
 * as 2H, 3NT+1 as 4NT, but 4H is a game and 6H a slam, so they cannot be bid lower.
 */
export function cheapestSameScoringRank(rank: number): number {
  const tricks = tricksNeeded(rank);
  const same = (lower: number): boolean =>
    [false, true].every(
      (vulnerable) =>
        scoreContract(contractOfRank(lower, 0), tricks, vulnerable) ===
        scoreContract(contractOfRank(rank, 0), tricks, vulnerable)
    );
  let cheapest = rank;
  while (cheapest - 5 >= 1 && same(cheapest - 5)) cheapest -= 5;
  return cheapest;
}

/** A side's best in one strain: its better declarer's tricks and the contract they make. */
export interface SideInStrain {
  readonly strain: number;
  readonly tricks: number;
  /** The highest contract it makes (0 or less when it takes fewer than 7 tricks). */
  readonly rank: number;
  /** That contract's score just made, undoubled; 0 when it makes no contract. */
  readonly score: number;
}

export function surveySide(
  table: TrickTable,
  side: SideIndex,
  vulnerable: boolean
): SideInStrain[] {
  return STRAIN_LETTERS.map((_, strain) => {
    const tricks = Math.max(tricksOf(table, side, strain), tricksOf(table, side + 2, strain));
    const rank = rankOf(tricks - 6, strain);
    const score = tricks < 7 ? 0 : ((MADE_SCORE[Number(vulnerable)] as number[])[rank] as number);
    return { strain, tricks, rank, score };
  });
}

export function tricksOf(table: TrickTable, seat: number, strain: number): number {
  return (table[seat] as readonly number[])[strain] as number;
}

/** The seats in bidding order, the dealer first. */
export function biddingOrder(dealer: number): number[] {
  return [0, 1, 2, 3].map((turn) => (dealer + turn) % 4);
}
