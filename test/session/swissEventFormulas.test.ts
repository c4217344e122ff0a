/*
 * A whole Swiss teams event of 12 teams and 6 rounds of 8-board matches, planned as the pane
 * plans it (round 1 with the event, each later round from the standings sheet's SWISSDRAW as the
 * Draw button reads it), its formulas computed in a real formula engine
 * (test/support/formulaEngine.ts), against an independent computation (test/support/swissEvent.ts:
 * the WBF 2013 8-board scale as published, standings by VPs then IMP difference, the draw by a
 * backtracking search of Magic Contest's rule).
 */
import type { CellBlock, SessionPlan, SheetPlan } from "../../src/session/plan";
import { planTeamsEvent } from "../../src/session/teamsEvent";
import { drawAddress } from "../../src/session/teamsEventLayout";
import {
  DrawProblem,
  planNextSwissRound,
  readEventSettings,
} from "../../src/session/teamsNextRound";
import { SETTINGS_ADDRESS, RESULTS_COUNT_CELL } from "../../src/session/teamsEventLayout";
import { evaluatePlan } from "../support/formulaEngine";
import type { Match, MatchResult } from "../support/swissEvent";
import {
  BOARDS,
  independentDraw,
  independentStandings,
  standingsRows,
  plannedMatches,
  typeRound,
  withIndirectWrittenOut,
} from "../support/swissEvent";

const TEAMS = 12;
const ROUNDS = 6;

const built = planTeamsEvent({
  kind: "swiss-teams",
  entries: TEAMS,
  rounds: ROUNDS,
  boardsPerMatch: BOARDS,
  vpTable: undefined,
  names: ["Allen", "Baker"],
  name: "Club Swiss",
  date: "2026-12-01",
  language: "en",
  existingSheets: ["Sheet1"],
});
const [entriesSheet, standingsSheet] = built.sheets as [SheetPlan, SheetPlan, SheetPlan];

/** The workbook as it stands: the sheets written so far and the results typed into them. */
function workbook(sheets: readonly SheetPlan[], typed: ReadonlyMap<string, CellBlock[]>) {
  const plan: SessionPlan = {
    ...built,
    sheets: sheets.map((sheet) => ({
      ...sheet,
      blocks: [...sheet.blocks, ...(typed.get(sheet.name) ?? [])],
    })),
  };
  return evaluatePlan(withIndirectWrittenOut(plan));
}

describe("a Swiss teams event of 12 teams and 6 rounds, drawn round by round", () => {
  const sheets: SheetPlan[] = [...built.sheets];
  const typed = new Map<string, CellBlock[]>();
  const results: MatchResult[] = [];
  const draws: { planned: Match[]; expected: Match[] }[] = [];
  let finalStandings: unknown[][] = [];
  let refusedUnfinished: unknown;

  beforeAll(() => {
    const settings = readEventSettings(
      (
        entriesSheet.blocks.find(
          (b) => b.address === SETTINGS_ADDRESS.split(":")[0]
        ) as unknown as {
          values: unknown[][];
        }
      ).values
    )!;
    for (let round = 1; round <= ROUNDS; round++) {
      if (round > 1) {
        const book = workbook(sheets, typed);
        const input = {
          entriesSheet: entriesSheet.name,
          event: settings,
          draw: book.values(standingsSheet.name, drawAddress(TEAMS)),
          resultsWithVps: book.values(standingsSheet.name, RESULTS_COUNT_CELL)[0]![0],
          existingSheets: sheets.map((sheet) => sheet.name),
          language: "en" as const,
        };
        book.destroy();
        const next = planNextSwissRound(input);
        sheets.push(next.sheets[0]!);
        draws.push({
          planned: plannedMatches(next.sheets[0]!),
          expected: independentDraw(TEAMS, results),
        });
      }
      const roundSheet = sheets[sheets.length - 1]!;
      const played = typeRound(round, plannedMatches(roundSheet));
      if (round === 3) {
        // One match typed late: the draw of round 4 must wait for it.
        const book = workbook(
          sheets,
          new Map([...typed, [roundSheet.name, played.blocks.slice(1)]])
        );
        try {
          planNextSwissRound({
            entriesSheet: entriesSheet.name,
            event: settings,
            draw: book.values(standingsSheet.name, drawAddress(TEAMS)),
            resultsWithVps: book.values(standingsSheet.name, RESULTS_COUNT_CELL)[0]![0],
            existingSheets: sheets.map((sheet) => sheet.name),
            language: "en",
          });
        } catch (error) {
          refusedUnfinished = error;
        }
        book.destroy();
      }
      typed.set(roundSheet.name, played.blocks);
      results.push(...played.results);
    }
    const book = workbook(sheets, typed);
    finalStandings = book.values(standingsSheet.name, "A1:H13");
    book.destroy();
  }, 60_000);

  it("builds the Teams sheet, the Standings and round 1 (1-2, 3-4, ...); later rounds wait for the draw", () => {
    expect(built.sheets.map((sheet) => sheet.name)).toEqual([
      "Club Swiss Teams",
      "Club Swiss Standings",
      "Club Swiss R1",
    ]);
    expect(plannedMatches(built.sheets[2]!)).toEqual(
      Array.from({ length: 6 }, (_, i) => ({ home: 2 * i + 1, away: 2 * i + 2 }))
    );
  });

  it("draws each of rounds 2-6 as the independent search does, no team meeting another twice", () => {
    expect(draws).toHaveLength(ROUNDS - 1);
    for (const { planned, expected } of draws) expect(planned).toEqual(expected);
    const pairs = [...results.map((r) => [r.home, r.away].sort((a, b) => a - b).join("-"))];
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it("ranks the teams after 6 rounds as the independent computation: VPs, IMP difference, names", () => {
    const expected = independentStandings(TEAMS, results);
    expect(finalStandings[0]).toEqual([
      "Name",
      "Place",
      "Team",
      "Played",
      "VPs",
      "IMPs won",
      "IMPs lost",
      "IMP difference",
    ]);
    expect(finalStandings.slice(1)).toEqual(standingsRows(expected, ["Allen", "Baker"], ROUNDS));
  });

  it("refuses to draw round 4 while a match of round 3 has no result", () => {
    expect(refusedUnfinished).toBeInstanceOf(DrawProblem);
    expect(refusedUnfinished).toMatchObject({
      code: "roundUnfinished",
      details: { round: 3, found: 2 * TEAMS + TEAMS - 2, expected: 3 * TEAMS },
    });
  });
});
