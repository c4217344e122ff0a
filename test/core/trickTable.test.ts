import {
  BridgeInputError,
  LEAST_MEDIAN_OF_SIDE_SUMS,
  checkTrickTable,
  medianOfSideSums,
} from "../../src/core";
import { readDdsList100 } from "../support/ddsList100";
import { tableFromDdsOrder } from "../support/parTables";

const DEALS = readDdsList100();

function levelsOf(table: readonly (readonly number[])[]): number[][] {
  return table.map((row) => row.map((tricks) => Math.max(0, tricks - 6)));
}

function messageOf(table: number[][]): string {
  try {
    checkTrickTable(table);
  } catch (error) {
    expect(error).toBeInstanceOf(BridgeInputError);
    return (error as Error).message;
  }
  throw new Error("checkTrickTable accepted the table");
}

// Source of the threshold: measured in the project's research on the 1,000 test deals of DDS
// (dds-bridge/dds hands/), where the median of the ten sums N+E and S+W was never below 9; here
// the 100 deals of the copied list100 file.
describe("telling a double-dummy table from a grid of levels", () => {
  it("accepts every table of DDS's list100: the sides' tricks add up to a median of 11 to 13", () => {
    const medians = DEALS.map((deal) => medianOfSideSums(deal.tricks));
    expect(Math.min(...medians)).toBeGreaterThanOrEqual(LEAST_MEDIAN_OF_SIDE_SUMS);
    expect([Math.min(...medians), Math.max(...medians)]).toEqual([11, 13]);
    for (const deal of DEALS) expect(checkTrickTable(deal.tricks)).toBe(deal.tricks);
  });

  it("accepts a real table with no seat above 7 tricks (so 'all values <= 7' is no sign of levels)", () => {
    const low = DEALS.filter((deal) => deal.tricks.every((row) => row.every((t) => t <= 7)));
    expect(low.length).toBeGreaterThan(0);
    for (const deal of low) expect(checkTrickTable(deal.tricks)).toBe(deal.tricks);
  });

  it("refuses every list100 table written as levels (tricks minus 6), saying so", () => {
    for (const deal of DEALS) {
      const levels = levelsOf(deal.tricks);
      expect(medianOfSideSums(levels)).toBeLessThan(LEAST_MEDIAN_OF_SIDE_SUMS);
      const message = messageOf(levels);
      expect(message).toMatch(/^tricks: the two sides' tricks in a strain add up to /);
      expect(message).toContain("it looks like a grid of levels (makeable contracts 0-7); add 6");
    }
  });

  it("accepts the synthetic tables of test/core/par.test.ts", () => {
    for (const text of [
      "6 6 6 6 | 6 6 6 6 | 6 6 6 6 | 6 6 6 6 | 6 6 6 6",
      "6 6 6 6 | 6 6 6 6 | 6 6 6 6 | 6 6 6 6 | 7 7 7 7",
      "10 3 10 3 | 3 9 3 9 | 6 6 6 6 | 6 6 6 6 | 7 5 7 5",
      "9 4 9 4 | 4 9 4 9 | 6 6 6 6 | 6 6 6 6 | 6 6 6 6",
      "13 0 13 0 | 13 0 13 0 | 13 0 13 0 | 13 0 13 0 | 13 0 13 0",
    ]) {
      const table = tableFromDdsOrder(text);
      expect(checkTrickTable(table)).toBe(table);
    }
  });

  it("refuses a table whose sides' tricks are far from 13 but is no grid of levels either", () => {
    const table = [0, 1, 2, 3].map((seat) => (seat === 0 ? [8, 8, 8, 8, 8] : [0, 0, 0, 0, 0]));
    expect(messageOf(table)).toContain("not about 13 as in a double-dummy table");
  });

  it("refuses tricks that are not whole numbers 0-13, naming the seat and strain in words", () => {
    const table = DEALS[0]!.tricks.map((row) => [...row]);
    table[3]![4] = 14;
    expect(messageOf(table)).toMatch(
      /^tricks: the tricks of West in notrump are 14; expected a double-dummy table/
    );
    table[3]![4] = 6.5;
    expect(messageOf(table)).toContain("the tricks of West in notrump are 6.5");
    table[3]![4] = -1;
    expect(messageOf(table)).toContain("the tricks of West in notrump are -1");
  });

  it("refuses a table of another shape", () => {
    expect(messageOf([[7, 5, 6, 5, 6]])).toContain("a table of 1 rows is not 4 rows of 5");
  });
});
