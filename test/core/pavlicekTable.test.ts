import { readPavlicekTable } from "../support/pavlicekTable";
import { readReferenceFixture } from "../support/referenceFixtures";
import { expectCoreScoresOf, expectEveryDealOnce } from "../support/tableAssertions";

// Source: Richard Pavlicek, "Complete Scoring Table" (Guide 2Y66), copied verbatim to
// test/fixtures/reference/pavlicek-complete-scoring-table.txt. Every expected value is a cell of it.
const rows = readPavlicekTable(readReferenceFixture("pavlicek-complete-scoring-table.txt"));

describe("Pavlicek's complete scoring table through scoreContract", () => {
  it("is read in full: 84 rows of contracts made and 13 of undertricks, covering all 2,940 deals once", () => {
    expect(rows.filter((row) => row.label.includes(" made ")).length).toBe(84);
    expect(rows.filter((row) => row.label.includes(" down ")).length).toBe(13);
    expectEveryDealOnce(rows);
  });

  it.each(rows.map((row) => [row.label, row] as const))(
    "scores every cell of %s as printed",
    (_, row) => {
      expectCoreScoresOf(row);
    }
  );
});
