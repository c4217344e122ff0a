import type { Level, Strain } from "../../src/core";
import type { ScoresByDoubling, TableRow } from "./scoreCases";
import { downCases, madeCases } from "./scoreCases";

/**
 * Reads Richard Pavlicek's "Complete Scoring Table" (test/fixtures/reference/
 * pavlicek-complete-scoring-table.txt). The copy lost the suit symbols: a row starts "1 / made 1"
 * where the original showed a suit. Within each level the rows go minor, major, notrump, so the
 * first "/" row of a level is the minors (clubs and diamonds), the second the majors.
 *
 * Two layouts, each announced by its header line:
 *   "Result Score NV Vul NV Vul": partscores; one undoubled score (the same at both
 *   vulnerabilities), then doubled NV, Vul and redoubled NV, Vul;
 *   "Result NV Vul NV Vul NV Vul": undoubled, doubled, redoubled, each NV and Vul.
 * "made n" means n odd tricks taken; "Any down n" rows hold for every contract.
 */
export function readPavlicekTable(text: string): TableRow[] {
  const rows: TableRow[] = [];
  const suitRowsSeen = new Map<number, number>();
  let layout: "partscore" | "full" | undefined;
  let current: { level: Level; strains: readonly Strain[] } | undefined;

  text.split(/\r?\n/).forEach((line, index) => {
    const fields = line.split("\t").map((field) => field.trim());
    const label = fields[0] ?? "";
    if (label === "Result" && fields[1] === "Score") layout = "partscore";
    else if (label === "Result" && fields[1] === "NV") layout = "full";

    const made = /^(?:(\d) (\/|NT) )?made (\d)$/.exec(label);
    const down = /^(?:Any )?down (\d+)$/.exec(label);
    if (!made && !down) return;
    if (layout === undefined) throw new Error(`line ${index + 1}: a score row before any header`);
    const scores = scoresOf(fields.slice(1), layout, index + 1);
    const where = `pavlicek line ${index + 1}`;

    if (down) {
      const undertricks = Number(down[1]);
      rows.push({
        label: `${where}: any contract down ${undertricks}`,
        cases: downCases(undertricks, scores),
      });
      return;
    }
    if (made?.[1] !== undefined) {
      const level = Number(made[1]) as Level;
      current = { level, strains: strainsOfRow(level, made[2] as string, suitRowsSeen, index + 1) };
    }
    if (current === undefined) throw new Error(`line ${index + 1}: "made" before any contract`);
    const oddTricks = Number(made?.[3]);
    if (oddTricks < current.level) throw new Error(`line ${index + 1}: made fewer than bid`);
    rows.push({
      label: `${where}: ${current.level}${current.strains.join("/")} made ${oddTricks}`,
      cases: madeCases(current.level, current.strains, oddTricks + 6, scores),
    });
  });
  return rows;
}

function strainsOfRow(
  level: number,
  mark: string,
  suitRowsSeen: Map<number, number>,
  lineNumber: number
): readonly Strain[] {
  if (mark === "NT") return ["NT"];
  const seen = suitRowsSeen.get(level) ?? 0;
  suitRowsSeen.set(level, seen + 1);
  if (seen === 0) return ["C", "D"];
  if (seen === 1) return ["H", "S"];
  throw new Error(`line ${lineNumber}: a third suit row for level ${level}`);
}

function scoresOf(
  fields: readonly string[],
  layout: "partscore" | "full",
  lineNumber: number
): ScoresByDoubling {
  const numbers = fields.filter((field) => field !== "").map(Number);
  const expected = layout === "partscore" ? 5 : 6;
  if (numbers.length !== expected || numbers.some((n) => !Number.isInteger(n) || n <= 0)) {
    throw new Error(`line ${lineNumber}: expected ${expected} scores, got "${fields.join(" ")}"`);
  }
  const [a, b, c, d, e, f] = numbers as [number, number, number, number, number, number];
  return layout === "partscore"
    ? [
        [a, a],
        [b, c],
        [d, e],
      ]
    : [
        [a, b],
        [c, d],
        [e, f],
      ];
}
