/*
 * The Season sheet over six generated sessions, computed: each session is a 4-table Mitchell
 * with made-up results (a seeded generator), its Pairs sheet naming players from a club of 18
 * (partnerships change from session to session); every sheet is evaluated in a real formula
 * engine (test/support/formulaEngine.ts) and the Season sheet's BRIDGE.LADDER, best 4 of 6 with 3
 * needed, must equal a ladder computed here by hand from the Rankings the engine computed.
 */
import type { CellValue } from "hyperformula";
import { mitchellMovement } from "../../src/core/movements";
import { planPairsSession } from "../../src/session/pairsSession";
import type { PairRow, PairsSessionData } from "../../src/session/pairsSessionData";
import { pairsSessionOfMovement } from "../../src/session/pairsSessionData";
import type { SessionPlan } from "../../src/session/plan";
import type { SeasonSession } from "../../src/session/season";
import {
  LADDER_CELL,
  SEASON_TABLE,
  blockRange,
  isSeasonSheet,
  planSeasonSheet,
  readSeasonSheet,
  sessionBlocks,
  sessionsToAdd,
} from "../../src/session/season";
import { evaluatePlan } from "../support/formulaEngine";

const CLUB = "Ann Bob Cy Dee Eve Fay Gus Hal Ida Jo Kit Lou Mo Ned Pat Quin Ray Sue".split(" ");

/** A small seeded generator (mulberry32), so the season is the same on every run. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONTRACTS = [
  ["3NT", "N"],
  ["4S", "E"],
  ["2H", "S"],
  ["3C", "W"],
] as const;

/** Session s: a 4-table Mitchell, 3 rounds of 2 boards, made-up results, 16 of the club's 18 named. */
function generatedSession(s: number, random: () => number): PairsSessionData {
  const movement = mitchellMovement({ tables: 4, rounds: 3, boardsPerRound: 2, firstBoard: 1 });
  const base = pairsSessionOfMovement(movement, "matchpoints", `Club night ${s}`);
  const lines = base.lines.map((line) => {
    const [contract, declarer] = CONTRACTS[line.board % CONTRACTS.length]!;
    return { ...line, contract, declarer, result: 6 + Math.floor(random() * 6) };
  });
  const came = [...CLUB].sort(() => random() - 0.5).slice(0, 2 * base.pairs.length);
  const pairs: PairRow[] = base.pairs.map((pair, i) => ({
    ...pair,
    players: [{ name: came[2 * i] }, { name: came[2 * i + 1] }],
  }));
  return { ...base, lines, pairs };
}

const random = generator(49);
const sessionPlans = [1, 2, 3, 4, 5, 6].map((s) =>
  planPairsSession(generatedSession(s, random), {
    date: "2026-12-07",
    language: "en",
    existingSheets: [],
  })
);
const seasonSessions: SeasonSession[] = sessionPlans.map((plan) => {
  const sheet = (role: string) => plan.sheets.find((each) => each.role === role)!.name;
  return {
    base: sheet("results"),
    ranking: sheet("ranking"),
    pairs: sheet("pairs"),
    rankingRows: 8,
    pairsRows: 8,
  };
});

function withSeason(season: SessionPlan): SessionPlan {
  return {
    sheets: [...sessionPlans.flatMap((plan) => plan.sheets), ...season.sheets],
    names: [],
    activate: "",
  };
}

/** To 2 decimals, halves to even, as rankings are published (68.425 is 68.42). */
function toCentsHalfEven(value: number): number {
  const cents = value * 100;
  const floor = Math.floor(cents);
  const half = Math.abs(cents - floor - 0.5) < 1e-6;
  return (half ? floor + (floor % 2) : Math.round(cents)) / 100;
}

