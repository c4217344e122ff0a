/*
 * The teams results page's generator (src/files/teamsResultsPage.ts): a Swiss event written by
 * hand here (4 teams, 2 rounds, a tie and a name to escape; the VPs are numbers given to the
 * writer, not computed by it), and a two-room match the pane's match sheet computed (a formula
 * engine standing in for Excel, test/support/formulaEngine.ts) with a deal of the sample's hand
 * records: what the event holds is what the page shows, nothing scored again. The page in a
 * browser, made by the pane from a workbook's computed sheets, is
 * test/browser/teamsResultsPage.test.ts.
 */
import fc from "fast-check";
import type { TeamTotals, TeamsEventFile } from "../../src/files/teamsEvent";
import { writeTeamsResultsPage } from "../../src/files/teamsResultsPage";
import { sampleHandRecords } from "../../src/session/sample/sampleSession";
import { playedMatch } from "../support/teamsPlayed";

/** The cells' texts of each body row of the tables whose opening tag matches `table`. */
function rowsOf(html: string, table: RegExp): string[][] {
  const rows: string[][] = [];
  for (const match of html.matchAll(/<table([^>]*)>([\s\S]*?)<\/table>/g)) {
    if (!table.test(match[1] ?? "")) continue;
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(match[2] ?? "")?.[1] ?? "";
    for (const row of body.matchAll(/<tr>([\s\S]*?)<\/tr>/g))
      rows.push(
        [...(row[1] ?? "").matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) =>
          (cell[1] ?? "")
            .replace(/<[^>]+>/g, "")
            .replace(/&lt;/g, "<")
            .replace(/&gt;/g, ">")
            .replace(/&amp;/g, "&")
        )
      );
  }
  return rows;
}

