/*
 * A club's evening from the pane to the ranking (issue 48), in headless Chromium with the built
 * pane and the fake Excel (./fakeOffice.ts): each session is built through the form's visible
 * labels, its results typed on the Results sheet (through Excel's API, as typing reaches the
 * workbook), the sheets computed by a real formula engine (./typedWorkbook.ts), and the Ranking
 * compared with the same session ranked by hand (../support/handMatchpoints.ts, which names the
 * Law or EBU text behind each rule). The 6.5-table Mitchell carries the director's rulings and a
 * result typed on a sit-out row; two sections of different sizes (5 and 4.5 tables) are ranked
 * each on its own, a Mitchell section and a Howell section across the field. Each build's pane is
 * saved as a screenshot in the system's temporary folder (club-evening-*.png), to be looked at.
 */
import * as os from "os";
import * as path from "path";
import type { CellValue } from "hyperformula";
import type { Page } from "playwright-core";
import type { HandAward, HandLine, HandRankedPair } from "../support/handMatchpoints";
import { handRanking } from "../support/handMatchpoints";
import type { OpenPane } from "./paneActions";
import { openPane } from "./paneActions";
import { usePaneBrowser } from "./paneBrowser";
import { computedSheets, typeCells } from "./typedWorkbook";
import { writtenSheets } from "./writtenWorkbook";

jest.setTimeout(120_000);

const chromium = usePaneBrowser();
const SHOTS = os.tmpdir();

/** A line of the Results sheet as built: board, round, table, NS, EW. */
type Seating = readonly [number, number, number, number | string, number | string];
/** What the scorer types in contract, declarer and result. */
type Typed = readonly [string, string, number | string];

const isSitOut = (line: Seating): boolean => line[3] === "sit-out" || line[4] === "sit-out";

/**
 * A table's result in 1NT, made with 7 to 9 tricks by North or by East: by Law 77, 1NT
 * undoubled made scores 40 for the first trick, 30 for each more and 50 for a partscore, 90, 120
 * or 150 for the declaring side whatever the vulnerability. Varied over the boards and pairs, so
 * that boards have ties and spreads.
 */
function plainResult(line: Seating): { typed: Typed; ns: number } {
  const key = (line[0] * 7 + pairNumber(line[3]) * 3 + pairNumber(line[4]) * 5) % 6;
  const tricks = 7 + (key % 3);
  const declarer = key < 3 ? "N" : "E";
  const points = 90 + 30 * (key % 3);
  return { typed: ["1NT", declarer, tricks], ns: declarer === "N" ? points : -points };
}

/** A pair's number in a section's label ("B3" is 3), for varying the results. */
const pairNumber = (pair: number | string): number =>
  typeof pair === "number" ? pair : Number(pair.replace(/\D/g, ""));

/** The Results sheet's lines (A2 on), read back from what the pane wrote. */
async function seatings(page: Page, sheet: string): Promise<Seating[]> {
  const written = (await writtenSheets(page)).find((s) => s.name === sheet);
  const lines = written?.ranges.find((range) => range.address.startsWith("A2:") && range.values);
  if (!lines?.values) throw new Error(`no lines on ${sheet}`);
  return lines.values.map((line) => line.slice(0, 5) as unknown as Seating);
}

/** Builds the session in the form and waits for the report; the pane's screenshot saved. */
async function build(page: Page, shot: string): Promise<string> {
  const before = await page.locator("#report").innerText();
  await page.getByRole("button", { name: "Build the session", exact: true }).click();
  await page.waitForFunction((previous) => {
    const report = document.getElementById("report");
    return report !== null && !report.hidden && report.innerText !== previous;
  }, before);
  await page
    .locator("section", { has: page.locator("#build") })
    .screenshot({ path: path.join(SHOTS, `club-evening-${shot}.png`) });
  return page.locator("#report").innerText();
}

/** The Ranking as computed: its rows under the header, up to the first blank row. */
function rankingRows(values: CellValue[][]): CellValue[][] {
  const rows = values.slice(1);
  const end = rows.findIndex((row) => row[0] === "" || row[0] === null);
  return end < 0 ? rows : rows.slice(0, end);
}

