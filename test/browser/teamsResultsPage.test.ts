/*
 * The results page the pane saves for a teams event ("Save the results page" in "Publish the
 * results"), in headless Chromium with a fake Excel (./fakeOffice.ts): a round robin of 6 teams
 * built with the pane's form, each round's results typed as test/support/swissEvent.ts types them
 * (board by board at some tables, the match's IMPs at others); a two-room match of 8 boards
 * built with the form, its contracts typed, with the sample's deals opened from a dealing
 * machine's PBN ("Open a hand-record file"); and a round robin of 4 teams built in French. The
 * sheets the pane wrote are computed by a real formula engine standing in for Excel
 * (./resultsPageLook.ts), whose values the fake Excel then shows.
 *
 * The saved page is opened at 360 px (nothing scrolls sideways) and 1024 px, printed to A4 PDF,
 * checked by axe-core (no serious or critical issue), and read back: every place, VP, IMP,
 * score, makeable level and par on it is the computed sheets' value (read here from the sheets'
 * cells by their columns, not through the pane's reader). The match is saved as PBN too and read
 * back: its boards' IMPs and the dealing machine's deals. Saves the screenshots
 * docs/guide/teams.md shows. `npm run build` first.
 */
import type { Page } from "playwright-core";
import { blockAddress } from "../../src/session/a1";
import type { CellBlock } from "../../src/session/plan";
import { readPbnTeams } from "../../src/files/pbnTeamsRead";
import { writePbn } from "../../src/files/pbnWrite";
import { MATCH_COLUMNS } from "../../src/session/teamsMatch";
import { sampleHandRecords } from "../../src/session/sample/sampleSession";
import { BOARDS, plannedMatches, typeRound } from "../support/swissEvent";
import type { OpenPane } from "./paneActions";
import { openPane, saveDownload } from "./paneActions";
import { usePaneBrowser } from "./paneBrowser";
import type { Computed, Grid } from "./resultsPageLook";
import {
  computeWorkbook,
  expectLooksRight,
  expectSelfContained,
  handRecordCells,
  lookAt,
  numberShown,
  rounded,
  setComputed,
} from "./resultsPageLook";
import { asPlan, writtenSheets as writtenRanges } from "./writtenWorkbook";

jest.setTimeout(300_000);

const chromium = usePaneBrowser();

// ---- Building and typing in the pane --------------------------------------------------------------

async function report(page: Page): Promise<string> {
  await page.waitForSelector("#report:not([hidden])");
  return page.locator("#report").innerText();
}

/** A round robin of `teams` teams of 8-board matches built with the form. */
async function buildRoundRobin(page: Page, name: string, teams: number): Promise<void> {
  await page.selectOption("#event", "teams-rr");
  await page.fill("#entries", String(teams));
  await page.fill("#match-boards", String(BOARDS));
  await page.fill("#entry-names", "Allen\nBaker & Co\nCarter");
  await page.fill("#session-name", name);
  await page.click("#build");
  await report(page);
}

/** Types cells into a sheet of the fake workbook, as the scorer does. */
async function typeInto(page: Page, sheet: string, blocks: readonly CellBlock[]): Promise<void> {
  const records = blocks.map((block) => {
    const values = "values" in block ? block.values : [];
    return {
      address: blockAddress(block.address, values.length, Math.max(...values.map((r) => r.length))),
      values,
    };
  });
  await page.evaluate(
    ({ sheet, records }) => {
      type Book = { sheets: { name: string; ranges: Map<string, unknown> }[] };
      const book = (window as unknown as { __fake: { book: Book } }).__fake.book;
      const found = book.sheets.find((s) => s.name === sheet)!;
      for (const record of records)
        found.ranges.set(record.address, { values: record.values, conditionalFormats: [] });
    },
    { sheet, records }
  );
}

