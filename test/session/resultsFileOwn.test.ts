/*
 * The sheets built from USEBIO files in other programs' forms (test/fixtures/usebio-own, issue 47
 * item 3), computed in a real formula engine (test/support/formulaEngine.ts): the Ranking's
 * percentages and places are the ones each file published, worked out by hand in that folder's
 * README: two sections ranked as one field (labels "(A) 1 NS"), an NP the file scored 0 read as
 * a pass and an NP not played, a Howell with a phantom's lines absent.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { readUsebio } from "../../src/files/usebioRead";
import { planResultsFile } from "../../src/session/resultsFile";
import { evaluatePlan } from "../support/formulaEngine";

const own = (name: string): string =>
  readFileSync(join(__dirname, "..", "fixtures", "usebio-own", `${name}.xml`), "utf8");

// File, then each pair's published place and percentage (README), by pair and direction.
const FILES: readonly [string, Readonly<Record<string, readonly [string, string]>>][] = [
  [
    "two-sections-one-field",
    {
      "(A) 1 NS|NS": ["1", "58.33"],
      "(A) 2 NS|NS": ["2", "50.00"],
      "(B) 1 NS|NS": ["2", "50.00"],
      "(B) 2 NS|NS": ["4", "41.67"],
      "(B) 2 EW|EW": ["1", "83.33"],
      "(A) 2 EW|EW": ["2", "75.00"],
      "(B) 1 EW|EW": ["3", "25.00"],
      "(A) 1 EW|EW": ["4", "16.67"],
    },
  ],
  [
    "boards-not-played",
    {
      "1 NS|NS": ["1", "93.75"],
      "2 NS|NS": ["2", "50.00"],
      "3 NS|NS": ["3", "6.25"],
      "3 EW|EW": ["1", "100.00"],
      "1 EW|EW": ["2", "43.75"],
      "2 EW|EW": ["3", "31.25"],
    },
  ],
  [
    "howell-with-phantom",
    {
      "5|": ["1", "100.00"],
      "1|": ["2", "50.00"],
      "2|": ["2", "50.00"],
      "3|": ["2", "50.00"],
      "4|": ["5", "0.00"],
    },
  ],
];

describe.each(FILES)("the sheets of %s", (name, published) => {
  it("rank its pairs with the places and percentages the file published", () => {
    const session = readUsebio(own(name));
    const plan = planResultsFile({
      session,
      language: "en",
      existingSheets: [],
      date: "2026-12-01",
    });
    const workbook = evaluatePlan(plan);
    try {
      const ranking = plan.sheets.find((sheet) => sheet.role === "ranking")!;
      const count = Object.keys(published).length;
      const rows = workbook.values(ranking.name, `A2:F${1 + count + 1}`);
      const twoFields = session.event.winnerType === 2;
      const shown = Object.fromEntries(
        rows
          .filter((row) => row[1] !== "" && row[1] !== null)
          .map((row) => [
            `${String(row[1])}|${twoFields ? String(row[5]) : ""}`,
            [String(row[0]).replace("=", ""), (row[4] as number).toFixed(2)],
          ])
      );
      expect(shown).toEqual(published);
    } finally {
      workbook.destroy();
    }
  });
});
