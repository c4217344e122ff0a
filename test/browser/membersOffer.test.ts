/*
 * The built task pane in headless Chromium (fake Excel, as ./resultsFile.test.ts) offering a
 * results file's players to the Members sheet, in a section of its own below "Open a results
 * file": the Compscore3 Howell session of test/fixtures/usebio/mp_pairs_howell.xml
 * (abftech/cobalt, GPL-3.0; 24 players, "Player 63" to "Player 86", none with a national number)
 * opened through "Open a results file", the session built, then the 23 players the sheet lacks
 * added below its two members in one write, the rows already there untouched; "Not now" writes
 * nothing; a workbook without a Members sheet gets one built with the players of
 * test/fixtures/usebio-own/two-sections-one-field.xml (written for the tests, 16 players,
 * national numbers 102 to 117). Saves docs/images/taskpane-members-offer.png, which
 * docs/guide/season.md shows.
 */
import * as fs from "fs";
import * as path from "path";
import type { Page } from "playwright-core";
import { ROOT } from "../support/manifest";
import { openPane, section, sheetsOf } from "./paneActions";
import { usePaneBrowser } from "./paneBrowser";

jest.setTimeout(90_000);

const IMAGES = path.join(ROOT, "docs", "images");
const HOWELL = fs.readFileSync(path.join(ROOT, "test/fixtures/usebio/mp_pairs_howell.xml"));
const ONE_FIELD = fs.readFileSync(
  path.join(ROOT, "test/fixtures/usebio-own/two-sections-one-field.xml")
);
const HEADER = ["Number", "Name", "National number", "Home club", "Visitor"];
/** The club's two members before the file: one of them is the file's "Player 63". */
const MEMBERS = [
  [7, "PLAYER  63", "", "", ""],
  [12, "Kept Member", "99999", "Kenilworth", "Yes"],
];

const chromium = usePaneBrowser();

type Range = { values?: unknown[][]; formulas?: unknown[][] };
type Book = { sheets: { name: string; ranges: Map<string, Range> }[]; operations: string[] };
type FakeWindow = { __fake: { book: Book } };

/** The Members sheet as a club typed it: its header, then MEMBERS. */
const typeMembers = (page: Page) =>
  page.evaluate(
    ([header, members]) => {
      const sheet = (window as unknown as FakeWindow).__fake.book.sheets.find(
        (s) => s.name === "Members"
      );
      sheet?.ranges.set("A1:E1", { values: [header], conditionalFormats: [] } as Range);
      sheet?.ranges.set("A2:E3", { values: members, conditionalFormats: [] } as Range);
    },
    [HEADER, MEMBERS] as const
  );

/** Every range written on a sheet, by address. */
const rangesOf = (page: Page, sheet: string) =>
  page.evaluate(
    (name) =>
      Object.fromEntries(
        [
          ...((window as unknown as FakeWindow).__fake.book.sheets
            .find((s) => s.name === name)
            ?.ranges.entries() ?? []),
        ].map(([address, range]) => [address, range.values ?? range.formulas])
      ),
    sheet
  );

/** The input of the section headed "Open a results file", and the offer's buttons. */
const resultsInput = (page: Page) =>
  section(page, "Open a results file").locator('input[type="file"]');
const offerButton = (page: Page, name: string) =>
  section(page, "Add the file's players to Members").getByRole("button", { name });

const xml = (name: string, buffer: Buffer) => ({ name, mimeType: "text/xml", buffer });

/** The offer's line, once the pane has looked at the workbook for the file. */
const offerShown = async (page: Page) => {
  await page.waitForFunction(
    () => (document.getElementById("members-offer-text")?.textContent ?? "") !== ""
  );
  return page.locator("#members-offer-text").innerText();
};

