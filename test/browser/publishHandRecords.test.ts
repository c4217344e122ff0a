/*
 * Publishing a session whose hand records came from a dealing machine, as a new user does it
 * (issue 49): build "Tuesday pairs" with the pane's form, open the dealing machine's PBN with
 * "Open a hand-record file" (its sheet is "Hand records", not "Tuesday pairs Hand records"),
 * publish: the saved USEBIO and PBN carry every deal and the pane says what they hold. With the
 * solver still computing (#BUSY! in the Hand records sheet's solver and par cells) or no hand
 * records at all, the pane warns before saving and saves only when told to. The session's
 * results are the sample session's (src/session/sample: a 7-table Mitchell of 21 boards, the
 * form's default), computed in Node (./computedSample.ts); the dealing machine's file is the
 * sample's 21 deals written as PBN without tricks.
 */
import type { Page } from "playwright-core";
import { readPbn } from "../../src/files/pbnRead";
import { writePbn } from "../../src/files/pbnWrite";
import { readUsebio } from "../../src/files/usebioRead";
import { sampleHandRecords } from "../../src/session/sample/sampleSession";
import { computedSample } from "./computedSample";
import { usePaneBrowser } from "./paneBrowser";
import type { OpenPane } from "./paneActions";
import {
  openPane,
  saveDownload,
  section,
  sheetsOf,
  showComputed,
  writtenSheet,
} from "./paneActions";

jest.setTimeout(120_000);

const chromium = usePaneBrowser();
const SESSION = "Tuesday pairs";

/** The dealing machine's file: deals only, as a dealer's PBN has them. */
const DEALER_PBN = writePbn(
  sampleHandRecords().map(({ board, dealer, vulnerability, deal, line }) => ({
    board,
    line,
    ...(dealer ? { dealer } : {}),
    ...(vulnerability ? { vulnerability } : {}),
    ...(deal ? { deal } : {}),
  })),
  { event: "Tuesday" }
);

async function buildTuesday(page: Page): Promise<void> {
  await page.fill("#session-name", SESSION);
  await page.click("#build");
  await page.waitForSelector("#report:not([hidden])");
  const computed = computedSample();
  await showComputed(page, {
    [SESSION]: computed.results,
    [`${SESSION} Ranking`]: computed.ranking,
  });
}

async function openDealerFile(page: Page): Promise<void> {
  const hands = section(page, "Open a hand-record file");
  await hands.locator("input[type=file]").setInputFiles({
    name: "tuesday.pbn",
    mimeType: "application/octet-stream",
    buffer: Buffer.from(DEALER_PBN, "utf8"),
  });
  await page.waitForFunction(
    () => !(document.getElementById("build-hand-records") as HTMLButtonElement).disabled
  );
  await hands.locator("button").click();
  await page.waitForFunction(() =>
    (document.getElementById("report")?.textContent ?? "").includes("Hand records")
  );
}

async function chooseSession(page: Page): Promise<void> {
  const publish = section(page, "Publish the results");
  await publish.getByLabel("Session").focus();
  await page.waitForFunction(
    (name) =>
      Array.from((document.getElementById("publish-session") as HTMLSelectElement).options).some(
        (option) => option.value === name
      ),
    SESSION
  );
  await publish.getByLabel("Session").selectOption(SESSION);
}

const status = (page: Page) => page.locator("#publish-status").innerText();

describe("publishing Tuesday pairs with a dealing machine's hand records", () => {
  let pane: OpenPane;
  beforeAll(async () => {
    pane = await openPane(chromium);
    await buildTuesday(pane.page);
    await openDealerFile(pane.page);
    await chooseSession(pane.page);
  });
  afterAll(async () => pane.context.close());

  it("builds the session and the dealer's Hand records sheet under its own name", async () => {
    expect(await sheetsOf(pane.page)).toEqual(
      expect.arrayContaining([SESSION, `${SESSION} Ranking`, "Hand records"])
    );
    expect(await sheetsOf(pane.page)).not.toContain(`${SESSION} Hand records`);
  });

  it("saves USEBIO with a HANDSET of the 21 deals, and says what the file holds", async () => {
    const publish = section(pane.page, "Publish the results");
    const { name, text } = await saveDownload(
      pane.page,
      publish.getByRole("button", { name: "Save as USEBIO" })
    );
    expect(name).toBe(`${SESSION}.xml`);
    expect(text).toContain("<HANDSET>");
    const read = readUsebio(text);
    expect(read.boards).toHaveLength(21);
    const deals = read.handRecords.filter((record) => record.deal);
    expect(deals.map((record) => record.board)).toEqual(
      Array.from({ length: 21 }, (_, i) => i + 1)
    );
    expect(await status(pane.page)).toBe(
      `Saved ${SESSION}.xml: 21 boards, 14 pairs. Look in your Downloads folder. ` +
        "Hand records from the sheet Hand records: the deals of 21 of 21 boards, no makeable contracts or par."
    );
  });

  it("saves PBN with every deal beside its traveller", async () => {
    const publish = section(pane.page, "Publish the results");
    const { text } = await saveDownload(
      pane.page,
      publish.getByRole("button", { name: "Save as PBN" })
    );
    const read = readPbn(text);
    expect(read.boards).toHaveLength(21);
    expect(read.boards.every((board) => board.deal !== undefined)).toBe(true);
    expect(read.boards.flatMap((board) => board.results ?? [])).toHaveLength(147);
  });

  it("warns first while the solver is still computing, and saves when told to", async () => {
    const { page } = pane;
    const shown = await writtenSheet(page, "Hand records", {
      pattern: "^=BRIDGE\\.(DDROW|PAR|PARCONTRACT)\\(",
      value: "#BUSY!",
    });
    await showComputed(page, { "Hand records": shown });
    let downloads = 0;
    const count = () => (downloads += 1);
    page.on("download", count);
    const publish = section(page, "Publish the results");
    await publish.getByRole("button", { name: "Save as PBN" }).click();
    const anyway = publish.getByRole("button", { name: "Save anyway" });
    await anyway.waitFor({ state: "visible" });
    expect(await status(page)).toMatch(
      /^The solver is still working on boards 1, 2, 3, .*, 21 \(#BUSY!\): the file would lack their makeable contracts and par\./
    );
    expect(downloads).toBe(0);
    page.off("download", count);
    const { text } = await saveDownload(page, anyway);
    expect(readPbn(text).boards.every((board) => board.deal !== undefined)).toBe(true);
    expect(await anyway.isHidden()).toBe(true);
  });
});

describe("publishing a session without hand records", () => {
  it("warns that the file would have no deals before saving it", async () => {
    const { context, page, errors } = await openPane(chromium);
    await buildTuesday(page);
    await chooseSession(page);
    const publish = section(page, "Publish the results");
    await publish.getByRole("button", { name: "Save as USEBIO" }).click();
    await publish.getByRole("button", { name: "Save anyway" }).waitFor({ state: "visible" });
    expect(await status(page)).toMatch(
      /^No sheet of this workbook holds the deals of this session's 21 boards: the file would have no hand records/
    );
    const { text } = await saveDownload(page, publish.getByRole("button", { name: "Save anyway" }));
    expect(text).not.toContain("<HANDSET>");
    expect(await status(page)).toMatch(
      /The file has no hand records: no sheet holds this session's deals\.$/
    );
    expect(errors()).toEqual([]);
    await context.close();
  });
});
