/*
 * The plan of a teams event (src/session/teamsEvent.ts) and of a Swiss event's next round
 * (src/session/teamsNextRound.ts): the sheets, the round robin's rounds from Berger's tables
 * (src/core/teams/roundRobin.ts, FIDE Handbook C.05 Annex 1), a pasted VP table, the bounds, the
 * settings read back in either language, and the draws refused. A 5-team round robin's round 1
 * is computed in HyperFormula: the bye's row counts the bye's VPs (the scale's draw, 10 of 20 on
 * the WBF scale, until the scorer types the event's award).
 */
import { BridgeInputError } from "../../src/core/errors";
import { scheduleRoundRobin } from "../../src/core/teams";
import type { CellBlock, SessionPlan, SheetPlan } from "../../src/session/plan";
import type { TeamsEventOptions } from "../../src/session/teamsEvent";
import { EventOptionError, planTeamsEvent } from "../../src/session/teamsEvent";
import { SETTINGS_ADDRESS, drawAddress } from "../../src/session/teamsEventLayout";
import {
  DrawProblem,
  planNextSwissRound,
  readEventSettings,
} from "../../src/session/teamsNextRound";
import { readVpTableText, VpTableLineError } from "../../src/taskpane/eventForm";
import { evaluatePlan } from "../support/formulaEngine";
import { plannedMatches, publishedVps } from "../support/swissEvent";

const options = (changes: Partial<TeamsEventOptions> = {}): TeamsEventOptions => ({
  kind: "swiss-teams",
  entries: 8,
  rounds: 4,
  boardsPerMatch: 8,
  vpTable: undefined,
  names: [],
  name: "",
  date: "2026-12-01",
  language: "en",
  existingSheets: [],
  ...changes,
});

const formulasOf = (sheet: SheetPlan): string[] =>
  sheet.blocks.flatMap((block) => ("formulas" in block ? block.formulas.flat() : []));

const settingsOf = (plan: SessionPlan) =>
  readEventSettings(
    (
      plan.sheets[0]!.blocks.find(
        (block) => block.address === SETTINGS_ADDRESS.split(":")[0]
      ) as unknown as { values: unknown[][] }
    ).values
  );

describe("a round robin", () => {
  const plan = planTeamsEvent(options({ kind: "teams-rr", entries: 5, name: "Tuesday" }));

  it("builds the Teams and Standings sheets and every round of Berger's table for 5 teams", () => {
    expect(plan.sheets.map((sheet) => sheet.name)).toEqual([
      "Tuesday Teams",
      "Tuesday Standings",
      "Tuesday R1",
      "Tuesday R2",
      "Tuesday R3",
      "Tuesday R4",
      "Tuesday R5",
    ]);
    const schedule = scheduleRoundRobin(5);
    plan.sheets.slice(2).forEach((sheet, index) => {
      const round = schedule[index]!;
      expect(plannedMatches(sheet)).toEqual(
        round.matches.map(({ home, away }) => ({ home, away }))
      );
      const byeRow = sheet.blocks.find((block) => block.address === "A4");
      expect(byeRow).toEqual({ address: "A4", values: [["Bye", round.bye]] });
    });
  });

  it("reads every round's sheet directly, and draws no next round", () => {
    const reads = formulasOf(plan.sheets[0]!).filter((formula) => formula.includes("VSTACK"));
    expect(reads).toEqual([1, 2, 3, 4, 5].map((round) => `=VSTACK('Tuesday R${round}'!A8:E12)`));
    expect(formulasOf(plan.sheets[1]!).some((f) => f.includes("SWISSDRAW"))).toBe(false);
    expect(settingsOf(plan)).toMatchObject({ kind: "teams-rr", entries: 5, rounds: 5 });
  });

  it("computes round 1: the bye's row gets the scale's draw, and STANDINGS counts it", () => {
    const r1 = plan.sheets[2]!;
    // The match IMPs typed directly at both tables.
    const typed: CellBlock = {
      address: "N2",
      values: [
        [30, 10],
        [12, 12],
      ],
    };
    const book = evaluatePlan({
      ...plan,
      sheets: plan.sheets.map((sheet) =>
        sheet === r1 ? { ...sheet, blocks: [...sheet.blocks, typed] } : sheet
      ),
    });
    const standings = book.values("Tuesday Standings", "A1:I6");
    book.destroy();
    // Berger's round 1 of 5 teams: 2-5, 3-4, team 1 the bye. VPs: the WBF 2013 8-board scale
    // as published (test/fixtures/realdata/wbf_vp_tables.json): 20 IMPs, 16.46-3.54.
    expect(standings).toEqual([
      ["Name", "Place", "Team", "Played", "Byes", "VPs", "IMPs won", "IMPs lost", "IMP difference"],
      ["Team 2", 1, 2, 1, 0, publishedVps(20), 30, 10, 20],
      ["Team 1", "2=", 1, 0, 1, 10, 0, 0, 0],
      ["Team 3", "2=", 3, 1, 0, 10, 12, 12, 0],
      ["Team 4", "2=", 4, 1, 0, 10, 12, 12, 0],
      ["Team 5", 5, 5, 1, 0, publishedVps(-20), 10, 30, -20],
    ]);
  });
});

