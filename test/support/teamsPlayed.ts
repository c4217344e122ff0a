/*
 * Teams events of the pane played through and read back from their sheets' computed values, as
 * test/session/teamsUsebio.test.ts builds them for USEBIO: a round robin or a Swiss (every round
 * planned, a Swiss's later rounds drawn from the Standings sheet's SWISSDRAW as the Draw button
 * does, each round's results typed as ./swissEvent.ts types them), and a two-room match of two
 * boards typed into its sheet. Each is computed by the formula engine (./formulaEngine.ts).
 */
import { rankStandings } from "../../src/core/teams";
import type { PlayedMatch } from "../../src/core/teams/playedMatches";
import type { TeamsEventFile } from "../../src/files/teamsEvent";
import type { CellBlock, SessionPlan, SheetPlan } from "../../src/session/plan";
import { teamsEventFromSheets } from "../../src/session/publish/teamsEventFromSheets";
import { teamsMatchFromSheet } from "../../src/session/publish/teamsMatchFromSheet";
import { planSession } from "../../src/session/planSession";
import { planTeamsEvent } from "../../src/session/teamsEvent";
import {
  RESULTS_COUNT_CELL,
  SETTINGS_ADDRESS,
  drawAddress,
  roundPlayedRow,
} from "../../src/session/teamsEventLayout";
import { planNextSwissRound, readEventSettings } from "../../src/session/teamsNextRound";
import { evaluatePlan } from "./formulaEngine";
import { BOARDS, plannedMatches, typeRound, withIndirectWrittenOut } from "./swissEvent";

export const TEAMS_OPTIONS = {
  today: "2026-12-01",
  programName: "Bridge Scoring for Excel",
  programVersion: "test",
};

/** Values as the Excel API reads them: an error cell is its text, a blank "". */
export const asExcelReads = (rows: unknown[][]): unknown[][] =>
  rows.map((row) =>
    row.map((cell) =>
      cell === null ? "" : typeof cell === "object" && "value" in cell ? cell.value : cell
    )
  );

/** A teams event played through; the event file read from its sheets. */
export function playedEvent(kind: "swiss-teams" | "teams-rr", teams: number, rounds: number) {
  const built = planTeamsEvent({
    kind,
    entries: teams,
    rounds,
    boardsPerMatch: BOARDS,
    vpTable: undefined,
    names: ["Allen", "Baker", "Carter"],
    name: "Club Swiss",
    date: "2026-12-01",
    language: "en",
    existingSheets: ["Sheet1"],
  });
  const [entriesSheet, standingsSheet] = built.sheets as [SheetPlan, SheetPlan];
  const settingsBlock = entriesSheet.blocks.find(
    (block) => block.address === SETTINGS_ADDRESS.split(":")[0]
  ) as unknown as { values: unknown[][] };
  const settings = readEventSettings(settingsBlock.values)!;
  const sheets: SheetPlan[] = [...built.sheets];
  const typed = new Map<string, CellBlock[]>();
  const workbook = () => {
    const plan: SessionPlan = {
      ...built,
      sheets: sheets.map((sheet) => ({
        ...sheet,
        blocks: [...sheet.blocks, ...(typed.get(sheet.name) ?? [])],
      })),
    };
    return evaluatePlan(withIndirectWrittenOut(plan));
  };
  for (let round = 1; round <= settings.rounds; round++) {
    if (kind === "swiss-teams" && round > 1) {
      const book = workbook();
      const next = planNextSwissRound({
        entriesSheet: entriesSheet.name,
        event: settings,
        draw: book.values(standingsSheet.name, drawAddress(teams)),
        resultsWithVps: book.values(standingsSheet.name, RESULTS_COUNT_CELL)[0]![0],
        existingSheets: sheets.map((sheet) => sheet.name),
        language: "en",
      });
      book.destroy();
      sheets.push(next.sheets[0]!);
    }
    const roundSheet = sheets.find((sheet) => sheet.name === settings.roundSheets[round - 1])!;
    typed.set(roundSheet.name, typeRound(round, plannedMatches(roundSheet)).blocks);
  }
  const book = workbook();
  const last = roundPlayedRow(teams) + teams;
  const values = {
    title: "Club Swiss",
    entries: asExcelReads(book.values(entriesSheet.name, "A1:L40")),
    standings: asExcelReads(book.values(standingsSheet.name, "A1:I40")),
    rounds: new Map(
      settings.roundSheets.map((name) => [name, asExcelReads(book.values(name, `A1:T${last}`))])
    ),
  };
  book.destroy();
  return { values, event: teamsEventFromSheets(values, TEAMS_OPTIONS)! };
}

/**
 * A two-room match of two boards. Board 1: 4S by North, 10 tricks in the open room (+420), 9 in
 * the closed (-50): 10 IMPs. Board 2: 3NT by East, 9 tricks in both rooms (-400 / -400): 0 IMPs
 * (Law 78B's scale).
 */
export function playedMatch() {
  const [sheet] = planSession({
    event: "teams",
    matchBoards: 2,
    firstBoard: 1,
    name: "Friday match",
    language: "en",
    existingSheets: [],
    movement: { kind: "none", tables: 2, boards: 2 },
    date: "2026-12-01",
  }).sheets as [SheetPlan];
  const typed: CellBlock[] = [
    {
      address: "D3",
      values: [
        ["4S", "N", 10],
        ["3NT", "E", 9],
      ],
    },
    {
      address: "H3",
      values: [
        ["4S", "N", 9],
        ["3NT", "E", 9],
      ],
    },
  ];
  const book = evaluatePlan({
    sheets: [{ ...sheet, blocks: [...sheet.blocks, ...typed] }],
    names: [],
    activate: sheet.name,
  });
  const rows = asExcelReads(book.values(sheet.name, "A1:Q4"));
  book.destroy();
  return teamsMatchFromSheet("Friday match", rows, TEAMS_OPTIONS)!;
}

/** The standings the sheet shows: place, team, VPs, from BRIDGE.STANDINGS's spill at B1. */
export function sheetStandings(rows: readonly (readonly unknown[])[]): [string, number, number][] {
  const vps = rows[0]!.indexOf("VPs");
  return rows
    .slice(1)
    .filter((row) => typeof row[2] === "number")
    .map((row) => [String(row[1]), row[2] as number, row[vps] as number]);
}

/** A file's matches and byes as the core's played table, ranked again (VPs, then IMP difference). */
export function rankedAgain(file: TeamsEventFile): [string, number, number][] {
  const played: PlayedMatch[] = [
    ...file.matches.flatMap((match): PlayedMatch[] => [
      {
        team: String(match.home),
        opponent: String(match.away),
        vps: match.homeVps!,
        impsFor: match.homeImps,
        impsAgainst: match.awayImps,
      },
      {
        team: String(match.away),
        opponent: String(match.home),
        vps: match.awayVps!,
        impsFor: match.awayImps,
        impsAgainst: match.homeImps,
      },
    ]),
    ...file.byes.map((bye): PlayedMatch => ({ team: String(bye.team), vps: bye.vps })),
  ];
  return rankStandings(played, { tieBreak: "imp-difference" }).map((standing) => [
    standing.place,
    Number(standing.team),
    standing.vps,
  ]);
}