/** Every round of the event typed in: test/support/swissEvent.ts's results for its pairings. */
async function typeRounds(page: Page, name: string): Promise<void> {
  const sheets = asPlan(await writtenRanges(page)).sheets;
  const rounds = sheets.filter(
    (sheet) => /\s(R|T)\d+$/.test(sheet.name) && sheet.name.startsWith(name)
  );
  expect(rounds.length).toBeGreaterThan(0);
  for (const [index, sheet] of rounds.entries())
    await typeInto(page, sheet.name, typeRound(index + 1, plannedMatches(sheet)).blocks);
}

/** Computes the workbook, lets the fake Excel show it, and saves the chosen event's page. */
async function savePage(page: Page, name: string): Promise<{ computed: Computed; html: string }> {
  const computed = await computeWorkbook(page);
  await setComputed(page, computed);
  const choice = page.locator("#publish-session");
  await choice.focus();
  await page.waitForFunction(
    (wanted) =>
      Array.from((document.getElementById("publish-session") as HTMLSelectElement).options).some(
        (option) => option.value === wanted
      ),
    name
  );
  await choice.selectOption(name);
  await page.waitForFunction(
    () => !(document.getElementById("save-page") as HTMLButtonElement).disabled
  );
  const { name: file, text } = await saveDownload(page, "#save-page");
  expect(file).toBe(`${name}.html`);
  return { computed, html: text };
}

// ---- What the page shows ------------------------------------------------------------------------

interface Shown {
  readonly lang: string;
  readonly standings: string[][];
  readonly rounds: string[][];
  readonly matches: { id: string; meta: string; boards: string[][] }[];
  readonly boards: { id: string; makeable: string[][]; par: string | undefined }[];
  readonly brokenLinks: string[];
}

function readPage(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const texts = (row: Element) =>
      Array.from(row.querySelectorAll("td")).map((cell) => cell.textContent.trim());
    const rows = (within: ParentNode, selector: string) =>
      Array.from(within.querySelectorAll(selector)).map(texts);
    return {
      lang: document.documentElement.lang,
      standings: rows(document, "#standings tbody tr"),
      rounds: rows(document, "table.round tbody tr"),
      matches: Array.from(document.querySelectorAll("section.match")).map((match) => ({
        id: match.id,
        meta: match.querySelector(".meta")?.textContent ?? "",
        boards: rows(match, "table.boards tbody tr"),
      })),
      boards: Array.from(document.querySelectorAll("section.board")).map((board) => ({
        id: board.id,
        makeable: rows(board, ".dd tbody tr"),
        par: board.querySelector(".par")?.textContent ?? undefined,
      })),
      brokenLinks: Array.from(document.querySelectorAll("a[href^='#']"))
        .map((link) => link.getAttribute("href")!.slice(1))
        .filter((id) => !document.getElementById(id)),
    };
  });
}

/** A page's number cell as the sheet's number (rounded as the page rounds), "" for a blank. */
const asNumber = (text: string | undefined) =>
  text === undefined || text === "" ? "" : numberShown(text);
const cellNumber = (value: unknown) => (typeof value === "number" ? rounded(value) : "");

/** The Standings sheet's column whose header (row 1) is one of these words. */
function columnOf(sheet: Grid, ...headers: string[]): number {
  const found = (sheet[0] ?? []).findIndex((cell) => headers.includes(String(cell)));
  expect(found).toBeGreaterThanOrEqual(0);
  return found;
}

