/*
 * BRIDGE.RANKING called as Excel calls it: movements, fields, ties, methods and bad input. The
 * published sessions are in test/realdata/ranking.test.ts; here small sessions whose numbers are
 * worked out in the comments from Law 78A (2 per score beaten, 1 per tie) and Law 78B.
 */
import fc from "fast-check";
import { butler } from "../../src/excel/functions/butler";
import { matchpoints } from "../../src/excel/functions/matchpoints";
import { ximps } from "../../src/excel/functions/ximps";
import { ranking } from "../../src/excel/functions/ranking";
import { expectValueErrorSaying } from "../support/excelOutput";
import type { Cell } from "./rankingSession";
import { MITCHELL, OMITTED, rankLines } from "./rankingSession";

/** Lines [board, NS pair, EW pair, score] as four columns. */
function rank(lines: readonly (readonly Cell[])[], method?: string, fields?: string): unknown[][] {
  return rankLines(lines, method, fields);
}

const HEADER = ["Place", "Pair", "Boards", "Total", "Percentage"];

describe("BRIDGE.RANKING: a Mitchell numbered 1..n both ways", () => {
  // NS: 1: 2+1+3 = 6 (50 %), 2: 4+1+0 = 5 (41.67 %), 3: 0+4+3 = 7 (58.33 %) of 12.
  // EW: 1: 2+3+1 = 6 (50 %), 2: 4+3+4 = 11 (91.67 %), 3: 0+0+1 = 1 (8.33 %).
  const expected = [
    [...HEADER, "Field"],
    [1, 3, 3, 7, 58.33, "NS"],
    [2, 1, 3, 6, 50, "NS"],
    [3, 2, 3, 5, 41.67, "NS"],
    [1, 2, 3, 11, 91.67, "EW"],
    [2, 1, 3, 6, 50, "EW"],
    [3, 3, 3, 1, 8.33, "EW"],
  ];

  it("reads the same id on both sides of a board as two pairs, one per field", () => {
    expect(rank(MITCHELL)).toEqual(expected);
    expect(rank(MITCHELL, "MP", "two")).toEqual(expected);
  });

  it("refuses it as one field, naming the line where a pair meets itself", () => {
    const out = rank(MITCHELL, "MP", "ONE");
    expect(out).toHaveLength(1);
    expectValueErrorSaying(
      out[0]?.[0],
      "ew_pairs, row 1: got 1; expected a pair that plays board 1 once (this pair is also on the other side of the same line)."
    );
  });

  it("gives halves of the WBF matchpoints on the ACBL scale, the same percentages", () => {
    const acbl = rank(MITCHELL, "ACBL");
    expect(acbl.slice(1).map((row) => row[3])).toEqual([3.5, 3, 2.5, 5.5, 3, 0.5]);
    expect(acbl.slice(1).map((row) => row[4])).toEqual(expected.slice(1).map((row) => row[4]));
  });

  it("ranks by IMPs with a blank percentage: each pair's total is the sum of its lines' IMPs", () => {
    const boards = MITCHELL.map((line) => [line[0] ?? null]);
    const scores = MITCHELL.map((line) => [line[3] ?? null]);
    const methods: [string, unknown[][]][] = [
      ["BUTLER", butler(scores, OMITTED, OMITTED, [["BOTH"]], boards)],
      ["XIMPS", ximps(scores, OMITTED, [["BOTH"]], boards)],
    ];
    for (const [method, lines] of methods) {
      const totals = new Map<string, number>();
      MITCHELL.forEach((line, i) => {
        const [ns, ew] = lines[i] as [number, number];
        totals.set(`NS ${line[1]}`, (totals.get(`NS ${line[1]}`) ?? 0) + ns);
        totals.set(`EW ${line[2]}`, (totals.get(`EW ${line[2]}`) ?? 0) + ew);
      });
      const out = rank(MITCHELL, method);
      expect(out[0]).toEqual([...HEADER, "Field"]);
      expect(out).toHaveLength(7);
      for (const row of out.slice(1)) {
        expect(row[4]).toBe("");
        expect(row[3]).toBeCloseTo(totals.get(`${String(row[5])} ${String(row[1])}`) as number, 2);
      }
      const fieldTotals = out
        .slice(1)
        .filter((row) => row[5] === "NS")
        .map((row) => row[3]);
      expect(fieldTotals).toEqual([...fieldTotals].sort((a, b) => (b as number) - (a as number)));
    }
  });
});

