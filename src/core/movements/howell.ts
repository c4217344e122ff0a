import type { Movement, Seating } from "./movement";
import type { StoredHowell } from "./storedHowells";
import { STORED_HOWELLS } from "./storedHowells";
import { THREE_QUARTER_HOWELLS } from "./threeQuarterHowell";

/** By pairs, each size's full Howells first. */
const HOWELLS: readonly StoredHowell[] = [...STORED_HOWELLS, ...THREE_QUARTER_HOWELLS].sort(
  (a, b) => a.pairs - b.pairs
);

/** The stored Howell movements, for the pane's list: 4 to 14 pairs, and the 3/4 Howells. */
export function storedHowells(): readonly StoredHowell[] {
  return HOWELLS;
}

export function findStoredHowell(id: string): StoredHowell | undefined {
  return HOWELLS.find((howell) => howell.id === id);
}

/**
 * A stored Howell with its boards renumbered from `firstBoard` (the tables number them from 1).
 * Every pair is in one field.
 */
export function howellMovement(howell: StoredHowell, firstBoard: number): Movement {
  const seatings: Seating[] = howell.rounds.flatMap((tables, index) =>
    tables.map(([table, ns, ew, boards]) => ({
      round: index + 1,
      table,
      ns,
      ew,
      boards: boards.map((board) => board - 1 + firstBoard),
    }))
  );
  const plays = new Map<number, number>();
  for (const seating of seatings)
    for (const board of seating.boards) plays.set(board, (plays.get(board) ?? 0) + 1);
  const boards = [...plays.keys()].sort((a, b) => a - b);
  return {
    kind: "howell",
    tables: howell.tables,
    rounds: howell.rounds.length,
    boards,
    seatings,
    fields: "ONE",
    playsPerBoard: sameForEvery([...plays.values()]),
  };
}

function sameForEvery(counts: readonly number[]): number | undefined {
  const first = counts[0];
  return counts.every((count) => count === first) ? first : undefined;
}
