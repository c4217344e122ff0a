/*
 * Metamorphic tests (issue 6): relations between calls of the custom functions, as Excel makes
 * them, that the Laws imply whatever the individual answers are. Functions are looked up by their
 * Excel id among the modules of src/excel/functions, so these tests follow the code, not a list.
 */
import fc from "fast-check";
import { builtFunctions, customFunctionById } from "./fuzz/customFunctions";

type Call = (...args: unknown[]) => unknown;

function functionWithId(id: string): Call {
  const fn = customFunctionById(id);
  if (fn === undefined) throw new Error(`no custom function with id ${id} in src/excel/functions`);
  return fn.call;
}

const score = functionWithId("SCORE");
const imps = functionWithId("IMPS");
const vul = functionWithId("VUL");

/** -x without -0, as the functions answer. */
const negated = (value: unknown): unknown => (value === 0 ? 0 : -(value as number));

const STRAINS = ["C", "D", "H", "S", "NT", "N", "♣", "♦", "♥", "♠", "SA", "Tr", "Ca", "Co", "Pi"];

/**
 * One deal of a traveller: contract, doubling and tricks taken, written as scorers write results
 * (a bare trick count only to three down: docs/guide/scoring.md, "How results are read").
 */
const deals = fc
  .record({
    level: fc.integer({ min: 1, max: 7 }),
    strain: fc.constantFrom(...STRAINS),
    doubling: fc.constantFrom("", "X", "XX"),
    tricks: fc.integer({ min: 0, max: 13 }),
    resultForm: fc.constantFrom("tricks", "relative", "text tricks", "down as a number"),
  })
  .map(({ level, strain, doubling, tricks, resultForm }) => {
    const overtricks = tricks - (level + 6);
    const relative = overtricks === 0 ? "=" : overtricks > 0 ? `+${overtricks}` : `${overtricks}`;
    const result =
      resultForm === "relative"
        ? relative
        : (resultForm === "down as a number" && overtricks < 0) || overtricks <= -4
          ? overtricks
          : resultForm === "text tricks"
            ? String(tricks)
            : tricks;
    return { contract: `${level}${strain}`, doubling, result };
  });

const boards = fc.integer({ min: 1, max: 64 });

describe("SCORE: the North-South view of a deal (Law 77 scores the declaring side)", () => {
  it("is minus the declaring side's score when East or West declares, and that score when North or South does", () => {
    fc.assert(
      fc.property(deals, boards, ({ contract, doubling, result }, board) => {
        const boardVulnerability = vul(board);
        const contractText = `${contract}${doubling}`;
        const eastWestVulnerable = boardVulnerability === "EW" || boardVulnerability === "Both";
        const northSouthVulnerable = boardVulnerability === "NS" || boardVulnerability === "Both";
        const eastWest = score(contractText, result, eastWestVulnerable ? "V" : "NV");
        const northSouth = score(contractText, result, northSouthVulnerable ? "V" : "NV");
        expect(typeof eastWest).toBe("number");
        expect([
          score(contractText, result, board, null, "E"),
          score(contractText, result, board, null, "W"),
        ]).toEqual([negated(eastWest), negated(eastWest)]);
        expect([
          score(contractText, result, board, null, "N"),
          score(contractText, result, board, null, "S"),
        ]).toEqual([northSouth, northSouth]);
      }),
      { numRuns: 1000 }
    );
  });

  it("is the same with the board's vulnerability given by number or by name (Law 2)", () => {
    fc.assert(
      fc.property(
        deals,
        boards,
        fc.constantFrom("N", "E", "S", "W"),
        ({ contract, doubling, result }, board, seat) => {
          const contractText = `${contract}${doubling}`;
          expect(score(contractText, result, vul(board), null, seat)).toEqual(
            score(contractText, result, board, null, seat)
          );
        }
      ),
      { numRuns: 500 }
    );
  });
});

