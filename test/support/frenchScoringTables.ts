import type { Level } from "../../src/core";
import type { ScoresByDoubling, TableRow } from "./scoreCases";
import { downCases, madeCases } from "./scoreCases";

const NBSP = "\u00a0";

/** A right-aligned number padded with non-breaking spaces to a fixed width, as the file lays them out. */
function paddedNumber(field: string, width: number, where: string): number {
  if (field.length !== width || !new RegExp(`^${NBSP}*\\d+$`).test(field)) {
    throw new Error(`${where}: expected a ${width}-character number, got ${JSON.stringify(field)}`);
  }
  return Number(field.replace(new RegExp(NBSP, "g"), ""));
}

type Section = "fulfilled" | "unfulfilled";

/**
 * Reads both tables of "Bridge, duplicate scoring tables" (test/fixtures/reference/
 * duplicate-scoring-tables-fr-en.txt): "Fulfilled Contracts" and "Unfulfilled Contracts", each
 * "Not Vulnerable" then "Vulnerable".
 *
 * Fulfilled rows: the level (only on a level's first row), the odd tricks taken, then nine scores,
 * each four characters right-aligned with U+00A0 padding and separated by a space: minors, majors,
 * notrump, each undoubled, doubled, redoubled (header "Minors ... Majors ... No Trump", "-XXX").
 * Undertrick rows are fixed width with no separator at all ("13130038007600"): two characters of
 * undertricks, then undoubled, doubled and redoubled penalties of four characters each.
 * The worksheets after the tables ("Duplicate scoring calculation") are not tables and not read.
 */
export function readFrenchScoringTables(text: string): TableRow[] {
  const rows: TableRow[] = [];
  let section: Section | undefined;
  let vulnerable: boolean | undefined;
  let level: Level | undefined;

  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const where = `french tables line ${index + 1}`;
    const heading = line.trim();
    if (heading.startsWith("Duplicate scoring calculation")) break;
    if (heading === "Fulfilled Contracts") section = "fulfilled";
    else if (heading === "Unfulfilled Contracts") section = "unfulfilled";
    else if (heading === "Not Vulnerable") vulnerable = false;
    else if (heading === "Vulnerable") vulnerable = true;
    if (section === undefined || vulnerable === undefined || !/^[\d\u00a0]/.test(line)) continue;
    if (heading === "") continue;

    if (section === "fulfilled") {
      const fields = line.split(" ");
      const leading = fields.length - 9;
      if (leading !== 1 && leading !== 2) throw new Error(`${where}: not a row of nine scores`);
      if (leading === 2) level = Number(fields[0]) as Level;
      if (level === undefined) throw new Error(`${where}: a row before any level`);
      const oddTricks = Number(fields[leading - 1]);
      const scores = fields.slice(leading).map((field) => paddedNumber(field, 4, where));
      const groups = [["C", "D"], ["H", "S"], ["NT"]] as const;
      rows.push({
        label: `${where}: ${vulnerability(vulnerable)} level ${level} made ${oddTricks}`,
        cases: groups.flatMap((strains, group) =>
          madeCases(level as Level, strains, oddTricks + 6, byDoubling(scores, group * 3)).filter(
            (c) => c.vulnerable === vulnerable
          )
        ),
      });
    } else {
      const fixed = line.replace(new RegExp(NBSP, "g"), " ");
      if (!/^[ \d]{14}$/.test(fixed))
        throw new Error(`${where}: not a 14-character undertrick row`);
      const undertricks = paddedNumber(line.slice(0, 2), 2, where);
      const row = [2, 6, 10].map((start) => paddedNumber(line.slice(start, start + 4), 4, where));
      rows.push({
        label: `${where}: ${vulnerability(vulnerable)} down ${undertricks}`,
        cases: downCases(undertricks, byDoubling(row, 0)).filter(
          (c) => c.vulnerable === vulnerable
        ),
      });
    }
  }
  return rows;
}

function vulnerability(vulnerable: boolean): string {
  return vulnerable ? "vulnerable" : "not vulnerable";
}

/** Three scores from `start` (undoubled, doubled, redoubled), each for the table's one vulnerability. */
function byDoubling(scores: readonly number[], start: number): ScoresByDoubling {
  const [undoubled, doubled, redoubled] = scores.slice(start, start + 3) as [
    number,
    number,
    number,
  ];
  return [
    [undoubled, undoubled],
    [doubled, doubled],
    [redoubled, redoubled],
  ];
}