describe("a Swiss event", () => {
  it("builds round 1 only, and reads the later rounds' sheets once they exist", () => {
    const plan = planTeamsEvent(options({ name: "Club" }));
    expect(plan.sheets.map((sheet) => sheet.name)).toEqual([
      "Club Teams",
      "Club Standings",
      "Club R1",
    ]);
    const reads = formulasOf(plan.sheets[0]!).filter((formula) => formula.includes("VSTACK"));
    expect(reads[1]).toBe(`=IFERROR(VSTACK(INDIRECT("'Club R2'!A9:E16")), "")`);
    expect(formulasOf(plan.sheets[1]!)).toContain(
      `=BRIDGE.SWISSDRAW('Club Teams'!$E$2:$E$33, 'Club Teams'!$F$2:$F$33, 'Club Teams'!$G$2:$G$33, 'Club Teams'!$H$2:$I$33, "imp-difference")`
    );
  });

  it("takes free names for every planned round's sheet", () => {
    const plan = planTeamsEvent(options({ name: "Club", existingSheets: ["Club R3"] }));
    expect(plan.sheets.map((sheet) => sheet.name)).toEqual([
      "Club (2) Teams",
      "Club (2) Standings",
      "Club (2) R1",
    ]);
    expect(settingsOf(plan)?.roundSheets).toEqual([
      "Club (2) R1",
      "Club (2) R2",
      "Club (2) R3",
      "Club (2) R4",
    ]);
  });

  it("names Swiss pairs' sheets and entries as pairs, and French events in French", () => {
    const pairs = planTeamsEvent(options({ kind: "swiss-pairs" }));
    expect(pairs.sheets[0]!.name).toBe("Pairs 2026-12-01 Pairs");
    const french = planTeamsEvent(options({ language: "fr" }));
    expect(french.sheets.map((sheet) => sheet.name)).toEqual([
      "Patton 2026-12-01 Équipes",
      "Patton 2026-12-01 Classement",
      "Patton 2026-12-01 T1",
    ]);
    expect(settingsOf(french)).toMatchObject({ kind: "swiss-teams", entries: 8, rounds: 4 });
  });

  it("writes a pasted VP table on the Teams sheet and scores every match by it", () => {
    // The ACBL's 20-VP style: the draw 10-10, then bands (test/fixtures/teams/vpTables.json).
    const table = [
      [0, 10],
      [1, 11],
      [3, 12],
      [6, 13],
    ];
    const plan = planTeamsEvent(options({ vpTable: table }));
    expect(plan.sheets[0]!.blocks).toContainEqual({ address: "N2", values: table });
    expect(formulasOf(plan.sheets[2]!)).toContain(
      `=IF(P2="", "", BRIDGE.VP(P2-Q2, 8, 'Swiss 2026-12-01 Teams'!$N$2:$O$5))`
    );
  });

  it("refuses a VP table the core refuses, naming the row", () => {
    expect(() =>
      planTeamsEvent(
        options({
          vpTable: [
            [0, 10],
            [3, 12],
            [2, 13],
          ],
        })
      )
    ).toThrow(BridgeInputError);
  });

  it.each([
    ["entries", { entries: 2 }],
    ["roundRobinEntries", { kind: "teams-rr" as const, entries: 21 }],
    ["rounds", { rounds: 0 }],
    ["rounds", { entries: 6, rounds: 6 }],
    ["boardsPerMatch", { boardsPerMatch: 41 }],
  ])("refuses %s out of bounds", (field, changes) => {
    expect(() => planTeamsEvent(options(changes))).toThrow(EventOptionError);
    try {
      planTeamsEvent(options(changes));
    } catch (error) {
      expect((error as EventOptionError).field).toBe(field);
      // 6 entries meet each other in 5 rounds: a sixth would be a repeat.
      if ("entries" in changes && changes.entries === 6)
        expect((error as EventOptionError).max).toBe(5);
    }
  });
});

