import { law77Row, parseContract, scoreContract } from "../../src/core";
import type { Contract } from "../../src/core";

function contract(text: string): Contract {
  const parsed = parseContract(text);
  if (parsed === "passed out") throw new Error("expected a contract");
  return parsed;
}

// Each value worked out from Law 77's table (test/fixtures/reference/laws-77-79.txt); the 4D -3
// rows are also richardschneider/bridge-scorer's test/contract.js vectors.
describe("scoreContract (Law 77)", () => {
  it.each([
    ["3NT", 9, false, 400],
    ["3NT", 11, true, 660],
    ["6D", 12, true, 1370],
    ["7NT", 13, true, 2220],
    ["2HX", 8, false, 470],
    ["1NTXX", 7, true, 760],
    ["4DX", 7, false, -500],
    ["4DXX", 7, false, -1000],
  ] as const)(
    "scores %s with %i tricks (vulnerable %s) as %i",
    (text, tricks, vulnerable, expected) => {
      expect(scoreContract(contract(text), tricks, vulnerable)).toBe(expected);
    }
  );
});

describe("law77Row", () => {
  it("is each contract's scores for 0-13 tricks, not vulnerable then vulnerable, as scoreContract gives them (Law 77)", () => {
    for (let level = 1; level <= 7; level++)
      for (const strain of ["C", "D", "H", "S", "NT"] as const)
        for (const doubling of [0, 1, 2] as const) {
          const contract = { level: level as 1, strain, doubling };
          const expected = [false, true].flatMap((vulnerable) =>
            Array.from({ length: 14 }, (_, tricks) => scoreContract(contract, tricks, vulnerable))
          );
          expect(Array.from(law77Row(contract))).toEqual(expected);
        }
  });
});
