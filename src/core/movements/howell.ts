import type { Movement, Seating } from "./movement";
import { playsOfSeatings } from "./movementFacts";
import type { StoredHowell, StoredTable } from "./storedHowells";
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
 * Every pair is in one field. A pair numbered above the movement's pairs is the missing pair of
 * an odd number: its seat is absent and its opponents sit out.
 */
export function howellMovement(howell: StoredHowell, firstBoard: number): Movement {
  const seatings: Seating[] = howell.rounds.flatMap((tables, index) => [
    ...tables.map(([table, ns, ew, boards]) => ({
      round: index + 1,
      table,
      ns,
      ew,
      boards: boards.map((board) => board - 1 + firstBoard),
      ...(ns > howell.pairs ? { absent: "NS" as const } : {}),
      ...(ew > howell.pairs ? { absent: "EW" as const } : {}),
    })),
    ...sitOutOf(howell, index + 1, tables),
  ]);
  const plays = playsOfSeatings(seatings);
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

/**
 * The pair a round's tables leave out, when the stored table leaves the missing pair's table out
 * (an odd number of pairs, "without table 1"): it sits out at that table. Which boards would
 * have been there the table does not say (the set may be on a relay), so none are.
 */
function sitOutOf(howell: StoredHowell, round: number, tables: readonly StoredTable[]): Seating[] {
  const seated = new Set(tables.flatMap(([, ns, ew]) => [ns, ew]));
  const idle = Array.from({ length: howell.pairs }, (_, i) => i + 1).filter((p) => !seated.has(p));
  const [pair] = idle;
  if (pair === undefined || idle.length > 1) return [];
  const used = new Set(tables.map(([table]) => table));
  const table = Array.from({ length: howell.tables + 1 }, (_, i) => i + 1).find(
    (t) => !used.has(t)
  );
  return [{ round, table: table!, ns: howell.pairs + 1, ew: pair, boards: [], absent: "NS" }];
}

function sameForEvery(counts: readonly number[]): number | undefined {
  const first = counts[0];
  return counts.every((count) => count === first) ? first : undefined;
}
