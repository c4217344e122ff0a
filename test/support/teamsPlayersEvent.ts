/*
 * A Swiss teams event with players and line-ups typed, for the tests of issue 49's players
 * (test/session/teamsPlayers*.test.ts): built by the pane's planner with its players, round 1's
 * results typed as ./swissEvent.ts types them, each match's line-up typed in its columns, every
 * formula computed in a real formula engine (./formulaEngine.ts) and the file read back from
 * the sheets' values as the pane reads them. The members are the tests' own.
 */
import type { MatchSeating, TeamsEventFile } from "../../src/files/teamsEvent";
import { cellAddress } from "../../src/session/a1";
import type { MemberRow } from "../../src/session/members";
import { planMembersSheet } from "../../src/session/members";
import type { CellBlock, CellValue, SessionPlan, SheetPlan } from "../../src/session/plan";
import { teamsEventFromSheets } from "../../src/session/publish/teamsEventFromSheets";
import { planTeamsEvent } from "../../src/session/teamsEvent";
import { planTeamsEventOfFile } from "../../src/session/teamsEventOfFile";
import { lineUpColumn } from "../../src/session/teamsEventLayout";
import type { TypedPlayer } from "../../src/session/teamsPlayers";
import { evaluatePlan } from "./formulaEngine";
import { BOARDS, plannedMatches, typeRound } from "./swissEvent";

export const OPTIONS = {
  today: "2026-12-07",
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

export const MEMBERS: MemberRow[] = [
  { number: 107, name: "Ann Smith", nationalId: "4400123" },
  { number: "B12", name: "Bob Jones" },
  { number: 230, name: "Cy Brown", nationalId: "77001" },
];

export interface SwissTyped {
  readonly entries: number;
  readonly players: readonly (readonly TypedPlayer[])[];
  /** Per match of round 1 (table order): per seat (open NS, open EW, closed NS, closed EW). */
  readonly lineUps: readonly (readonly (readonly CellValue[])[] | undefined)[];
  readonly members: readonly MemberRow[];
}

/**
 * A Swiss built with `players`, round 1's results typed as test/support/swissEvent.ts types
 * them and each match's line-up typed in its columns; computed; the file from its sheets.
 */
export function swissFromSheets(typed: SwissTyped): TeamsEventFile {
  const existing = typed.members.length > 0 ? ["Members"] : [];
  const built = planTeamsEvent({
    kind: "swiss-teams",
    entries: typed.entries,
    rounds: 2,
    boardsPerMatch: BOARDS,
    vpTable: undefined,
    names: [],
    players: typed.players,
    name: "Club Swiss",
    date: "2026-12-07",
    language: "en",
    existingSheets: existing,
  });
  const [entriesSheet, standingsSheet, round1] = built.sheets as [SheetPlan, SheetPlan, SheetPlan];
  const matches = plannedMatches(round1);
  const lineUps: CellBlock[] = typed.lineUps.flatMap((lineUp, index) =>
    lineUp
      ? [
          {
            address: cellAddress(lineUpColumn(BOARDS), 2 + index),
            values: [lineUp.flatMap((seat) => [seat[0] ?? "", seat[1] ?? ""])],
          },
        ]
      : []
  );
  const plan: SessionPlan = {
    ...built,
    sheets: [
      entriesSheet,
      standingsSheet,
      { ...round1, blocks: [...round1.blocks, ...typeRound(1, matches).blocks, ...lineUps] },
      ...(typed.members.length > 0 ? planMembersSheet("en", typed.members).sheets : []),
    ],
  };
  const book = evaluatePlan(plan);
  try {
    const members = typed.members.length > 0 ? asExcelReads(book.values("Members", "A1:E40")) : [];
    return teamsEventFromSheets(
      {
        title: "Club Swiss",
        entries: asExcelReads(book.values(entriesSheet.name, "A1:O80")),
        standings: asExcelReads(book.values(standingsSheet.name, "A1:I40")),
        // Round 2 is not drawn: its sheet is missing, as the pane finds it.
        rounds: new Map([[round1.name, asExcelReads(book.values(round1.name, "A1:AD30"))]]),
      },
      { ...OPTIONS, ...(members.length > 0 ? { members } : {}) }
    )!;
  } finally {
    book.destroy();
  }
}

/** Seating in a fixed order, to compare as sets. */
export const sortedSeating = (seating: readonly MatchSeating[] | undefined) =>
  [...(seating ?? [])].sort((a, b) =>
    `${a.room}${a.direction}${a.team}`.localeCompare(`${b.room}${b.direction}${b.team}`)
  );

/** A teams file opened into the pane's sheets (as Open a results file builds them) and read back. */
export function reopened(file: TeamsEventFile): TeamsEventFile {
  const plan = planTeamsEventOfFile(file, {
    language: "en",
    existingSheets: [],
    date: "2026-12-07",
  });
  const book = evaluatePlan(plan);
  try {
    const [entriesSheet, standingsSheet, ...rounds] = plan.sheets as SheetPlan[];
    return teamsEventFromSheets(
      {
        title: "Club Swiss",
        entries: asExcelReads(book.values(entriesSheet!.name, "A1:O80")),
        standings: asExcelReads(book.values(standingsSheet!.name, "A1:I40")),
        rounds: new Map(
          rounds.map((sheet) => [sheet.name, asExcelReads(book.values(sheet.name, "A1:AD30"))])
        ),
      },
      OPTIONS
    )!;
  } finally {
    book.destroy();
  }
}