describe("the next Swiss round", () => {
  const plan = planTeamsEvent(options({ name: "Club" }));
  const settings = settingsOf(plan)!;
  const input = {
    entriesSheet: "Club Teams",
    event: settings,
    draw: [
      ["Table", "Home", "Away"],
      [1, 1, 3],
      [2, 2, 4],
      [3, 5, 7],
      [4, 6, 8],
      ["", "", ""],
    ],
    resultsWithVps: 8,
    existingSheets: ["Club Teams", "Club Standings", "Club R1"],
    language: "en" as const,
  };

  it("plans the round's sheet alone, from the draw, with no names", () => {
    const next = planNextSwissRound(input);
    expect(next.sheets.map((sheet) => sheet.name)).toEqual(["Club R2"]);
    expect(next.names).toEqual([]);
    expect(plannedMatches(next.sheets[0]!)).toEqual([
      { home: 1, away: 3 },
      { home: 2, away: 4 },
      { home: 5, away: 7 },
      { home: 6, away: 8 },
    ]);
  });

  it("gives a drawn round of a teams event the line-up columns its first round has", () => {
    const next = planNextSwissRound(input).sheets[0]!;
    const first = plan.sheets[2]!;
    const header = (sheet: typeof first) => sheet.blocks.find((block) => block.address === "A1");
    const lineUp = (sheet: typeof first) =>
      sheet.blocks.find((block) => "values" in block && block.values[0]?.[0] === "Open NS 1");
    expect(lineUp(next)).toEqual(lineUp(first));
    expect(lineUp(next)).toBeDefined();
    expect(header(next)).toEqual(header(first));
  });

  it("refuses a draw with a team twice or missing, an unfinished round, and a round too many", () => {
    const problemOf = (changes: Partial<typeof input>): unknown => {
      try {
        planNextSwissRound({ ...input, ...changes });
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const twice = input.draw.map((row, i) => (i === 4 ? [4, 6, 1] : row));
    expect(problemOf({ draw: twice })).toMatchObject({
      code: "drawUnreadable",
      details: { sheet: "Club Standings" },
    });
    expect(problemOf({ draw: [input.draw[0]!, ["#VALUE!", "", ""]] })).toMatchObject({
      code: "drawUnreadable",
    });
    expect(problemOf({ resultsWithVps: 6 })).toMatchObject({
      code: "roundUnfinished",
      details: { round: 1, found: 6, expected: 8 },
    });
    const allBuilt = [...input.existingSheets, "Club R2", "Club R3", "Club R4"];
    expect(problemOf({ existingSheets: allBuilt })).toMatchObject({ code: "allDrawn" });
    expect(problemOf({ existingSheets: allBuilt })).toBeInstanceOf(DrawProblem);
  });

  it("reads the draw's cells where the standings sheet spills SWISSDRAW", () => {
    expect(drawAddress(8)).toBe("K1:M6");
    expect(drawAddress(9)).toBe("K1:M7");
  });
});

describe("a pasted VP table", () => {
  it("reads tabs (cells copied from Excel), spaces, semicolons and decimal commas", () => {
    expect(readVpTableText("0\t10\r\n1\t10,5\n\n3;12\n6 12.75\n")).toEqual([
      [0, 10],
      [1, 10.5],
      [3, 12],
      [6, 12.75],
    ]);
    expect(readVpTableText("0,10\n1,11")).toEqual([
      [0, 10],
      [1, 11],
    ]);
  });

  it("refuses a line that is not two numbers, naming it", () => {
    expect(() => readVpTableText("0 10\n1 eleven")).toThrow(new VpTableLineError(2, "1 eleven"));
  });
});