describe("SCORE: doubling written in the contract or given as the 4th argument", () => {
  it("gives the same score either way, and when written in both places alike", () => {
    const notations = { X: ["X", "*", "x"], XX: ["XX", "**", "xx"] } as const;
    fc.assert(
      fc.property(
        deals.filter((deal) => deal.doubling !== ""),
        fc.constantFrom(true, false, "V", "NV"),
        fc.option(fc.constantFrom("N", "E", "S", "W"), { nil: null }),
        fc.nat(2),
        ({ contract, doubling, result }, vulnerability, declarer, pick) => {
          const written = score(`${contract}${doubling}`, result, vulnerability, null, declarer);
          const given = notations[doubling as "X" | "XX"][pick] as string;
          expect(typeof written).toBe("number");
          expect(score(contract, result, vulnerability, given, declarer)).toEqual(written);
          expect(score(`${contract}${doubling}`, result, vulnerability, given, declarer)).toEqual(
            written
          );
        }
      ),
      { numRuns: 1000 }
    );
  });

  it('gives the undoubled score for "-" or a blank 4th argument', () => {
    fc.assert(
      fc.property(
        deals,
        fc.boolean(),
        fc.constantFrom("-", "", null),
        ({ contract, result }, vulnerable, blank) => {
          expect(score(contract, result, vulnerable, blank)).toEqual(
            score(contract, result, vulnerable)
          );
        }
      ),
      { numRuns: 500 }
    );
  });
});

describe("SCORE and IMPS over a range (Excel's array lifting)", () => {
  it("score a traveller column line by line as single calls do", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(deals, fc.boolean(), fc.constantFrom("N", "E", "S", "W")), {
          minLength: 1,
          maxLength: 20,
        }),
        (lines) => {
          const column = (pick: (line: (typeof lines)[number]) => unknown) =>
            lines.map((line) => [pick(line)]);
          // A call reads its bare numbers, and a bare C, by all its cells (docs/guide/scoring.md,
          // "How results are read", "French sheets"): the relation holds for columns that read as
          // one cell does.
          const results = lines.map(([deal]) => deal.result);
          fc.pre(
            !results.some((r) => typeof r === "string" && /^[=+]/.test(r)) ||
              results.some((r) => Number(r) >= 7) ||
              !results.some((r) => Number(r) > 0)
          );
          const contracts = lines.map(([deal]) => deal.contract);
          fc.pre(
            !contracts.some((c) => /^\d(SA|Tr|Ca|Co|Pi)/.test(c)) ||
              !contracts.some((c) => /^\dC$/.test(c))
          );
          const spilled = score(
            column(([deal]) => deal.contract),
            column(([deal]) => deal.result),
            column(([, vulnerable]) => vulnerable),
            column(([deal]) => deal.doubling),
            column(([, , seat]) => seat)
          );
          expect(spilled).toEqual(
            lines.map(([deal, vulnerable, seat]) => [
              score(deal.contract, deal.result, vulnerable, deal.doubling, seat),
            ])
          );
        }
      ),
      { numRuns: 300 }
    );
  });

  it("IMP a row of differences as single calls do", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -8000, max: 8000 }), { minLength: 1, maxLength: 30 }),
        (differences) => {
          expect(imps([differences])).toEqual([differences.map((difference) => imps(difference))]);
        }
      ),
      { numRuns: 300 }
    );
  });
});

