/*
 * The hand ranking the club-evening browser test checks the workbook against
 * (test/support/handMatchpoints.ts) reproduces the worked examples it is built from, so that an
 * agreement between the two is not an agreement on a slip.
 */
import type { HandLine } from "../support/handMatchpoints";
import { handBoardScores, handRanking } from "../support/handMatchpoints";

const line = (ns: number, pair: number): HandLine => ({
  board: 1,
  ns: pair,
  ew: 10 + pair,
  award: { kind: "score", ns },
});

describe("the hand ranking's rules", () => {
  it("awards 2 a score beaten and 1 a tie (Law 78A): +450, +420, +420, +400 score 6, 3, 3, 0", () => {
    const scores = handBoardScores([line(450, 1), line(420, 2), line(420, 3), line(400, 4)], 4);
    expect(scores.map((s) => s?.ns)).toEqual([6, 3, 3, 0]);
    expect(scores.map((s) => s?.ew)).toEqual([0, 3, 3, 6]);
  });

  it("scores a weighted score as rulings.md's example: 30% +420 70% -50 among +450, +400, -100 is 2.6, +400 is 3.4", () => {
    const weighted: HandLine = {
      board: 1,
      ns: 1,
      ew: 11,
      award: {
        kind: "weighted",
        parts: [
          { weight: 0.3, ns: 420 },
          { weight: 0.7, ns: -50 },
        ],
      },
    };
    const scores = handBoardScores([weighted, line(450, 2), line(400, 3), line(-100, 4)], 4);
    expect(scores[0]?.ns).toBeCloseTo(2.6, 10);
    expect(scores[2]?.ns).toBeCloseTo(3.4, 10);
    // The board's matchpoints still add up to 0 + 2 + 4 + 6 (rulings.md).
    expect(scores.reduce((sum, s) => sum + (s?.ns ?? 0), 0)).toBeCloseTo(12, 10);
  });

  it("factors a board of 3 results to 4 by Neuberg, (M + 1) x 4/3 - 1: a top of 4 is 5.67", () => {
    const scores = handBoardScores(
      [line(450, 1), line(420, 2), line(400, 3), { ...line(0, 4), award: { kind: "notPlayed" } }],
      4
    );
    expect(scores[0]?.ns).toBeCloseTo((5 * 4) / 3 - 1, 10);
    expect(scores[3]).toBeUndefined();
  });

  it("gives an artificial score its share of the full top, and a penalty takes its share off", () => {
    const scores = handBoardScores(
      [
        { ...line(0, 1), award: { kind: "artificial", nsPercent: 60, ewPercent: 40 } },
        { ...line(420, 2), penalty: { side: "EW", percent: 10 } },
        line(400, 3),
        line(450, 4),
      ],
      4
    );
    // Top 6 on 4 tables: 60 % is 3.6, 40 % is 2.4; the 3 results are factored to 4.
    expect(scores[0]?.ns).toBeCloseTo(3.6, 10);
    expect(scores[0]?.ew).toBeCloseTo(2.4, 10);
    // +420 among 3 results: 2 (of 4), factored (2 + 1) x 4/3 - 1 = 3; EW 3, less 10 % of 6.
    expect(scores[1]?.ns).toBeCloseTo(3, 10);
    expect(scores[1]?.ew).toBeCloseTo(3 - 0.6, 10);
  });

  it("ranks by percentage, equal percentages at one place listed by pair", () => {
    const on = (board: number, ns: number, ew: number, score: number): HandLine => ({
      board,
      ns,
      ew,
      award: { kind: "score", ns: score },
    });
    // Board 1: 1 v 11 +420, 2 v 12 +400; board 2: 1 v 12 and 2 v 11 both +100 (top 2).
    const lines = [on(1, 1, 11, 420), on(1, 2, 12, 400), on(2, 1, 12, 100), on(2, 2, 11, 100)];
    const ranking = handRanking(lines, 2);
    // Pairs 1 and 12: 2 + 1 of 4 = 75 %; pairs 2 and 11: 0 + 1 of 4 = 25 %.
    expect(ranking.map((p) => [p.place, p.pair, p.percentage])).toEqual([
      ["1=", 1, 75],
      ["1=", 12, 75],
      ["3=", 2, 25],
      ["3=", 11, 25],
    ]);
  });
});
