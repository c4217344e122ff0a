import type { Contract } from "../../src/core";
import { BridgeInputError, tricksFromResult } from "../../src/core";
import { DOUBLINGS, LEVELS, STRAINS } from "../support/scoreCases";

// Result notations of issues 2 and 10: tricks taken by declarer; relative to the contract "=",
// "+1".."+6", "-1".."-13"; a negative number -1..-13 for down. A contract needs level + 6 tricks
// (Law 77: odd tricks are those over six). Issue 10: a bare number that would mean four or more
// down is refused (an eaten plus sign or an ACBL "made" level, docs/guide/scoring.md, "How
// results are read"), and in a call of relative results a bare 1-6 is overtricks.
const CONTRACTS: Contract[] = LEVELS.flatMap((level) =>
  STRAINS.flatMap((strain) => DOUBLINGS.map((doubling) => ({ level, strain, doubling })))
);
const FOUR_SPADES: Contract = { level: 4, strain: "S", doubling: 0 };

describe("tricksFromResult", () => {
  it("reads every possible result of every contract in every form: tricks (to three down), relative text, down as a negative number", () => {
    for (const contract of CONTRACTS) {
      const needed = contract.level + 6;
      for (let tricks = 0; tricks <= 13; tricks++) {
        const relative = tricks - needed;
        const text = relative === 0 ? "=" : relative > 0 ? `+${relative}` : `${relative}`;
        if (relative > -4) {
          expect([tricks, tricksFromResult(tricks, contract)]).toEqual([tricks, tricks]);
        }
        expect([text, tricksFromResult(text, contract)]).toEqual([text, tricks]);
        expect([` ${text} `, tricksFromResult(` ${text} `, contract)]).toEqual([
          ` ${text} `,
          tricks,
        ]);
        expect([text, tricksFromResult(text, contract, "result", "overtricks")]).toEqual([
          text,
          tricks,
        ]);
        if (relative < 0)
          expect([relative, tricksFromResult(relative, contract)]).toEqual([relative, tricks]);
        if (relative > 0) {
          expect([relative, tricksFromResult(relative, contract, "result", "overtricks")]).toEqual([
            relative,
            tricks,
          ]);
        }
      }
    }
  });

  it('reads "=" as the tricks the contract needs', () => {
    expect(tricksFromResult("=", FOUR_SPADES)).toBe(10);
    expect(tricksFromResult(" = ", { level: 7, strain: "NT", doubling: 2 })).toBe(13);
  });

  it("reads a typographic minus sign (U+2212), an en dash and an em dash as down", () => {
    expect(tricksFromResult("\u22122", FOUR_SPADES)).toBe(8);
    expect(tricksFromResult("\u20132", FOUR_SPADES)).toBe(8);
    expect(tricksFromResult("\u20142", FOUR_SPADES)).toBe(8);
  });

  it("reads full-width digits and signs as their ASCII forms", () => {
    expect(tricksFromResult("\uFF0B\uFF11", FOUR_SPADES)).toBe(11);
    expect(tricksFromResult("\uFF11\uFF10", FOUR_SPADES)).toBe(10);
  });

  it("refuses a bare number meaning four or more down, naming both readings (4♠ with 4: an ACBL 'Made 4')", () => {
    expect(() => tricksFromResult(4, FOUR_SPADES)).toThrow(
      'result: got 4; expected an unambiguous result for a contract needing 10 tricks; 4 could be 4 tricks taken (6 down: write -6), or the level made, as an ACBL pickup slip writes it ("=" or 10).'
    );
    expect(() => tricksFromResult(1, FOUR_SPADES)).toThrow(
      'result: got 1; expected an unambiguous result for a contract needing 10 tricks; 1 could be 1 trick taken (9 down: write -9), or +1 with the plus sign eaten by Excel (write "\'+1" or 11).'
    );
    expect(tricksFromResult(7, FOUR_SPADES)).toBe(7); // three down: still a trick count
    expect(tricksFromResult(-6, FOUR_SPADES)).toBe(4);
  });

  it("reads a bare 1-6 as overtricks, and 8-13 as tricks, in a call of relative results", () => {
    expect(tricksFromResult(1, FOUR_SPADES, "result", "overtricks")).toBe(11);
    expect(tricksFromResult(3, FOUR_SPADES, "result", "overtricks")).toBe(13);
    expect(tricksFromResult(10, FOUR_SPADES, "result", "overtricks")).toBe(10);
    expect(() => tricksFromResult(4, FOUR_SPADES, "result", "overtricks")).toThrow(
      BridgeInputError
    );
    expect(() => tricksFromResult(7, FOUR_SPADES, "result", "overtricks")).toThrow(
      BridgeInputError
    );
  });

  it.each(["+0", "-0", "=0"])(
    "reads %p as made exactly, as scorers mean it (issue 30)",
    (result) => {
      // 4S needs 10 tricks (Law 77: level + 6); made exactly is 10 tricks taken.
      const contract: Contract = { level: 4, strain: "S", doubling: 0 };
      expect(tricksFromResult(result, contract)).toBe(10);
    }
  );

  it.each([
    [1, 14],
    [1, "+7"],
    [7, "+1"],
    [1, "-8"],
    [1, -8],
    [7, -14],
    [4, 9.5],
    [4, 0],
    [4, "0"],
  ])(
    "refuses, for a contract at level %p, the impossible result %p, naming the tricks it needs",
    (level, result) => {
      const contract: Contract = { level: level as Contract["level"], strain: "S", doubling: 0 };
      expect(() => tricksFromResult(result, contract)).toThrow(BridgeInputError);
      expect(() => tricksFromResult(result, contract)).toThrow(
        `for a contract needing ${level + 6} tricks`
      );
    }
  );
});
