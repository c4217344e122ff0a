/*
 * Every text a cell's message shows lives in src/messages in English and French (issue 14: "from
 * one messages module, no message text scattered through the code"). This test lists texts still
 * written in place, in English only: accepted-form constants (`X_FORMS = "..."`) and messages
 * given as literals to invalidValue / notAvailable. Those present when the French messages came
 * are listed in STILL_TO_MOVE, to be moved (see src/messages/errors.ts); a new one fails.
 */
import * as fs from "fs";
import * as path from "path";

const SRC = path.resolve(__dirname, "../../src");

/** file: name, for each text not yet in src/messages (the lead empties this list). */
const STILL_TO_MOVE: readonly string[] = [
  "core/adjusted.ts: ADJUSTED_FORMS",
  "core/butler.ts: DATUM_ROUNDING_FORMS",
  "core/butler.ts: DATUM_SCORE_FORMS",
  "core/butler.ts: TRIM_FORMS",
  "core/contract.ts: CONTRACT_FORMS",
  "core/contract.ts: DOUBLING_FORMS",
  "core/crossImps.ts: CROSS_IMPS_METHOD_FORMS",
  "core/deal.ts: DECLARER_FORMS",
  "core/deal.ts: VULNERABILITY_FORMS",
  "core/matchpoints.ts: MATCHPOINT_DIRECTION_FORMS",
  "core/matchpoints.ts: MATCHPOINT_SCALE_FORMS",
  "core/pbnDeal.ts: DEAL_FORMS",
  "core/result.ts: RESULT_FORMS",
  "core/scoreTally.ts: SCORE_FORMS",
  "core/ranking.ts: FIELDS_FORMS",
  "core/ranking.ts: RANKING_METHOD_FORMS",
  "core/trickTable.ts: TRICK_TABLE_FORMS",
  "excel/boardColumns.ts: BOARDS_FORMS",
  "excel/boardColumns.ts: invalidValue(literal)",
  "excel/boardScores.ts: invalidValue(literal)",
  "excel/functions/hands.ts: SEAT_FORMS",
  "excel/functions/matchpoints.ts: EXPECTED_FORMS",
  "excel/functions/par.ts: DEALER_FORMS",
  "excel/functions/par.ts: PAR_VULNERABILITY_FORMS",
  "excel/functions/ranking.ts: BOARD_FORMS",
  "excel/functions/ranking.ts: PAIR_FORMS",
  "excel/functions/ranking.ts: invalidValue(literal)",
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "messages" ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** `where: NAME` for each accepted-form constant or message literal written in a source. */
function textsInSource(source: string, where: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/const (\w+_FORMS)\s*=\s*["'`]/g))
    found.push(`${where}: ${match[1]}`);
  for (const match of source.matchAll(/\b(invalidValue|notAvailable)\(\s*["'`]/g))
    found.push(`${where}: ${match[1]}(literal)`);
  return found;
}

function textsInPlace(): string[] {
  return sourceFiles(SRC)
    .flatMap((file) =>
      textsInSource(
        fs.readFileSync(file, "utf8"),
        path.relative(SRC, file).split(path.sep).join("/")
      )
    )
    .sort();
}

describe("the texts of error messages", () => {
  const found = textsInPlace();

  it("are found by this scan: constants on one line or the next, literal messages", () => {
    const sample = [
      'export const A_FORMS = "x";',
      "const B_FORMS =\n  `y ${1}`;",
      "const C_FORMS = ACCEPTED_FORMS.c;",
      'return notAvailable("z");',
      "return invalidValue(TEXTS.fr.z);",
    ].join("\n");
    expect(textsInSource(sample, "f.ts")).toEqual([
      "f.ts: A_FORMS",
      "f.ts: B_FORMS",
      "f.ts: notAvailable(literal)",
    ]);
    expect(sourceFiles(SRC).length).toBeGreaterThan(10);
  });

  it("are all in src/messages, but for those listed as still to move", () => {
    expect(found.filter((text) => !STILL_TO_MOVE.includes(text))).toEqual([]);
  });
});