describe("BRIDGE.RANKING: a Howell, ties and places", () => {
  // 4 pairs, 2 tables, 3 rounds of 1 board: every pair meets every other once.
  // Board 1: 1 v 2 +100, 3 v 4 +100: tie -> each side 1 of top 2.
  // Board 2: 1 v 3 +200, 4 v 2 +100 -> NS 1: 2, NS 4: 0; EW 3: 0, EW 2: 2.
  // Board 3: 1 v 4 -100, 2 v 3 -50 -> NS 1: 0, NS 2: 2; EW 4: 2, EW 3: 0.
  const HOWELL: Cell[][] = [
    [1, 1, 2, 100],
    [1, 3, 4, 100],
    [2, 1, 3, 200],
    [2, 4, 2, 100],
    [3, 1, 4, -100],
    [3, 2, 3, -50],
  ];

  it('ranks one field, ties sharing a place shown "1=", listed by pair id', () => {
    // 1: 1+2+0 = 3, 2: 1+2+2 = 5, 3: 1+0+0 = 1, 4: 1+0+2 = 3 (of 6).
    expect(rank(HOWELL)).toEqual([
      HEADER,
      [1, 2, 3, 5, 83.33],
      ["2=", 1, 3, 3, 50],
      ["2=", 4, 3, 3, 50],
      [4, 3, 3, 1, 16.67],
    ]);
  });

  it("orders tied ids as numbers, text ids by their digits (2NS before 10NS)", () => {
    const ids: Cell[][] = [
      [1, "10NS", "1EW", 100],
      [1, "2NS", "2EW", 100],
    ];
    expect(rank(ids).map((row) => [row[0], row[1]])).toEqual([
      ["Place", "Pair"],
      ["1=", "2NS"],
      ["1=", "10NS"],
      ["1=", "1EW"],
      ["1=", "2EW"],
    ]);
  });

  it("gives blank for a session with no score yet, and skips lines without a score", () => {
    expect(rank([[1, 1, 2, null]])).toEqual([[""]]);
    expect(rank([...HOWELL, [4, 1, 2, ""], [4, 3, 4, "NP"], [null, null, null, null]])).toEqual(
      rank(HOWELL)
    );
  });

  it("skips rows that desktop Excel passes as 0s (no board or pair is numbered 0)", () => {
    expect(rank([...HOWELL, [0, 0, 0, 0], [0, 0, 0, 0]])).toEqual(rank(HOWELL));
  });

  it("keeps a pair's id as the sheet writes it", () => {
    const out = rank([
      [1, " 3ns ", "4ew", 100],
      [1, "5NS", "6EW", 100],
    ]);
    expect(out.slice(1).map((row) => row[1])).toEqual(["3ns", "5NS", "4ew", "6EW"]);
  });
});

