/*
 * What a movement holds, read off its seatings: how often each board is played, who sits out
 * when, which pairs meet twice or never, and whether it is legal at all (a pasted movement is
 * checked before it is built). Pair keys follow the movement's fields: with two fields North-South
 * 1 and East-West 1 are two pairs ("NS 1", "EW 1"), with one field a number is one pair.
 */
import type { Direction, Movement, Seating } from "./movement";

/** A pair as the movement's fields tell pairs apart. */
export interface PairKey {
  /** The pair's direction with two fields; undefined with one. */
  readonly direction: Direction | undefined;
  readonly pair: number;
}

/** How many times each board is played (an empty seat plays nothing). */
export function playsOfSeatings(seatings: readonly Seating[]): Map<number, number> {
  const plays = new Map<number, number>();
  for (const seating of seatings) {
    if (seating.absent !== undefined) continue;
    for (const board of seating.boards) plays.set(board, (plays.get(board) ?? 0) + 1);
  }
  return plays;
}

/** The pair in a seat: its key and text ("NS 3", "7"), or undefined for an empty seat. */
function seated(movement: Movement, seating: Seating, side: Direction): PairKey | undefined {
  if (seating.absent === side) return undefined;
  const number = side === "NS" ? seating.ns : seating.ew;
  // With two fields a pair keeps its direction: a switched round seats it the other way round.
  const direction =
    movement.fields === "ONE" ? undefined : seating.switched ? otherSide(side) : side;
  return { direction, pair: number };
}

function otherSide(side: Direction): Direction {
  return side === "NS" ? "EW" : "NS";
}

export function keyText(key: PairKey): string {
  return key.direction === undefined ? String(key.pair) : `${key.direction} ${key.pair}`;
}

/** Why a movement cannot be played as given; none for a legal one. */
export type MovementProblem =
  | { readonly kind: "boardTwice"; readonly pair: string; readonly board: number }
  | { readonly kind: "pairTwiceInRound"; readonly pair: string; readonly round: number }
  | { readonly kind: "pairAgainstItself"; readonly pair: string; readonly round: number }
  | { readonly kind: "boardAtTwoTables"; readonly board: number; readonly round: number }
  | { readonly kind: "tableTwiceInRound"; readonly table: number; readonly round: number };

/**
 * Every reason the movement cannot be played: a pair plays a board twice, sits at two tables (or
 * on both sides of one) in a round, a board is at two tables in one round (a share-and-relay's
 * shared set excepted), a table is seated twice in a round.
 */
export function movementProblems(movement: Movement): MovementProblem[] {
  const problems: MovementProblem[] = [];
  const boardsOf = new Map<string, Set<number>>();
  const byRound = new Map<number, Seating[]>();
  for (const seating of movement.seatings) {
    const list = byRound.get(seating.round) ?? [];
    list.push(seating);
    byRound.set(seating.round, list);
  }
  const sharing = movement.relay?.sharing;
  for (const [round, seatings] of [...byRound].sort(([a], [b]) => a - b)) {
    const pairs = new Set<string>();
    const tables = new Set<number>();
    const boards = new Map<number, number>();
    for (const seating of seatings) {
      if (tables.has(seating.table))
        problems.push({ kind: "tableTwiceInRound", table: seating.table, round });
      tables.add(seating.table);
      const keys = (["NS", "EW"] as const)
        .map((side) => seated(movement, seating, side))
        .filter((key): key is PairKey => key !== undefined)
        .map(keyText);
      if (keys.length === 2 && keys[0] === keys[1])
        problems.push({ kind: "pairAgainstItself", pair: keys[0] as string, round });
      for (const key of new Set(keys)) {
        if (pairs.has(key)) problems.push({ kind: "pairTwiceInRound", pair: key, round });
        pairs.add(key);
        const played = boardsOf.get(key) ?? new Set<number>();
        for (const board of seating.boards) {
          if (played.has(board)) problems.push({ kind: "boardTwice", pair: key, board });
          played.add(board);
        }
        boardsOf.set(key, played);
      }
      if (seating.absent !== undefined) continue;
      for (const board of seating.boards) {
        const at = boards.get(board);
        const shared =
          sharing !== undefined &&
          at !== undefined &&
          sharing.includes(at) &&
          sharing.includes(seating.table);
        if (at !== undefined && !shared) problems.push({ kind: "boardAtTwoTables", board, round });
        boards.set(board, seating.table);
      }
    }
  }
  return problems;
}

