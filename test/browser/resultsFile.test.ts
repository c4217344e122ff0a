/*
 * The built task pane in headless Chromium (fake Excel, Microsoft's office.js routed offline, as
 * ./taskpane.test.ts) opening a results file through its file input: the Compscore3 howell
 * session of test/fixtures/usebio (abftech/cobalt, GPL-3.0) is read, what will be built and the
 * check against the published ranking are shown, nothing is written until the button is
 * pressed, and then the five sheets are written. A results file whose published total was altered
 * shows the difference; a file cut short and a board listed twice name the line and write
 * nothing. A file of two sections each ranked on its own (test/fixtures/usebio-own) builds each
 * section's sheets. Saves docs/images/taskpane-results-file.png, which docs/guide/files.md shows.
 */
import * as fs from "fs";
import * as path from "path";
import type { Page } from "playwright-core";
import { ROOT } from "../support/manifest";
import { usePaneBrowser } from "./paneBrowser";
import { openPane, rangeOf, sheetsOf } from "./paneActions";

jest.setTimeout(60_000);

const IMAGES = path.join(ROOT, "docs", "images");
const HOWELL = fs.readFileSync(path.join(ROOT, "test/fixtures/usebio/mp_pairs_howell.xml"), "utf8");

const chromium = usePaneBrowser();

const xml = (name: string, content: string) => ({
  name,
  mimeType: "text/xml",
  buffer: Buffer.from(content, "utf8"),
});
const text = (page: Page, selector: string) => page.locator(selector).innerText();

/** Waits until the pane has said something of the chosen file. */
const summaryShown = (page: Page) =>
  page.waitForFunction(
    () => (document.getElementById("results-file-summary")?.textContent ?? "") !== ""
  );

