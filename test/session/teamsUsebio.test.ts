/*
 * A Swiss teams event of the pane (11 teams, so a bye each round; 4 rounds of 8-board matches,
 * each later round drawn from the Standings sheet's SWISSDRAW as the Draw button does), its
 * results typed as test/support/swissEvent.ts types them (board by board at some tables, the
 * match's IMPs at others), computed by a formula engine (test/support/formulaEngine.ts), read
 * back from the sheets' values, saved as USEBIO and read by our reader: the file's teams,
 * places and VPs are the Standings sheet's, and the standings ranked again from the file's
 * matches and byes (the core's rankStandings, VPs then IMP difference as the sheet ranks) are
 * the sheet's. A round robin and a two-room match go the same way.
 */
import { rankStandings } from "../../src/core/teams";
import type { PlayedMatch } from "../../src/core/teams/playedMatches";
import type { TeamsEventFile } from "../../src/files/teamsEvent";
import { readUsebioTeams, isUsebioTeams } from "../../src/files/usebioTeamsRead";
import { writeUsebioTeams } from "../../src/files/usebioTeamsWrite";
import { DOMParser } from "@xmldom/xmldom";
import type { CellBlock, SessionPlan, SheetPlan } from "../../src/session/plan";
import {
  teamsEventFromSheets,
  teamsMatchFromSheet,
} from "../../src/session/publish/teamsEventFromSheets";
import { planSession } from "../../src/session/planSession";
import { planTeamsEvent } from "../../src/session/teamsEvent";
import { isPlannableTeamsEvent, planTeamsEventOfFile } from "../../src/session/teamsEventOfFile";
import {
  RESULTS_COUNT_CELL,
  SETTINGS_ADDRESS,
  drawAddress,
  roundPlayedRow,
} from "../../src/session/teamsEventLayout";
import { planNextSwissRound, readEventSettings } from "../../src/session/teamsNextRound";
import { evaluatePlan } from "../support/formulaEngine";
import { BOARDS, plannedMatches, typeRound, withIndirectWrittenOut } from "../support/swissEvent";

/**
 * The file as an independent parser (@xmldom/xmldom) reads it: an element's attributes, and the
 * names of the children of the first element at a path ("EVENT/MATCH").
 */
function readXmlRoot(text: string) {
  const root = new DOMParser().parseFromString(text, "text/xml")
    .documentElement as unknown as Element;
  const children = (element: Element): Element[] =>
    Array.from(element.childNodes)
      .filter((node) => node.nodeType === 1)
      .map((node) => node as Element);
  const at = (path: string): Element =>
    path
      .split("/")
      .reduce<Element>(
        (element, name) => children(element).find((child) => child.tagName === name)!,
        root
      );
  return {
    attribute: (path: string, name: string) => at(path).getAttribute(name),
    childNames: (path: string) => children(at(path)).map((child) => child.tagName),
  };
}

const OPTIONS = {
  today: "2026-12-01",
  programName: "Bridge Scoring for Excel",
  programVersion: "test",
};

/** Values as the Excel API reads them: an error cell is its text, a blank "". */
const asExcelReads = (rows: unknown[][]): unknown[][] =>
  rows.map((row) =>
    row.map((cell) =>
      cell === null ? "" : typeof cell === "object" && "value" in cell ? cell.value : cell
    )
  );

/** A teams event played through: every round planned, drawn and typed in; the file from its sheets. */
function playedEvent(kind: "swiss-teams" | "teams-rr", teams: number, rounds: number) {
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
  return { values, event: teamsEventFromSheets(values, OPTIONS)! };
}

/** The standings the sheet shows: place, team, VPs, from BRIDGE.STANDINGS's spill at B1. */
function sheetStandings(rows: readonly (readonly unknown[])[]): [string, number, number][] {
  const vps = rows[0]!.indexOf("VPs");
  return rows
    .slice(1)
    .filter((row) => typeof row[2] === "number")
    .map((row) => [String(row[1]), row[2] as number, row[vps] as number]);
}

