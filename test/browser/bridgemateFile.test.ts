/*
 * The built task pane in headless Chromium (fake Excel, as ./resultsFile.test.ts) opening a
 * Bridgemate database through Open a results file: the section is found by its heading and its
 * input by its accept list, the real LBC-2026-01-26.bws of test/fixtures/bridgemate (a US club,
 * Unlicense) is read by the Bridgemate chunk, the pane says what it will build, that the file
 * publishes no ranking and lists the file's six results not played; nothing is written until the
 * button is pressed, then the session's five sheets: every received result, the players' names,
 * the Ranking's formulas. The file holds real names: no screenshot, and no name is printed.
 */
import * as fs from "fs";
import * as path from "path";
import type { Page } from "playwright-core";
import { ROOT } from "../support/manifest";
import { usePaneBrowser } from "./paneBrowser";
import { openPane, rangeOf, section, sheetsOf } from "./paneActions";

jest.setTimeout(90_000);

const BWS = fs.readFileSync(path.join(ROOT, "test/fixtures/bridgemate/LBC-2026-01-26.bws"));

const chromium = usePaneBrowser();

/** The file input of the section headed "Open a results file" (or its French heading). */
const resultsInput = (page: Page, heading: string) =>
  section(page, heading).locator('input[type="file"]');

