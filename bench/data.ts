/** Realistic benchmark data: traveller lines and boards' North-South scores, reproducible. */
import { pick, randomSource } from "./support";

const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
const STRAINS = ["C", "D", "H", "S", "NT"] as const;
const DOUBLINGS = ["", "X", "XX"] as const;
const SEATS = ["N", "E", "S", "W"] as const;

export interface TravellerColumns {
  readonly contract: string[][];
  readonly tricks: number[][];
  readonly board: number[][];
  readonly declarer: string[][];
}

/** `rows` traveller lines as the columns of a sheet: contract text such as "4SX", tricks, board, declarer. */
export function travellerColumns(rows: number, seed = 1): TravellerColumns {
  const random = randomSource(seed);
  const contract: string[][] = [];
  const tricks: number[][] = [];
  const board: number[][] = [];
  const declarer: string[][] = [];
  for (let i = 0; i < rows; i++) {
    const level = pick(random, LEVELS);
    const doubling = random() < 0.9 ? "" : pick(random, DOUBLINGS);
    contract.push([`${level}${pick(random, STRAINS)}${doubling}`]);
    tricks.push([Math.max(0, Math.min(13, level + 6 + Math.floor(random() * 5) - 2))]);
    board.push([1 + Math.floor(random() * 32)]);
    declarer.push([pick(random, SEATS)]);
  }
  return { contract, tricks, board, declarer };
}

/** A board's North-South scores for a field of `size` results (ties included, as real boards have). */
export function boardScores(size: number, seed = 2): number[] {
  const random = randomSource(seed);
  const common = [
    -1430, -650, -620, -200, -170, -140, -110, -100, -50, 50, 90, 100, 110, 120, 140, 170, 200, 300,
    420, 450, 500, 620, 650, 1430,
  ];
  return Array.from({ length: size }, () =>
    random() < 0.7 ? pick(random, common) : Math.round((random() - 0.5) * 300) * 10
  );
}