/** The ladder by hand from the computed Rankings and the Pairs sheets' names. */
function ladderByHand(
  values: (sheet: string, address: string) => CellValue[][]
): (string | number)[][] {
  const results = new Map<string, number[]>();
  for (const session of seasonSessions) {
    const ranking = values(session.ranking, "A2:F9");
    const pairs = values(session.pairs!, "A2:E9");
    for (const [, pair, , , percentage, field] of ranking) {
      const row = pairs.find((each) => String(each[0]) === String(pair) && each[1] === field)!;
      for (const player of [row[2], row[4]] as string[])
        results.set(player, [...(results.get(player) ?? []), percentage as number]);
    }
  }
  const ranked = [...results]
    .filter(([, own]) => own.length >= 3)
    .map(([player, own]) => {
      const best = [...own].sort((a, b) => b - a).slice(0, 4);
      return { player, average: toCentsHalfEven(best.reduce((a, b) => a + b, 0) / best.length) };
    })
    .sort((a, b) => b.average - a.average || a.player.localeCompare(b.player));
  return ranked.map((row) => {
    const place = ranked.findIndex((other) => other.average === row.average) + 1;
    const shared = ranked.filter((other) => other.average === row.average).length > 1;
    return [shared ? `${place}=` : place, row.player, row.average];
  });
}

describe("the Season sheet", () => {
  it("ranks six generated sessions by the best 4 of 6, 3 needed, as computed by hand", () => {
    const season = planSeasonSheet(
      seasonSessions,
      { best: 4, minimum: 3, by: "PERCENTAGE" },
      {
        language: "en",
        existingSheets: sessionPlans.flatMap((plan) => plan.sheets.map((sheet) => sheet.name)),
      }
    );
    const name = season.sheets[0]!.name;
    expect(name).toBe("Season");
    const workbook = evaluatePlan(withSeason(season));
    try {
      const ladder = workbook.values(name, "F1:K120");
      expect(ladder[0]).toEqual(["Place", "Player", "Played", "Counted", "Average %", "Note"]);
      const ranked = ladder.slice(1).filter((row) => row[0] !== "");
      const expected = ladderByHand((sheet, address) => workbook.values(sheet, address));
      expect(expected.length).toBeGreaterThan(5);
      expect(ranked.map((row) => [row[0], row[1], row[4]])).toEqual(expected);
      // Each session's 8 pairs are 8 rows of two players: 48 rows with a result.
      const table = workbook.values(name, `A${SEASON_TABLE.first}:D${SEASON_TABLE.first + 47}`);
      expect(table.filter((row) => typeof row[3] === "number")).toHaveLength(48);
      expect(table[0]?.[0]).toBe("Club night 1");
    } finally {
      workbook.destroy();
    }
  });

  it("adds a new session below the last, in empty rows the ladder already reads", () => {
    const firstFour = seasonSessions.slice(0, 4);
    const season = planSeasonSheet(
      firstFour,
      { best: 4, minimum: 3, by: "PERCENTAGE" },
      {
        language: "en",
        existingSheets: [],
      }
    );
    const sheet = season.sheets[0]!;
    // The sheet's formulas from A1, as the pane reads them back.
    const grid: string[][] = [];
    for (const block of sheet.blocks) {
      const cells = "values" in block ? block.values : block.formulas;
      const column = block.address.charCodeAt(0) - 65;
      const row = Number(block.address.slice(1));
      cells.forEach((line, r) =>
        line.forEach((cell, c) => {
          (grid[row - 1 + r] ??= [])[column + c] = String(cell);
        })
      );
    }
    expect(isSeasonSheet(grid)).toBe(true);
    const contents = readSeasonSheet(grid);
    expect(contents.nextRow).toBe(SEASON_TABLE.first + 4 * 8);
    const added = sessionsToAdd(seasonSessions, contents);
    expect(added.map((session) => session.base)).toEqual(["Club night 5", "Club night 6"]);
    const blocks = sessionBlocks(added, contents.nextRow, "PERCENTAGE");
    expect(blocks.map((block) => block.address)).toEqual(["A44", "A52"]);
    expect(blockRange(44, 16)).toBe("A44:D59");
    // The sheet with the two blocks added ranks as the sheet built over all six.
    const grown: SessionPlan = {
      ...season,
      sheets: [{ ...sheet, blocks: [...sheet.blocks, ...blocks] }],
    };
    const whole = planSeasonSheet(
      seasonSessions,
      { best: 4, minimum: 3, by: "PERCENTAGE" },
      {
        language: "en",
        existingSheets: [],
      }
    );
    const a = evaluatePlan(withSeason(grown));
    const b = evaluatePlan(withSeason(whole));
    try {
      expect(a.values(sheet.name, "F1:K60")).toEqual(b.values(sheet.name, "F1:K60"));
    } finally {
      a.destroy();
      b.destroy();
    }
    expect(LADDER_CELL).toBe("F1");
  });
});