describe("BRIDGE.RANKING: short boards, adjusted scores and boards not played", () => {
  // 3 tables; board 2 played at 2 tables only (NP at the third). Neuberg to E = 3 (EBU):
  // M' = (M + 1) 3/2 - 1 on a top of 4: the winner 2.5, the loser 0.5.
  const LINES: Cell[][] = [
    [1, "1NS", "1EW", 420],
    [1, "2NS", "2EW", 450],
    [1, "3NS", "3EW", "A6040"],
    [2, "1NS", "2EW", 100],
    [2, "2NS", "3EW", 200],
    [2, "3NS", "1EW", "NP"],
  ];

  it("factors a short board, counts an adjusted score at its percentage, leaves NP out", () => {
    // Board 1: 420 and 450, 2 real results of 3: 420 (0 + 1) 3/2 - 1 = 0.5, 450 (2 + 1) 3/2 - 1 =
    // 3.5 (East-West the mirror); A6040 60 % and 40 % of the full top 4: 2.4 and 1.6.
    // Board 2: 100 0.5, 200 3.5 (NS); NP not counted. Tops of 4 per board played.
    // NS: 1NS 0.5 + 0.5 = 1 (12.5 %); 2NS 3.5 + 3.5 = 7 (87.5 %); 3NS 2.4 (60 %) on 1 board,
    // its total scaled to the field's 2 boards: 4.8.
    // EW: 1EW 3.5 (87.5 %) on 1 board, scaled 7; 2EW 0.5 + 3.5 = 4 (50 %); 3EW 1.6 + 0.5 = 2.1 (26.25 %).
    expect(rank(LINES)).toEqual([
      [...HEADER, "Field"],
      [1, "2NS", 2, 7, 87.5, "NS"],
      [2, "3NS", 1, 4.8, 60, "NS"],
      [3, "1NS", 2, 1, 12.5, "NS"],
      [1, "1EW", 1, 7, 87.5, "EW"],
      [2, "2EW", 2, 4, 50, "EW"],
      [3, "3EW", 2, 2.1, 26.25, "EW"],
    ]);
  });

  it("agrees line by line with MATCHPOINTS given the table count as expected", () => {
    const both = matchpoints(
      LINES.map((line) => [line[3]]),
      OMITTED,
      [["BOTH"]],
      [[3]],
      LINES.map((line) => [line[0]])
    );
    expect(both.slice(0, 5)).toEqual([
      [0.5, 3.5],
      [3.5, 0.5],
      [2.4, 1.6],
      [0.5, 3.5],
      [3.5, 0.5],
    ]);
  });
});

describe("BRIDGE.RANKING: bad input names the line", () => {
  const LINES: Cell[][] = [
    [1, 1, 2, 100],
    [1, 3, 4, 100],
  ];
  const single = (out: unknown[][], message: string) => {
    expect(out).toHaveLength(1);
    expect(out[0]).toHaveLength(1);
    expectValueErrorSaying(out[0]?.[0], message);
  };

  it("refuses a line with a score and no pair or board", () => {
    single(
      rank([...LINES, [1, null, 5, 50]]),
      "ns_pairs, row 3: got a blank; expected the pair of every line with a score."
    );
    single(
      rank([...LINES, [1, 5, "", 50]]),
      "ew_pairs, row 3: got a blank; expected the pair of every line with a score."
    );
    single(
      rank([...LINES, [null, 5, 6, 50]]),
      "boards, row 3: got a blank; expected the board of every line with a score."
    );
  });

  it("refuses the same pair on both sides of a line in one field", () => {
    single(
      rank([
        [1, 1, 2, 100],
        [1, 3, 3, 100],
        [2, 2, 3, 50],
      ]),
      "ew_pairs, row 2: got 3; expected a pair that plays board 1 once (this pair is also on the other side of the same line)."
    );
  });

  it("refuses a pair twice on one board, in one field or in its own", () => {
    single(
      rank([...LINES, [1, 1, 5, 50]], "MP", "ONE"),
      "ns_pairs, row 3: got 1; expected a pair that plays board 1 once (this pair is also on row 1)."
    );
    single(
      rank([...LINES, [1, 1, 5, 50]], "MP", "TWO"),
      "ns_pairs, row 3: got 1; expected a pair that plays board 1 once (this pair is also on row 1)."
    );
  });

  it("refuses a bad score, naming its line", () => {
    single(
      rank([...LINES, [1, 5, 6, "4S"]]),
      'scores, row 3: got "4S"; expected a North-South score (a number), blank or "NP" ("N/P", "Not played", "DNP"), or an adjusted score: "A60", "A50", "A40", "A+", "A=", "A-", "Avg+", "Avg", "Avg-" ("Ave", "Average"), or two-sided such as "A6040", "A60/40" or "60/40".'
    );
  });

  it("refuses an error value or TRUE as a pair on a scored line", () => {
    single(
      ranking([[1], [1]], [[1], [{ code: "#N/A" }]], [[2], [4]], [[100], [100]]),
      'ns_pairs, row 2: got "#N/A"; expected a pair number or id such as 3 or "3NS".'
    );
    single(
      ranking([[1], [1]], [[1], [true]], [[2], [4]], [[100], [100]]),
      'ns_pairs, row 2: got TRUE; expected a pair number or id such as 3 or "3NS".'
    );
  });

  it("refuses columns of different shapes, a bad method and bad fields", () => {
    single(
      ranking([[1], [1]], [[1]], [[2], [4]], [[100], [100]]),
      'ns_pairs: got "a range of 1 row and 1 column"; expected a pair number or id such as 3 or "3NS" for each line, in a range of the shape of scores (2 rows and 1 column).'
    );
    single(
      rank(LINES, "IMPS"),
      'method: got "IMPS"; expected "MP" (matchpoints, WBF 2/1 scale; the default), "ACBL" (matchpoints 1/½), "XIMPS" (cross-IMPs, average) or "BUTLER" (Butler IMPs).'
    );
    single(
      rank(LINES, "MP", "THREE"),
      'fields: got "THREE"; expected "ONE" (every pair in one ranking, as a Howell), "TWO" (North-South and East-West ranked apart, as a Mitchell) or blank (from the movement).'
    );
  });
});