/** The file's matches and byes as the core's played table, ranked again. */
function rankedAgain(file: TeamsEventFile): [string, number, number][] {
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

describe("a Swiss teams event of 11 teams and 4 rounds, saved as USEBIO and read back", () => {
  const { values, event } = playedEvent("swiss-teams", 11, 4);
  const xml = writeUsebioTeams(event);
  const read = readUsebioTeams(xml);

  it("reads every match and bye of the sheets: 5 matches and a bye a round", () => {
    expect(event.matches).toHaveLength(20);
    expect(event.byes).toHaveLength(4);
    expect(new Set(event.byes.map((bye) => bye.team)).size).toBe(4);
  });

  it("is a SWISS_TEAMS event our reader reads back as it was written", () => {
    expect(isUsebioTeams(xml)).toBe(true);
    expect(read).toEqual({ ...event, club: {} });
  });

  it("gives the Standings sheet's places and VPs for every team", () => {
    const shown = sheetStandings(values.standings);
    expect(shown).toHaveLength(11);
    const fromFile = [...read.teams]
      .sort((a, b) => a.place!.place - b.place!.place || a.team - b.team)
      .map((team) => [`${team.place!.place}${team.place!.tied ? "=" : ""}`, team.team, team.vps]);
    expect(fromFile).toEqual(shown);
  });

  it("gives the same standings when ranked again from the file's matches and byes", () => {
    expect(rankedAgain(read)).toEqual(sheetStandings(values.standings));
  });

  it("keeps the names typed and each board's IMPs where the sheet scored board by board", () => {
    expect(read.teams.slice(0, 4).map((team) => team.name)).toEqual([
      "Allen",
      "Baker",
      "Carter",
      "Team 4",
    ]);
    const byBoard = read.matches.filter((match) => match.boards.length > 0);
    expect(byBoard.length).toBeGreaterThan(0);
    for (const match of byBoard) {
      expect(match.boards).toHaveLength(BOARDS);
      const won = match.boards.reduce((sum, board) => sum + Math.max(0, board.imps), 0);
      expect(won).toBe(match.homeImps);
    }
  });

  it("follows the USEBIO teams structure: TEAMs in PARTICIPANTS, a MATCH per match and bye", () => {
    const root = readXmlRoot(xml);
    expect(root.attribute("EVENT", "EVENT_TYPE")).toBe("SWISS_TEAMS");
    expect(root.childNames("EVENT").filter((name) => name === "MATCH")).toHaveLength(24);
    expect(root.childNames("EVENT/PARTICIPANTS")).toEqual(Array(11).fill("TEAM"));
    expect(root.childNames("EVENT/PARTICIPANTS/TEAM")).toEqual([
      "TEAM_ID",
      "TEAM_NAME",
      "PLACE",
      "TOTAL_SCORE",
    ]);
    expect(root.childNames("EVENT/MATCH").slice(0, 7)).toEqual([
      "ROUND_NUMBER",
      "TABLE_NUMBER",
      "TEAM",
      "OPPOSING_TEAM",
      "TEAM_IMPS",
      "OPPOSING_TEAM_IMPS",
      "TEAM_SCORE",
    ]);
  });
});

describe("a teams USEBIO opened into the pane's event sheets", () => {
  const { values } = playedEvent("swiss-teams", 11, 4);
  const read = readUsebioTeams(writeUsebioTeams(teamsEventFromSheets(values, OPTIONS)!));
  const plan = planTeamsEventOfFile(read, {
    language: "en",
    existingSheets: [],
    date: "2026-12-02",
  });
  const book = evaluatePlan(withIndirectWrittenOut(plan));
  const standings = asExcelReads(book.values(plan.sheets[1]!.name, "A1:I40"));
  book.destroy();

  it("builds the entries, standings and the 4 rounds as played, the names and results in place", () => {
    expect(isPlannableTeamsEvent(read)).toBe(true);
    expect(plan.sheets.map((sheet) => sheet.name)).toEqual([
      "Club Swiss Teams",
      "Club Swiss Standings",
      "Club Swiss R1",
      "Club Swiss R2",
      "Club Swiss R3",
      "Club Swiss R4",
    ]);
  });

  it("ranks the teams as the event's own Standings sheet did", () => {
    expect(sheetStandings(standings)).toEqual(sheetStandings(values.standings));
    expect(standings.slice(1, 12).map((row) => row[0])).toEqual(
      values.standings.slice(1, 12).map((row) => row[0])
    );
  });
});

describe("a round robin of 6 teams saved as USEBIO", () => {
  const { values, event } = playedEvent("teams-rr", 6, 5);
  const read = readUsebioTeams(writeUsebioTeams(event));

  it("is a TEAMS event of every round's 3 matches, ranked as the sheet ranks it", () => {
    expect(read.kind).toBe("roundRobin");
    expect(read.matches).toHaveLength(15);
    expect(rankedAgain(read)).toEqual(sheetStandings(values.standings));
  });
});

describe("a two-room teams match saved as USEBIO", () => {
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
  // Board 1: 4S by North, 10 tricks in the open room (+420), 9 in the closed (-50): 10 IMPs.
  // Board 2: 3NT by East, 9 tricks in both rooms (-400 / -400): 0 IMPs (Law 78B's scale).
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
  const event = teamsMatchFromSheet("Friday match", rows, OPTIONS)!;
  const read = readUsebioTeams(writeUsebioTeams(event));

  it("carries both rooms of each board, the IMPs and the VPs", () => {
    expect(read.kind).toBe("match");
    const [match] = read.matches;
    expect(match).toMatchObject({ home: 1, away: 2, homeImps: 10, awayImps: 0 });
    expect(match!.boards[0]).toEqual({
      board: 1,
      imps: 10,
      rooms: [
        {
          room: "open",
          contract: "4S",
          declarer: "N",
          tricks: 10,
          score: { kind: "score", nsScore: 420 },
        },
        {
          room: "closed",
          contract: "4S",
          declarer: "N",
          tricks: 9,
          score: { kind: "score", nsScore: -50 },
        },
      ],
    });
    expect(read.teams.map((team) => [team.name, team.place?.place])).toEqual([
      ["Home (NS in the open room)", 1],
      ["Visitors", 2],
    ]);
    expect(match!.homeVps! + match!.awayVps!).toBeCloseTo(20, 2);
  });
});