describe("the task pane opening a Bridgemate database", () => {
  it("reads the .bws, lists its problems, writes nothing, then builds every result, the names and the ranking", async () => {
    const { context, page, errors } = await openPane(chromium);
    const input = resultsInput(page, "Open a results file");
    expect((await input.getAttribute("accept"))?.split(",")).toContain(".bws");
    const started = Date.now();
    await input.setInputFiles({
      name: "LBC-2026-01-26.bws",
      mimeType: "application/octet-stream",
      buffer: BWS,
    });
    await page.waitForFunction(
      () => !(document.getElementById("build-results") as HTMLButtonElement).disabled
    );
    const readMs = Date.now() - started;
    expect(await page.locator("#results-file-summary").innerText()).toBe(
      "LBC-2026-01-26.bws: a pairs session by matchpoints, 20 pairs, 27 boards, 264 traveller lines, 36 hand records. " +
        "Builds the sheets 2026-01-26, 2026-01-26 Ranking, 2026-01-26 Boards, 2026-01-26 Pairs, 2026-01-26 Hand records (or the next free names), after you confirm. " +
        "If the workbook already has this session's Results sheet, 2026-01-26, the build adds there only the results it lacks, changes no line and lists every line where the sheet and the file disagree. " +
        "The file has 6 problems, listed below: " +
        "The file publishes no ranking: the Ranking sheet's formulas rank its 20 pairs."
    );
    const problems = await page.locator("#results-differences li").allInnerTexts();
    expect(problems).toHaveLength(6);
    expect(problems[0]).toBe(
      'section A, board 10, 7 v 9 (table 7, round 9): no contract or result ("Not played"): left out, as not played'
    );
    // One section: no choice of section shown.
    expect(await page.locator("#results-choice-field").isHidden()).toBe(true);
    expect(await sheetsOf(page)).toEqual(["Sheet1"]);
    const building = Date.now();
    await page.click("#build-results");
    await page.waitForSelector("#report:not([hidden])");
    console.log(
      `Bridgemate .bws of 1.1 MB, 270 results: read (chunk loaded on first use) and shown ${readMs} ms after choosing it, ` +
        `its five sheets planned and written in ${Date.now() - building} ms more (fake Excel)`
    );
    expect(await sheetsOf(page)).toEqual([
      "Sheet1",
      "2026-01-26",
      "2026-01-26 Ranking",
      "2026-01-26 Boards",
      "2026-01-26 Pairs",
      "2026-01-26 Hand records",
    ]);
    // Every place of the movement (10 tables, 9 rounds of 3 boards): 264 results and the 6 not
    // played, blank. Board 1 at table 1, round 1 (ReceivedData ID 1): 1 v 1, 4S by North, +2.
    const lines = await rangeOf(page, "2026-01-26", "A2:I271");
    expect(lines?.values).toHaveLength(270);
    expect(lines?.values?.[0]).toEqual([1, 1, 1, 1, 1, "4S", "N", 12, ""]);
    expect(lines?.values?.filter((row) => row[5] === "")).toHaveLength(6);
    const pairs = await rangeOf(page, "2026-01-26 Pairs", "A2:F21");
    expect(pairs?.values).toHaveLength(20);
    for (const row of pairs?.values ?? []) {
      expect(String(row[2]).length).toBeGreaterThan(0);
      expect(String(row[4]).length).toBeGreaterThan(0);
    }
    const ranking = await rangeOf(page, "2026-01-26 Ranking", "G2:G21");
    expect(String(ranking?.formulas?.[0]?.[0])).toMatch(/^=IF\(\$B2 = "", "", IFERROR\(INDEX\(/);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("read again, adds only the results the sheet lacks, keeps a line the scorer corrected and lists it", async () => {
    const { context, page } = await openPane(chromium);
    const file = { name: "LBC-2026-01-26.bws", mimeType: "application/octet-stream", buffer: BWS };
    const input = resultsInput(page, "Open a results file");
    const ready = () =>
      page.waitForFunction(
        () => !(document.getElementById("build-results") as HTMLButtonElement).disabled
      );
    await input.setInputFiles(file);
    await ready();
    await page.click("#build-results");
    await page.waitForSelector("#report:not([hidden])");
    // As if the first read came before the last round: its results' cells blank; and the scorer
    // corrected board 1 at table 1 (12 tricks to 11).
    const lastRound = await page.evaluate(() => {
      type Cells = { values?: unknown[][] };
      const book = (
        window as unknown as {
          __fake: { book: { sheets: { name: string; ranges: Map<string, Cells> }[] } };
        }
      ).__fake.book;
      const rows =
        book.sheets.find((s) => s.name === "2026-01-26")?.ranges.get("A2:I271")?.values ?? [];
      let blanked = 0;
      for (const row of rows) {
        if (row[1] === 9 && row[5] !== "") {
          row.splice(5, 4, "", "", "", "");
          blanked += 1;
        }
      }
      (rows[0] as unknown[])[7] = 11;
      return blanked;
    });
    expect(lastRound).toBe(27);
    await page.evaluate(() => document.getElementById("report")?.setAttribute("hidden", ""));
    await input.setInputFiles([]);
    await input.setInputFiles(file);
    await ready();
    await page.click("#build-results");
    await page.waitForSelector("#report:not([hidden])");
    expect(await page.locator("#report p").allInnerTexts()).toEqual([
      "Added 27 results to 2026-01-26; 236 lines already there as in the file.",
      "1 line of the sheet differs from the file; the sheet is kept (board, pairs: sheet, file):",
      "board 1, 1 v 1: 4S N 11 in the sheet, 4S N 12 in the file",
    ]);
    // No new sheets; the scorer's 11 kept.
    expect(await sheetsOf(page)).toHaveLength(6);
    const fills = await page.evaluate(() => {
      type Cells = { values?: unknown[][] };
      const book = (
        window as unknown as {
          __fake: { book: { sheets: { name: string; ranges: Map<string, Cells> }[] } };
        }
      ).__fake.book;
      const ranges = book.sheets.find((s) => s.name === "2026-01-26")?.ranges;
      return {
        first: ranges?.get("A2:I271")?.values?.[0]?.[7],
        written: [...(ranges?.keys() ?? [])].filter((address) => /^F\d+:I\d+$/.test(address))
          .length,
      };
    });
    expect(fills).toEqual({ first: 11, written: 27 });
    await context.close();
  });

  it("says in French why a file named .bws that is no Access database cannot be read, and writes nothing", async () => {
    const { context, page } = await openPane(chromium, { displayLanguage: "fr-FR" });
    await resultsInput(page, "Ouvrir un fichier de résultats").setInputFiles({
      name: "faux.bws",
      mimeType: "application/octet-stream",
      buffer: Buffer.from("<USEBIO/>", "utf8"),
    });
    await page.waitForFunction(
      () => (document.getElementById("results-file-summary")?.textContent ?? "") !== ""
    );
    expect(await page.locator("#results-file-summary").innerText()).toMatch(
      /^faux\.bws illisible : ce n'est pas une base Bridgemate \(\.bws, un fichier Access\) lisible \(.*\)\. Rien n'a été écrit\.$/
    );
    expect(await page.locator("#build-results").isDisabled()).toBe(true);
    expect(await sheetsOf(page)).toEqual(["Sheet1"]);
    await context.close();
  });
});