describe("IMPS (Law 78B)", () => {
  const points = fc.oneof(
    fc.integer({ min: -800, max: 800 }).map((tens) => tens * 10),
    fc.integer({ min: -9000, max: 9000 }),
    fc.integer({ min: -18000, max: 18000 }).map((halves) => halves / 2)
  );

  it("is antisymmetric: IMPS(a, b) = -IMPS(b, a)", () => {
    fc.assert(
      fc.property(points, points, (a, b) => {
        expect(imps(a, b)).toEqual(negated(imps(b, a)));
      }),
      { numRuns: 2000 }
    );
  });

  it("depends only on the difference: IMPS(a, b) = IMPS(a - b), numbers or text alike", () => {
    fc.assert(
      fc.property(points, points, (a, b) => {
        const answer = imps(a, b);
        expect(typeof answer).toBe("number");
        expect(imps(a - b)).toEqual(answer);
        expect(imps(String(a), ` ${b} `)).toEqual(answer);
      }),
      { numRuns: 2000 }
    );
  });

  it("is the same for the difference and for the two room scores with the closed room at 0", () => {
    fc.assert(
      fc.property(points, (a) => expect(imps(a, 0)).toEqual(imps(a))),
      { numRuns: 500 }
    );
  });
});

/** The board functions compared below; their presence is asserted once the build registers them. */
const BOARD_FUNCTIONS = ["MATCHPOINTS", "XIMPS", "BUTLER", "DATUM"];

describe("the board functions these tests cover", () => {
  it("are all in src/excel/functions once the built functions.json registers them", () => {
    const registered = new Set((builtFunctions() ?? []).map((entry) => entry.id));
    const missing = BOARD_FUNCTIONS.filter(
      (id) => registered.has(id) && customFunctionById(id) === undefined
    );
    expect(missing).toEqual([]);
  });
});

/** A board's North-South scores: real results (Law 77 scores are multiples of 10), ties likely. */
const realScores = fc.array(
  fc.oneof(
    fc.constantFrom(420, 450, 400, -50, -100, 170, 140, 0, -620, 1430),
    fc.integer({ min: -250, max: 250 }).map((tens) => tens * 10)
  ),
  { minLength: 1, maxLength: 14 }
);

/** Real results mixed with what a traveller also holds: blanks, "NP" and adjusted scores. */
const travellerScores = fc.array(
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.integer({ min: -250, max: 250 }).map((tens): unknown => tens * 10),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        "",
        null,
        "NP",
        "A60",
        "A50",
        "A40",
        "A+",
        "A-",
        "A6040",
        "A5050"
      ),
    }
  ),
  { minLength: 1, maxLength: 14 }
);

/** Scores with a permutation of their indices. */
function withPermutation<T>(scores: fc.Arbitrary<T[]>): fc.Arbitrary<[T[], number[]]> {
  return scores.chain((values) =>
    fc
      .shuffledSubarray(
        values.map((_, i) => i),
        { minLength: values.length, maxLength: values.length }
      )
      .map((order): [T[], number[]] => [values, order])
  );
}

const column = (values: readonly unknown[]): unknown[][] => values.map((value) => [value]);

const matchpointsFunction = customFunctionById("MATCHPOINTS");
(matchpointsFunction ? describe : describe.skip)("MATCHPOINTS (Law 78A)", () => {
  const matchpoints = matchpointsFunction?.call as Call;

  it("is invariant under reordering the rows: the permuted board gives the permuted matchpoints", () => {
    fc.assert(
      fc.property(
        withPermutation(travellerScores),
        fc.constantFrom(null, "WBF", "ACBL", "%"),
        fc.constantFrom(null, "NS", "EW", "BOTH"),
        ([scores, order], scale, direction) => {
          const answer = matchpoints(column(scores), scale, direction) as unknown[][];
          const permuted = matchpoints(column(order.map((i) => scores[i])), scale, direction);
          expect(permuted).toEqual(order.map((i) => answer[i]));
        }
      ),
      { numRuns: 500 }
    );
  });

  it.each([
    ["WBF", (n: number) => 2 * (n - 1)],
    ["ACBL", (n: number) => n - 1],
  ])(
    "gives North-South and East-West matchpoints summing to the top on the %s scale",
    (scale, top) => {
      fc.assert(
        fc.property(realScores, (scores) => {
          const ns = (matchpoints(column(scores), scale, "NS") as number[][]).map(
            ([mp]) => mp as number
          );
          const ew = (matchpoints(column(scores), scale, "EW") as number[][]).map(
            ([mp]) => mp as number
          );
          expect(ns.map((mp, i) => mp + (ew[i] as number))).toEqual(
            scores.map(() => top(scores.length))
          );
        }),
        { numRuns: 500 }
      );
    }
  );

  it('gives North-South and East-West percentages summing to 100 on the "%" scale', () => {
    fc.assert(
      fc.property(
        realScores.filter((scores) => scores.length > 1),
        (scores) => {
          const ns = matchpoints(column(scores), "%", "NS") as number[][];
          const ew = matchpoints(column(scores), "%", "EW") as number[][];
          ns.forEach(([mp], i) =>
            expect((mp as number) + (ew[i]?.[0] as number)).toBeCloseTo(100, 9)
          );
        }
      ),
      { numRuns: 500 }
    );
  });

  it('spills "BOTH" as the North-South and East-West answers side by side', () => {
    fc.assert(
      fc.property(travellerScores, fc.constantFrom("WBF", "ACBL", "%"), (scores, scale) => {
        const ns = matchpoints(column(scores), scale, "NS") as unknown[][];
        const ew = matchpoints(column(scores), scale, "EW") as unknown[][];
        expect(matchpoints(column(scores), scale, "BOTH")).toEqual(
          ns.map((row, i) => [row[0], ew[i]?.[0]])
        );
      }),
      { numRuns: 500 }
    );
  });
});

