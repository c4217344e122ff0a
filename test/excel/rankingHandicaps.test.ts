/*
 * BRIDGE.RANKING's `handicaps`, called as Excel calls it: three more columns (the handicap, the
 * figure with it and the place by that figure) beside places that stay before the handicap; a
 * table of two columns (pair, handicap) or of a Pairs sheet (pair, direction ... handicap); bad
 * tables refused naming the row. The session is ranking.test.ts's Mitchell (./rankingSession.ts),
 * worked out there from Law 78A; the real handicap session Scorer published is
 * test/session/resultsFileHandicaps.
 */
import fc from "fast-check";
import { expectValueErrorSaying, problemsIn } from "../support/excelOutput";
import type { Cell } from "./rankingSession";
import { MITCHELL, OMITTED, rankLines } from "./rankingSession";

function rank(
  lines: readonly (readonly Cell[])[],
  handicaps: Cell[][] | null,
  method?: string,
  fields?: string
): unknown[][] {
  return rankLines(lines, method, fields, handicaps === null ? OMITTED : handicaps);
}

const HEADER = [
  "Place",
  "Pair",
  "Boards",
  "Total",
  "Percentage",
  "Field",
  "Handicap",
  "With handicap",
  "Handicap place",
];

describe("BRIDGE.RANKING with handicaps", () => {
  it("adds each pair's handicap to its percentage beside places before it (two columns)", () => {
    // Pairs 1 and 2 in both fields: NS 1 50 + 10 = 60, NS 2 41.67 + 20 = 61.67 (6/12 x 100 + 20
    // rounded once: 61.666... is 61.67), NS 3 none: 58.33. EW 1 60, EW 2 111.67, EW 3 8.33.
    expect(
      rank(MITCHELL, [
        [1, 10],
        [2, 20],
      ])
    ).toEqual([
      HEADER,
      [1, 3, 3, 7, 58.33, "NS", "", 58.33, 3],
      [2, 1, 3, 6, 50, "NS", 10, 60, 2],
      [3, 2, 3, 5, 41.67, "NS", 20, 61.67, 1],
      [1, 2, 3, 11, 91.67, "EW", 20, 111.67, 1],
      [2, 1, 3, 6, 50, "EW", 10, 60, 2],
      [3, 3, 3, 1, 8.33, "EW", "", 8.33, 3],
    ]);
  });

  it("reads a Pairs sheet's rows by pair and direction, the columns between unread", () => {
    // NS 1 50 + 8.33 = 58.33 ties NS 3's 58.33: both "1=". EW 1 50 - 5 = 45.
    const out = rank(MITCHELL, [
      [1, "NS", "Player 1", "", "Player 2", "", 16.67, 8.33],
      [1, "EW", "Player 3", "", "Player 4", "", -10, -5],
    ]);
    expect(out.slice(1).map((row) => row.slice(1, 2).concat(row.slice(5)))).toEqual([
      [3, "NS", "", 58.33, "1="],
      [1, "NS", 8.33, 58.33, "1="],
      [2, "NS", "", 41.67, 3],
      [2, "EW", "", 91.67, 1],
      [1, "EW", -5, 45, 2],
      [3, "EW", "", 8.33, 3],
    ]);
  });

  it("adds a handicap to the total with IMPs, which have no percentage", () => {
    const plain = rank(MITCHELL, null, "XIMPS");
    const out = rank(MITCHELL, [[3, 2.5]], "XIMPS");
    const row = out.find((r) => r[1] === 3 && r[5] === "NS") as unknown[];
    const before = plain.find((r) => r[1] === 3 && r[5] === "NS") as unknown[];
    expect(row.slice(0, 6)).toEqual(before);
    expect(row[6]).toBe(2.5);
    expect(row[7]).toBeCloseTo((before[3] as number) + 2.5, 10);
  });

  it("finds a pair listed with a direction when the pairs are in one field (a Howell)", () => {
    const howell: Cell[][] = [
      [1, 1, 2, 420],
      [1, 3, 4, 400],
      [2, 1, 3, -100],
      [2, 2, 4, -50],
    ];
    const out = rank(howell, [[4, "EW", 7]], undefined, "ONE");
    const row = out.find((r) => r[1] === 4) as unknown[];
    expect([row[5], row[6]]).toEqual(["", 7]);
  });

  it("gives 0 for a handicap typed -0, never -0", () => {
    const out = rank(MITCHELL, [[1, -0]]);
    expect(problemsIn(out)).toEqual([]);
    expect(Object.is(out[2]?.[6], -0)).toBe(false);
  });

  it("refuses a bad table, naming the argument and the row", () => {
    const accepted = "a table of the pairs' handicaps";
    const cases: [Cell[][], string][] = [
      [
        [
          [1, 2],
          [1, 3],
        ],
        "handicaps, row 2: got 1",
      ],
      [[[1, "three"]], 'handicaps, row 1: got "three"'],
      [[[1, "north", 3]], 'handicaps, row 1: got "north"'],
      [[[1], [2]], "handicaps, row 1: got 1"],
    ];
    for (const [table, start] of cases) {
      const out = rank(MITCHELL, table);
      const message = (out[0]?.[0] as CustomFunctions.Error).message ?? "";
      expectValueErrorSaying(out[0]?.[0], message);
      expect(message.startsWith(start)).toBe(true);
      expect(message).toContain(accepted);
    }
  });
});

describe("BRIDGE.RANKING with handicaps: invariants", () => {
  const handicapCell = fc.oneof(
    fc.constant(null),
    fc.integer({ min: -2000, max: 2000 }).map((n) => n / 100)
  );

  it("reads a blank table (Excel may pass an empty cell as 0) as no handicaps", () => {
    const plain = rank(MITCHELL, null);
    expect(
      rank(MITCHELL, [
        [null, null],
        [null, null],
      ])
    ).toEqual(plain);
    expect(rank(MITCHELL, [[0]])).toEqual(plain);
  });

  it("leaves the ranking's own columns as without them", () => {
    fc.assert(
      fc.property(fc.array(handicapCell, { minLength: 3, maxLength: 3 }), (handicaps) => {
        const plain = rank(MITCHELL, null);
        const out = rank(
          MITCHELL,
          handicaps.map((h, i) => [i + 1, h])
        );
        expect(problemsIn(out)).toEqual([]);
        expect(out.map((row) => row.slice(0, 6))).toEqual(plain);
      })
    );
  });

  it("places by the figure with the handicap: a higher figure never a worse place", () => {
    fc.assert(
      fc.property(fc.array(handicapCell, { minLength: 3, maxLength: 3 }), (handicaps) => {
        const rows = rank(
          MITCHELL,
          handicaps.map((h, i) => [i + 1, h ?? 0])
        ).slice(1);
        for (const a of rows)
          for (const b of rows) {
            if (a[5] !== b[5]) continue;
            const place = (row: unknown[]) => parseInt(String(row[8]), 10);
            if ((a[7] as number) > (b[7] as number)) expect(place(a)).toBeLessThan(place(b));
            if (a[7] === b[7]) expect(place(a)).toBe(place(b));
          }
      })
    );
  });

  it("with every handicap 0, gives each pair its place and percentage again", () => {
    const zero = rank(MITCHELL, [
      [1, 0],
      [2, 0],
      [3, 0],
    ]).slice(1);
    expect(zero).toHaveLength(6);
    for (const row of zero) {
      expect(row[7]).toBe(row[4]);
      expect(String(row[8])).toBe(String(row[0]));
    }
  });
});
