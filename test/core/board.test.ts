import type { Seat } from "../../src/core";
import {
  BridgeInputError,
  dealerForBoard,
  isSideVulnerable,
  vulnerabilityForBoard,
} from "../../src/core";
import {
  BOARDS_1_TO_64,
  LAW_2_DEALER,
  LAW_2_VULNERABILITY,
  law2Board,
  law2SideVulnerable,
} from "../support/law2Table";

// Source: the Law 2 table (test/support/law2Table.ts, quoting the Law).
describe("the Law 2 table as written in the test", () => {
  it("names each of boards 1-16 once as a dealer's and once as a vulnerability's", () => {
    const sixteen = Array.from({ length: 16 }, (_, i) => i + 1);
    expect(
      Object.values(LAW_2_DEALER)
        .flat()
        .sort((a, b) => a - b)
    ).toEqual(sixteen);
    expect(
      Object.values(LAW_2_VULNERABILITY)
        .flat()
        .sort((a, b) => a - b)
    ).toEqual(sixteen);
  });
});

describe("dealerForBoard and vulnerabilityForBoard (Law 2)", () => {
  it.each(
    BOARDS_1_TO_64.map(
      (board) => [board, law2Board(board).dealer, law2Board(board).vulnerability] as const
    )
  )("board %i: dealer %s, vulnerability %s", (board, dealer, vulnerability) => {
    expect(dealerForBoard(board)).toBe(dealer);
    expect(vulnerabilityForBoard(board)).toBe(vulnerability);
  });

  it("repeats the 16-board cycle far out: board 16 001 is board 1, board 1 000 000 is board 16", () => {
    expect([dealerForBoard(16001), vulnerabilityForBoard(16001)]).toEqual(["N", "None"]);
    expect([dealerForBoard(1_000_000), vulnerabilityForBoard(1_000_000)]).toEqual(["W", "EW"]);
  });

  it.each([0, -1, -16, 1.5, 16.0001, NaN, Infinity, -Infinity, 2 ** 53])(
    "refuses board %p, naming the board and what a board number is",
    (board) => {
      for (const lookUp of [dealerForBoard, vulnerabilityForBoard]) {
        expect(() => lookUp(board)).toThrow(BridgeInputError);
        expect(() => lookUp(board)).toThrow(
          `board: got ${String(board)}; expected a board number: a whole number from 1.`
        );
      }
    }
  );
});

describe("isSideVulnerable (Law 2: a board's vulnerability applies to the named side)", () => {
  const seats: Seat[] = ["N", "E", "S", "W"];
  it.each(BOARDS_1_TO_64.slice(0, 16))(
    "board %i: each declarer's side as the Law 2 table says",
    (board) => {
      const { vulnerability } = law2Board(board);
      expect(seats.map((seat) => isSideVulnerable(vulnerability, seat))).toEqual(
        seats.map((seat) => law2SideVulnerable(board, seat))
      );
    }
  );
});
