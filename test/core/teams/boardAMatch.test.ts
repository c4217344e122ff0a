import { boardAMatchPoints } from "../../../src/core/teams/boardAMatch";

// The rule: ACBL Handbook, "Types of team events" (acbl.org/about-acbl/administration/
// acbl-handbook/i-types-of-team-events): the best raw score wins the board, 1; a tie in the raw
// score is a half each. Scores are North-South's in each room; the team sat North-South in the
// first room, so its net is score - otherRoomScore.
describe("board-a-match by the raw scores", () => {
  it("wins the ACBL Handbook's example: +120 North-South, teammates -110 East-West", () => {
    expect(boardAMatchPoints(120, 110)).toBe(1);
    expect(boardAMatchPoints(110, 120)).toBe(0);
  });

  it("ties equal scores, a half each (ACBL Handbook; Larry Cohen's +170 at both tables)", () => {
    expect(boardAMatchPoints(170, 170)).toBe(0.5);
    expect(boardAMatchPoints(-100, -100)).toBe(0.5);
    expect(boardAMatchPoints(0, 0)).toBe(0.5);
  });

  it("decides on every net near the tie: any difference wins or loses", () => {
    // Nets of -30 to +30 points in steps of 10 (bridge scores move by 10), from each side.
    for (let net = -30; net <= 30; net += 10) {
      const expected = net > 0 ? 1 : net < 0 ? 0 : 0.5;
      expect(boardAMatchPoints(420 + net, 420)).toBe(expected);
      expect(boardAMatchPoints(420, 420 + net)).toBe(1 - expected);
    }
  });

  it("wins +130 against +120 (Larry Cohen, Board-A-Match: a diamond partial beats 2NT)", () => {
    expect(boardAMatchPoints(130, 120)).toBe(1);
  });

  it("gives the two teams' points summing to 1 on every board", () => {
    for (const [a, b] of [
      [620, -100],
      [-800, -2000],
      [50, 50],
      [-50, 100],
    ] as const) {
      expect(boardAMatchPoints(a, b) + boardAMatchPoints(b, a)).toBe(1);
    }
  });
});

describe("board-a-match with a tie margin set by the conditions of contest (Law 78D)", () => {
  it("ties a net of at most the margin, and decides one just past it", () => {
    for (let net = -30; net <= 30; net += 10) {
      const expected = net > 10 ? 1 : net < -10 ? 0 : 0.5;
      expect(boardAMatchPoints(420 + net, 420, 10)).toBe(expected);
    }
    expect(boardAMatchPoints(11, 0, 10)).toBe(1);
    expect(boardAMatchPoints(-11, 0, 10)).toBe(0);
  });

  it("refuses a bad score or margin, naming the argument", () => {
    expect(() => boardAMatchPoints(Number.NaN, 0)).toThrow("score: got NaN");
    expect(() => boardAMatchPoints(0, Number.POSITIVE_INFINITY)).toThrow(
      "other_room_score: got Infinity"
    );
    expect(() => boardAMatchPoints(0, 0, -10)).toThrow(
      "tie_margin: got -10; expected a number of points from 0 up (0, the default: only equal totals tie)."
    );
  });
});