describe("the task pane offering a results file's players to the Members sheet", () => {
  it("lists the players the sheet lacks, writes nothing until asked, then adds them below its members", async () => {
    const { context, page, errors } = await openPane(chromium, { sheets: ["Sheet1", "Members"] });
    await typeMembers(page);
    await resultsInput(page).setInputFiles(xml("mp_pairs_howell.xml", HOWELL));
    expect(await offerShown(page)).toBe(
      '23 players of this file are not on the "Members" sheet. Untick anyone you do not want added: nothing is written until you click "Add them to the Members sheet".'
    );
    const offered = await page.locator("#members-offer-players li").allInnerTexts();
    expect(offered).toHaveLength(23);
    // "PLAYER  63" is on the sheet: matched by name, whatever the case and spacing.
    expect(offered[0]).toBe("Player 64, no national number");
    expect(offered.some((line) => /Player 63\b/.test(line))).toBe(false);
    const add = offerButton(page, "Add them to the Members sheet");
    expect(await add.isEnabled()).toBe(true);
    expect(await offerButton(page, "Not now").isVisible()).toBe(true);
    await page.evaluate(() => document.getElementById("results-file-summary")?.scrollIntoView());
    await page.screenshot({ path: path.join(IMAGES, "taskpane-members-offer.png") });
    // Reading the file and looking at the sheet wrote nothing.
    expect(Object.keys(await rangesOf(page, "Members"))).toEqual(["A1:E1", "A2:E3"]);

    // The session is built first; the offer stays, and the build leaves Members alone.
    // The results section keeps its one button.
    await section(page, "Open a results file").locator("button").click();
    await page.waitForSelector("#report:not([hidden])");
    expect(await page.locator("#report").innerText()).toMatch(/^Built: 2022-07-27, /);
    expect(Object.keys(await rangesOf(page, "Members"))).toEqual(["A1:E1", "A2:E3"]);

    await add.click();
    await page.waitForFunction(() =>
      /^Added/.test(document.getElementById("members-offer-status")?.textContent ?? "")
    );
    expect(await page.locator("#members-offer-status").innerText()).toBe(
      'Added 23 players to "Members", rows 4 to 26.'
    );
    const members = await rangesOf(page, "Members");
    // One write, below the two members, which are as they were.
    expect(Object.keys(members)).toEqual(["A1:E1", "A2:E3", "A4:E26"]);
    expect(members["A1:E1"]).toEqual([HEADER]);
    expect(members["A2:E3"]).toEqual(MEMBERS);
    const added = members["A4:E26"] ?? [];
    expect(added).toHaveLength(23);
    // No national number in the file: Number and National number blank, for the club to fill.
    expect(added[0]).toEqual(["", "Player 64", "", "", ""]);
    expect(added.map((row) => row[1])).toEqual(
      Array.from({ length: 23 }, (_, i) => `Player ${64 + i}`)
    );
    // No second Members sheet; looked at again, the offer has nothing left to add.
    expect((await sheetsOf(page)).filter((name) => name === "Members")).toHaveLength(1);
    await page.waitForFunction(() =>
      /All 24 players/.test(document.getElementById("members-offer-text")?.textContent ?? "")
    );
    expect(await add.isHidden()).toBe(true);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it("writes nothing when the offer is declined with Not now", async () => {
    const { context, page } = await openPane(chromium, { sheets: ["Sheet1", "Members"] });
    await typeMembers(page);
    await resultsInput(page).setInputFiles(xml("mp_pairs_howell.xml", HOWELL));
    await offerShown(page);
    const before = await page.evaluate(
      () => (window as unknown as FakeWindow).__fake.book.operations.length
    );
    await offerButton(page, "Not now").click();
    expect(await page.locator("#members-offer-text").innerText()).toBe(
      "Nothing written: the workbook is as it was. Open the file again to see the offer again."
    );
    expect(await page.locator("#members-offer-players").isHidden()).toBe(true);
    expect(await offerButton(page, "Add them to the Members sheet").count()).toBe(0);
    const operations = await page.evaluate(
      (from) => (window as unknown as FakeWindow).__fake.book.operations.slice(from),
      before
    );
    expect(operations).toEqual([]);
    expect(await rangesOf(page, "Members")).toEqual({ "A1:E1": [HEADER], "A2:E3": MEMBERS });
    expect(await sheetsOf(page)).toEqual(["Sheet1", "Members"]);
    await context.close();
  });

  it("builds a Members sheet with the file's players when the workbook has none", async () => {
    const { context, page } = await openPane(chromium);
    await resultsInput(page).setInputFiles(xml("two-sections-one-field.xml", ONE_FIELD));
    expect(await offerShown(page)).toBe(
      'The workbook has no Members sheet. Build one with the 16 players of this file? Untick anyone you do not want listed: nothing is written until you click "Build a Members sheet with them".'
    );
    // Unticking a player leaves them out.
    await page.getByRole("checkbox", { name: "Player 1b, national number 103" }).uncheck();
    await offerButton(page, "Build a Members sheet with them").click();
    await page.waitForFunction(() =>
      /^Built/.test(document.getElementById("members-offer-status")?.textContent ?? "")
    );
    expect(await page.locator("#members-offer-status").innerText()).toBe(
      'Built "Members" with 15 players.'
    );
    expect(await sheetsOf(page)).toEqual(["Sheet1", "Members"]);
    const members = await rangesOf(page, "Members");
    expect(members["A1:E1"]).toEqual([HEADER]);
    // The file's national number as Number and National number (the file names no club).
    expect(members["A2:E16"]?.[0]).toEqual(["102", "Player 1a", "102", "", ""]);
    expect(members["A2:E16"]?.map((row) => row[1])).not.toContain("Player 1b");
    expect(members["A2:E16"]).toHaveLength(15);
    // Looked at again: the unticked player is now offered to the sheet built.
    await page.waitForFunction(() =>
      /^1 player of this file is not/.test(
        document.getElementById("members-offer-text")?.textContent ?? ""
      )
    );
    await context.close();
  });
});
