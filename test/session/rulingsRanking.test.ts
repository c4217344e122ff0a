/**
 * A session with the Director's rulings (docs/guide/rulings.md) computed in a real formula engine
 * (HyperFormula with the BRIDGE functions: test/support/formulaEngine.ts): BRIDGE.MATCHPOINTS
 * and BRIDGE.RANKING over a Results table whose score column holds a weighted score, a split
 * score, a procedural penalty and an artificial score, compared with an independent computation.
 *
 * The independent computation rests on Law 78A's plain matchpoints only (awardMatchpoints, held
 * to the published tables in test/core/matchpoints.test.ts): a weighted score "30% a 70% b" is
 * each of its results in proportion (Law 12C1(c)), so every line's matchpoints on that board are
 * 0.3 × those of the board where the table scored a plus 0.7 × those where it scored b; a split
 * "NS a EW b" gives North-South the board where the table scored a and East-West the board where
 * it scored b; a penalty of p % takes p % of the top off its side; A60 is 60 % of the top.
 */
import type { SessionPlan } from "../../src/session/plan";
import { awardMatchpoints } from "../../src/core/matchpoints";
import { evaluatePlan } from "../support/formulaEngine";

/** Board, NS pair, EW pair, North-South score or ruling: a 4-table Mitchell of 4 boards. */
const LINES: readonly (readonly [number, number, number, number | string])[] = [
  [1, 1, 1, 420],
  [1, 2, 2, 450],
  [1, 3, 3, "30% +420 70% -50"],
  [1, 4, 4, -100],
  [2, 1, 2, 110],
  [2, 2, 3, "NS +140 EW -100"],
  [2, 3, 4, 140],
  [2, 4, 1, -50],
  [3, 1, 3, -620],
  [3, 2, 4, "-620 PEN EW 10%"],
  [3, 3, 1, -650],
  [3, 4, 2, 100],
  [4, 1, 4, 0],
  [4, 2, 1, "A60"],
  [4, 3, 2, 90],
  [4, 4, 3, -90],
];

const TOP = 6;

/** Each line's matchpoints for each side, worked out independently (see above). */
function independentMatchpoints(): { ns: number; ew: number }[] {
  const out: { ns: number; ew: number }[] = LINES.map(() => ({ ns: 0, ew: 0 }));
  for (const board of [1, 2, 3, 4]) {
    const rows = LINES.map((line, i) => ({ line, i })).filter(({ line }) => line[0] === board);
    const plain = (scoreOf: (score: number | string) => number) => {
      const scores = rows.map(({ line }) => scoreOf(line[3]));
      return {
        ns: awardMatchpoints(scores),
        ew: awardMatchpoints(scores.map((score) => -score)),
      };
    };
    const credit = (k: number, ns: number, ew: number) => {
      const { i } = rows[k] as { i: number };
      (out[i] as { ns: number }).ns += ns;
      (out[i] as { ew: number }).ew += ew;
    };
    if (board === 1) {
      const a = plain((s) => (typeof s === "number" ? s : 420));
      const b = plain((s) => (typeof s === "number" ? s : -50));
      rows.forEach((_, k) =>
        credit(
          k,
          0.3 * (a.ns[k] as number) + 0.7 * (b.ns[k] as number),
          0.3 * (a.ew[k] as number) + 0.7 * (b.ew[k] as number)
        )
      );
    } else if (board === 2) {
      const a = plain((s) => (typeof s === "number" ? s : 140));
      const b = plain((s) => (typeof s === "number" ? s : -100));
      rows.forEach((_, k) => credit(k, a.ns[k] as number, b.ew[k] as number));
    } else if (board === 3) {
      const a = plain((s) => (typeof s === "number" ? s : -620));
      rows.forEach((row, k) =>
        credit(
          k,
          a.ns[k] as number,
          (a.ew[k] as number) - (typeof row.line[3] === "string" ? 0.1 * TOP : 0)
        )
      );
    } else {
      // A60: North-South 60 % of the top, East-West 40 %; the other three are matchpointed among
      // themselves and Neuberg-factored to 4 results: (M + 1) × 4/3 - 1.
      const real = rows.filter(({ line }) => typeof line[3] === "number");
      const scores = real.map(({ line }) => line[3] as number);
      const ns = awardMatchpoints(scores);
      const ew = awardMatchpoints(scores.map((s) => -s));
      const factor = (m: number) => ((m + 1) * 4) / 3 - 1;
      rows.forEach(({ line }, k) => {
        const r = real.findIndex((x) => x.line === line);
        if (r < 0) credit(k, 0.6 * TOP, 0.4 * TOP);
        else credit(k, factor(ns[r] as number), factor(ew[r] as number));
      });
    }
  }
  return out;
}

function planOf(): SessionPlan {
  const rows = LINES.length + 1;
  return {
    activate: "Results",
    names: [],
    sheets: [
      {
        name: "Results",
        blocks: [
          { address: "A1", values: [["Board", "NS", "EW", "Score"], ...LINES.map((l) => [...l])] },
          {
            address: "E2",
            formulas: [
              [
                `=BRIDGE.MATCHPOINTS(D2:D${rows}, , "NS", , A2:A${rows})`,
                `=BRIDGE.MATCHPOINTS(D2:D${rows}, , "EW", , A2:A${rows})`,
              ],
            ],
          },
          {
            address: "H1",
            formulas: [
              [`=BRIDGE.RANKING(A2:A${rows}, B2:B${rows}, C2:C${rows}, D2:D${rows}, "MP")`],
            ],
          },
        ],
      },
    ],
  } as unknown as SessionPlan;
}

describe("a session with rulings in the formula engine", () => {
  const workbook = evaluatePlan(planOf());
  afterAll(() => workbook.destroy());
  const expected = independentMatchpoints();

  it("gives each line's matchpoints as the independent computation", () => {
    const cells = workbook.values("Results", `E2:F${LINES.length + 1}`);
    cells.forEach(([ns, ew], i) => {
      expect(ns).toBeCloseTo((expected[i] as { ns: number }).ns, 9);
      expect(ew).toBeCloseTo((expected[i] as { ew: number }).ew, 9);
    });
  });

  it("ranks each field by the pairs' percentages of the independent computation", () => {
    const ranking = workbook.values("Results", "H2:M9");
    const percentOf = new Map<string, number>();
    LINES.forEach((line, i) => {
      for (const [field, pair, mp] of [
        ["NS", line[1], (expected[i] as { ns: number }).ns],
        ["EW", line[2], (expected[i] as { ew: number }).ew],
      ] as const) {
        const key = `${field}${pair}`;
        percentOf.set(key, (percentOf.get(key) ?? 0) + (mp * 100) / (4 * TOP));
      }
    });
    expect(ranking).toHaveLength(8);
    for (const row of ranking) {
      const [, pair, boards, , percentage, field] = row as [
        unknown,
        number,
        number,
        number,
        number,
        string,
      ];
      expect(boards).toBe(4);
      expect(percentage).toBeCloseTo(percentOf.get(`${field}${pair}`) as number, 2);
    }
  });
});