/**
 * The workbook's ranking rows against the hand ranking's: the same pairs in the same places with
 * the same boards; percentages to the 2 decimals published (the workbook rounds halves to even);
 * totals within a hundredth of a matchpoint per board (the workbook adds each board's matchpoints
 * as the scorecard shows them, to 2 decimals).
 */
function expectRanking(rows: CellValue[][], expected: readonly HandRankedPair[]): void {
  expect(rows.map((row) => [String(row[0]), row[1], row[2]])).toEqual(
    expected.map((pair) => [pair.place, pair.pair, pair.boards])
  );
  rows.forEach((row, i) => {
    const pair = expected[i] as HandRankedPair;
    expect(Math.abs(Number(row[4]) - pair.percentage)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(Math.abs(Number(row[3]) - pair.total)).toBeLessThanOrEqual(0.01 * pair.boards);
  });
}

describe("a 6.5-table Mitchell, last round arrow-switched, with the director's rulings", () => {
  let pane: OpenPane;
  let lines: Seating[];
  /** The lines as typed, and as the hand ranking reads them. */
  const typed: Typed[] = [];
  const hand: HandLine[] = [];

  beforeAll(async () => {
    pane = await openPane(chromium, { width: 320 });
    const { page } = pane;
    await page.getByLabel("Session name").fill("Monday");
    await page.getByLabel("Tables", { exact: true }).fill("6.5");
    await page.getByLabel("One winner: arrow-switch some rounds").check();
    await build(page, "half-table");
    lines = await seatings(page, "Monday");
  }, 90_000);

  afterAll(async () => {
    await pane.context.close();
  });

  /**
   * The rulings, each on the first line of its board (rulings.md gives each form): an artificial
   * adjusted score, a weighted score by contracts, an assigned split score, a board not played
   * and a procedural penalty on a result that stands.
   */
  const RULINGS: Record<number, { typed: Typed; award: HandAward; penalty?: HandLine["penalty"] }> =
    {
      // Law 12C2: 60 % to North-South, 40 % to East-West.
      2: { typed: ["A60/40", "", ""], award: { kind: "artificial", nsPercent: 60, ewPercent: 40 } },
      // Law 12C1(c): 30 % of 1NT+2 by North (+150, Law 77) and 70 % of 1NT= (+90).
      5: {
        typed: ["30% 1NT+2 70% 1NT=", "N", ""],
        award: {
          kind: "weighted",
          parts: [
            { weight: 0.3, ns: 150 },
            { weight: 0.7, ns: 90 },
          ],
        },
      },
      // An assigned split score: North-South +150, East-West as if North-South scored +90.
      8: { typed: ["NS +150 EW +90", "", ""], award: { kind: "split", forNs: 150, forEw: 90 } },
      11: { typed: ["NP", "", ""], award: { kind: "notPlayed" } },
      // Law 90: 1NT+1 by North (+120) stands; 10 % of the top off East-West.
      14: {
        typed: ["1NT+1 PEN EW 10%", "N", ""],
        award: { kind: "score", ns: 120 },
        penalty: { side: "EW", percent: 10 },
      },
    };

  it("types every played line's result, the rulings on theirs, and leaves the sit-out rows blank", async () => {
    const ruled = new Set<number>();
    for (const line of lines) {
      const ruling = RULINGS[line[0]];
      if (isSitOut(line)) {
        typed.push(["", "", ""]);
      } else if (ruling && !ruled.has(line[0])) {
        ruled.add(line[0]);
        typed.push(ruling.typed);
        hand.push({
          board: line[0],
          ns: line[3],
          ew: line[4],
          award: ruling.award,
          ...(ruling.penalty ? { penalty: ruling.penalty } : {}),
        });
      } else {
        const result = plainResult(line);
        typed.push(result.typed);
        hand.push({
          board: line[0],
          ns: line[3],
          ew: line[4],
          award: { kind: "score", ns: result.ns },
        });
      }
    }
    await typeCells(pane.page, "Monday", "F2", typed);
    // 7 rounds x 7 tables x 3 boards; table 7's 21 rows are the sit-outs.
    expect(typed).toHaveLength(147);
    expect(hand).toHaveLength(126);
  });

  it("ranks the 13 pairs as the hand ranking does: Neuberg where a board has fewer results, every ruling scored", async () => {
    const book = await computedSheets(pane.page, "Monday");
    try {
      const computed = rankingRows(book.values("Monday Ranking", "A1:F30"));
      // Each board is played at 6 tables (table 7 sits out once per board set): E = 6.
      expectRanking(computed, handRanking(hand, 6));
      expect(computed).toHaveLength(13);
      // No score, matchpoint or ranking cell shows an error.
      const cells = [
        ...book.values("Monday", "J2:L148").flat(),
        ...book.values("Monday Ranking", "A1:F14").flat(),
      ];
      expect(cells.filter((cell) => typeof cell === "object" && cell !== null)).toEqual([]);
    } finally {
      book.destroy();
    }
  });

  it("does not count a result typed on a sit-out row, and says so in the row's note", async () => {
    const before = await computedSheets(pane.page, "Monday");
    const row = 2 + lines.findIndex(isSitOut);
    await typeCells(pane.page, "Monday", `F${row}`, [["3NT", "N", 10]]);
    const after = await computedSheets(pane.page, "Monday");
    try {
      expect(after.values("Monday Ranking", "A1:F14")).toEqual(
        before.values("Monday Ranking", "A1:F14")
      );
      expect(after.values("Monday", `J${row}`)).toEqual([[""]]);
      expect(String(after.values("Monday", `M${row}`)[0]?.[0])).toMatch(
        /^sit-out: EW \d+ plays no board here\. NOT SCORED: nobody played on this row; type the result on the row of the table that played the board$/
      );
    } finally {
      before.destroy();
      after.destroy();
      await typeCells(pane.page, "Monday", `F${row}`, [["", "", ""]]);
    }
  });
});

describe("two sections of different sizes, ranked each on its own", () => {
  let pane: OpenPane;

  beforeAll(async () => {
    pane = await openPane(chromium, { width: 320 });
    const { page } = pane;
    await page.getByLabel("Session name").fill("Tuesday");
    await page.getByLabel("Tables", { exact: true }).fill("5");
    await page.getByLabel("Sections").fill("2");
    await page.getByLabel("Section B tables").fill("4.5");
    await page.getByLabel("Ranked", { exact: true }).selectOption({ label: "Within each section" });
    await build(page, "sections");
  }, 90_000);

  afterAll(async () => {
    await pane.context.close();
  });

  it("ranks each section's North-South and East-West pairs among themselves, as the hand ranking does", async () => {
    const lines = await seatings(pane.page, "Tuesday");
    const results = lines.map(plainResult);
    await typeCells(
      pane.page,
      "Tuesday",
      "F2",
      lines.map((line, i) => (isSitOut(line) ? ["", "", ""] : (results[i]?.typed ?? ["", "", ""])))
    );
    const book = await computedSheets(pane.page, "Tuesday");
    try {
      // A: 5 tables, each board played at each: E = 5. B: 4.5 tables, North-South 5 missing, so
      // each board is played at 4 of its 5 tables: E = 4.
      for (const [letter, tables, pairs] of [
        ["A", 5, 5],
        ["B", 4, 4],
      ] as const) {
        const hand: HandLine[] = lines.flatMap((line, i) =>
          String(line[3]).startsWith(letter) && !isSitOut(line)
            ? [
                {
                  board: line[0],
                  ns: line[3],
                  ew: line[4],
                  award: { kind: "score", ns: results[i]?.ns ?? 0 },
                },
              ]
            : []
        );
        expect(hand).toHaveLength(15 * tables);
        const computed = rankingRows(book.values(`Tuesday Ranking ${letter}`, "A1:F30"));
        expectRanking(computed, [
          ...handRanking(hand, tables, (_, side) => side === "NS"),
          ...handRanking(hand, tables, (_, side) => side === "EW"),
        ]);
        expect(computed.map((row) => row[5])).toEqual([
          ...Array.from({ length: pairs }, () => "NS"),
          ...Array.from({ length: 5 }, () => "EW"),
        ]);
      }
    } finally {
      book.destroy();
    }
  });
});

describe("a 5-table Mitchell and a 7-pair Howell, different boards, ranked across the field", () => {
  let pane: OpenPane;

  beforeAll(async () => {
    pane = await openPane(chromium, { width: 320 });
    const { page } = pane;
    await page.getByLabel("Session name").fill("Thursday");
    await page.getByLabel("Tables", { exact: true }).fill("5");
    await page.getByLabel("Sections").fill("2");
    await page.getByLabel("Boards in each section").selectOption({ label: "Different boards" });
    await page.getByLabel("Section B movement").selectOption({ label: "Howell" });
    await page.getByLabel("Section B Howell").selectOption("Howell07T3B21");
    await build(page, "mixed-sections");
  }, 90_000);

  afterAll(async () => {
    await pane.context.close();
  });

  it("ranks one field of 17 pairs as the hand ranking does: the Howell's boards, 3 results each, Neuberg-factored to the Mitchell's 5", async () => {
    const lines = await seatings(pane.page, "Thursday");
    const results = lines.map(plainResult);
    await typeCells(
      pane.page,
      "Thursday",
      "F2",
      results.map((result) => result.typed)
    );
    // A's East-West pairs numbered 6 to 10: one field, every pair its own number.
    expect(new Set(lines.filter((l) => String(l[3]).startsWith("A")).map((l) => l[4]))).toEqual(
      new Set(["A6", "A7", "A8", "A9", "A10"])
    );
    const hand: HandLine[] = lines.map((line, i) => ({
      board: line[0],
      ns: line[3],
      ew: line[4],
      award: { kind: "score", ns: results[i]?.ns ?? 0 },
    }));
    // A: boards 1-15 at 5 tables; B: boards 16-36 at 3 tables each. The most: E = 5.
    expect(hand).toHaveLength(15 * 5 + 21 * 3);
    const book = await computedSheets(pane.page, "Thursday");
    try {
      const computed = rankingRows(book.values("Thursday Ranking", "A1:F40"));
      expect(computed).toHaveLength(17);
      expectRanking(computed, handRanking(hand, 5));
    } finally {
      book.destroy();
    }
  });
});

describe("a 15-pair Howell", () => {
  let pane: OpenPane;

  beforeAll(async () => {
    pane = await openPane(chromium, { width: 320 });
    const { page } = pane;
    await page.getByLabel("Session name").fill("Wednesday");
    await page.getByLabel("Movement", { exact: true }).selectOption({ label: "Howell" });
    await page.getByLabel("Howell table").selectOption("full-15");
    await build(page, "howell");
  }, 90_000);

  afterAll(async () => {
    await pane.context.close();
  });

  it("ranks all 15 pairs in one field, as the hand ranking does", async () => {
    const lines = await seatings(pane.page, "Wednesday");
    const typed = lines.map((line) =>
      isSitOut(line) ? (["", "", ""] as Typed) : plainResult(line).typed
    );
    await typeCells(pane.page, "Wednesday", "F2", typed);
    const hand: HandLine[] = lines.flatMap((line) =>
      isSitOut(line)
        ? []
        : [
            {
              board: line[0],
              ns: line[3],
              ew: line[4],
              award: { kind: "score", ns: plainResult(line).ns },
            },
          ]
    );
    // 15 rounds of 2 boards; each board played at 7 tables: E = 7.
    expect(hand).toHaveLength(15 * 7 * 2);
    const book = await computedSheets(pane.page, "Wednesday");
    try {
      const computed = rankingRows(book.values("Wednesday Ranking", "A1:F30"));
      expect(computed).toHaveLength(15);
      expectRanking(computed, handRanking(hand, 7));
    } finally {
      book.destroy();
    }
  });
});
