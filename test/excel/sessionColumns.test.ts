/*
 * The `boards` argument of MATCHPOINTS, XIMPS, BUTLER and DATUM (issue 11): one formula over a
 * whole session's table, each line scored within its own board. Expected values come from the
 * per-board form (whose own tests name their sources) and from the published Compscore3
 * sessions (test/fixtures/realdata/README.md).
 */
import fc from "fast-check";
import { butler, datum } from "../../src/excel/functions/butler";
import { matchpoints } from "../../src/excel/functions/matchpoints";
import { ximps } from "../../src/excel/functions/ximps";
import butlerSession from "../fixtures/realdata/butler_mitchell.json";
import howell from "../fixtures/realdata/mp_pairs_howell.json";
import mitchell from "../fixtures/realdata/mp_pairs_mitchell.json";
import mitchell03 from "../fixtures/realdata/mp_pairs_mitchell_03.json";
import mitchell04 from "../fixtures/realdata/mp_pairs_mitchell_04.json";
import { expectValueErrorSaying } from "../support/excelOutput";

type Argument = Parameters<typeof matchpoints>[0];
const OMITTED = null as unknown as Argument;

interface Line {
  readonly score: string;
  readonly ns_match_points?: string;
  readonly ew_match_points?: string;
  readonly ns_butler_points?: string;
  readonly ew_butler_points?: string;
}
interface Session {
  readonly boards: readonly { readonly board: number; readonly lines: readonly Line[] }[];
}

const MP_SESSIONS: readonly [string, Session][] = [
  ["mp_pairs_howell", howell],
  ["mp_pairs_mitchell", mitchell],
  ["mp_pairs_mitchell_03", mitchell03],
  ["mp_pairs_mitchell_04", mitchell04],
];

/** A traveller's score as Excel passes it: a number, or the text of an adjusted score. */
function cell(score: string): number | string {
  return /^-?\d+$/.test(score) ? Number(score) : score;
}

/** The session as a club's table: one row per line, board and score; board order interleaved. */
function sessionTable(session: Session): { board: number; line: Line }[] {
  const rows = session.boards.flatMap((board) =>
    board.lines.map((line, i) => ({ board: board.board, line, i }))
  );
  // Round by round, as a Mitchell's boards arrive: the i-th line of every board, then the next.
  return rows.sort((a, b) => a.i - b.i || a.board - b.board);
}

/** Published numbers have 2 decimals at most; halves round to even, as Compscore's do. */
function round2(value: unknown): string {
  if (typeof value !== "number") throw new Error(`expected a number, got ${String(value)}`);
  const scaled = value * 100;
  const floor = Math.floor(scaled);
  const isHalf = Math.abs(scaled - floor - 0.5) < 1e-6;
  const rounded = isHalf ? (floor % 2 === 0 ? floor : floor + 1) : Math.round(scaled);
  return (rounded / 100).toFixed(2);
}

describe.each(MP_SESSIONS)("%s through one MATCHPOINTS formula with boards", (_name, session) => {
  const table = sessionTable(session);
  const scores = table.map((row) => [cell(row.line.score)]);
  const boards = table.map((row) => [row.board]);

  it("gives every line its published NS and EW matchpoints, lines in round order", () => {
    const both = matchpoints(scores, OMITTED, [["BOTH"]], OMITTED, boards);
    expect(both.map((row) => row.map(round2))).toEqual(
      table.map((row) => [
        Number(row.line.ns_match_points).toFixed(2),
        Number(row.line.ew_match_points).toFixed(2),
      ])
    );
  });

  it("equals the per-board form on every line, with and without an expected count", () => {
    const tables = Math.max(...session.boards.map((board) => board.lines.length));
    for (const expected of [OMITTED, [[tables]]]) {
      const whole = matchpoints(scores, OMITTED, [["BOTH"]], expected, boards);
      for (const board of session.boards) {
        const alone = matchpoints(
          board.lines.map((line) => [cell(line.score)]),
          OMITTED,
          [["BOTH"]],
          expected
        );
        const rows = table.flatMap((row, r) => (row.board === board.board ? [whole[r]] : []));
        expect(rows).toEqual(alone);
      }
    }
  });
});

describe("butler_mitchell through one BUTLER and one XIMPS formula with boards", () => {
  const table = sessionTable(butlerSession);
  const scores = table.map((row) => [cell(row.line.score)]);
  const boards = table.map((row) => [row.board]);

  it("gives every line its published NS and EW Butler IMPs", () => {
    expect(butler(scores, OMITTED, OMITTED, [["BOTH"]], boards)).toEqual(
      table.map((row) => [Number(row.line.ns_butler_points), Number(row.line.ew_butler_points)])
    );
  });

  it("gives every line its board's datum and its board's cross-IMPs, as each board alone", () => {
    const datums = datum(scores, OMITTED, OMITTED, boards);
    const crossImps = ximps(scores, OMITTED, [["BOTH"]], boards);
    for (const board of butlerSession.boards) {
      const alone = board.lines.map((line) => [cell(line.score)]);
      const rows = table.flatMap((row, r) => (row.board === board.board ? [r] : []));
      const [[boardDatum]] = datum(alone) as [[number]];
      expect(rows.map((r) => datums[r])).toEqual(rows.map(() => [boardDatum]));
      expect(rows.map((r) => crossImps[r])).toEqual(ximps(alone, OMITTED, [["BOTH"]]));
    }
  });
});

