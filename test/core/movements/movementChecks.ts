/*
 * What every movement must hold, checked on the seatings themselves: a pair sits at one table a
 * round, never plays a board twice, and a board is at one table at a time.
 */
import type { Movement, Seating } from "../../../src/core/movements/movement";

type Side = "ns" | "ew";

/** A missing pair's seat (a half table): nobody sits there. */
function isEmpty(seating: Seating, side: Side): boolean {
  return seating.absent === (side === "ns" ? "NS" : "EW");
}

/** Pair keys: in a Mitchell the directions are separate pairs ("ns 1", "ew 1"); in a Howell one. */
function pairKey(movement: Movement, side: Side, pair: number): string {
  return movement.fields === "TWO" ? `${side} ${pair}` : String(pair);
}

/** Every board each pair plays, with how many times. */
export function boardsByPair(movement: Movement): Map<string, Map<number, number>> {
  const byPair = new Map<string, Map<number, number>>();
  for (const seating of movement.seatings) {
    // A sit-out: the pair there plays no boards that round.
    if (seating.absent !== undefined) continue;
    for (const side of ["ns", "ew"] as const) {
      const key = pairKey(movement, side, seating[side]);
      const boards = byPair.get(key) ?? new Map<number, number>();
      for (const board of seating.boards) boards.set(board, (boards.get(board) ?? 0) + 1);
      byPair.set(key, boards);
    }
  }
  return byPair;
}

/** Pairs that play a board more than once: none in a sound movement. */
export function boardsPlayedTwice(movement: Movement): string[] {
  const twice: string[] = [];
  for (const [pair, boards] of boardsByPair(movement))
    for (const [board, count] of boards) if (count > 1) twice.push(`pair ${pair} board ${board}`);
  return twice;
}

/**
 * Pairs seated twice in one round, and boards at two tables in one round: none. A relay
 * movement shares a set of boards between two tables in a round, so `sharedBoards` allows that.
 */
export function clashesWithinRounds(movement: Movement, sharedBoards = false): string[] {
  const clashes: string[] = [];
  for (let round = 1; round <= movement.rounds; round += 1) {
    const seated = new Set<string>();
    const boards = new Set<number>();
    for (const seating of movement.seatings.filter((s) => s.round === round)) {
      for (const side of ["ns", "ew"] as const) {
        if (isEmpty(seating, side)) continue;
        const key = pairKey(movement, side, seating[side]);
        if (seated.has(key)) clashes.push(`round ${round}: pair ${key} twice`);
        seated.add(key);
      }
      if (movement.fields === "ONE" && seating.ns === seating.ew)
        clashes.push(`round ${round}: pair ${seating.ns} against itself`);
      if (seating.absent !== undefined) continue;
      for (const board of seating.boards) {
        if (boards.has(board) && !sharedBoards)
          clashes.push(`round ${round}: board ${board} at two tables`);
        boards.add(board);
      }
    }
  }
  return clashes;
}

/** How many times each board is played. */
export function playsByBoard(movement: Movement): Map<number, number> {
  const plays = new Map<number, number>();
  for (const seating of movement.seatings)
    if (seating.absent === undefined)
      for (const board of seating.boards) plays.set(board, (plays.get(board) ?? 0) + 1);
  return plays;
}

/** How many times each North-South/East-West pairing meets. */
export function meetings(movement: Movement): Map<string, number> {
  const met = new Map<string, number>();
  for (const seating of movement.seatings) {
    if (seating.absent !== undefined) continue;
    const [a, b] = [seating.ns, seating.ew].sort((x, y) => x - y);
    const key = movement.fields === "TWO" ? `${seating.ns}-${seating.ew}` : `${a}-${b}`;
    met.set(key, (met.get(key) ?? 0) + 1);
  }
  return met;
}