const ximpsFunction = customFunctionById("XIMPS");
(ximpsFunction ? describe : describe.skip)("XIMPS (cross-IMPs)", () => {
  const ximps = ximpsFunction?.call as Call;

  it("is invariant under reordering the rows: the permuted board gives the permuted cross-IMPs", () => {
    fc.assert(
      fc.property(
        withPermutation(travellerScores),
        fc.constantFrom(null, "AVG", "SUM"),
        ([scores, order], method) => {
          const answer = ximps(column(scores), method) as unknown[][];
          expect(ximps(column(order.map((i) => scores[i])), method)).toEqual(
            order.map((i) => answer[i])
          );
        }
      ),
      { numRuns: 500 }
    );
  });

  it("gives a row of scores the transposed answer of the same scores in a column", () => {
    fc.assert(
      fc.property(travellerScores, fc.constantFrom(null, "AVG", "SUM"), (scores, method) => {
        const down = ximps(column(scores), method) as unknown[][];
        expect(ximps([scores], method)).toEqual([down.map(([cell]) => cell)]);
      }),
      { numRuns: 500 }
    );
  });
});

const butlerFunction = customFunctionById("BUTLER");
const datumFunction = customFunctionById("DATUM");
(butlerFunction && datumFunction ? describe : describe.skip)("BUTLER and DATUM", () => {
  const butler = butlerFunction?.call as Call;
  const datum = datumFunction?.call as Call;

  it("are invariant under reordering the rows (the datum unchanged, the Butler IMPs permuted)", () => {
    fc.assert(
      fc.property(
        withPermutation(travellerScores),
        fc.constantFrom(null, 0, 1, 2, 0.05),
        fc.constantFrom(null, "AWAY", "EVEN", "UP"),
        ([scores, order], trim, rounding) => {
          const permuted = column(order.map((i) => scores[i]));
          expect(datum(permuted, trim, rounding)).toEqual(datum(column(scores), trim, rounding));
          const answer = butler(column(scores), trim, rounding) as unknown[][];
          expect(butler(permuted, trim, rounding)).toEqual(order.map((i) => answer[i]));
        }
      ),
      { numRuns: 500 }
    );
  });

  it("IMP each real score against the datum as IMPS does (Law 78B)", () => {
    fc.assert(
      fc.property(realScores, (scores) => {
        const [[value]] = datum(column(scores)) as unknown[][] as [[unknown]];
        fc.pre(typeof value === "number");
        expect(butler(column(scores))).toEqual(scores.map((score) => [imps(score, value)]));
      }),
      { numRuns: 500 }
    );
  });
});
