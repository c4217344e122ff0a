/*
 * The 3/4 Howell (an incomplete or reduced Howell): fewer rounds than a full Howell, so each pair
 * meets most of the others, not all. It moves as every Howell does (bridgecentral.com, "Reduced
 * Howell"): the stationary pairs keep their seats; after each round every moving pair takes the
 * seat left by the pair numbered one below it (pair 1 the seat of the highest moving pair), and
 * each set of boards moves to the next lower table, the sets not in play waiting on relays
 * between the last table and table 1.
 *
 * The starting seats are those of the 6-table, 9-round 3/4 Howell that NZ Bridge's Scorer ran at
 * the Palmerston North Bridge Club on 28 December 2015 (github.com/duaneg/scorer-to-usebio,
 * examples/three_quarter_howell_with_phantom.xml, its pair 11 a phantom);
 * test/core/movements/threeQuarterHowell.test.ts checks every round against that session.
 */
import type { StoredHowell, StoredTable } from "./storedHowells";
import { withCounts } from "./storedHowells";

/** A seat at the start: [table, North-South pair, East-West pair]. */
type StartingTable = readonly [number, number, number];

interface ThreeQuarterStart {
  readonly rounds: number;
  readonly boardsPerRound: number;
  /** Pairs that never move, each at its table's North-South seat. */
  readonly stationary: readonly number[];
  readonly tables: readonly StartingTable[];
}

/** 12 pairs at 6 tables, 9 rounds: pairs 12, 11 and 10 sit North-South at tables 1, 2 and 3. */
const SIX_TABLES: ThreeQuarterStart = {
  rounds: 9,
  boardsPerRound: 3,
  stationary: [12, 11, 10],
  tables: [
    [1, 12, 1],
    [2, 11, 4],
    [3, 10, 8],
    [4, 2, 7],
    [5, 9, 6],
    [6, 5, 3],
  ],
};

function roundsOf(start: ThreeQuarterStart): StoredTable[][] {
  const moving = start.tables.length * 2 - start.stationary.length;
  const stationary = new Set(start.stationary);
  // The seat pair q held at the start is held in round r by pair q + (r - 1), counted round the
  // moving pairs (the highest moving pair is followed by pair 1).
  const seatedAt = (pair: number, round: number) =>
    stationary.has(pair) ? pair : ((pair - 1 + round - 1) % moving) + 1;
  // A set of boards a round: the sets not at a table wait on the relay between the last table
  // and table 1, so each table meets every set once.
  const sets = start.rounds;
  return Array.from({ length: start.rounds }, (_, index) =>
    start.tables.map(([table, ns, ew]): StoredTable => {
      const set = ((table - 1 + index) % sets) + 1;
      const first = (set - 1) * start.boardsPerRound + 1;
      return [
        table,
        seatedAt(ns, index + 1),
        seatedAt(ew, index + 1),
        Array.from({ length: start.boardsPerRound }, (__, board) => first + board),
      ];
    })
  );
}

/** With `pairs` below the highest seated: the higher pair is missing, its opponents sit out. */
function asStored(id: string, pairs: number, rounds: StoredTable[][]): StoredHowell {
  const boards = rounds.length * (rounds[0]?.[0]?.[3].length ?? 0);
  const tables = Math.max(...rounds.flat().map(([table]) => table));
  const description = `3/4 Howell movement, ${pairs} pairs, ${tables} tables, ${boards} boards`;
  return { ...withCounts({ id, description, rounds }), pairs };
}

/**
 * The 3/4 Howells: 12 pairs at 6 tables, and 11 pairs with the missing pair at table 2 (the
 * stationary pairs of tables 1 and 2 swapped, so that the missing pair is 12).
 */
export const THREE_QUARTER_HOWELLS: readonly StoredHowell[] = [
  asStored("ThreeQuarterHowell12T6B27", 12, roundsOf(SIX_TABLES)),
  asStored(
    "ThreeQuarterHowell11T6B27",
    11,
    roundsOf({ ...SIX_TABLES, tables: [[1, 11, 1], [2, 12, 4], ...SIX_TABLES.tables.slice(2)] })
  ),
];
