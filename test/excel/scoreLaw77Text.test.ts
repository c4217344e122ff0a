import { scoreByLaw77 } from "../support/law77Table";
import { readLawsText } from "../support/law77Text";
import { readReferenceFixture } from "../support/referenceFixtures";
import type { TableRow } from "../support/scoreCases";
import { DOUBLINGS, LEVELS, STRAINS, allDeals } from "../support/scoreCases";
import { expectExcelScoresOf } from "../support/tableAssertions";

// Source: Law 77 (test/fixtures/reference/laws-77-79.txt). Each expected value is the Law's numbers
// added up as the Law adds them (test/support/law77Table.ts scoreByLaw77); the web page's copy of
// the table is the same (test/core/law77Text.test.ts).
const law = readLawsText(readReferenceFixture("laws-77-79.txt"));
const deals = allDeals();

const rows: TableRow[] = LEVELS.flatMap((level) =>
  STRAINS.flatMap((strain) =>
    DOUBLINGS.map((doubling) => ({
      label: `${level}${strain}${"X".repeat(doubling)}, 0-13 tricks, not vulnerable and vulnerable`,
      cases: deals
        .filter(
          (d) =>
            d.contract.level === level &&
            d.contract.strain === strain &&
            d.contract.doubling === doubling
        )
        .map((d) => ({ ...d, score: scoreByLaw77(law, d.contract, d.tricks, d.vulnerable) })),
    }))
  )
);

describe("Law 77 through BRIDGE.SCORE", () => {
  it("covers all 2,940 deals in 105 contracts", () => {
    expect(rows).toHaveLength(105);
    expect(rows.reduce((n, row) => n + row.cases.length, 0)).toBe(2940);
  });

  it.each(rows.map((row, i) => [row.label, row, i] as const))(
    "scores %s as the Law adds up, in every notation",
    (_, row, i) => {
      expectExcelScoresOf(row, i);
    }
  );
});