describe("BRIDGE.RANKING: properties", () => {
  // Random Mitchell-like sessions: each board's NS pairs 1..t against EW pairs 1..t in some order.
  const session = fc
    .tuple(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 1, max: 4 }))
    .chain(([tables, boards]) =>
      fc.tuple(
        fc.constant(tables),
        fc.array(
          fc.tuple(
            fc.shuffledSubarray(
              Array.from({ length: tables }, (_, i) => i + 1),
              { minLength: tables, maxLength: tables }
            ),
            fc.array(
              fc.integer({ min: -10, max: 10 }).map((tens) => tens * 50),
              {
                minLength: tables,
                maxLength: tables,
              }
            )
          ),
          { minLength: boards, maxLength: boards }
        )
      )
    )
    .map(([tables, boards]) =>
      boards.flatMap(([ewOrder, scores], b) =>
        Array.from({ length: tables }, (_, t) => [b + 1, t + 1, ewOrder[t] ?? 1, scores[t] ?? 0])
      )
    );

  it.each(["MP", "ACBL", "XIMPS", "BUTLER"])(
    "%s: the order of the lines changes nothing",
    (method) => {
      fc.assert(
        fc.property(session, fc.func(fc.integer()), (lines, key) => {
          const order = lines.map((_, i) => i).sort((a, b) => key(a) - key(b) || a - b);
          expect(
            rank(
              order.map((i) => lines[i] as Cell[]),
              method
            )
          ).toEqual(rank(lines, method));
        }),
        { numRuns: 40 }
      );
    }
  );

  it("MP: each field's percentages average 50 when every board is played at every table", () => {
    fc.assert(
      fc.property(session, (lines) => {
        const out = rank(lines);
        for (const field of ["NS", "EW"]) {
          const rows = out.slice(1).filter((row) => row[5] === field);
          const mean = rows.reduce((sum, row) => sum + (row[4] as number), 0) / rows.length;
          expect(Math.abs(mean - 50)).toBeLessThanOrEqual(0.01);
        }
      }),
      { numRuns: 40 }
    );
  });
});
