/*
 * The WBF continuous 20-VP scale (2013) as tabulated for 6, 7, 8, 9, 10, 12, 14, 16, 20 and 32
 * boards, winner's VPs for IMP margins 0..85 (test/fixtures/realdata/README.md): all 860 values,
 * and the loser's 20 - VP, from BRIDGE.VP called as Excel calls it: a column of margins spilled
 * against one board count, and single cells.
 */
import { vp } from "../../src/excel/functions/vp";
import published from "../fixtures/realdata/wbf_vp_tables.json";

type Argument = Parameters<typeof vp>[0];

const tables = Object.entries(published.tables as Record<string, number[]>).map(
  ([boards, values]) => ({ boards: Number(boards), values })
);

describe("BRIDGE.VP reproduces the WBF 2013 tables (wbf_vp_tables.json)", () => {
  it("holds 10 tables of 86 values: 860 in all", () => {
    expect(tables.map((table) => table.boards)).toEqual([6, 7, 8, 9, 10, 12, 14, 16, 20, 32]);
    expect(tables.reduce((count, table) => count + table.values.length, 0)).toBe(860);
  });

  for (const { boards, values } of tables) {
    it(`spills every winner's VP of the ${boards}-board table for margins 0..85`, () => {
      const margins = values.map((_, margin) => [margin]);
      expect(vp(margins, boards as unknown as Argument)).toEqual(values.map((v) => [v]));
    });

    it(`gives the loser 20 minus the winner's VP for every margin of the ${boards}-board table`, () => {
      const margins = values.map((_, margin) => [-margin]);
      const losers = values.map((v) => [(2000 - Math.round(v * 100)) / 100]);
      expect(vp(margins, [[boards]])).toEqual(losers);
    });

    it(`gives the same value cell by cell as spilled for ${boards} boards`, () => {
      values.forEach((v, margin) => {
        expect(vp(margin as unknown as Argument, boards as unknown as Argument)).toBe(v);
      });
    });
  }
});
