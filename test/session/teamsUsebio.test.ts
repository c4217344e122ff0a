/*
 * A Swiss teams event of the pane (11 teams, so a bye each round; 4 rounds of 8-board matches,
 * each later round drawn from the Standings sheet's SWISSDRAW as the Draw button does), its
 * results typed as test/support/swissEvent.ts types them (the events: test/support/teamsPlayed.ts) (board by board at some tables, the
 * match's IMPs at others), computed by a formula engine (test/support/formulaEngine.ts), read
 * back from the sheets' values, saved as USEBIO and read by our reader: the file's teams,
 * places and VPs are the Standings sheet's, and the standings ranked again from the file's
 * matches and byes (the core's rankStandings, VPs then IMP difference as the sheet ranks) are
 * the sheet's. A round robin and a two-room match go the same way.
 */
import { readUsebioTeams, isUsebioTeams } from "../../src/files/usebioTeamsRead";
import { writeUsebioTeams } from "../../src/files/usebioTeamsWrite";
import { DOMParser } from "@xmldom/xmldom";
import { teamsEventFromSheets } from "../../src/session/publish/teamsEventFromSheets";
import { isPlannableTeamsEvent, planTeamsEventOfFile } from "../../src/session/teamsEventOfFile";
import { evaluatePlan } from "../support/formulaEngine";
import {
  TEAMS_OPTIONS,
  asExcelReads,
  playedEvent,
  playedMatch,
  rankedAgain,
  sheetStandings,
} from "../support/teamsPlayed";
import { BOARDS, withIndirectWrittenOut } from "../support/swissEvent";

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
  const read = readUsebioTeams(writeUsebioTeams(teamsEventFromSheets(values, TEAMS_OPTIONS)!));
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
  // Board 1: 10 IMPs to the home team, board 2: 0 (test/support/teamsPlayed.ts, Law 78B).
  const event = playedMatch();
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
