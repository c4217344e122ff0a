import { readFileSync } from "fs";
import path from "path";
import { BridgeInputError } from "../../../src/core/errors";
import {
  parseVictoryPointTable,
  victoryPointsByTable,
} from "../../../src/core/teams/victoryPointTable";
import { victoryPointsForMargin } from "../../../src/core/victoryPoints";
import TABLES from "../../fixtures/teams/vpTables.json";

interface Fixture {
  readonly source: string;
  readonly total: number;
  readonly rows: number[][];
}

const FIXTURES = Object.entries(TABLES as Record<string, Fixture>);

describe.each(FIXTURES)("the %s table", (_name, fixture) => {
  // Every expected value is the fixture's own row (its source is in fixture.source).
  const table = parseVictoryPointTable(fixture.rows);
  const bands = fixture.rows.map(([from, winner]) => ({ from: from!, winner: winner! }));

  it("reads the scale's total from the top row, the draw", () => {
    expect(table.total).toBe(fixture.total);
    expect(victoryPointsByTable(0, table)).toBe(fixture.total / 2);
  });

  it.each(bands)("gives the winner by $from IMPs $winner VPs and the loser the rest", (band) => {
    expect(victoryPointsByTable(band.from, table)).toBe(band.winner);
    expect(victoryPointsByTable(-band.from === 0 ? 0 : -band.from, table)).toBe(
      band.from === 0 ? band.winner : fixture.total - band.winner
    );
  });

  it("gives one IMP below each band's start the band before's VPs, both ways", () => {
    for (let i = 1; i < bands.length; i++) {
      const { from } = bands[i]!;
      const before = bands[i - 1]!.winner;
      expect(victoryPointsByTable(from - 1, table)).toBe(before);
      expect(victoryPointsByTable(-(from - 1), table)).toBe(
        from - 1 === 0 ? before : fixture.total - before
      );
    }
  });

  it("puts a fractional margin in the band whose start is at or below it", () => {
    for (let i = 1; i < bands.length; i++) {
      const { from, winner } = bands[i]!;
      expect(victoryPointsByTable(from - 0.5, table)).toBe(bands[i - 1]!.winner);
      expect(victoryPointsByTable(from + 0.5, table)).toBe(
        i + 1 < bands.length && bands[i + 1]!.from <= from + 0.5 ? bands[i + 1]!.winner : winner
      );
    }
  });

  it("gives the top band's VPs to any bigger margin (no reduction past the blitz)", () => {
    const top = bands[bands.length - 1]!;
    expect(victoryPointsByTable(top.from + 500, table)).toBe(top.winner);
    expect(victoryPointsByTable(-(top.from + 500), table)).toBe(fixture.total - top.winner);
  });
});

describe("the WBF 2013 continuous scale pasted as a table", () => {
  // test/fixtures/realdata/wbf_vp_tables.json, 16 boards: a row per IMP margin until 20 VPs.
  const wbf = JSON.parse(
    readFileSync(path.join(__dirname, "../../fixtures/realdata/wbf_vp_tables.json"), "utf8")
  ) as { tables: Record<string, number[]> };
  const column = wbf.tables["16"]!;
  const rows = column.slice(0, column.indexOf(20) + 1).map((vps, margin) => [margin, vps]);
  const table = parseVictoryPointTable(rows);

  it("gives what BRIDGE.VP's WBF scale gives for 16 boards, with exact decimals", () => {
    for (let margin = -80; margin <= 80; margin++) {
      expect(victoryPointsByTable(margin, table)).toBe(victoryPointsForMargin(margin, 16));
    }
  });
});

describe("a table that breaks a rule", () => {
  const refusal = (rows: number[][]): BridgeInputError => {
    try {
      parseVictoryPointTable(rows);
    } catch (error) {
      if (error instanceof BridgeInputError) return error;
    }
    throw new Error("not refused");
  };

  it("is refused when a band does not start above the one before, naming the row", () => {
    const error = refusal([
      [0, 10],
      [3, 11],
      [3, 12],
    ]);
    expect(error.argument).toBe("scale");
    expect(error.message).toBe(
      "scale: row 3 starts at 3 IMPs, not above row 2's 3; expected a two-column table: the IMP margin each band starts from (0 on the first row, then increasing) and the winner's VPs (increasing, at most twice the first row's)."
    );
    expect(
      refusal([
        [0, 10],
        [5, 11],
        [2, 12],
      ]).message
    ).toContain("row 3 starts at 2 IMPs");
  });

  it("is refused when the VPs do not increase, naming the row", () => {
    expect(
      refusal([
        [0, 10],
        [1, 12],
        [3, 12],
      ]).message
    ).toContain("row 3 gives 12 VPs, not above row 2's 12");
    expect(
      refusal([
        [0, 15],
        [1, 18],
        [2, 17],
      ]).message
    ).toContain("row 3 gives 17 VPs");
  });

  it("is refused when it leaves margins from 0 uncovered", () => {
    expect(
      refusal([
        [1, 10],
        [3, 12],
      ]).message
    ).toContain("row 1 starts at 1 IMPs, so margins from 0 are not covered");
  });

  it("is refused when a winner would get more than the total, the loser less than nothing", () => {
    expect(
      refusal([
        [0, 10],
        [5, 15],
        [9, 21],
      ]).message
    ).toContain("row 3 gives 21 VPs, above the scale's total of 20 (twice row 1's)");
  });

  it("is refused when empty, or when a row is not two numbers", () => {
    expect(refusal([]).message).toContain("the table has no rows");
    expect(
      refusal([
        [0, 10],
        [3, 5, 12],
      ]).message
    ).toContain("row 2 does not hold two numbers");
    expect(
      refusal([
        [0, 10],
        [Number.NaN, 12],
      ]).message
    ).toContain("row 2 does not hold two");
    expect(refusal([[0, 10], [3]]).message).toContain("row 2 does not hold two numbers");
  });

  it("names the row in French too, with a decimal comma", () => {
    expect(
      refusal([
        [0, 10],
        [2.5, 11],
        [2.5, 12],
      ]).messageIn("fr")
    ).toBe(
      "barème : la ligne 3 commence à 2,5 IMP, pas au-dessus des 2,5 de la ligne 2 ; attendu un tableau de deux colonnes : la marge d'IMP où commence chaque tranche (0 sur la première ligne, puis croissante) et les PV du gagnant (croissants, au plus le double de ceux de la première ligne)."
    );
  });
});

it("refuses a margin that is not a number, naming imps", () => {
  const table = parseVictoryPointTable([
    [0, 10],
    [1, 11],
  ]);
  expect(() => victoryPointsByTable(Number.NaN, table)).toThrow(
    "imps: got NaN; expected a number of IMPs, such as 12, -7 or 3.5."
  );
});