/** Every function with boards, as a column of answers per line (BOTH where it has a direction). */
const WITH_BOARDS: readonly [string, (scores: Argument, boards: Argument) => Argument][] = [
  ["MATCHPOINTS", (s, b) => matchpoints(s, OMITTED, [["BOTH"]], OMITTED, b)],
  ["MATCHPOINTS %, expected 7", (s, b) => matchpoints(s, [["%"]], [["BOTH"]], [[7]], b)],
  ["XIMPS", (s, b) => ximps(s, OMITTED, [["BOTH"]], b)],
  ["BUTLER", (s, b) => butler(s, OMITTED, OMITTED, [["BOTH"]], b)],
  ["DATUM", (s, b) => datum(s, OMITTED, OMITTED, b)],
];

const scoreCell = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: -200, max: 200 }).map((tens) => tens * 10) },
  { weight: 1, arbitrary: fc.constantFrom("A6040", "A5050", "A6060", "NP", "", null) }
);
const sessionLines = fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), scoreCell), {
  minLength: 1,
  maxLength: 30,
});

describe.each(WITH_BOARDS)("%s with boards: properties", (_name, call) => {
  it("gives every line the same answer whatever the order of the lines", () => {
    fc.assert(
      fc.property(sessionLines, fc.func(fc.integer()), (lines, key) => {
        const order = lines.map((_, i) => i).sort((a, b) => key(a) - key(b) || a - b);
        const shuffled = order.map((i) => lines[i] as [number, unknown]);
        const answers = call(
          lines.map(([, score]) => [score]),
          lines.map(([board]) => [board])
        );
        const shuffledAnswers = call(
          shuffled.map(([, score]) => [score]),
          shuffled.map(([board]) => [board])
        );
        expect(order.map((i) => answers[i])).toEqual(shuffledAnswers);
      })
    );
  });

  it("gives every line what its board alone gives it", () => {
    fc.assert(
      fc.property(sessionLines, (lines) => {
        const answers = call(
          lines.map(([, score]) => [score]),
          lines.map(([board]) => [board])
        );
        for (const board of new Set(lines.map(([b]) => b))) {
          const rows = lines.flatMap(([b], i) => (b === board ? [i] : []));
          const alone = call(
            rows.map((i) => [lines[i]?.[1]]),
            rows.map(() => [board])
          );
          expect(rows.map((i) => answers[i])).toEqual(alone);
        }
      })
    );
  });
});

