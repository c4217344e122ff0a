/*
 * A teams USEBIO or PBN opened with the pane's "Open a results file" (issue 47, 49): a Swiss teams
 * event of 4 teams and 2 rounds, written by our writers (src/files/usebioTeamsWrite.ts,
 * pbnTeamsWrite.ts), is read, described, and built as the pane's teams event sheets (Teams,
 * Standings, a sheet per round with the file's pairings and results typed in). The fake Excel computes nothing: the test checks
 * what is written; test/session/teamsUsebio.test.ts computes such sheets and their standings.
 */
import { writePbnTeams } from "../../src/files/pbnTeamsWrite";
import { writeUsebioTeams } from "../../src/files/usebioTeamsWrite";
import type { TeamsEventFile } from "../../src/files/teamsEvent";
import { usePaneBrowser } from "./paneBrowser";
import { openPane, section, sheetsOf } from "./paneActions";

jest.setTimeout(90_000);

const chromium = usePaneBrowser();

/** Round 1: 1 v 2 (30-10 IMPs), 3 v 4 (12-12); round 2: 1 v 3 (5-20), 2 v 4 (18-3). */
const EVENT: TeamsEventFile = {
  kind: "swiss",
  version: "1.2",
  club: { name: "Test club" },
  title: "Spring Swiss",
  date: "2026-04-01",
  boardsPerMatch: 8,
  teams: ["North", "South", "East", "West"].map((name, i) => ({ team: i + 1, name, players: [] })),
  matches: [
    [1, 1, 2, 30, 10],
    [1, 3, 4, 12, 12],
    [2, 1, 3, 5, 20],
    [2, 2, 4, 18, 3],
  ].map(([round, home, away, homeImps, awayImps]) => ({
    round: round!,
    home: home!,
    away: away!,
    homeImps: homeImps!,
    awayImps: awayImps!,
    boards: [],
  })),
  byes: [],
  handRecords: [],
};

type Range = { values?: unknown[][]; formulas?: unknown[][] };
type Book = { sheets: { name: string; ranges: Map<string, Range> }[] };

describe("the task pane opening a teams USEBIO or PBN file", () => {
  it.each([
    ["spring.xml", writeUsebioTeams(EVENT)],
    ["spring.pbn", writePbnTeams(EVENT)],
  ])(
    "describes %s's Swiss and builds its Teams, Standings and round sheets with the results typed",
    async (file, text) => {
      const { context, page, errors } = await openPane(chromium);
      const results = section(page, "Open a results file");
      await results.locator("input[type=file]").setInputFiles({
        name: file,
        mimeType: "application/octet-stream",
        buffer: Buffer.from(text, "utf8"),
      });
      await page.waitForFunction(
        () => !(document.getElementById("build-results") as HTMLButtonElement).disabled
      );
      expect(await page.locator("#results-file-summary").innerText()).toBe(
        `${file}: a Swiss teams event, 4 teams, 2 rounds, 4 matches. Its results are typed into the round sheets; the standings are computed there (WBF VP scale). ` +
          "Builds the sheets Spring Swiss Teams, Spring Swiss Standings, Spring Swiss R1, Spring Swiss R2 (or the next free names), after you confirm."
      );
      await results.locator("button").click();
      await page.waitForSelector("#report:not([hidden])");
      expect(await sheetsOf(page)).toEqual([
        "Sheet1",
        "Spring Swiss Teams",
        "Spring Swiss Standings",
        "Spring Swiss R1",
        "Spring Swiss R2",
      ]);
      const written = await page.evaluate(() => {
        const book = (window as unknown as { __fake: { book: Book } }).__fake.book;
        const ranges = (name: string) =>
          Object.fromEntries(
            [...(book.sheets.find((s) => s.name === name)?.ranges ?? new Map<string, Range>())].map(
              ([address, range]) => [address, range.values]
            )
          );
        return { teams: ranges("Spring Swiss Teams"), round2: ranges("Spring Swiss R2") };
      });
      expect(written.teams["A2:B5"]).toEqual([
        [1, "North"],
        [2, "South"],
        [3, "East"],
        [4, "West"],
      ]);
      // Round 2's pairings as the file played them, and the match's IMPs typed in (N:O for 8 boards).
      expect(written.round2["A2:B3"]).toEqual([
        [1, 1],
        [2, 2],
      ]);
      expect(written.round2["D2:D3"]).toEqual([[3], [4]]);
      expect(written.round2["N2:O2"]).toEqual([[5, 20]]);
      expect(written.round2["N3:O3"]).toEqual([[18, 3]]);
      expect(errors()).toEqual([]);
      await context.close();
    }
  );
});