/** Every pair of the movement, by its key, North-South's first. */
export function pairsOfMovement(movement: Movement): PairKey[] {
  const found = new Map<string, PairKey>();
  for (const seating of movement.seatings)
    for (const side of ["NS", "EW"] as const) {
      const key = seated(movement, seating, side);
      if (key) found.set(keyText(key), key);
    }
  const order = (key: PairKey) => (key.direction === "EW" ? 1 : 0);
  return [...found.values()].sort((a, b) => order(a) - order(b) || a.pair - b.pair);
}

/** How many boards each pair plays, fewest and most. */
export function boardsPerPair(movement: Movement): { fewest: number; most: number } {
  const counts = new Map<string, number>();
  for (const seating of movement.seatings) {
    if (seating.absent !== undefined) continue;
    for (const side of ["NS", "EW"] as const) {
      const key = seated(movement, seating, side);
      if (key) counts.set(keyText(key), (counts.get(keyText(key)) ?? 0) + seating.boards.length);
    }
  }
  for (const pair of pairsOfMovement(movement))
    if (!counts.has(keyText(pair))) counts.set(keyText(pair), 0);
  const values = [...counts.values()];
  if (values.length === 0) return { fewest: 0, most: 0 };
  return { fewest: Math.min(...values), most: Math.max(...values) };
}

/**
 * Who sits out each round, by round: the opponents of a missing pair (a half table's empty seat),
 * and any pair of the movement seated at no table that round (a stored Howell of an odd number
 * of pairs leaves its extra pair out without an empty seat).
 */
export function sitOuts(movement: Movement): { round: number; pair: string }[] {
  const out: { round: number; order: number; pair: string }[] = [];
  const seatedIn = new Map<number, Set<string>>();
  for (const seating of movement.seatings) {
    const here = seatedIn.get(seating.round) ?? new Set<string>();
    seatedIn.set(seating.round, here);
    for (const side of ["NS", "EW"] as const) {
      const key = seated(movement, seating, side);
      if (key) here.add(keyText(key));
    }
    if (seating.absent === undefined) continue;
    const key = seated(movement, seating, otherSide(seating.absent));
    out.push({ round: seating.round, order: seating.table, pair: key ? keyText(key) : "" });
  }
  const pairs = pairsOfMovement(movement);
  for (const [round, here] of seatedIn)
    pairs.forEach((key, index) => {
      if (!here.has(keyText(key)))
        out.push({ round, order: movement.tables + 1 + index, pair: keyText(key) });
    });
  return out
    .sort((a, b) => a.round - b.round || a.order - b.order)
    .map(({ round, pair }) => ({ round, pair }));
}

/** Pairs of opponents who meet more than once, and, in a Mitchell, North-South and East-West pairs who never meet. */
export function meetingsOf(movement: Movement): { twice: string[]; never: string[] } {
  const met = new Map<string, number>();
  const pairText = (a: PairKey, b: PairKey) => `${keyText(a)} - ${keyText(b)}`;
  for (const seating of movement.seatings) {
    const ns = seated(movement, seating, "NS");
    const ew = seated(movement, seating, "EW");
    if (!ns || !ew) continue;
    const [first, second] = ordered(ns, ew);
    const key = pairText(first, second);
    met.set(key, (met.get(key) ?? 0) + 1);
  }
  const twice = [...met].filter(([, count]) => count > 1).map(([key]) => key);
  const never: string[] = [];
  if (movement.kind === "mitchell") {
    // Each stationary pair against each moving pair: the Mitchell's comparisons.
    const pairs = pairsOfMovement(movement);
    const stationary = pairs.filter((p) => isStationary(movement, p));
    const moving = pairs.filter((p) => !isStationary(movement, p));
    for (const a of stationary)
      for (const b of moving) {
        const [first, second] = ordered(a, b);
        if (!met.has(pairText(first, second))) never.push(pairText(first, second));
      }
  }
  return { twice, never };
}

/** A Mitchell's stationary pairs are 1 to tables in the North-South seat of an unswitched round. */
function isStationary(movement: Movement, key: PairKey): boolean {
  return key.direction === undefined ? key.pair <= movement.tables : key.direction === "NS";
}

function ordered(a: PairKey, b: PairKey): [PairKey, PairKey] {
  const rank = (key: PairKey) => (key.direction === "EW" ? 1 : 0) * 1e6 + key.pair;
  return rank(a) <= rank(b) ? [a, b] : [b, a];
}
