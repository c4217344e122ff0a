/*
 * Pairs keyed where they cannot be: a pair on two lines of one board (it played the board twice),
 * or a pair at two tables, or against two sets of opponents, in one round (a pair typed at the
 * wrong table). The round is the line's own when keyed; otherwise it is found from the boards:
 * the boards a round's tables play together are played by the same meetings of pairs.
 */
import type { CheckFinding, KeyedLine } from "./keyedLine";
import { findingOf, linesByBoard, pairKey } from "./keyedLine";

/** A line's pairs as the checks compare them: by direction too when the session has two fields. */
export interface Seating {
  readonly ns?: string;
  readonly ew?: string;
}

/**
 * Two fields (a Mitchell) when some line has the same pair id on both sides ("1" v "1"): then
 * North-South 1 and East-West 1 are two pairs. Otherwise an id is one pair wherever it sits.
 */
export function seatingOf(lines: readonly KeyedLine[]): (line: KeyedLine) => Seating {
  const twoFields = lines.some((line) => line.ns !== "" && pairKey(line.ns) === pairKey(line.ew));
  return (line) => ({
    ...(line.ns.trim() === "" ? {} : { ns: `${twoFields ? "NS " : ""}${pairKey(line.ns)}` }),
    ...(line.ew.trim() === "" ? {} : { ew: `${twoFields ? "EW " : ""}${pairKey(line.ew)}` }),
  });
}

/** The meeting of a line's two pairs: "3|5"; undefined when a pair is blank. */
export function meetingOf(seating: Seating): string | undefined {
  return seating.ns !== undefined && seating.ew !== undefined
    ? `${seating.ns}|${seating.ew}`
    : undefined;
}

/** A pair on two lines of one board: both lines are listed, each naming the other. */
export function checkBoardTwiceForPair(lines: readonly KeyedLine[]): CheckFinding[] {
  const seating = seatingOf(lines);
  const findings: CheckFinding[] = [];
  for (const onBoard of linesByBoard(lines).values()) {
    const firstRow = new Map<string, KeyedLine>();
    for (const line of onBoard) {
      const seats = seating(line);
      for (const [pair, shown] of [
        [seats.ns, line.ns],
        [seats.ew, line.ew],
      ] as const) {
        if (pair === undefined) continue;
        const other = firstRow.get(pair);
        if (!other) {
          firstRow.set(pair, line);
          continue;
        }
        findings.push(
          findingOf(other, { kind: "boardTwiceForPair", pair: shown, otherRow: line.row })
        );
        findings.push(
          findingOf(line, { kind: "boardTwiceForPair", pair: shown, otherRow: other.row })
        );
      }
    }
  }
  return findings;
}

/**
 * The boards played in the same round as each board, where no round is keyed: the boards whose
 * meetings are mostly this board's (at least half of the smaller board's meetings, and two).
 */
export function roundMatesOf(lines: readonly KeyedLine[]): Map<number, number[]> {
  const seating = seatingOf(lines);
  const meetings = new Map<number, Set<string>>();
  for (const [board, onBoard] of linesByBoard(lines)) {
    const set = new Set<string>();
    for (const line of onBoard) {
      const meeting = meetingOf(seating(line));
      if (meeting !== undefined) set.add(meeting);
    }
    meetings.set(board, set);
  }
  const mates = new Map<number, number[]>();
  for (const [board, set] of meetings) {
    const those: number[] = [];
    for (const [other, otherSet] of meetings) {
      if (other === board) continue;
      let shared = 0;
      for (const meeting of set) if (otherSet.has(meeting)) shared += 1;
      if (shared >= 2 && shared * 2 >= Math.min(set.size, otherSet.size)) those.push(other);
    }
    mates.set(board, those);
  }
  return mates;
}

/**
 * A pair at two tables, or against two sets of opponents, in one round. With rounds keyed, the
 * lines of one round are compared; without, a line whose meeting no board of its round has while
 * both its pairs meet others there (the meeting that should have been keyed).
 */
export function checkPairTwiceInRound(lines: readonly KeyedLine[]): CheckFinding[] {
  const keyed = lines.filter((line) => line.round !== undefined);
  return keyed.length > 0 ? byKeyedRound(keyed) : byBoardsOfRound(lines);
}

/**
 * In each keyed round, where each pair sits on each of its lines (its table when keyed, and its
 * opponents): the place most of its lines agree on is the pair's, and each line elsewhere is
 * listed, naming a line at the pair's place (two places as many lines each: all are listed).
 */
function byKeyedRound(lines: readonly KeyedLine[]): CheckFinding[] {
  const seating = seatingOf(lines);
  const findings: CheckFinding[] = [];
  // Round, then pair, then place, then the lines there, in the order they came.
  const places = new Map<string, Map<string, { shown: string; lines: KeyedLine[] }>>();
  for (const line of lines) {
    const seats = seating(line);
    const sides = [
      [seats.ns, line.ns, seats.ew],
      [seats.ew, line.ew, seats.ns],
    ] as const;
    for (const [pair, shown, opponents] of sides) {
      if (pair === undefined) continue;
      const key = `${String(line.round)}|${pair}`;
      const byPlace = places.get(key) ?? new Map<string, { shown: string; lines: KeyedLine[] }>();
      const place = `${line.table ?? ""}|${opponents ?? ""}`;
      const at = byPlace.get(place) ?? { shown, lines: [] };
      at.lines.push(line);
      byPlace.set(place, at);
      places.set(key, byPlace);
    }
  }
  for (const byPlace of places.values()) {
    if (byPlace.size < 2) continue;
    const sizes = [...byPlace.values()].map((at) => at.lines.length);
    const most = Math.max(...sizes);
    const held = [...byPlace.values()].filter((at) => at.lines.length === most);
    const own = held.length === 1 ? held[0] : undefined;
    for (const at of byPlace.values()) {
      if (at === own) continue;
      const other = own ?? [...byPlace.values()].find((each) => each !== at);
      const otherRow = other?.lines[0]?.row ?? 0;
      for (const line of at.lines) {
        findings.push(
          findingOf(line, {
            kind: "pairTwiceInRound",
            pair: at.shown,
            round: line.round as number,
            otherRow,
          })
        );
      }
    }
  }
  return findings;
}

function byBoardsOfRound(lines: readonly KeyedLine[]): CheckFinding[] {
  const seating = seatingOf(lines);
  const mates = roundMatesOf(lines);
  const byBoard = linesByBoard(lines);
  const findings: CheckFinding[] = [];
  for (const [board, onBoard] of byBoard) {
    const mateLines = (mates.get(board) ?? []).flatMap((mate) => byBoard.get(mate) ?? []);
    if (mateLines.length === 0) continue;
    const meetings = new Set(mateLines.map((line) => meetingOf(seating(line))));
    for (const line of onBoard) {
      const seats = seating(line);
      if (meetings.has(meetingOf(seats))) continue;
      const elsewhere = (pair: string | undefined, side: "ns" | "ew") =>
        mateLines.find((other) => seating(other)[side] === pair);
      const nsElsewhere = elsewhere(seats.ns, "ns");
      const ewElsewhere = elsewhere(seats.ew, "ew");
      if (!nsElsewhere || !ewElsewhere) continue;
      findings.push(
        findingOf(line, { kind: "pairTwiceInRound", pair: line.ns, otherRow: nsElsewhere.row })
      );
    }
  }
  return findings;
}
