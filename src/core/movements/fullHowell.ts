/*
 * A full Howell for more pairs than the stored tables hold (16 to 24), built as the published
 * full Howells are: the highest pair stationary at table 1, every other pair moving one place
 * round a cycle of 2n - 1 places each round, so that in 2n - 1 rounds every pair meets every other
 * once (the "circle" of a round robin; E. Howell's movements; bridgecentral.com, "Howell
 * movement"). Each table keeps its place in the cycle, and its boards move one set a round from a
 * starting set chosen so that no pair meets a set twice: the sets' offsets are found by a search
 * checked here, not copied from a card. An odd number of pairs plays the next even one with the
 * highest pair missing: the pair it would meet sits out.
 */
import type { Movement, Seating } from "./movement";
import { boardRange } from "./movement";
import { playsOfSeatings } from "./movementFacts";

export interface FullHowellOptions {
  /** 15 to 24 pairs. */
  readonly pairs: number;
  readonly boardsPerRound: number;
  readonly firstBoard: number;
}

/** The pairs the built full Howells cover (the stored tables end at 14). */
export const FULL_HOWELL_PAIRS = { min: 15, max: 24 } as const;

/**
 * Starting sets s_0 .. s_(n-1) of the n tables, distinct, with s_0 and every s_k - k and s_k + k
 * (k = 1 .. n-1) together one of each set mod 2n - 1: then a pair, meeting the table of class k
 * at round p -+ k, plays set p -+ k + s_k, and so every set once.
 */
function startingSets(tables: number): number[] {
  const sets = 2 * tables - 1;
  const wrap = (value: number) => ((value % sets) + sets) % sets;
  const start: number[] = [0];
  const covered = new Set<number>([0]);
  const used = new Set<number>([0]);
  const place = (k: number): boolean => {
    if (k === tables) return true;
    for (let s = 0; s < sets; s += 1) {
      const [low, high] = [wrap(s - k), wrap(s + k)];
      if (used.has(s) || low === high || covered.has(low) || covered.has(high)) continue;
      used.add(s);
      covered.add(low).add(high);
      start.push(s);
      if (place(k + 1)) return true;
      start.pop();
      used.delete(s);
      covered.delete(low);
      covered.delete(high);
    }
    return false;
  };
  if (!place(1)) throw new Error(`no full Howell for ${tables} tables`);
  return start;
}

/** A full Howell of `pairs` pairs (an odd number: the highest even pair missing). */
export function fullHowellMovement(options: FullHowellOptions): Movement {
  const { pairs, boardsPerRound, firstBoard } = options;
  const even = pairs % 2 === 0 ? pairs : pairs + 1;
  const tables = even / 2;
  const cycle = even - 1;
  const start = startingSets(tables);
  const pairAt = (place: number) => (((place % cycle) + cycle) % cycle) + 1;
  const seatings: Seating[] = [];
  for (let round = 0; round < cycle; round += 1) {
    for (let k = 0; k < tables; k += 1) {
      const set = (round + (start[k] ?? 0)) % cycle;
      const boards = boardRange(firstBoard + set * boardsPerRound, boardsPerRound);
      // Table 1: the stationary pair North-South in even rounds, East-West in odd ones.
      const [ns, ew] =
        k === 0
          ? round % 2 === 0
            ? [even, pairAt(round)]
            : [pairAt(round), even]
          : [pairAt(round - k), pairAt(round + k)];
      const absent = pairs % 2 === 1 && k === 0 ? (ns === even ? "NS" : "EW") : undefined;
      seatings.push({
        round: round + 1,
        table: k + 1,
        ns,
        ew,
        boards,
        ...(absent ? { absent } : {}),
      });
    }
  }
  const plays = playsOfSeatings(seatings);
  const counts = [...plays.values()];
  return {
    kind: "howell",
    tables,
    rounds: cycle,
    boards: [...plays.keys()].sort((a, b) => a - b),
    seatings,
    fields: "ONE",
    playsPerBoard: counts.every((count) => count === counts[0]) ? counts[0] : undefined,
  };
}
