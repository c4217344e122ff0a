/*
 * Deals our solver once got wrong, each by one trick in one no-trump cell, found by solving
 * random deals beside DDS. Expected tables: DDS 2.9 (dds-bridge/dds snapshot d2bc4c2, Apache-2.0)
 * compiled to WebAssembly, CalcDDtablePBN on these deals (the benchmark peer, run 2026-11-30),
 * written as DDS prints them: strain S H D C NT, each for declarer N E S W.
 *
 * - Deal A went wrong when a run of cards searched as one (cards no live card separates) was
 *   trusted to stay one in positions the transposition table matched, where a card lay inside it.
 * - Deal B went wrong the same way once same-suit runs below the cards an answer rested on were
 *   skipped.
 */
import { solveTable } from "../../src/core/doubleDummy/table";
import { parseDeal } from "../../src/core/deal";

/** DDS's order (strain S H D C NT, declarer N E S W) from our rows N E S W x columns C D H S NT. */
function inDdsOrder(rows: number[][]): number[] {
  return [3, 2, 1, 0, 4].flatMap((column) => rows.map((row) => row[column]!));
}

const DEALS: readonly [string, string, string][] = [
  [
    "A",
    "N:652.AJ9.Q83.AK83 AT4.T84.K9742.Q4 QJ83.Q73.A6.7652 K97.K652.JT5.JT9",
    "9 4 8 4 7 6 7 5 6 6 6 6 9 4 9 4 7 6 6 6",
  ],
  [
    "B",
    "N:KT7643.9752.7.Q8 J.QT8.K6543.K754 Q2.AKJ63.JT92.JT A985.4.AQ8.A9632",
    "7 5 7 5 8 5 8 5 3 10 3 10 1 12 1 12 3 9 3 8",
  ],
];

describe("double-dummy tables once solved wrong", () => {
  it.each(DEALS)(
    "deal %s equals DDS's table",
    (_, pbn, table) => {
      expect(inDdsOrder(solveTable(parseDeal(pbn).hands)).join(" ")).toBe(table);
    },
    120_000
  );
});
