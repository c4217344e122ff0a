/*
 * The double-dummy solver against DDS: each deal of DDS's hands/list100.txt
 * (test/fixtures/reference/dds-hands-list100.txt, Apache-2.0, source in that folder's README)
 * solved into its 20-cell table, equal to the file's TABLE line.
 *
 * Every deal, on every `npm test`: all 100 take about a minute of one core (docs/PERFORMANCE.md).
 * For a quick run, DD_SAMPLE=n runs n of them spread over the file
 * (`DD_SAMPLE=3 npx jest test/core/doubleDummyList100`).
 */
import { solveTable } from "../../src/core/doubleDummy/table";
import { parseDeal } from "../../src/core/deal";
import { readDdsList100 } from "../support/ddsList100";

const ALL = readDdsList100();
const sampleSize = Number(process.env.DD_SAMPLE) || 0;
const deals =
  sampleSize > 0
    ? ALL.filter((_, i) => i % Math.floor(ALL.length / sampleSize) === 0).slice(0, sampleSize)
    : ALL;

describe("the double-dummy table of DDS's list100 deals", () => {
  it("reads 100 deals from the file", () => {
    expect(ALL).toHaveLength(100);
  });

  it.each(deals.map((deal) => [deal.index, deal] as const))(
    "deal %i equals DDS's TABLE",
    (_, deal) => {
      expect(solveTable(parseDeal(deal.pbn).hands)).toEqual(deal.tricks);
    },
    900_000
  );
});
