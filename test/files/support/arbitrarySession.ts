import fc from "fast-check";
import type { Seat, Vulnerability } from "../../../src/core/board";
import type { Deal } from "../../../src/core/deal";
import type {
  BoardResults,
  HandRecord,
  LineScore,
  PairEntry,
  PairsScoring,
  PairsSession,
  Player,
  TravellerLine,
} from "../../../src/files/session";

/**
 * Generated pairs sessions for the write-then-read properties: a Mitchell (pairs "1NS", "1EW")
 * or a Howell (pairs "1", "2"), players whose names hold XML's and PBN's special characters,
 * places with ties, totals and percentages to 2 decimals, traveller lines of every kind
 * (contracts, passed out, adjusted A6040), points to 2 decimals, and random deals with a
 * random double-dummy table.
 */

const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
const VULNERABILITIES: readonly Vulnerability[] = ["None", "NS", "EW", "Both"];

/** A number of hundredths: what a file publishes to 2 decimals. */
const hundredths = (least: number, most: number): fc.Arbitrary<number> =>
  fc.integer({ min: least * 100, max: most * 100 }).map((cents) => cents / 100);

/** Every character from `first` to `last`. */
const charactersFrom = (first: string, last: string): string[] =>
  Array.from({ length: last.charCodeAt(0) - first.charCodeAt(0) + 1 }, (_, i) =>
    String.fromCharCode(first.charCodeAt(0) + i)
  );
const NAME_CHARACTERS = [
  ...charactersFrom("A", "Z"),
  ...charactersFrom("a", "z"),
  ...charactersFrom("À", "ÿ"),
  "'",
  " ",
];

/**
 * A name of 1 to 16 letters, apostrophes and spaces (and with `safe` false, & < > " ; \ and -),
 * with no space at either end; `safe` keeps PBN's name separators (" - ") out. Drawn from a list
 * of characters (here and for the national ids), not with fc.stringMatching: its characters are
 * made by String.fromCodePoint, which is slow in jest's vm and took most of these tests' time.
 */
export function arbitraryName(safe: boolean): fc.Arbitrary<string> {
  const characters = safe
    ? NAME_CHARACTERS
    : [...NAME_CHARACTERS, "&", "<", ">", '"', ";", "\\", "-"];
  return fc
    .string({ unit: fc.constantFrom(...characters), minLength: 1, maxLength: 16 })
    .map((name) => name.trim().replace(/\s+/g, " "))
    .filter((name) => name !== "");
}

const arbitraryDeal: fc.Arbitrary<Deal> = fc
  .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 52, maxLength: 52 })
  .map((keys) => {
    const order = keys.map((key, card) => [key, card] as const).sort((a, b) => a[0] - b[0]);
    const hands = SEATS.map(() => [0, 0, 0, 0]);
    order.forEach(([, card], position) => {
      const hand = hands[Math.floor(position / 13)] as number[];
      const suit = Math.floor(card / 13);
      hand[suit] = (hand[suit] as number) | (1 << (card % 13));
    });
    return { hands: hands as unknown as Deal["hands"] };
  });

const arbitraryTable = fc.array(
  fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 5, maxLength: 5 }),
  {
    minLength: 4,
    maxLength: 4,
  }
);

export const arbitraryHandRecord = (board: number): fc.Arbitrary<HandRecord> =>
  fc.record(
    {
      board: fc.constant(board),
      dealer: fc.constantFrom(...SEATS),
      vulnerability: fc.constantFrom(...VULNERABILITIES),
      deal: arbitraryDeal,
      doubleDummyTricks: arbitraryTable,
      optimumResultTable: arbitraryTable,
      optimumScore: fc.record({
        side: fc.constantFrom("NS" as const, "EW" as const),
        score: fc.integer({ min: -7600, max: 7600 }).map((score) => score * 10),
      }),
      parContract: fc.constantFrom("NS 4S", "EW 5DX", "NS Pass", "EW 3NT"),
      line: fc.constant(0),
    },
    { requiredKeys: ["board", "deal", "line"] }
  );

const arbitraryContract = fc.oneof(
  fc.constant("PASS"),
  fc
    .tuple(
      fc.integer({ min: 1, max: 7 }),
      fc.constantFrom("C", "D", "H", "S", "NT"),
      fc.constantFrom("", "X", "XX")
    )
    .map((parts) => parts.join(""))
);

const arbitraryScore: fc.Arbitrary<LineScore> = fc.oneof(
  fc
    .integer({ min: -760, max: 760 })
    .map((score) => ({ kind: "score" as const, nsScore: score * 10 })),
  fc
    .tuple(fc.constantFrom(40, 50, 60), fc.constantFrom(40, 50, 60))
    .map(([nsPercent, ewPercent]) => ({ kind: "adjusted" as const, nsPercent, ewPercent }))
);

