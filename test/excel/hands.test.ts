import { hand, hcp } from "../../src/excel/functions/hands";
import { errorIn, problemsIn } from "../support/excelOutput";

type Argument = Parameters<typeof hcp>[0];
function value(cell: unknown): Argument {
  return cell as Argument;
}

// DDS's first deal (hands/list100.txt): N QJ6.K652.J85.T98, E 873.J97.AT764.Q4,
// S K5.T83.KQ9.A7652, W AT942.AQ4.32.KJ3; high-card points counted A 4, K 3, Q 2, J 1.
const DEAL = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
// DDS's second deal, from East; South holds no spade.
const DEAL_FROM_EAST = "E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63";

describe("BRIDGE.HCP as Excel calls it", () => {
  it("counts one seat's points: West 14", () => {
    expect(hcp(value(DEAL), value("W"))).toBe(14);
    expect(hcp(value(DEAL), value("west"))).toBe(14);
  });

  it("spills N E S W across a row of seats, adding up to 40", () => {
    expect(hcp(value(DEAL), [["N", "E", "S", "W"]])).toEqual([[7, 7, 12, 14]]);
  });

  it("reads a column of deals against one seat", () => {
    // DEAL_FROM_EAST: North AK96.KQ8.A98.K63 = 4+3+3+2+4+3 = 19.
    expect(hcp([[DEAL], [DEAL_FROM_EAST], [""]], value("N"))).toEqual([[7], [19], [""]]);
  });

  it("gives a blank for a blank deal or seat (desktop's 0 included)", () => {
    for (const [deal, seat] of [
      [null, "N"],
      ["", "N"],
      [0, "N"],
      [DEAL, null],
      [DEAL, ""],
    ]) {
      expect(hcp(value(deal), value(seat))).toBe("");
      expect(hand(value(deal), value(seat))).toBe("");
    }
  });
});

describe("BRIDGE.HAND as Excel calls it", () => {
  it('shows a hand suit by suit: "♠QJ6 ♥K652 ♦J85 ♣T98"', () => {
    expect(hand(value(DEAL), value("N"))).toBe("♠QJ6 ♥K652 ♦J85 ♣T98");
  });

  it('shows a void as "—"', () => {
    expect(hand(value(DEAL_FROM_EAST), value("S"))).toBe("♠— ♥J97543 ♦K7532 ♣94");
  });

  it("spills the four hands down a column of seats", () => {
    expect(hand(value(DEAL), [["N"], ["E"], ["S"], ["W"]])).toEqual([
      ["♠QJ6 ♥K652 ♦J85 ♣T98"],
      ["♠873 ♥J97 ♦AT764 ♣Q4"],
      ["♠K5 ♥T83 ♦KQ9 ♣A7652"],
      ["♠AT942 ♥AQ4 ♦32 ♣KJ3"],
    ]);
  });
});

describe("bad deals and seats are #VALUE! saying what is wrong", () => {
  it.each([
    [
      "N:QJ6.K652.J85.T98 Q73.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
      "deal: ♠Q appears twice in ",
    ],
    [
      "N:QJ6.K652.J85.T98 873.J97.AT764.Q K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
      "deal: East has 12 cards in ",
    ],
    [
      "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJZ",
      'deal: "Z" in West\'s ♣ is not a card in ',
    ],
    [
      "hello",
      'deal: the first hand\'s seat and a colon (N:, E:, S: or W:) do not start it in "hello"',
    ],
  ])("%s", (deal, start) => {
    for (const answer of [hcp(value(deal), value("N")), hand(value(deal), value("N"))]) {
      const { code, message } = errorIn(answer);
      expect(code).toBe("#VALUE!");
      expect(message.startsWith(start)).toBe(true);
      expect(message).toContain("; expected a PBN deal");
    }
  });

  it("refuses a number as a deal and a bad seat, naming them", () => {
    expect(errorIn(hcp(value(42), value("N"))).message).toMatch(
      /^deal: got 42; expected a PBN deal/
    );
    expect(errorIn(hand(value(DEAL), value("X"))).message).toMatch(
      /^seat: got "X"; expected N, E, S or W/
    );
  });

  it("keeps a bad seat's error in its own cell of a spill", () => {
    const answer = hcp(value(DEAL), [["N", "Q", "S"]]);
    expect(problemsIn(answer)).toEqual([]);
    expect(answer[0]?.[0]).toBe(7);
    expect(errorIn(answer[0]?.[1]).code).toBe("#VALUE!");
    expect(answer[0]?.[2]).toBe(12);
  });
});
