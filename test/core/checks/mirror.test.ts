/*
 * A session and its mirror give the same checks: North-South and East-West swapped consistently
 * (each line's pairs swapped, North's seat East's and South's West's, every North-South score
 * negated, adjusted percentages swapped, each double-dummy table's rows swapped the same way, and
 * each board moved to the board of the same cycle position whose vulnerability is the other
 * side's: Law 2 makes 2 North-South's and 3 East-West's, so 2 and 3 trade places). The checks
 * are rules of the game, not of which side is called North.
 */
import fc from "fast-check";
import type { Seat } from "../../../src/core/board";
import { vulnerabilityForBoard } from "../../../src/core/board";
import { checkSession } from "../../../src/core/checks/checkSession";
import type { KeyedEntry, KeyedLine, KeyedSession } from "../../../src/core/checks/keyedLine";
import type { Contract, Strain } from "../../../src/core/contract";
import { scoreContract } from "../../../src/core/score";
import type { TrickTable } from "../../../src/core/trickTable";

/** Boards 1-16 paired with the board whose vulnerability is the other side's (Law 2). */
const MIRROR_BOARD: Readonly<Record<number, number>> = {
  1: 1,
  8: 8,
  11: 11,
  14: 14,
  4: 4,
  7: 7,
  10: 10,
  13: 13,
  2: 3,
  3: 2,
  5: 6,
  6: 5,
  12: 9,
  9: 12,
  15: 16,
  16: 15,
};
const MIRROR_SEAT: Readonly<Record<Seat, Seat>> = { N: "E", E: "N", S: "W", W: "S" };
const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
const STRAINS: readonly Strain[] = ["C", "D", "H", "S", "NT"];

function mirrorEntry(entry: KeyedEntry): KeyedEntry {
  switch (entry.kind) {
    case "played":
      return {
        ...entry,
        declarer: MIRROR_SEAT[entry.declarer],
        ...(entry.nsScore === undefined ? {} : { nsScore: -entry.nsScore || 0 }),
      };
    case "passedOut":
    case "score":
      return entry.nsScore === undefined ? entry : { ...entry, nsScore: -entry.nsScore || 0 };
    case "adjusted":
      return { kind: "adjusted", nsPercent: entry.ewPercent, ewPercent: entry.nsPercent };
    default:
      return entry;
  }
}

function mirror(session: KeyedSession): KeyedSession {
  const lines = session.lines.map((line): KeyedLine => ({
    ...line,
    ...(line.board === undefined ? {} : { board: MIRROR_BOARD[line.board] }),
    ns: line.ew,
    ew: line.ns,
    entry: mirrorEntry(line.entry),
  }));
  const doubleDummy = new Map<number, TrickTable>();
  for (const [board, table] of session.doubleDummy) {
    const rows = [table[1], table[0], table[3], table[2]] as number[][];
    doubleDummy.set(MIRROR_BOARD[board] as number, rows);
  }
  return { lines, doubleDummy };
}

/** A side's tricks in a strain and the other side's add up to 13 on each row pair. */
const table = fc
  .array(fc.integer({ min: 0, max: 13 }), { minLength: 5, maxLength: 5 })
  .map((ns): TrickTable => {
    const ew = ns.map((tricks) => 13 - tricks);
    return [ns, ew, ns, ew];
  });

const played = fc.record({
  level: fc.integer({ min: 1, max: 7 }),
  strain: fc.constantFrom(...STRAINS),
  doubling: fc.constantFrom(0, 0, 0, 1),
  declarer: fc.constantFrom(...SEATS),
  tricks: fc.integer({ min: 0, max: 13 }),
  keyedScore: fc.constantFrom("right", "right", "right", "flipped", "none"),
});

const line = fc.record({
  board: fc.integer({ min: 1, max: 16 }),
  round: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  table: fc.integer({ min: 1, max: 4 }),
  ns: fc.constantFrom("1", "2", "3", "4", "5"),
  ew: fc.constantFrom("1", "2", "3", "4", "5", "6"),
  entry: fc.oneof(
    { weight: 8, arbitrary: played },
    { weight: 1, arbitrary: fc.constant("blank" as const) },
    { weight: 1, arbitrary: fc.constant("adjustedNoPercentage" as const) },
    { weight: 1, arbitrary: fc.integer({ min: -10, max: 10 }).map((n) => n * 10) }
  ),
});

function entryOf(drawn: unknown, board: number): KeyedEntry {
  if (drawn === "blank") return { kind: "blank" };
  if (drawn === "adjustedNoPercentage") return { kind: "adjustedNoPercentage", written: "ADJ" };
  if (typeof drawn === "number") return { kind: "score", nsScore: drawn };
  const play = drawn as {
    level: number;
    strain: Strain;
    doubling: number;
    declarer: Seat;
    tricks: number;
    keyedScore: string;
  };
  const contract = { level: play.level, strain: play.strain, doubling: play.doubling } as Contract;
  const vulnerability = vulnerabilityForBoard(board);
  const northSouth = play.declarer === "N" || play.declarer === "S";
  const vulnerable =
    vulnerability === "Both" ||
    ((vulnerability === "NS") === northSouth && vulnerability !== "None");
  const score = scoreContract(contract, play.tricks, vulnerable) * (northSouth ? 1 : -1) || 0;
  const nsScore =
    play.keyedScore === "right" ? score : play.keyedScore === "flipped" ? -score || 0 : undefined;
  return {
    kind: "played",
    contract,
    declarer: play.declarer,
    tricks: play.tricks,
    ...(nsScore === undefined ? {} : { nsScore }),
  };
}

const session = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 30 }),
    tables: fc.array(fc.tuple(fc.integer({ min: 1, max: 16 }), table), { maxLength: 16 }),
  })
  .map(({ lines, tables }): KeyedSession => ({
    lines: lines.map((drawn, index) => ({
      row: index + 2,
      board: drawn.board,
      ...(drawn.round === undefined ? {} : { round: drawn.round }),
      table: drawn.table,
      ns: drawn.ns,
      ew: drawn.ew,
      entry: entryOf(drawn.entry, drawn.board),
    })),
    doubleDummy: new Map(tables),
  }));

function rowsAndKinds(keyed: KeyedSession): string[] {
  return checkSession(keyed)
    .map((finding) => `${finding.row} ${finding.reason.kind}`)
    .sort();
}

describe("the keying checks of a session and of its mirror", () => {
  it("list the same rows for the same reasons", () => {
    fc.assert(
      fc.property(session, (keyed) => {
        expect(rowsAndKinds(mirror(keyed))).toEqual(rowsAndKinds(keyed));
      }),
      { numRuns: 300 }
    );
  });

  it("are symmetric in the players' pairs too: each finding names the mirrored board", () => {
    fc.assert(
      fc.property(session, (keyed) => {
        const boards = (s: KeyedSession) =>
          checkSession(s)
            .map((finding) => `${finding.row} ${finding.board ?? ""}`)
            .sort();
        expect(boards(mirror(keyed))).toEqual(
          checkSession(keyed)
            .map(
              (finding) =>
                `${finding.row} ${finding.board === undefined ? "" : MIRROR_BOARD[finding.board]}`
            )
            .sort()
        );
      }),
      { numRuns: 200 }
    );
  });
});
