/*
 * The built task pane in headless Chromium (fake Excel, Microsoft's office.js routed offline, as
 * ./resultsFile.test.ts) opening real PBN files written by other programs through its inputs,
 * found as a user finds them, by their section's heading and the file types they accept (issue
 * 47): Ruter's Butler session ruter71.pbn as a results file, ranked as its [TotalScoreTable]
 * publishes it and built into the session's sheets; Big Deal's file of four sets of boards
 * 1-99 listed and one set built; the PBN reference set's Latin-1 file with its boards without a
 * full deal listed. Files: test/fixtures/pbn-external (sources and licences in its SOURCE.md).
 */
import * as fs from "fs";
import * as path from "path";
import type { Page } from "playwright-core";
import { ROOT } from "../support/manifest";
import { usePaneBrowser } from "./paneBrowser";
import { openPane, section, sheetsOf } from "./paneActions";

jest.setTimeout(90_000);

const FOLDER = path.join(ROOT, "test/fixtures/pbn-external");
const pbn = (name: string) => ({
  name,
  mimeType: "application/octet-stream",
  buffer: fs.readFileSync(path.join(FOLDER, name)),
});

const chromium = usePaneBrowser();

type Range = { values?: unknown[][]; formulas?: unknown[][] };
type Book = { sheets: { name: string; ranges: Map<string, Range> }[] };
const rangeOf = (page: Page, sheet: string, address: string) =>
  page.evaluate(
    ([sheetName, at]) => {
      const book = (window as unknown as { __fake: { book: Book } }).__fake.book;
      const range = book.sheets.find((s) => s.name === sheetName)?.ranges.get(at);
      return range ? { values: range.values } : undefined;
    },
    [sheet, address] as const
  );

describe("the task pane opening PBN files of other programs", () => {
  it("opens Ruter's session as results: our ranking is the file's TotalScoreTable, then builds it", async () => {
    const { context, page, errors } = await openPane(chromium);
    const results = section(page, "Open a results file");
    const input = results.locator("input[type=file]");
    expect((await input.getAttribute("accept"))?.split(",")).toContain(".pbn");
    await input.setInputFiles(pbn("ruter71.pbn"));
    const build = results.locator("button");
    await page.waitForFunction(
      () => !(document.getElementById("build-results") as HTMLButtonElement).disabled
    );
    const summary = await page.locator("#results-file-summary").innerText();
    expect(summary).toBe(
      "ruter71.pbn: a pairs session by Butler IMPs, 16 pairs, 21 boards, 168 traveller lines, 21 hand records. " +
        "Builds the sheets 2012-01-24, 2012-01-24 Ranking, 2012-01-24 Boards, 2012-01-24 Pairs, 2012-01-24 Hand records (or the next free names), after you confirm. " +
        "Our ranking equals the one the file published for all 16 pairs: places, totals and percentages."
    );
    expect(await page.locator("#results-differences").isHidden()).toBe(true);
    expect(await page.locator("#results-choice-field").isHidden()).toBe(true);
    expect(await sheetsOf(page)).toEqual(["Sheet1"]);
    await build.click();
    await page.waitForSelector("#report:not([hidden])");
    expect(await sheetsOf(page)).toEqual([
      "Sheet1",
      "2012-01-24",
      "2012-01-24 Ranking",
      "2012-01-24 Boards",
      "2012-01-24 Pairs",
      "2012-01-24 Hand records",
    ]);
    // Board 1's first ScoreTable row: round 1, table 2 (written as the file gives them), pair 3 v 4,
    // 1NT by North, 8 tricks, ST.
    const lines = await rangeOf(page, "2012-01-24", "A2:I169");
    expect(lines?.values).toHaveLength(168);
    expect(lines?.values?.[0]).toEqual([1, 1, 2, 3, 4, "1NT", "N", 8, "TS"]);
    // The Pairs sheet's first pair, the TotalScoreTable's first row: pair 3, its players' names.
    const pairs = await rangeOf(page, "2012-01-24 Pairs", "A2:F17");
    expect(pairs?.values?.[0]?.slice(0, 3)).toEqual([3, "", "Magne Tønnessen"]);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("lists Big Deal's four sets of boards 1-99 and builds the one chosen", async () => {
    const { context, page } = await openPane(chromium);
    const hands = section(page, "Open a hand-record file");
    await hands.locator("input[type=file]").setInputFiles(pbn("test1.pbn"));
    await page.waitForFunction(
      () => !(document.getElementById("build-hand-records") as HTMLButtonElement).disabled
    );
    const choice = hands.getByLabel("Event in the file");
    expect(await choice.locator("option").allInnerTexts()).toEqual([
      "(no name): 99 boards",
      "(no name), set 2: 99 boards",
      "(no name), set 3: 99 boards",
      "(no name), set 4: 99 boards",
    ]);
    await choice.selectOption({ index: 1 });
    await page.waitForFunction(() =>
      (document.getElementById("hand-file-summary")?.textContent ?? "").includes(
        "this builds (no name), set 2"
      )
    );
    expect(await page.locator("#hand-file-summary").innerText()).toMatch(
      /^test1\.pbn: 99 boards\. The file holds 4 events .* this builds \(no name\), set 2: 99 boards\./
    );
    await hands.locator("button").click();
    await page.waitForSelector("#report:not([hidden])");
    expect(await sheetsOf(page)).toEqual(["Sheet1", "Hand records"]);
    // Set 2's board 1 (test1.pbn line 502): North holds Q8732 T842 - QJ98.
    const sheet = await page.evaluate(() => {
      const book = (window as unknown as { __fake: { book: Book } }).__fake.book;
      const ranges = book.sheets.find((s) => s.name === "Hand records")?.ranges;
      return JSON.stringify([...(ranges?.values() ?? [])].map((range) => range.values));
    });
    expect(sheet).toContain("N:Q8732.T842..QJ98");
    // Set 1's board 1 is not on it.
    expect(sheet).not.toContain("N:AT94.97.KQ954.94");
    await context.close();
  });

  it("lists the boards without a full deal of a Latin-1 file, and builds nothing from an event without one", async () => {
    const { context, page } = await openPane(chromium);
    const hands = section(page, "Open a hand-record file");
    await hands.locator("input[type=file]").setInputFiles(pbn("pbnref_correct_10.pbn"));
    await page.waitForFunction(
      () => (document.getElementById("hand-file-summary")?.textContent ?? "") !== ""
    );
    await hands.getByLabel("Event in the file").selectOption({ index: 1 });
    await page.waitForFunction(() =>
      (document.getElementById("hand-file-notes")?.textContent ?? "").includes("not given")
    );
    expect(await page.locator("#hand-file-summary").innerText()).toMatch(
      /^pbnref_correct_10\.pbn has no board with a full deal .* Read as windows-1252 text/
    );
    expect(await page.locator("#hand-file-notes li").allInnerTexts()).toEqual([
      "1 thing the file does not give in full (board: what):",
      "board 1: East and West not given; left off the Hand records sheet",
    ]);
    expect(await hands.locator("button").isDisabled()).toBe(true);
    await context.close();
  });
});
