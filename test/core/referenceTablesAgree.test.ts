import { readFrenchScoringTables } from "../support/frenchScoringTables";
import { scoreByLaw77 } from "../support/law77Table";
import { readLawsText } from "../support/law77Text";
import { readPavlicekTable } from "../support/pavlicekTable";
import { readReferenceFixture } from "../support/referenceFixtures";
import type { TableRow } from "../support/scoreCases";
import { allDeals, caseKey } from "../support/scoreCases";

// The sources checked against each other, so that a disagreement between the code and one table is
// settled by the others: Pavlicek's table, the French-English tables and the Law 77 text
// (test/fixtures/reference). All three must state the same score for each of the 2,940 deals.
function scoresOf(rows: readonly TableRow[]): Map<string, number> {
  return new Map(rows.flatMap((row) => row.cases.map((c) => [caseKey(c), c.score] as const)));
}

describe("the reference tables", () => {
  it("state the same score as the Law 77 text for every one of the 2,940 deals", () => {
    const pavlicek = scoresOf(
      readPavlicekTable(readReferenceFixture("pavlicek-complete-scoring-table.txt"))
    );
    const french = scoresOf(
      readFrenchScoringTables(readReferenceFixture("duplicate-scoring-tables-fr-en.txt"))
    );
    const law = readLawsText(readReferenceFixture("laws-77-79.txt"));
    const deals = allDeals();
    const byLaw = deals.map((d) => [
      caseKey(d),
      scoreByLaw77(law, d.contract, d.tricks, d.vulnerable),
    ]);
    expect(byLaw).toHaveLength(2940);
    expect(deals.map((d) => [caseKey(d), pavlicek.get(caseKey(d))])).toEqual(byLaw);
    expect(deals.map((d) => [caseKey(d), french.get(caseKey(d))])).toEqual(byLaw);
  });
});
