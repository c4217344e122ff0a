import type { Contract } from "../../src/core";
import { BridgeInputError, tricksFromResult } from "../../src/core";
import { DOUBLINGS, LEVELS, STRAINS } from "../support/scoreCases";

// Result notations of issue 2: tricks taken by declarer 0-13; relative to the contract "=",
// "+1".."+6", "-1".."-13"; a negative number -1..-13 for down. A contract needs level + 6 tricks
// (Law 77: odd tricks are those over six).
const CONTRACTS: Contract[] = LEVELS.flatMap((level) =>
  STRAINS.flatMap((strain) => DOUBLINGS.map((doubling) => ({ level, strain, doubling })))
);

describe("tricksFromResult", () => {
  it("reads every possible result of every contract in every form: tricks, relative text, down as a negative number", () => {
    for (const contract of CONTRACTS) {
      const needed = contract.level + 6;
      for (let tricks = 0; tricks <= 13; tricks++) {
        const relative = tricks - needed;
        const text = relative === 0 ? "=" : relative > 0 ? `+${relative}` : `${relative}`;
        expect([tricks, tricksFromResult(tricks, contract)]).toEqual([tricks, tricks]);
        expect([text, tricksFromResult(text, contract)]).toEqual([text, tricks]);
        expect([` ${text} `, tricksFromResult(` ${text} `, contract)]).toEqual([
          ` ${text} `,
          tricks,
        ]);
        if (relative < 0)
          expect([relative, tricksFromResult(relative, contract)]).toEqual([relative, tricks]);
      }
    }
  });

  it("reads a typographic minus sign (U+2212) as down", () => {
    expect(tricksFromResult("\u22122", { level: 4, strain: "S", doubling: 0 })).toBe(8);
  });

  it.each([
    [1, 14],
    [1, "+7"],
    [7, "+1"],
    [1, "-8"],
    [1, -8],
    [7, -14],
    [4, 9.5],
    [4, "+0"],
    [4, "-0"],
  ])(
    "refuses, for a contract at level %p, the impossible result %p, naming the tricks it needs",
    (level, result) => {
      const contract: Contract = { level: level as Contract["level"], strain: "S", doubling: 0 };
      if (result === "=") {
        expect(tricksFromResult(result, contract)).toBe(level + 6);
        return;
      }
      expect(() => tricksFromResult(result, contract)).toThrow(BridgeInputError);
      expect(() => tricksFromResult(result, contract)).toThrow(
        `, possible for a contract needing ${level + 6} tricks.`
      );
    }
  );
});
