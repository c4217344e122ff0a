/*
 * The built pane's "Publish the results" in headless Chromium with a fake Excel (./fakeOffice.ts):
 * it builds the sample session, the sheets' computed values are put where Excel would show them
 * (computed in Node by HyperFormula with the BRIDGE functions, test/support/formulaEngine.ts: the
 * fake computes nothing), and "Save as USEBIO" and "Save as PBN" download files (Playwright's
 * download event) that our readers read back with the Ranking's places, totals and percentages,
 * every line and every deal. In Excel on Mac (no downloads from add-ins) the same text is
 * offered to copy. Saves the screenshots docs/guide/files.md's "Publish the results" shows.
 * `npm run build` first.
 */
import * as path from "path";
import type { BrowserContext, Page } from "playwright-core";
import { readPbn } from "../../src/files/pbnRead";
import { readUsebio } from "../../src/files/usebioRead";
import { ROOT } from "../support/manifest";
import { computedSample, today } from "./computedSample";
import { usePaneBrowser } from "./paneBrowser";
import { openPane, saveDownload, showComputed } from "./paneActions";

jest.setTimeout(120_000);

const IMAGES = path.join(ROOT, "docs", "images");

const chromium = usePaneBrowser();

async function buildSample(page: Page): Promise<void> {
  await page.click("#build-sample");
  await page.waitForSelector("#report:not([hidden])");
  await page.waitForFunction(
    () => (document.getElementById("publish-session") as HTMLSelectElement).options.length > 0
  );
  const computed = computedSample();
  await showComputed(page, {
    [computed.names.results]: computed.results,
    [computed.names.ranking]: computed.ranking,
  });
}

describe("Publish the results, in Excel on the web (fake)", () => {
  let context: BrowserContext;
  let page: Page;
  let ranking: unknown[][];
  beforeAll(async () => {
    ({ context, page } = await openPane(chromium));
    await buildSample(page);
    ranking = computedSample().ranking;
  });
  afterAll(async () => context.close());

  it("lists the sample session to publish", async () => {
    expect(await page.locator("#publish-session option").allInnerTexts()).toEqual([
      `Session ${today()}`,
    ]);
    expect(await page.locator("#save-usebio").isDisabled()).toBe(false);
  });

  it("downloads USEBIO 1.2 that reads back with the Ranking's places, totals and percentages, every line and every deal", async () => {
    await page.fill("#club-name", "Sample Bridge Club");
    const { name, text } = await saveDownload(page, "#save-usebio");
    expect(name).toBe(`Session ${today()}.xml`);
    const read = readUsebio(text);
    expect(read.club.name).toBe("Sample Bridge Club");
    expect(read.scoring).toBe("matchpoints");
    const shown = ranking
      .slice(1)
      .filter((row) => row[1] !== "")
      .map((row) => [
        String(row[0]),
        String(row[1]),
        row[5],
        (row[3] as number).toFixed(2),
        (row[4] as number).toFixed(2),
      ]);
    expect(
      read.pairs.map((pair) => [
        `${pair.place?.place}${pair.place?.tied ? "=" : ""}`,
        pair.pair,
        pair.direction,
        pair.totalScore?.toFixed(2),
        pair.percentage?.toFixed(2),
      ])
    ).toEqual(shown);
    expect(read.boards).toHaveLength(21);
    expect(read.boards.flatMap((board) => board.lines)).toHaveLength(147);
    expect(read.handRecords.filter((record) => record.deal)).toHaveLength(21);
    expect(await page.locator("#publish-status").innerText()).toMatch(
      /^Saved Session .*\.xml: 21 boards, 14 pairs\./
    );
    await page.evaluate(() => document.getElementById("publish-title")?.scrollIntoView());
    await page.screenshot({ path: path.join(IMAGES, "taskpane-publish.png") });
  });

  it("downloads PBN with every deal, the travellers and the totals", async () => {
    const { name, text } = await saveDownload(page, "#save-pbn");
    expect(name).toBe(`Session ${today()}.pbn`);
    const read = readPbn(text);
    expect(read.boards).toHaveLength(21);
    expect(read.boards.every((board) => board.deal !== undefined)).toBe(true);
    expect(read.boards.flatMap((board) => board.results ?? [])).toHaveLength(147);
    expect(read.pairs).toHaveLength(14);
  });
});

describe("Publish the results, in Excel on Mac (fake): no downloads from add-ins", () => {
  it("offers the same USEBIO text to copy", async () => {
    const { context, page } = await openPane(chromium, { platform: "Mac" });
    await buildSample(page);
    let downloads = 0;
    page.on("download", () => (downloads += 1));
    await page.click("#save-usebio");
    await page.waitForSelector("#publish-copy:not([hidden])");
    expect(await page.locator("#publish-copy").getAttribute("open")).not.toBeNull();
    expect(await page.locator("#publish-copy-summary").innerText()).toMatch(
      /does not save files from add-ins\. Copy the text below into a new text file named Session .*\.xml\./
    );
    const text = await page.locator("#publish-text").inputValue();
    expect(readUsebio(text).pairs).toHaveLength(14);
    expect(downloads).toBe(0);
    await page.evaluate(() => document.getElementById("publish-title")?.scrollIntoView());
    await page.screenshot({ path: path.join(IMAGES, "taskpane-publish-copy.png") });
    await context.close();
  });
});