describe("the task pane opening a results file", () => {
  it("reads a Compscore USEBIO session, says what it builds and that our ranking is the published one, then builds it", async () => {
    const { context, page, errors } = await openPane(chromium);
    const started = Date.now();
    await page.setInputFiles("#results-file", xml("mp_pairs_howell.xml", HOWELL));
    await page.waitForFunction(
      () => !(document.getElementById("build-results") as HTMLButtonElement).disabled
    );
    const readMs = Date.now() - started;
    expect(await text(page, "#results-file-summary")).toBe(
      "mp_pairs_howell.xml: a pairs session by matchpoints, 12 pairs, 27 boards, 161 traveller lines, 27 hand records. " +
        "Builds the sheets 2022-07-27, 2022-07-27 Ranking, 2022-07-27 Boards, 2022-07-27 Pairs, 2022-07-27 Hand records (or the next free names), after you confirm. " +
        "Our ranking equals the one the file published for all 12 pairs: places, totals and percentages."
    );
    expect(await page.locator("#results-differences").isHidden()).toBe(true);
    // Reading wrote nothing.
    expect(await sheetsOf(page)).toEqual(["Sheet1"]);
    await page.evaluate(() => document.getElementById("results-file-title")?.scrollIntoView());
    await page.screenshot({ path: path.join(IMAGES, "taskpane-results-file.png") });
    const building = Date.now();
    await page.click("#build-results");
    await page.waitForSelector("#report:not([hidden])");
    console.log(
      `USEBIO session of 161 lines: read, checked and shown ${readMs} ms after choosing it (chunk loaded on first use), ` +
        `its five sheets planned and written in ${Date.now() - building} ms more (fake Excel)`
    );
    expect(await text(page, "#report")).toMatch(/^Built: 2022-07-27, 2022-07-27 Ranking, /);
    expect(await sheetsOf(page)).toEqual([
      "Sheet1",
      "2022-07-27",
      "2022-07-27 Ranking",
      "2022-07-27 Boards",
      "2022-07-27 Pairs",
      "2022-07-27 Hand records",
    ]);
    // Board 1's first traveller line of the file: 3 v 11, 5C by West, 11 tricks, 2H led.
    const lines = await rangeOf(page, "2022-07-27", "A2:I162");
    expect(lines?.values).toHaveLength(161);
    expect(lines?.values?.[0]).toEqual([1, "", "", 3, 11, "5C", "W", 11, "2H"]);
    // The NS score is plain BRIDGE.SCORE, which passes board 26's adjusted score on as it is.
    expect(String((await rangeOf(page, "2022-07-27", "J2:L2"))?.formulas?.[0]?.[0])).toBe(
      "=BRIDGE.SCORE(F2:F162, H2:H162, A2:A162, , G2:G162)"
    );
    const pairs = await rangeOf(page, "2022-07-27 Pairs", "A2:F13");
    expect(pairs?.values).toHaveLength(12);
    // Pair 1 of the file, Howell (no direction), its anonymised players' names ("Player n").
    expect(pairs?.values?.[0]?.slice(0, 2)).toEqual([1, ""]);
    expect(String(pairs?.values?.[0]?.[2])).toMatch(/^Player \d+$/);
    expect(String(pairs?.values?.[0]?.[4])).toMatch(/^Player \d+$/);
    const names = await rangeOf(page, "2022-07-27 Ranking", "G2:G13");
    expect(String(names?.formulas?.[0]?.[0])).toMatch(/^=IF\(\$B2 = "", "", IFERROR\(INDEX\(/);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("lists a published total our ranking does not give, pair by pair, in French too", async () => {
    const { context, page } = await openPane(chromium, { displayLanguage: "fr-FR" });
    // Pair 1's published total, 128.77 in the file, altered to 130.00.
    const altered = HOWELL.replace(
      "<TOTAL_SCORE>128.77</TOTAL_SCORE>",
      "<TOTAL_SCORE>130.00</TOTAL_SCORE>"
    );
    expect(altered).not.toBe(HOWELL);
    await page.setInputFiles("#results-file", xml("altered.xml", altered));
    await page.waitForFunction(
      () => !(document.getElementById("build-results") as HTMLButtonElement).disabled
    );
    expect(await text(page, "#results-file-summary")).toMatch(
      /Notre classement diffère de celui que le fichier a publié sur 1 chiffre \(paire : publié, le nôtre\) :$/
    );
    expect(await page.locator("#results-differences li").allInnerTexts()).toEqual([
      "1 total : 130.00 publié, 128.77 le nôtre",
    ]);
    await context.close();
  });

  it("names the line of a file cut short and of a board listed twice, and writes nothing", async () => {
    const { context, page } = await openPane(chromium);
    const cut = HOWELL.slice(0, HOWELL.indexOf("<TRICKS>", 20000));
    await page.setInputFiles("#results-file", xml("cut.xml", cut));
    await summaryShown(page);
    expect(await text(page, "#results-file-summary")).toMatch(
      /^cut\.xml cannot be read: line \d+: the file ends before <\/TRAVELLER_LINE> .*Nothing was written\.$/
    );
    expect(await page.locator("#build-results").isDisabled()).toBe(true);
    const twice = HOWELL.replace(
      "<BOARD_NUMBER>2</BOARD_NUMBER>",
      "<BOARD_NUMBER>1</BOARD_NUMBER>"
    );
    expect(twice).not.toBe(HOWELL);
    await page.setInputFiles("#results-file", xml("twice.xml", twice));
    await page.waitForFunction(() =>
      (document.getElementById("results-file-summary")?.textContent ?? "").startsWith("twice.xml")
    );
    expect(await text(page, "#results-file-summary")).toMatch(
      /^twice\.xml cannot be read: line \d+: board 1 is listed twice \(first on line \d+\)\. Nothing was written\.$/
    );
    expect(await page.locator("#build-results").isDisabled()).toBe(true);
    expect(await sheetsOf(page)).toEqual(["Sheet1"]);
    await context.close();
  });

  it("reads a file of two sections each ranked on its own, and builds each with its own sheets", async () => {
    const { context, page } = await openPane(chromium);
    const sections = fs.readFileSync(
      path.join(ROOT, "test/fixtures/usebio-own/two-sections-each-ranked.xml"),
      "utf8"
    );
    await page.setInputFiles("#results-file", xml("sections.xml", sections));
    await page.waitForFunction(
      () => !(document.getElementById("build-results") as HTMLButtonElement).disabled
    );
    expect(await text(page, "#results-file-summary")).toMatch(
      /^sections\.xml: a pairs session by matchpoints, 8 pairs, 4 boards, 8 traveller lines\. The file has 2 sections, each ranked on its own: .* Section A: Our ranking equals .* Section B: Our ranking equals the one the file published for all 4 pairs: places, totals and percentages\.$/
    );
    expect(await sheetsOf(page)).toEqual(["Sheet1"]);
    await page.click("#build-results");
    await page.waitForSelector("#report:not([hidden])");
    expect(await sheetsOf(page)).toEqual([
      "Sheet1",
      "2025-12-06 A",
      "2025-12-06 A Ranking",
      "2025-12-06 A Boards",
      "2025-12-06 A Pairs",
      "2025-12-06 B",
      "2025-12-06 B Ranking",
      "2025-12-06 B Boards",
      "2025-12-06 B Pairs",
    ]);
    await context.close();
  });
});
