/*
 * A Bridgemate section's pairs and their players: the pairs the movement seats (or, without a
 * movement, the results name), each with the names entered at the tables (PlayerNumbers) or,
 * for a number alone, the club's list (PlayerNames).
 */
import type { PlayerNumberRow, RoundRow, SectionRow } from "./bridgemateTables";
import type { BoardResults, PairEntry, Player } from "./session";

/** The section's pairs, from the movement (or the results when it has none), with their players. */
export function pairsOf(
  rounds: readonly RoundRow[],
  boards: readonly BoardResults[],
  players: readonly PlayerNumberRow[],
  clubList: ReadonlyMap<string, string>,
  two: boolean,
  section: SectionRow
): PairEntry[] {
  const seatings =
    rounds.length > 0
      ? rounds.map((r) => ({ ns: r.nsPair, ew: r.ewPair }))
      : boards.flatMap((b) => b.lines.map((l) => ({ ns: Number(l.nsPair), ew: Number(l.ewPair) })));
  const missing = section.missingPair ?? 0;
  const entries = new Map<string, { pair: number; direction?: "NS" | "EW" }>();
  for (const { ns, ew } of seatings) {
    for (const [pair, direction] of [
      [ns, "NS"],
      [ew, "EW"],
    ] as const) {
      if (pair <= 0 || pair === missing) continue;
      const key = two ? `${String(pair)}${direction}` : String(pair);
      if (!entries.has(key)) entries.set(key, two ? { pair, direction } : { pair });
    }
  }
  const named = playersByPair(rounds, players, clubList, two);
  return [...entries.entries()]
    .sort(([, a], [, b]) => (a.direction ?? "").localeCompare(b.direction ?? "") || a.pair - b.pair)
    .map(([key, entry]) => ({
      pair: String(entry.pair),
      ...(entry.direction ? { direction: entry.direction } : {}),
      players: named.get(key) ?? [],
    }));
}

const SEAT_ORDER = ["N", "S", "E", "W"];

/**
 * The players of each pair: a number entered at a table for a round (0: before the first) belongs
 * to the pair the movement seats there then; the earliest round's entry is taken.
 */
function playersByPair(
  rounds: readonly RoundRow[],
  players: readonly PlayerNumberRow[],
  clubList: ReadonlyMap<string, string>,
  two: boolean
): Map<string, Player[]> {
  const seats = new Map<string, Map<string, Player>>();
  const sorted = [...players].sort((a, b) => a.round - b.round);
  for (const entry of sorted) {
    const round = Math.max(entry.round, 1);
    const seating = rounds.find((r) => r.table === entry.table && r.round === round);
    if (!seating || !SEAT_ORDER.includes(entry.direction)) continue;
    const ns = entry.direction === "N" || entry.direction === "S";
    const pair = ns ? seating.nsPair : seating.ewPair;
    const key = two ? `${String(pair)}${ns ? "NS" : "EW"}` : String(pair);
    const name = entry.name !== "" ? entry.name : (clubList.get(entry.number) ?? "");
    if (name === "" && entry.number === "") continue;
    const pairSeats = seats.get(key) ?? new Map<string, Player>();
    // In a one-winner movement a pair sits NS one round and EW another: North and East are its first.
    const seat = two ? entry.direction : ns ? entry.direction : entry.direction === "E" ? "N" : "S";
    if (!pairSeats.has(seat))
      pairSeats.set(seat, { name, ...(entry.number !== "" ? { nationalId: entry.number } : {}) });
    seats.set(key, pairSeats);
  }
  return new Map(
    [...seats.entries()].map(([key, pairSeats]) => [
      key,
      SEAT_ORDER.flatMap((seat) => {
        const player = pairSeats.get(seat);
        return player ? [player] : [];
      }),
    ])
  );
}
