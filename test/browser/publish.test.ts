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
import * as fs from "fs";
import * as path from "path";
import type { BrowserContext, Page } from "playwright-core";
import { readPbn } from "../../src/files/pbnRead";
import { readUsebio } from "../../src/files/usebioRead";
import { planSampleSession } from "../../src/session/sample/samplePlan";
import { ROOT } from "../support/manifest";
import { evaluatePlan } from "../support/formulaEngine";
import { routeAddin } from "./addinPage";
import { usePaneBrowser } from "./paneBrowser";
import type { FakeOfficeOptions } from "./fakeOffice";
import { fakeOfficeScript } from "./fakeOffice";

jest.setTimeout(120_000);

const IMAGES = path.join(ROOT, "docs", "images");
const PANE_SIZE = { width: 320, height: 900 };

const chromium = usePaneBrowser();

async function openPane(
  options: Partial<FakeOfficeOptions> = {}
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.browser.newContext({ viewport: PANE_SIZE, acceptDownloads: true });
  await routeAddin(context, chromium.addinBase);
  await context.addInitScript(
    fakeOfficeScript({ displayLanguage: "en-US", sheets: ["Sheet1"], supported: true, ...options })
  );
  const page = await context.newPage();
  await page.goto(chromium.paneUrl, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => {
    const button = document.getElementById("build") as HTMLButtonElement | null;
    return button !== null && !button.disabled;
  });
  return { context, page };
}

function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The sample's Results and Ranking as Excel would compute them, values from A1. */
function computedSample(): Record<string, unknown[][]> {
  const plan = planSampleSession({ date: today(), language: "en", existingSheets: ["Sheet1"] });
  // The Hand records sheet is left as written: solving 21 deals in the formula engine is slow,
  // and its deals are what the files carry (its solver cells stay formulas: no tricks, no par).
  const scored = { ...plan, sheets: plan.sheets.filter((s) => s.role !== "handRecords") };
  const workbook = evaluatePlan(scored);
  const excel = (rows: unknown[][]) =>
    rows.map((row) =>
      row.map((cell) =>
        cell === null ? "" : typeof cell === "object" && "value" in cell ? cell.value : cell
      )
    );
  const name = (role: string) => plan.sheets.find((s) => s.role === role)!.name;
  const computed = {
    [name("results")]: excel(workbook.values(name("results"), "A1:L148")),
    [name("ranking")]: excel(workbook.values(name("ranking"), "A1:F15")),
  };
  workbook.destroy();
  return computed;
}

async function buildSample(page: Page): Promise<void> {
  await page.click("#build-sample");
  await page.waitForSelector("#report:not([hidden])");
  await page.waitForFunction(
    () => (document.getElementById("publish-session") as HTMLSelectElement).options.length > 0
  );
  const computed = computedSample();
  await page.evaluate((values) => {
    (window as unknown as { __fake: { book: { computed: unknown } } }).__fake.book.computed =
      values;
  }, computed);
}

async function save(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.click(button)]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: fs.readFileSync(file, "utf8") };
}

describe("Publish the results, in Excel on the web (fake)", () => {
  let context: BrowserContext;
  let page: Page;
  let ranking: unknown[][];
  beforeAll(async () => {
    ({ context, page } = await openPane());
    await buildSample(page);
    ranking = Object.entries(computedSample()).find(([name]) => name.endsWith(" Ranking"))![1];
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
    const { name, text } = await save(page, "#save-usebio");
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
    const { name, text } = await save(page, "#save-pbn");
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
    const { context, page } = await openPane({ platform: "Mac" });
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
