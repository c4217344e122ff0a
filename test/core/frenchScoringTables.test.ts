import { readFrenchScoringTables } from "../support/frenchScoringTables";
import { readReferenceFixture } from "../support/referenceFixtures";
import { expectCoreScoresOf, expectEveryDealOnce } from "../support/tableAssertions";

// Source: "Bridge, duplicate scoring tables" (Français / English, created April 20th, 2003), copied
// verbatim to test/fixtures/reference/duplicate-scoring-tables-fr-en.txt: its "Fulfilled Contracts"
// and "Unfulfilled Contracts" tables, each not vulnerable and vulnerable. Every expected value is a cell.
const rows = readFrenchScoringTables(readReferenceFixture("duplicate-scoring-tables-fr-en.txt"));

describe("the French-English duplicate scoring tables through scoreContract", () => {
  it("reads 28 rows of fulfilled contracts and 13 of undertricks at each vulnerability, covering all 2,940 deals once", () => {
    for (const vulnerability of ["not vulnerable", "vulnerable"]) {
      const ofVulnerability = rows.filter((row) => row.label.includes(`: ${vulnerability} `));
      expect(ofVulnerability.filter((row) => row.label.includes(" made ")).length).toBe(28);
      expect(ofVulnerability.filter((row) => row.label.includes(" down ")).length).toBe(13);
    }
    expectEveryDealOnce(rows);
  });

  it.each(rows.map((row) => [row.label, row] as const))(
    "scores every cell of %s as printed",
    (_, row) => {
      expectCoreScoresOf(row);
    }
  );
});