describe("MATCHPOINTS with boards: lines, blanks and bad input", () => {
  // Two boards interleaved: board 1 has 400, 430, 150, -50 (WBF 4, 6, 2, 0: Law 78A, bridge-scorer
  // test/matchpoints.js); board 2 has -110, -140, -140, -120 (6, 1, 1, 4).
  const scores = [[400], [-110], [430], [-140], [null], [150], [-140], [-50], [-120]];
  const boards = [[1], [2], [1], [2], [null], [1], [2], [1], [2]];

  it("scores each line within its own board, any order, a blank line blank", () => {
    expect(matchpoints(scores, OMITTED, OMITTED, OMITTED, boards)).toEqual([
      [4],
      [6],
      [6],
      [1],
      [""],
      [2],
      [1],
      [0],
      [4],
    ]);
  });

  it("keeps the shapes of the per-board form with BOTH: a row gives NS above EW, a block EW to the right", () => {
    // Board 1: 400, 430, 150, -50 (WBF 4, 6, 2, 0; EW 2, 0, 4, 6); board 2: a single result, 0.
    expect(
      matchpoints([[400, 430, 150, -50, 100]], OMITTED, [["BOTH"]], OMITTED, [[1, 1, 1, 1, 2]])
    ).toEqual([
      [4, 6, 2, 0, 0],
      [2, 0, 4, 6, 0],
    ]);
    expect(
      matchpoints(
        [
          [400, 430],
          [150, -50],
        ],
        OMITTED,
        [["BOTH"]],
        OMITTED,
        [
          [1, 1],
          [1, 1],
        ]
      )
    ).toEqual([
      [4, 6, 2, 0],
      [2, 0, 4, 6],
    ]);
  });

  it("reads board labels as text or numbers alike, without case or spaces", () => {
    const labels = [["1"], ["B2"], [" 01 "], ["b2"], [""], [1], ["B2 "], [1], ["b2"]];
    expect(matchpoints(scores, OMITTED, OMITTED, OMITTED, labels)).toEqual(
      matchpoints(scores, OMITTED, OMITTED, OMITTED, boards)
    );
  });

  it("stops only the board of a bad line, naming the line; the other board keeps its numbers", () => {
    const bad = scores.map((row, r) => (r === 2 ? ["4S"] : row));
    const out = matchpoints(bad, OMITTED, OMITTED, OMITTED, boards);
    expect([1, 3, 6, 8].map((r) => out[r])).toEqual([[6], [1], [1], [4]]);
    expectValueErrorSaying(
      out[2]?.[0],
      'scores: got "4S"; expected a North-South score (a number), blank or "NP" ("N/P", "Not played", "DNP"), or an adjusted score: "A60", "A50", "A40", "A+", "A=", "A-", "Avg+", "Avg", "Avg-" ("Ave", "Average"), or two-sided such as "A6040", "A60/40" or "60/40".'
    );
    for (const r of [0, 5, 7]) {
      expect((out[r]?.[0] as CustomFunctions.Error).code).toBe("#VALUE!");
      expect((out[r]?.[0] as CustomFunctions.Error).message).toMatch(
        /^scores: no matchpoints while row 3 of the scores \(board 1\) is #VALUE!: scores: got "4S"/
      );
    }
  });

  it("gives a line with a score but no board its own error; its board-less blank stays blank", () => {
    const out = matchpoints(
      scores,
      OMITTED,
      OMITTED,
      OMITTED,
      boards.map((row, r) => (r === 0 ? [""] : row))
    );
    expectValueErrorSaying(
      out[0]?.[0],
      "boards: row 1 of the scores holds 400 but its board is blank; expected the board number of every line with a score"
    );
    expect(out[4]).toEqual([""]);
    expect([1, 3, 6, 8].map((r) => out[r])).toEqual([[6], [1], [1], [4]]);
  });

  it("takes one expected count for every board, blank for each board's own count", () => {
    // Board 1 with 3 of 4 expected results (Neuberg, EBU): M' = (M + 1) 4/3 - 1.
    const short = [[400], [430], [150], [-110], [-140], [-140], [-120]];
    const labels = [[1], [1], [1], [2], [2], [2], [2]];
    const out = matchpoints(short, OMITTED, OMITTED, [[4]], labels);
    // As an exact quotient ((M + 1) E - A) / A: 9/3, 17/3, 1/3.
    expect(out.slice(0, 3)).toEqual([[3], [17 / 3], [1 / 3]]);
    expect(out.slice(3)).toEqual([[6], [1], [1], [4]]);
    expect(matchpoints(short, OMITTED, OMITTED, OMITTED, labels).slice(0, 3)).toEqual([
      [2],
      [4],
      [0],
    ]);
  });

  it("stops only a board with more results than expected", () => {
    const out = matchpoints(
      [[400], [430], [150], [-110], [-140]],
      OMITTED,
      OMITTED,
      [[2]],
      [[1], [1], [1], [2], [2]]
    );
    expect(out.slice(3)).toEqual([[2], [0]]);
    expectValueErrorSaying(
      out[0]?.[0],
      "board 1: expected: got 2; expected a whole number of results, at least 1 and at least the 3 real results on the board."
    );
  });

  it("refuses boards of another shape than scores, with one #VALUE!", () => {
    const out = matchpoints(scores, OMITTED, OMITTED, OMITTED, [[1], [2]]);
    expect(out).toHaveLength(1);
    expectValueErrorSaying(
      out[0]?.[0],
      'boards: got "a range of 2 rows and 1 column"; expected a range of the same shape as scores holding each line\'s board number or label, or left out for a single board (scores has 9 rows and 1 column).'
    );
  });

  it("leaves rows that desktop Excel passes as 0 and 0 blank (boards are numbered from 1)", () => {
    const out = matchpoints([...scores, [0], [0]], OMITTED, OMITTED, OMITTED, [
      ...boards,
      [0],
      [0],
    ]);
    expect(out.slice(9)).toEqual([[""], [""]]);
    expect(out.slice(0, 9)).toEqual(matchpoints(scores, OMITTED, OMITTED, OMITTED, boards));
  });

  it("passes a board cell's error value on to its line; its board is scored without it", () => {
    const out = matchpoints(
      scores,
      OMITTED,
      OMITTED,
      OMITTED,
      boards.map((row, r) => (r === 0 ? [{ code: "#N/A", message: "" }] : row))
    );
    expect((out[0]?.[0] as CustomFunctions.Error).code).toBe("#N/A");
    // Board 1 is then 430, 150, -50: 430 beats both (4), as the line's own error shows.
    expect(out[2]).toEqual([4]);
  });
});