const arbitraryLine = (pairs: readonly string[]): fc.Arbitrary<TravellerLine> =>
  fc.record(
    {
      nsPair: fc.constantFrom(...pairs),
      ewPair: fc.constantFrom(...pairs),
      contract: arbitraryContract,
      declarer: fc.constantFrom(...SEATS),
      lead: fc
        .tuple(fc.constantFrom(..."23456789TJQKA".split("")), fc.constantFrom(..."SHDC".split("")))
        .map((parts) => parts.join("")),
      tricks: fc.integer({ min: 0, max: 13 }),
      score: arbitraryScore,
      nsPoints: hundredths(-30, 60),
      ewPoints: hundredths(-30, 60),
    },
    { requiredKeys: ["nsPair", "ewPair", "score"] }
  );

const arbitraryPlayer = (safe: boolean): fc.Arbitrary<Player> =>
  fc.record(
    {
      name: arbitraryName(safe),
      nationalId: fc.string({
        unit: fc.constantFrom(...charactersFrom("0", "9")),
        minLength: 1,
        maxLength: 8,
      }),
    },
    { requiredKeys: ["name"] }
  );

const arbitraryPair = (
  pair: string,
  direction: "NS" | "EW" | undefined,
  count: number,
  safe: boolean
) =>
  fc.record(
    {
      pair: fc.constant(pair),
      ...(direction ? { direction: fc.constant(direction) } : {}),
      place: fc.record({ place: fc.integer({ min: 1, max: count }), tied: fc.constant(false) }),
      totalScore: hundredths(-200, 900),
      percentage: hundredths(0, 100),
      players: fc.array(arbitraryPlayer(safe), { maxLength: 2 }),
    },
    { requiredKeys: ["pair", "players"] }
  ) as fc.Arbitrary<PairEntry>;

export interface GeneratedSession {
  readonly scoring: PairsScoring;
  readonly pairs: PairEntry[];
  readonly boards: BoardResults[];
  readonly handRecords: HandRecord[];
}

/** A session's results and deals; `safe` keeps player names PBN can separate. */
export function arbitrarySession(safe: boolean): fc.Arbitrary<GeneratedSession> {
  return fc
    .record({
      mitchell: fc.boolean(),
      tables: fc.integer({ min: 2, max: 6 }),
      boards: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 }),
      scoring: fc.constantFrom<PairsScoring>("matchpoints", "butler", "crossImps"),
    })
    .chain(({ mitchell, tables, boards, scoring }) => {
      const ids = Array.from({ length: tables }, (_, i) => i + 1).flatMap((table) =>
        mitchell ? [`${table}NS`, `${table}EW`] : [`${2 * table - 1}`, `${2 * table}`]
      );
      const direction = (id: string): "NS" | "EW" | undefined =>
        mitchell ? (id.endsWith("NS") ? "NS" : "EW") : undefined;
      const sorted = [...boards].sort((a, b) => a - b);
      return fc.record({
        scoring: fc.constant(scoring),
        pairs: fc.tuple(...ids.map((id) => arbitraryPair(id, direction(id), ids.length, safe))),
        boards: fc.tuple(
          ...sorted.map((board) =>
            fc.record({
              board: fc.constant(board),
              lines: fc.array(arbitraryLine(ids), { minLength: 1, maxLength: tables }),
            })
          )
        ),
        handRecords: fc.tuple(...sorted.map(arbitraryHandRecord)),
      });
    })
    .map((session) => ({ ...session, pairs: withTiesShared(session.pairs) }));
}

/**
 * A place is tied when another pair of its field (its direction, or all with none) has it: the
 * files write a tie as the place both share ("3", as MyABF needs, or "3=").
 */
function withTiesShared(pairs: readonly PairEntry[]): PairEntry[] {
  return pairs.map((pair) =>
    pair.place
      ? {
          ...pair,
          place: {
            place: pair.place.place,
            tied: pairs.some(
              (other) =>
                other !== pair &&
                other.direction === pair.direction &&
                other.place?.place === pair.place?.place
            ),
          },
        }
      : pair
  );
}

/** The generated results as a whole session with a header, for USEBIO. */
export function asSession(generated: GeneratedSession): PairsSession {
  return {
    ...generated,
    version: "1.2",
    club: { name: 'A club & <its> "bridge"', id: "123" },
    event: {
      identifier: "42",
      description: "Monday pairs",
      programName: "Bridge Scoring for Excel",
      date: "2026-12-01",
      otherFields: [],
    },
  };
}
