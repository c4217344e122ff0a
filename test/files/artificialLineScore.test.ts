import { parseAdjustedScore } from "../../src/files/session";

// A results file's SCORE (USEBIO) or Score_NS (PBN): USEBIO's "Aabcd" form, and the artificial
// scores a scorer types (docs/guide/rulings.md, "What the files carry").
describe("an artificial score in a results file's line", () => {
  it("reads USEBIO's form and the forms a scorer types", () => {
    expect(parseAdjustedScore("A6040")).toEqual({ kind: "adjusted", nsPercent: 60, ewPercent: 40 });
    expect(parseAdjustedScore("A60")).toEqual({ kind: "adjusted", nsPercent: 60, ewPercent: 40 });
    expect(parseAdjustedScore("Ave+")).toEqual({ kind: "adjusted", nsPercent: 60, ewPercent: 40 });
    expect(parseAdjustedScore("A60/50")).toEqual({
      kind: "adjusted",
      nsPercent: 60,
      ewPercent: 50,
    });
  });

  it("leaves scores and the rulings the formats cannot say to the other readers", () => {
    for (const text of ["420", "-50", "NS 420", "30% +420 70% -50", "F +420", "PASS", "AXY"]) {
      expect(parseAdjustedScore(text)).toBeUndefined();
    }
  });
});
