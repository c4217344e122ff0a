/*
 * The results page's generator (src/files/resultsPage.ts) on the Compscore3 sessions of
 * test/fixtures/usebio (abftech/cobalt, GPL-3.0; README there): what the file publishes is what
 * the page shows. The page in a browser, made by the pane from a workbook's computed sheets, is
 * test/browser/resultsPage.test.ts.
 */
import fc from "fast-check";
import { writeResultsPage } from "../../src/files/resultsPage";
import { escapeHtml, formatNumber, resultText } from "../../src/files/resultsPageHtml";
import type { PairsSession } from "../../src/files/session";
import { readUsebio } from "../../src/files/usebioRead";
import { readUsebioFixture } from "./support/fixtures";

const HOWELL = readUsebio(readUsebioFixture("mp_pairs_howell"));
const BUTLER = readUsebio(readUsebioFixture("butler_mitchell"));

/** The cells' texts of each row of the tables whose opening tag matches `table`, tags removed. */
function rowsOf(html: string, table: RegExp): string[][] {
  const rows: string[][] = [];
  for (const match of html.matchAll(/<table([^>]*)>([\s\S]*?)<\/table>/g)) {
    if (!table.test(match[1] ?? "")) continue;
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(match[2] ?? "")?.[1] ?? "";
    for (const row of body.matchAll(/<tr>([\s\S]*?)<\/tr>/g))
      rows.push(
        [...(row[1] ?? "").matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) =>
          (cell[1] ?? "").replace(/<[^>]+>/g, "").replace(/&amp;/g, "&")
        )
      );
  }
  return rows;
}

describe("the results page of a Compscore3 Howell by matchpoints (mp_pairs_howell.xml)", () => {
  const html = writeResultsPage(HOWELL, "en");

  it("is one page with its style inline and no script, link or image", () => {
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).not.toMatch(/<script|<link|<img|src=|https?:/i);
  });

  it("ranks the 12 pairs with the file's places, totals and percentages", () => {
    const ranking = rowsOf(html, /class="ranking"/);
    expect(ranking).toHaveLength(12);
    // Pair 1 of the file: place 8, 128.77 matchpoints, 47.69 %.
    expect(ranking.find((row) => row[1] === "1")).toEqual([
      "8",
      "1",
      "Player 63 & Player 64",
      "128.77",
      "47.69",
    ]);
  });

  it("shows board 1's first line as the file has it: 3 v 11, 5C by West, 2H led, 11 tricks, -400, 0 and 10", () => {
    expect(rowsOf(html, /class="traveller"/)[0]).toEqual([
      "3",
      "11",
      "5♣",
      "W",
      "♥2",
      "=",
      "-400",
      "0",
      "10",
    ]);
  });

  it("puts every line on the cards of both its pairs, with the top and the pair's share", () => {
    const lines = HOWELL.boards.reduce((sum, board) => sum + board.lines.length, 0);
    const cards = rowsOf(html, /^$/);
    expect(cards).toHaveLength(2 * lines);
    // Pair 3 sat North-South against 11 on board 1 and scored 0 of the top of 10; 11 scored 10.
    expect(cards).toContainEqual(["1", "NS", "11", "5♣ W =", "-400", "0", "10", "0 %"]);
    expect(cards).toContainEqual(["1", "EW", "3", "5♣ W =", "400", "10", "10", "100 %"]);
  });

  it("shows the adjusted score of board 26 as the file's 50 % each", () => {
    const adjusted = rowsOf(html, /class="traveller"/).filter((row) =>
      row.some((cell) => cell.startsWith("Adjusted"))
    );
    expect(adjusted).toEqual([["5", "10", "Adjusted 50%/50%", "", "", "", "", "5", "5"]]);
  });

  it("links every pair number to its card and every card's board to the board", () => {
    const anchors = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const links = [...html.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(500);
    expect(links.filter((link) => !anchors.has(link))).toEqual([]);
  });

  it("is in French with decimal commas when the session is", () => {
    const french = writeResultsPage(HOWELL, "fr");
    expect(french).toContain('<html lang="fr">');
    expect(
      rowsOf(french, /class="ranking"/)
        .find((row) => row[1] === "1")
        ?.slice(3)
    ).toEqual(["128,77", "47,69"]);
    expect(french).toContain("Feuille de route");
  });
});

describe("the results page of a Butler session (butler_mitchell.xml)", () => {
  it("shows IMPs with no top and no share", () => {
    const html = writeResultsPage(BUTLER, "en");
    expect(html).toContain("Butler IMPs");
    expect(html).not.toContain(">Top</th>");
    expect(html).not.toContain(">Share</th>");
    expect(rowsOf(html, /class="ranking"/)).toHaveLength(BUTLER.pairs.length);
  });
});

describe("what the page shows of a session's own texts", () => {
  const withName = (name: string, pair: string): PairsSession => ({
    ...HOWELL,
    event: { ...HOWELL.event, title: name },
    club: { name },
    pairs: HOWELL.pairs.map((entry, index) =>
      index === 0 ? { ...entry, pair, players: [{ name }, { name: "B" }] } : entry
    ),
  });

  it("escapes every name, title and pair number", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (name, pair) => {
        // Tags the page's own markup never uses.
        const html = writeResultsPage(withName(`<zz>${name}`, `<yy>${pair}`), "en");
        expect(html).not.toContain(`<zz>`);
        expect(html).not.toContain(`<yy>`);
        expect(html).toContain(escapeHtml(`<zz>${name}`));
        expect(html).not.toMatch(/<script/i);
      }),
      { numRuns: 50 }
    );
  });
});

describe("the page's numbers", () => {
  it("are never -0 and have at most the decimals asked for", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }), (n) => {
        const text = formatNumber(n, "en");
        expect(text).not.toBe("-0");
        expect(text).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(formatNumber(n, "fr")).toBe(text.replace(".", ","));
      })
    );
  });

  it("give the result against the contract (Law 77's tricks over or under the book of six)", () => {
    expect([
      resultText("4S", 10),
      resultText("4S", 11),
      resultText("3NTX", 7),
      resultText("PASS", undefined),
    ]).toEqual(["=", "+1", "-2", ""]);
  });
});
