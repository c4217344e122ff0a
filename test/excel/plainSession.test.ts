/*
 * A session of plain lines (src/excel/plainSession.ts: one column, numbers, board numbers) is
 * answered by its own short path; every other session by the general reading of boardColumns.ts.
 * The two must give the same answers and messages. The expected values here are the general
 * path's, reached with the same lines written as Excel may also pass them (each row a bare value
 * rather than a row of one cell), which the short path does not take; the general path's own
 * answers are held to published sessions by sessionColumns.test.ts and to the recorded corpus
 * by test/golden.
 */
import fc from "fast-check";
import { butler, datum } from "../../src/excel/functions/butler";
import { matchpoints } from "../../src/excel/functions/matchpoints";
import { ximps } from "../../src/excel/functions/ximps";
import * as plainSession from "../../src/excel/plainSession";

type Argument = Parameters<typeof matchpoints>[0];
const OMITTED = null as unknown as Argument;

/** The same lines as rows of one value each, not rows of one cell: the general path only. */
function bare(column: unknown[][]): Argument {
  return column.map((row) => row[0]) as unknown as Argument;
}

const SCORES = [-1430, -650, -620, -200, -100, -50, 0, 50, 90, 110, 140, 420, 450, 620, 1430];

/** Scores as a session has them, with the rarer numbers a sheet may hold. */
const score = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...SCORES) },
  { weight: 1, arbitrary: fc.constantFrom(-0, 15, 427.5, -3005, 9990, 4000, 3990) },
  { weight: 1, arbitrary: fc.integer({ min: -8000, max: 8000 }) }
);

/** Board numbers: mostly 1 to a few, sometimes beyond the number of lines, fractional or negative. */
const label = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom(1001, 2.5, -3, 4.0) }
);

const session = fc.array(fc.tuple(score, label), { minLength: 1, maxLength: 60 }).map((lines) => ({
  scores: lines.map(([s]) => [s]),
  boards: lines.map(([, b]) => [b]),
}));

const direction = fc.constantFrom("NS", "EW", "BOTH");

describe("the short path", () => {
  it("is taken for plain lines, and not for the same lines as bare values", () => {
    const taken = jest.spyOn(plainSession, "answerPlainSession");
    try {
      const scores = [[420], [450], [-50], [100]];
      const boards = [[1], [1], [1], [2]];
      butler(scores, OMITTED, OMITTED, OMITTED, boards);
      butler(scores, OMITTED, OMITTED, OMITTED, bare(boards));
      expect(taken.mock.results.map((result) => result.value !== undefined)).toEqual([true, false]);
    } finally {
      taken.mockRestore();
    }
  });
});

describe("a session of plain lines answers as the general reading does", () => {
  it("BRIDGE.MATCHPOINTS, every scale, direction and expected count", () => {
    fc.assert(
      fc.property(
        session,
        fc.constantFrom("WBF", "ACBL", "%"),
        direction,
        fc.constantFrom(null, 3, 13, 30),
        ({ scores, boards }, scale, side, expected) => {
          const args = [[[scale]], [[side]], expected === null ? OMITTED : [[expected]]];
          const [byScale, byDirection, byExpected] = args;
          const plain = matchpoints(scores, byScale, byDirection, byExpected, boards);
          const general = matchpoints(scores, byScale, byDirection, byExpected, bare(boards));
          expect(plain).toEqual(general);
        }
      )
    );
  });

  it("BRIDGE.XIMPS, both methods and every direction", () => {
    fc.assert(
      fc.property(session, fc.constantFrom("AVG", "SUM"), direction, (s, method, side) => {
        const plain = ximps(s.scores, [[method]], [[side]], s.boards);
        expect(plain).toEqual(ximps(s.scores, [[method]], [[side]], bare(s.boards)));
      })
    );
  });

  it("BRIDGE.BUTLER, every trim, rounding and direction", () => {
    fc.assert(
      fc.property(
        session,
        fc.constantFrom(0, 1, 2, 0.25),
        fc.constantFrom("AWAY", "EVEN", "UP"),
        direction,
        (s, trim, rounding, side) => {
          const plain = butler(s.scores, [[trim]], [[rounding]], [[side]], s.boards);
          const general = butler(s.scores, [[trim]], [[rounding]], [[side]], bare(s.boards));
          expect(plain).toEqual(general);
        }
      )
    );
  });
});

describe("boards of many lines and scores of any size sort as the general reading does", () => {
  // plainSession sorts a board's lines by insertion up to 64 lines and by the engine beyond, on
  // packed keys while every score is whole and under 2^30 points, else on the scores themselves.
  const huge = fc.constantFrom(2 ** 30, -(2 ** 30) - 10, 2 ** 40, 1e15);
  const longSession = fc
    .array(fc.tuple(fc.oneof(score, huge), fc.integer({ min: 1, max: 2 })), {
      minLength: 65,
      maxLength: 200,
    })
    .map((lines) => ({ scores: lines.map(([s]) => [s]), boards: lines.map(([, b]) => [b]) }));

  it("BRIDGE.MATCHPOINTS and BRIDGE.XIMPS, both directions", () => {
    fc.assert(
      fc.property(longSession, (s) => {
        const plain = matchpoints(s.scores, OMITTED, [["BOTH"]], OMITTED, s.boards);
        expect(plain).toEqual(matchpoints(s.scores, OMITTED, [["BOTH"]], OMITTED, bare(s.boards)));
        const imps = ximps(s.scores, OMITTED, [["BOTH"]], s.boards);
        expect(imps).toEqual(ximps(s.scores, OMITTED, [["BOTH"]], bare(s.boards)));
      }),
      { numRuns: 50 }
    );
  });
});

describe("a board the core refuses goes to the general reading, which says why", () => {
  it("names the board with fewer results expected than it has (MATCHPOINTS)", () => {
    const scores = [[420], [450], [420], [100]];
    const boards = [[1], [1], [1], [2]];
    const answer = matchpoints(scores, OMITTED, OMITTED, [[2]], boards);
    expect(answer).toEqual(matchpoints(scores, OMITTED, OMITTED, [[2]], bare(boards)));
    // Board 1 has 3 results against 2 expected: its cells show why (boardStopped); board 2 is scored.
    const first = answer[0]?.[0] as { code: string; message: string };
    expect(first.code).toBe("#VALUE!");
    expect(first.message).toMatch(/1/);
    // Board 2 is scored all the same (its value is the general path's, held equal above).
    expect(typeof answer[3]?.[0]).toBe("number");
  });

  it("Butler: a fraction in a score is bad input in its own cell, as without the short path", () => {
    const scores = [[420], [427.5], [-50]];
    const boards = [[1], [1], [1]];
    const answer = butler(scores, OMITTED, OMITTED, OMITTED, boards);
    expect(answer).toEqual(butler(scores, OMITTED, OMITTED, OMITTED, bare(boards)));
    expect((answer[1]?.[0] as { code: string }).code).toBe("#VALUE!");
  });

  it("DATUM with boards keeps its one value per board", () => {
    const scores = [[420], [450], [-50], [100]];
    const boards = [[1], [1], [1], [2]];
    expect(datum(scores, OMITTED, OMITTED, boards)).toEqual(
      datum(scores, OMITTED, OMITTED, bare(boards))
    );
  });
});
