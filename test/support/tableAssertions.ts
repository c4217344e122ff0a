import { scoreContract } from "../../src/core";
import { score } from "../../src/excel/functions/score";
import type { TableRow } from "./scoreCases";
import { caseKey } from "./scoreCases";
import type { ScoreWriting } from "./scoreWritings";
import { columnGroupOf, expectedFor, writingsOf } from "./scoreWritings";

/** Every score of a table row through the core: the whole row compared at once so a failure lists each cell. */
export function expectCoreScoresOf(row: TableRow): void {
  expect(row.cases.length).toBeGreaterThan(0);
  const actual = row.cases.map((c) => [
    caseKey(c),
    scoreContract(c.contract, c.tricks, c.vulnerable),
  ]);
  expect(actual).toEqual(row.cases.map((c) => [caseKey(c), c.score]));
}

/** A whole scoring table gives each of the 2,940 deals (7 levels x 5 strains x 3 doublings x 2 vulnerabilities x 14 tricks) exactly once. */
export function expectEveryDealOnce(rows: readonly TableRow[]): void {
  const keys = rows.flatMap((row) => row.cases.map(caseKey));
  expect(keys.length).toBe(2940);
  expect(new Set(keys).size).toBe(2940);
}

/** BRIDGE.SCORE called with single values, as a formula such as =BRIDGE.SCORE("4S", 10, TRUE) passes them. */
export function scoreWithValues(w: ScoreWriting): unknown {
  return callScore(w.contract, w.result, w.vulnerability, w.doubling, w.declarer);
}

/** BRIDGE.SCORE called with 1x1 ranges, as Excel passes single cells to any[][] parameters. */
export function scoreWithCells(w: ScoreWriting): unknown {
  const cell = (value: unknown): unknown => (value === null ? null : [[value]]);
  return callScore(
    [[w.contract]],
    [[w.result]],
    [[w.vulnerability]],
    cell(w.doubling),
    cell(w.declarer)
  );
}

/** BRIDGE.SCORE called once with a column per argument, one writing a row. */
export function scoreWithColumns(writings: readonly ScoreWriting[]): unknown {
  const column = (pick: (w: ScoreWriting) => unknown): unknown[][] =>
    writings.map((w) => [pick(w)]);
  return callScore(
    column((w) => w.contract),
    column((w) => w.result),
    column((w) => w.vulnerability),
    column((w) => w.doubling),
    column((w) => w.declarer)
  );
}

function callScore(...args: unknown[]): unknown {
  // The custom function declares any[][] (what the metadata tool needs); Excel passes values or ranges.
  const [contract, result, vulnerability, doubling, declarer] = args as Parameters<typeof score>;
  return score(contract, result, vulnerability, doubling, declarer);
}

/**
 * Every score of a table row through BRIDGE.SCORE: each cell once with single values and once as
 * 1x1 ranges (a different notation each time), then every notation of every cell in columns,
 * as a traveller column is scored: one call per way a call reads (columnGroupOf).
 */
export function expectExcelScoresOf(row: TableRow, rowIndex: number): void {
  expect(row.cases.length).toBeGreaterThan(0);
  const one = row.cases.map((c, i) => {
    const writings = writingsOf(c, rowIndex + i);
    const w = writings[(rowIndex * 7 + i) % writings.length] as ScoreWriting;
    return [caseKey(c), w, scoreWithValues(w), scoreWithCells(w)];
  });
  expect(one).toEqual(
    row.cases.map((c, i) => {
      const w = one[i]?.[1] as ScoreWriting;
      return [caseKey(c), w, expectedFor(c, w), [[expectedFor(c, w)]]];
    })
  );

  const groups = new Map<string, { c: (typeof row.cases)[number]; w: ScoreWriting }[]>();
  for (const c of row.cases) {
    for (const w of writingsOf(c, rowIndex)) {
      const group = groups.get(columnGroupOf(w)) ?? [];
      group.push({ c, w });
      groups.set(columnGroupOf(w), group);
    }
  }
  for (const all of groups.values()) {
    const column = scoreWithColumns(all.map(({ w }) => w)) as unknown[][];
    const mismatches = all
      .map(({ c, w }, i) => ({
        case: caseKey(c),
        writing: w,
        expected: expectedFor(c, w),
        got: column[i]?.[0],
      }))
      .filter((m) => m.got !== m.expected);
    expect(mismatches).toEqual([]);
    expect(column).toHaveLength(all.length);
  }
}
