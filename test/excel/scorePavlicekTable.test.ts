import { readPavlicekTable } from "../support/pavlicekTable";
import { readReferenceFixture } from "../support/referenceFixtures";
import { expectExcelScoresOf } from "../support/tableAssertions";

// Source: Richard Pavlicek, "Complete Scoring Table" (Guide 2Y66), copied verbatim to
// test/fixtures/reference/pavlicek-complete-scoring-table.txt. Every expected value is a cell of it,
// negated where the writing names an East-West declarer (the answer is then North-South's).
const rows = readPavlicekTable(readReferenceFixture("pavlicek-complete-scoring-table.txt"));

describe("Pavlicek's complete scoring table through BRIDGE.SCORE", () => {
  it("reads all 97 rows", () => {
    expect(rows.length).toBe(97);
  });

  it.each(rows.map((row, i) => [row.label, row, i] as const))(
    "scores every cell of %s in every notation, cell by cell and as one column",
    (_, row, i) => {
      expectExcelScoresOf(row, i);
    }
  );
});