/** The standings against the Standings sheet: place, team, name, VPs, IMPs won and lost, played. */
function expectStandings(shown: Shown, standings: Grid): void {
  const [place, team, played, vps, won, lost] = [
    ["Place"],
    ["Team", "Équipe"],
    ["Played", "Joués"],
    ["VPs", "PV"],
    ["IMPs won", "IMP gagnés"],
    ["IMPs lost", "IMP perdus"],
  ].map((headers) => columnOf(standings, ...headers)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const sheetRows = standings
    .slice(1)
    .filter((row) => typeof row[team] === "number")
    .map((row) => [
      String(row[place]),
      String(row[team]),
      cellNumber(row[vps]),
      cellNumber(row[won]),
      cellNumber(row[lost]),
      cellNumber(row[played]),
    ]);
  expect(sheetRows.length).toBeGreaterThan(0);
  expect(
    shown.standings.map((row) => [
      row[0],
      row[1],
      asNumber(row[3]),
      asNumber(row[4]),
      asNumber(row[5]),
      asNumber(row[6]),
    ])
  ).toEqual(sheetRows);
}

/**
 * Each round's matches against its round sheet (../../src/session/teamsRound.ts's columns: A the
 * table, C and E the teams' names, F.. each board's home IMPs, then both teams' IMPs and VPs),
 * and each match scored board by board against its board cells.
 */
function expectRounds(shown: Shown, rounds: readonly Grid[]): void {
  const C = { firstBoard: 5, homeImps: 7 + BOARDS, awayImps: 8 + BOARDS, homeVps: 9 + BOARDS };
  const played = rounds.flatMap((sheet, index) =>
    sheet
      .slice(1)
      .filter((row) => typeof row[C.homeVps] === "number")
      .map((row) => ({ round: index + 1, row }))
  );
  expect(
    shown.rounds.map((row) => [
      row[0],
      row[1],
      row[2],
      asNumber(row[3]),
      asNumber(row[4]),
      asNumber(row[5]),
      asNumber(row[6]),
    ])
  ).toEqual(
    played.map(({ row }) => [
      String(row[0]),
      String(row[2]),
      String(row[4]),
      cellNumber(row[C.homeImps]),
      cellNumber(row[C.awayImps]),
      cellNumber(row[C.homeVps]),
      cellNumber(row[C.homeVps + 1]),
    ])
  );
  const byBoard = played.filter(({ row }) => typeof row[C.firstBoard] === "number");
  expect(byBoard.length).toBeGreaterThan(0);
  expect(shown.matches.map((match) => match.id)).toEqual(
    byBoard.map(({ round, row }) => `m${round}-${String(row[0])}`)
  );
  for (const [index, { row }] of byBoard.entries()) {
    const imps = Array.from({ length: BOARDS }, (_, b) => row[C.firstBoard + b] as number);
    expect(shown.matches[index]?.boards).toEqual(
      imps.map((value, b) =>
        [String(b + 1), value > 0 ? value : "", value < 0 ? -value : ""].map(String)
      )
    );
  }
}

// ---- The tests ----------------------------------------------------------------------------------

describe("the results page of a teams event", () => {
  let pane: OpenPane | undefined;
  afterEach(async () => {
    await pane?.context.close();
    pane = undefined;
  });

  it("of a round robin of 6 teams: every number the sheets', no sideways scroll at 360 px, prints on A4, no serious accessibility issue", async () => {
    pane = await openPane(chromium);
    const { page } = pane;
    const name = "Club teams";
    await buildRoundRobin(page, name, 6);
    await typeRounds(page, name);
    const { computed, html } = await savePage(page, name);
    expect(await page.locator("#publish-status").innerText()).toBe(
      `Saved ${name}.html: the standings of 6 teams, 15 matches with their IMPs and VPs. Look in your Downloads folder.`
    );
    expect(pane.errors()).toEqual([]);
    expectSelfContained(html);
    const looked = await lookAt(chromium, html, readPage, {
      prefix: "teams-page",
      views: { top: "header" },
    });
    expectLooksRight(looked);
    const { shown } = looked;
    expect(shown.lang).toBe("en");
    expect(shown.brokenLinks).toEqual([]);
    expect(shown.standings).toHaveLength(6);
    expect(shown.standings.map((row) => row[2])).toEqual(
      expect.arrayContaining(["Allen", "Baker & Co", "Carter", "Team 4"])
    );
    expect(shown.rounds).toHaveLength(15);
    // A round sheet numbers its boards within the match: no deal is shown for them.
    expect(shown.boards).toEqual([]);
    expectStandings(shown, computed[`${name} Standings`] ?? []);
    expectRounds(
      shown,
      [1, 2, 3, 4, 5].map((round) => computed[`${name} R${round}`] ?? [])
    );
  });

  it("of a round robin of 4 teams built in French is in French", async () => {
    pane = await openPane(chromium, { displayLanguage: "fr-FR", sheets: ["Feuil1"] });
    const { page } = pane;
    const name = "Équipes du club";
    await buildRoundRobin(page, name, 4);
    await typeRounds(page, name);
    const { computed, html } = await savePage(page, name);
    expect(await page.locator("#publish-status").innerText()).toBe(
      `${name}.html enregistré : le classement de 4 équipes, 6 matchs avec leurs IMP et PV. Voyez le dossier Téléchargements.`
    );
    expect(html).toContain(">Classement</h2>");
    expect(html).toContain("Tournoi par équipes toutes rondes");
    const looked = await lookAt(chromium, html, readPage, undefined);
    expectLooksRight(looked);
    expect(looked.shown.lang).toBe("fr");
    expect(looked.shown.brokenLinks).toEqual([]);
    expectStandings(looked.shown, computed[`${name} Classement`] ?? []);
    expectRounds(
      looked.shown,
      [1, 2, 3].map((round) => computed[`${name} T${round}`] ?? [])
    );
  });

  it("of a two-room match with a dealing machine's deals: both rooms, the IMPs, each deal with its makeable contracts and par", async () => {
    pane = await openPane(chromium);
    const { page } = pane;
    const name = "Friday match";
    await page.selectOption("#event", "teams");
    await page.fill("#boards", String(BOARDS));
    await page.fill("#first-board", "1");
    await page.fill("#session-name", name);
    await page.click("#build");
    await report(page);
    // The sample's first 8 deals, as a dealing machine writes them (no tricks, no par).
    const deals = writePbn(
      sampleHandRecords()
        .slice(0, BOARDS)
        .map(({ board, dealer, vulnerability, deal, line }) => ({
          board,
          line,
          ...(dealer ? { dealer } : {}),
          ...(vulnerability ? { vulnerability } : {}),
          ...(deal ? { deal } : {}),
        })),
      { event: "Friday" }
    );
    await page.setInputFiles("#hand-file", {
      name: "friday.pbn",
      mimeType: "application/octet-stream",
      buffer: Buffer.from(deals, "utf8"),
    });
    await page.waitForFunction(
      () => !(document.getElementById("build-hand-records") as HTMLButtonElement).disabled
    );
    await page.click("#build-hand-records");
    await page.waitForFunction(() =>
      (document.getElementById("report")?.textContent ?? "").includes("Hand records")
    );
    // Each room's contract, declarer and tricks (board 7 passed out in the closed room).
    const open = [
      ["4S", "N", 10],
      ["3NT", "E", 9],
      ["2H", "S", 8],
      ["4HX", "W", 8],
      ["1NT", "N", 7],
      ["5D", "E", 11],
      ["3S", "S", 10],
      ["6C", "N", 12],
    ];
    const closed = [
      ["4S", "N", 9],
      ["3NT", "E", 10],
      ["3H", "S", 9],
      ["4H", "W", 10],
      ["2S", "E", 8],
      ["5D", "E", 11],
      ["PASS", "", ""],
      ["5C", "N", 12],
    ];
    await typeInto(page, name, [
      { address: "D3", values: open },
      { address: "H3", values: closed },
    ]);
    const { computed, html } = await savePage(page, name);
    expect(await page.locator("#publish-status").innerText()).toBe(
      `Saved ${name}.html: the standings of 2 teams, 1 match with their IMPs and VPs, the IMPs of 8 boards; the deals of 8 from the sheet Hand records, makeable contracts and par for 8. Look in your Downloads folder.`
    );
    expect(pane.errors()).toEqual([]);
    expectSelfContained(html);
    const looked = await lookAt(chromium, html, readPage, {
      prefix: "teams-match-page",
      views: { board: "section.board" },
    });
    expectLooksRight(looked);
    const { shown } = looked;
    expect(shown.brokenLinks).toEqual([]);

    // Each board's rooms and IMPs: the match sheet's scores (G, K) and IMPs (L).
    const C = MATCH_COLUMNS;
    const sheet = computed[name] ?? [];
    const rows = sheet.filter(
      (row) => typeof row[C.board - 1] === "number" && row[C.imps - 1] !== ""
    );
    expect(rows).toHaveLength(BOARDS);
    const [match] = shown.matches;
    expect(
      match?.boards.map((row) => [
        row[0],
        asNumber(row[2]),
        asNumber(row[4]),
        asNumber(row[5]),
        asNumber(row[6]),
      ])
    ).toEqual(
      rows.map((row) => {
        const imps = row[C.imps - 1] as number;
        return [
          String(row[C.board - 1]),
          cellNumber(row[C.openScore - 1]),
          cellNumber(row[C.closedScore - 1]),
          imps > 0 ? imps : "",
          imps < 0 ? -imps : "",
        ];
      })
    );
    expect(match?.boards[0]?.[1]).toBe("4♠ N =");
    expect(match?.boards[6]?.[3]).toBe("Pass");
    // The match's VPs: the sheet's summary (P3 and Q3).
    const [homeVps, awayVps] = [sheet[2]?.[15], sheet[2]?.[16]];
    expect(typeof homeVps).toBe("number");
    expect(match?.meta).toContain(`VPs ${cellNumber(homeVps)}–${cellNumber(awayVps)}`);

    // Makeable levels and par: the Hand records sheet's cells (rows N S E W, NT ♠ ♥ ♦ ♣ there).
    const records = handRecordCells(computed["Hand records"] ?? []);
    expect(shown.boards.map((board) => board.id)).toEqual(
      Array.from({ length: BOARDS }, (_, i) => `b${i + 1}`)
    );
    for (const board of shown.boards) {
      const record = records.get(Number(board.id.slice(1)));
      expect(record).toBeDefined();
      const level = (value: unknown) => (typeof value === "number" ? String(value) : "–");
      expect(board.makeable).toEqual(
        [0, 2, 1, 3].map((seat) =>
          [4, 3, 2, 1, 0].map((strain) => level(record?.makeable[seat]?.[strain]))
        )
      );
      expect(numberShown(board.par ?? "")).toBe(record?.par);
    }

    // Saved as PBN too: a game per board and room, the sheet's IMPs, the dealing machine's deals.
    const { name: pbnName, text: pbn } = await saveDownload(page, "#save-pbn");
    expect(pbnName).toBe(`${name}.pbn`);
    expect(await page.locator("#publish-status").innerText()).toBe(
      `Saved ${name}.pbn: 2 teams, 1 match with their IMPs and VPs, both rooms of 8 boards, the deals of 8 from the sheet Hand records. Look in your Downloads folder.`
    );
    const fromPbn = readPbnTeams(pbn);
    expect(fromPbn.kind).toBe("match");
    expect(fromPbn.matches[0]?.boards.map((board) => [board.board, board.imps])).toEqual(
      rows.map((row) => [row[C.board - 1], row[C.imps - 1]])
    );
    expect(fromPbn.matches[0]?.boards[6]?.rooms?.[1]).toMatchObject({ contract: "PASS" });
    expect(fromPbn.handRecords.map((record) => record.deal)).toEqual(
      sampleHandRecords()
        .slice(0, BOARDS)
        .map((record) => record.deal)
    );
    expect(pane.errors()).toEqual([]);
  });
});