/** The section with this id, up to its end (sections of the page do not nest but in #matches). */
const sectionOf = (html: string, id: string): string =>
  new RegExp(`<section[^>]* id="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? "";

const anchorsOf = (html: string) => [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
const idsOf = (html: string) => new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));

/**
 * Round 1: 1 v 2 (30-10 IMPs, 16.46-3.54 VPs), 3 v 4 (12-12, 10-10); round 2: 1 v 3 (5-20,
 * 4.77-15.23), 2 v 4 (18-3, 15.23-4.77). VPs: the WBF 2013 scale for 8 boards
 * (test/fixtures/realdata/wbf_vp_tables.json: margin 20 -> 16.46, 15 -> 15.23), the loser's 20
 * less the winner's. Places as a Standings sheet would give them by VPs: 3, 1, 2, 4.
 */
const SWISS: TeamsEventFile = {
  kind: "swiss",
  version: "1.2",
  club: { name: "Test club" },
  title: "Spring <Swiss> & co",
  date: "2026-04-01",
  boardsPerMatch: 8,
  teams: [
    { team: 1, name: "North", players: [], place: { place: 2, tied: false }, vps: 21.23 },
    { team: 2, name: "South", players: [], place: { place: 3, tied: false }, vps: 18.77 },
    { team: 3, name: "<East & Co>", players: [], place: { place: 1, tied: false }, vps: 25.23 },
    { team: 4, name: "West", players: [], place: { place: 4, tied: false }, vps: 14.77 },
  ],
  matches: [
    {
      round: 1,
      table: 1,
      home: 1,
      away: 2,
      homeImps: 30,
      awayImps: 10,
      homeVps: 16.46,
      awayVps: 3.54,
    },
    { round: 1, table: 2, home: 3, away: 4, homeImps: 12, awayImps: 12, homeVps: 10, awayVps: 10 },
    {
      round: 2,
      table: 1,
      home: 1,
      away: 3,
      homeImps: 5,
      awayImps: 20,
      homeVps: 4.77,
      awayVps: 15.23,
    },
    {
      round: 2,
      table: 2,
      home: 2,
      away: 4,
      homeImps: 18,
      awayImps: 3,
      homeVps: 15.23,
      awayVps: 4.77,
    },
  ].map((match) => ({ ...match, boards: [] })),
  byes: [],
  handRecords: [],
};

describe("the results page of a Swiss teams event", () => {
  const html = writeTeamsResultsPage(SWISS, new Map(), "en");

  it("is one page with its style inline and no script, link or image, every text escaped", () => {
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).not.toMatch(/<script|<link|<img|src=|https?:/i);
    expect(html).toContain("<title>Spring &lt;Swiss&gt; &amp; co</title>");
    expect(html).not.toContain("<East");
  });

  it("ranks the teams by the event's places, with its VPs and the sums of their matches' IMPs", () => {
    // Place, number, name, VPs, IMPs won, IMPs lost, played: no totals given, so the matches'.
    expect(rowsOf(html, /class="standings"/)).toEqual([
      ["1", "3", "<East & Co>", "25.23", "32", "17", "2"],
      ["2", "1", "North", "21.23", "35", "30", "2"],
      ["3", "2", "South", "18.77", "28", "33", "2"],
      ["4", "4", "West", "14.77", "15", "30", "2"],
    ]);
  });

  it("takes a team's totals from the Standings sheet where it gives them", () => {
    const totals = new Map<number, TeamTotals>([[1, { played: 3, impsFor: 41, impsAgainst: 7 }]]);
    const standings = rowsOf(writeTeamsResultsPage(SWISS, totals, "en"), /class="standings"/);
    expect(standings[1]).toEqual(["2", "1", "North", "21.23", "41", "7", "3"]);
  });

  it("shows each round's matches with both teams' IMPs and VPs", () => {
    expect(rowsOf(html, /class="round"/)).toEqual([
      ["1", "North", "South", "30", "10", "16.46", "3.54", ""],
      ["2", "<East & Co>", "West", "12", "12", "10", "10", ""],
      ["1", "North", "<East & Co>", "5", "20", "4.77", "15.23", ""],
      ["2", "South", "West", "18", "3", "15.23", "4.77", ""],
    ]);
  });

  it("gives each team its matches from its own side: opponents, IMPs won and lost, VPs", () => {
    expect(rowsOf(sectionOf(html, "t3"), /^$/)).toEqual([
      ["1", "West", "12", "12", "10", ""],
      ["2", "North", "20", "5", "15.23", ""],
    ]);
  });

  it("links every team from the standings and matches, each link to an anchor of the page", () => {
    const ids = idsOf(html);
    const anchors = anchorsOf(html);
    expect(anchors).toEqual(expect.arrayContaining(["standings", "teams", "matches", "t1", "t4"]));
    expect(anchors.filter((anchor) => !ids.has(anchor))).toEqual([]);
  });

  it("is in French when asked, decimals with a comma", () => {
    const fr = writeTeamsResultsPage(SWISS, new Map(), "fr");
    expect(fr.startsWith('<!DOCTYPE html><html lang="fr">')).toBe(true);
    expect(fr).toContain(">Classement</h2>");
    expect(fr).toContain("Suisse par équipes");
    expect(rowsOf(fr, /class="round"/)[0]).toEqual([
      "1",
      "North",
      "South",
      "30",
      "10",
      "16,46",
      "3,54",
      "",
    ]);
  });

  it("shows a bye's VPs in its team's matches", () => {
    const withBye: TeamsEventFile = { ...SWISS, byes: [{ round: 3, team: 2, vps: 12 }] };
    const rows = rowsOf(sectionOf(writeTeamsResultsPage(withBye, new Map(), "en"), "t2"), /^$/);
    expect(rows[2]).toEqual(["3", "Bye", "", "", "12", ""]);
  });
});

describe("a board whose deal is known, played in two matches", () => {
  // Round 1's matches both played board 1: +3 IMPs to North, -5 to <East & Co> (home sides).
  const event: TeamsEventFile = {
    ...SWISS,
    matches: SWISS.matches.map((match, i) =>
      i < 2 ? { ...match, boards: [{ board: 1, imps: i === 0 ? 3 : -5 }] } : match
    ),
    handRecords: [sampleHandRecords()[0]!],
  };
  const html = writeTeamsResultsPage(event, new Map(), "en");

  it("lists the matches that played it, each linked, with each side's IMPs", () => {
    const board = sectionOf(html, "b1");
    expect(board).toContain("<caption>Matches that played it</caption>");
    expect(rowsOf(board, /class="boards"/)).toEqual([
      ["Round 1, table 1: North v South", "3", ""],
      ["Round 1, table 2: <East & Co> v West", "", "5"],
    ]);
    expect(board).toContain('<a href="#m1-1">');
    expect(board).toContain('<a href="#m1-2">');
  });
});

describe("the results page of a two-room match computed by its sheet", () => {
  // Board 1: +420 and -50 across the rooms, 10 IMPs; board 2: -400 in both, 0 (Law 78B's scale;
  // test/support/teamsPlayed.ts types the match).
  const match = playedMatch();
  const record = sampleHandRecords()[0]!;
  const html = writeTeamsResultsPage({ ...match, handRecords: [record] }, new Map(), "en");

  it("shows both rooms' contracts and NS scores and the IMPs of each board", () => {
    const boards = rowsOf(sectionOf(html, "m1-1"), /class="boards"/);
    expect(boards).toEqual([
      ["1", "4♠ N =", "420", "4♠ N -1", "-50", "10", ""],
      ["2", "3NT E =", "-400", "3NT E =", "-400", "", ""],
    ]);
  });

  it("gives the match's IMPs and VPs as the sheet computed them", () => {
    const [only] = match.matches;
    expect(only).toMatchObject({ homeImps: 10, awayImps: 0 });
    expect(sectionOf(html, "m1-1")).toContain(`IMPs 10–0 · VPs ${only!.homeVps}–${only!.awayVps}`);
  });

  it("shows board 1's deal, dealer, vulnerability and makeable contracts, linked from the match", () => {
    const board = sectionOf(html, "b1");
    expect(board).toContain("Dealer: North · Vulnerable: None");
    expect(board).toContain('class="dd"');
    expect(sectionOf(html, "m1-1")).toContain('<a href="#b1">1</a>');
    expect(board).toContain('<a href="#m1-1">');
    // Board 2 has no deal here: no section, no link.
    expect(html).not.toContain('id="b2"');
    // A single match has no section per team: its names link nowhere.
    const ids = idsOf(html);
    expect(anchorsOf(html).filter((anchor) => !ids.has(anchor))).toEqual([]);
  });
});

/** The elements the page's writer opens (src/files/teamsResultsPage*.ts, resultsPage*.ts). */
const WRITERS_TAGS = new Set(
  "html head meta title body header h1 h2 h3 h4 p nav ul li a main section table caption thead tbody tr th td span div b".split(
    " "
  )
);

describe("any teams event's page", () => {
  const name = fc.string({ maxLength: 12 });
  const imps = fc.integer({ min: 0, max: 120 });
  const event = fc
    .record({
      names: fc.array(name, { minLength: 2, maxLength: 6 }),
      results: fc.array(fc.tuple(imps, imps, fc.double({ min: 0, max: 20, noNaN: true })), {
        minLength: 1,
        maxLength: 6,
      }),
    })
    .map(({ names, results }): TeamsEventFile => ({
      ...SWISS,
      teams: names.map((each, i) => ({ team: i + 1, name: each, players: [{ name: each }] })),
      matches: results.map(([home, away, vps], i) => ({
        round: i + 1,
        table: 1,
        home: 1,
        away: 2,
        homeImps: home,
        awayImps: away,
        homeVps: vps,
        awayVps: 20 - vps,
        boards: [{ board: 1, imps: home - away }],
      })),
    }));

  it("escapes every text, shows no NaN or -0, and links only to its own anchors", () => {
    fc.assert(
      fc.property(event, fc.constantFrom("en" as const, "fr" as const), (each, language) => {
        const html = writeTeamsResultsPage(each, new Map(), language);
        const text = html.replace(/<style>[\s\S]*<\/style>/, "");
        expect(text).not.toMatch(/NaN|undefined|>-0</);
        // Tags only the writer's: no text of the event opens one.
        const tags = new Set(text.match(/<[a-zA-Z][a-zA-Z0-9]*/g));
        expect([...tags].filter((tag) => !WRITERS_TAGS.has(tag.slice(1)))).toEqual([]);
        const ids = idsOf(html);
        expect(anchorsOf(html).filter((anchor) => !ids.has(anchor))).toEqual([]);
        expect(rowsOf(html, /class="standings"/)).toHaveLength(each.teams.length);
      })
    );
  });
});
