import { readFrenchScoringTables } from "../support/frenchScoringTables";
import { readReferenceFixture } from "../support/referenceFixtures";
import { expectExcelScoresOf } from "../support/tableAssertions";

// Source: "Bridge, duplicate scoring tables" (Français / English, 2003), copied verbatim to
// test/fixtures/reference/duplicate-scoring-tables-fr-en.txt. Every expected value is a cell of its
// fulfilled-contract or undertrick tables, negated where the writing names an East-West declarer.
const rows = readFrenchScoringTables(readReferenceFixture("duplicate-scoring-tables-fr-en.txt"));

describe("the French-English duplicate scoring tables through BRIDGE.SCORE", () => {
  it("reads all 82 rows", () => {
    expect(rows.length).toBe(82);
  });

  it.each(rows.map((row, i) => [row.label, row, i] as const))(
    "scores every cell of %s in every notation, cell by cell and as one column",
    (_, row, i) => {
      expectExcelScoresOf(row, i);
    }
  );
});
