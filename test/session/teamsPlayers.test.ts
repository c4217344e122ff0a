/*
 * A teams event's players and line-ups on its sheets (issue 49): the Players block below the
 * entries (team, name, member number; a blank name looked up on the Members sheet), each round
 * sheet's optional line-up and a two-room match sheet's, computed in a real formula engine
 * (test/support/formulaEngine.ts), read back by teamsEventFromSheets, saved as USEBIO and read
 * by our reader: TEAM > PLAYER and MATCH > SEATING give back exactly what was typed. The seats'
 * teams follow the two-room convention the match sheet states (src/session/teamsMatch.ts: the
 * home team North-South in the open room, East-West in the closed); the players are the typed
 * ones and no seat is filled that was not typed. The members and players are this test's own.
 */
import type { Player } from "../../src/files/session";
import { DOMParser } from "@xmldom/xmldom";
import { readUsebioTeams } from "../../src/files/usebioTeamsRead";
import { writeUsebioTeams } from "../../src/files/usebioTeamsWrite";
import { planMembersSheet } from "../../src/session/members";
import type { CellBlock, CellValue, SheetPlan } from "../../src/session/plan";
import { planSession } from "../../src/session/planSession";
import { teamsMatchFromSheet } from "../../src/session/publish/teamsMatchFromSheet";
import { planTeamsEvent } from "../../src/session/teamsEvent";
import { lineUpColumn, playersHeaderRow } from "../../src/session/teamsEventLayout";
import { cellAddress } from "../../src/session/a1";
import { evaluatePlan } from "../support/formulaEngine";
import type { SwissTyped } from "../support/teamsPlayersEvent";
import {
  MEMBERS,
  OPTIONS,
  asExcelReads,
  reopened,
  sortedSeating,
  swissFromSheets,
} from "../support/teamsPlayersEvent";

describe("a teams event's Players block", () => {
  const plan = planTeamsEvent({
    kind: "swiss-teams",
    entries: 5,
    rounds: 3,
    boardsPerMatch: 8,
    vpTable: undefined,
    names: [],
    players: [[{ name: "Ann Smith", number: "107" }], [], [], [], []],
    name: "Club Swiss",
    date: "2026-12-07",
    language: "en",
    existingSheets: [],
  });
  const entries = plan.sheets[0]!;

  it("has its header two rows below the last entry, 4 rows a team with its number", () => {
    expect(playersHeaderRow(5)).toBe(8);
    expect(entries.blocks).toContainEqual({
      address: "A8",
      values: [["Team", "Player", "Member number"]],
    });
    const rows = entries.blocks.find((block) => block.address === "A9") as unknown as {
      values: CellValue[][];
    };
    expect(rows.values).toHaveLength(20);
    expect(rows.values.slice(0, 5)).toEqual([
      [1, "Ann Smith", "107"],
      [1, "", ""],
      [1, "", ""],
      [1, "", ""],
      [2, "", ""],
    ]);
    expect(entries.headerAddresses).toContain("A8:C8");
    // Member numbers as text: 00123 stays 00123 once typed.
    expect(entries.numberFormats).toContainEqual({ address: "C9:C28", format: "@" });
  });

  it("is in French in a French event, and a Swiss pairs event has none", () => {
    const french = planTeamsEvent({
      kind: "teams-rr",
      entries: 4,
      rounds: 3,
      boardsPerMatch: 2,
      vpTable: undefined,
      names: [],
      name: "Club",
      date: "2026-12-07",
      language: "fr",
      existingSheets: [],
    });
    expect(french.sheets[0]!.blocks).toContainEqual({
      address: "A7",
      values: [["Équipe", "Joueur", "N° de licence"]],
    });
    expect(french.sheets[2]!.blocks).toContainEqual({
      address: cellAddress(lineUpColumn(2), 1),
      values: [
        [
          "Ouverte NS 1",
          "Ouverte NS 2",
          "Ouverte EO 1",
          "Ouverte EO 2",
          "Fermée NS 1",
          "Fermée NS 2",
          "Fermée EO 1",
          "Fermée EO 2",
        ],
      ],
    });
    const pairs = planTeamsEvent({
      kind: "swiss-pairs",
      entries: 6,
      rounds: 3,
      boardsPerMatch: 2,
      vpTable: undefined,
      names: [],
      name: "Pairs",
      date: "2026-12-07",
      language: "en",
      existingSheets: [],
    });
    const texts = pairs.sheets.flatMap((sheet) =>
      sheet.blocks.flatMap((block) => ("values" in block ? block.values.flat() : []))
    );
    expect(texts).not.toContain("Member number");
    expect(texts).not.toContain("Open NS 1");
  });

  it("looks a blank name up on the Members sheet by the member number typed beside it", () => {
    const built = planTeamsEvent({
      kind: "teams-rr",
      entries: 3,
      rounds: 3,
      boardsPerMatch: 2,
      vpTable: undefined,
      names: [],
      players: [[{ name: "Dee Given", number: "" }]],
      name: "Club",
      date: "2026-12-07",
      language: "en",
      existingSheets: ["Members"],
    });
    const [sheet] = built.sheets as [SheetPlan];
    // Team 1's second row and team 2's first: member numbers typed, 107 as a number.
    const typed: CellBlock[] = [
      { address: "C8", values: [[107]] },
      { address: "C11", values: [["B12"]] },
      { address: "C12", values: [["999"]] },
    ];
    const book = evaluatePlan({
      sheets: [
        { ...sheet, blocks: [...sheet.blocks, ...typed] },
        ...planMembersSheet("en", MEMBERS).sheets,
      ],
      names: [],
      activate: "",
    });
    try {
      expect(book.values(sheet.name, "A6:C12")).toEqual([
        ["Team", "Player", "Member number"],
        [1, "Dee Given", ""],
        [1, "Ann Smith", 107],
        [1, "", ""],
        [1, "", ""],
        [2, "Bob Jones", "B12"],
        // The engine reads "999" as a number (Excel too, unless the cell is formatted as text).
        [2, "", 999],
      ]);
    } finally {
      book.destroy();
    }
  });
});

describe("a Swiss with players and line-ups typed, saved as USEBIO and read back", () => {
  // Team 1: a member typed by number alone (the name looked up), a player by name alone.
  // Team 2: a name with a number the Members sheet does not list (published as typed).
  // Team 3: a name with a member number (the Members sheet's national number is published).
  const typed: SwissTyped = {
    entries: 6,
    players: [
      [
        { name: "", number: "107" },
        { name: "Eve Adams", number: "" },
      ],
      [{ name: "Fay Green", number: "5501" }],
      [
        { name: "Cy Brown", number: "230" },
        { name: "Gus Hill", number: "" },
      ],
    ],
    // Table 1 is 1 v 2: typed by member number and by name; table 2 is 3 v 4: one seat only.
    lineUps: [[[107, "eve adams"], ["5501"], [], ["Eve Adams"]], [["Gus Hill", 230]], undefined],
    members: MEMBERS,
  };
  const event = swissFromSheets(typed);
  const read = readUsebioTeams(writeUsebioTeams(event));
  const ann: Player = { name: "Ann Smith", nationalId: "4400123" };
  const eve: Player = { name: "Eve Adams" };
  const fay: Player = { name: "Fay Green", nationalId: "5501" };
  const cy: Player = { name: "Cy Brown", nationalId: "77001" };
  const gus: Player = { name: "Gus Hill" };

  it("gives each team its players, names and national numbers as the Members sheet lists them", () => {
    expect(read.teams.map((team) => team.players)).toEqual([
      [ann, eve],
      [fay],
      [cy, gus],
      [],
      [],
      [],
    ]);
  });

  it("seats only the seats typed, each on the side the two-room convention puts there", () => {
    const [first, second, third] = read.matches;
    expect(first).toMatchObject({ home: 1, away: 2 });
    expect(sortedSeating(first!.seating)).toEqual(
      sortedSeating([
        { team: 1, room: "open", direction: "NS", players: [ann, eve] },
        { team: 2, room: "open", direction: "EW", players: [fay] },
        { team: 1, room: "closed", direction: "EW", players: [eve] },
      ])
    );
    expect(second).toMatchObject({ home: 3, away: 4 });
    expect(second!.seating).toEqual([
      { team: 3, room: "open", direction: "NS", players: [gus, cy] },
    ]);
    expect(third!.seating).toBeUndefined();
  });

  it("writes TEAM > PLAYER and MATCH > SEATING as an independent parser reads them", () => {
    const root = new DOMParser().parseFromString(writeUsebioTeams(event), "text/xml")
      .documentElement as unknown as Element;
    const children = (element: Element, name?: string): Element[] =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === 1)
        .map((node) => node as Element)
        .filter((child) => name === undefined || child.tagName === name);
    const text = (element: Element, name: string) => children(element, name)[0]?.textContent;
    const eventElement = children(root, "EVENT")[0]!;
    const team1 = children(children(eventElement, "PARTICIPANTS")[0]!, "TEAM")[0]!;
    expect(
      children(team1, "PLAYER").map((player) => [
        text(player, "PLAYER_NAME"),
        text(player, "NATIONAL_ID_NUMBER"),
      ])
    ).toEqual([
      ["Ann Smith", "4400123"],
      ["Eve Adams", ""],
    ]);
    const match1 = children(eventElement, "MATCH")[0]!;
    expect(
      children(match1, "SEATING").map((seat) => [
        text(seat, "TEAM"),
        text(seat, "ROOM"),
        text(seat, "DIRECTION"),
        children(seat, "PLAYER").map((player) => text(player, "PLAYER_NAME")),
      ])
    ).toEqual([
      ["1", "OPEN", "NS", ["Ann Smith", "Eve Adams"]],
      ["2", "OPEN", "EW", ["Fay Green"]],
      ["1", "CLOSED", "EW", ["Eve Adams"]],
    ]);
  });

  it("is the file the sheets gave", () => {
    expect(read).toEqual({ ...event, club: {} });
  });

  it("opens into sheets that give the same players and seating back", () => {
    const again = reopened(read);
    expect(again.teams.map((team) => team.players)).toEqual(read.teams.map((t) => t.players));
    expect(again.matches.map((match) => sortedSeating(match.seating))).toEqual(
      read.matches.map((match) => sortedSeating(match.seating))
    );
  });
});

describe("a two-room match sheet's line-up", () => {
  const [sheet] = planSession({
    event: "teams",
    matchBoards: 1,
    firstBoard: 1,
    name: "Friday match",
    language: "en",
    existingSheets: ["Members"],
    movement: { kind: "none", tables: 2, boards: 1 },
    date: "2026-12-07",
  }).sheets as [SheetPlan];

  it("is a block at O7: the open room's two rows, the closed room's, home P:Q, visitors R:S", () => {
    expect(sheet.blocks).toContainEqual({
      address: "O7",
      values: [["Line-up", "Home player", "Member number", "Visitors' player", "Member number"]],
    });
    expect(sheet.blocks).toContainEqual({
      address: "O8",
      values: [["Open room 1"], ["Open room 2"], ["Closed room 1"], ["Closed room 2"]],
    });
    expect(sheet.headerAddresses).toEqual(expect.arrayContaining(["O7:S7", "O8:O11"]));
    expect(sheet.numberFormats).toEqual(
      expect.arrayContaining([
        { address: "Q8:Q11", format: "@" },
        { address: "S8:S11", format: "@" },
      ])
    );
  });

  it("seats the typed players, names looked up by member number, and lists them as the teams'", () => {
    // Board 1: 4S by North, 10 tricks in the open room (+420), 9 in the closed (-50): 10 IMPs.
    const typed: CellBlock[] = [
      { address: "D3", values: [["4S", "N", 10]] },
      { address: "H3", values: [["4S", "N", 9]] },
      { address: "Q8", values: [[107], [230]] },
      { address: "R8", values: [["Hal Ives"]] },
      { address: "R10", values: [["Ida Jay"]] },
      { address: "P10", values: [["Kim Lee", ""]] },
    ];
    const book = evaluatePlan({
      sheets: [
        { ...sheet, blocks: [...sheet.blocks, ...typed] },
        ...planMembersSheet("en", MEMBERS).sheets,
      ],
      names: [],
      activate: "",
    });
    const rows = asExcelReads(book.values(sheet.name, "A1:S12"));
    const members = asExcelReads(book.values("Members", "A1:E10"));
    book.destroy();
    const ann: Player = { name: "Ann Smith", nationalId: "4400123" };
    const cy: Player = { name: "Cy Brown", nationalId: "77001" };
    const [hal, ida, kim] = [{ name: "Hal Ives" }, { name: "Ida Jay" }, { name: "Kim Lee" }];
    expect(rows[7]!.slice(14)).toEqual(["Open room 1", "Ann Smith", 107, "Hal Ives", ""]);
    const event = teamsMatchFromSheet("Friday match", rows, { ...OPTIONS, members })!;
    const read = readUsebioTeams(writeUsebioTeams(event));
    expect(read.teams.map((team) => team.players)).toEqual([
      [ann, cy, kim],
      [hal, ida],
    ]);
    expect(read.matches[0]!.seating).toEqual([
      { team: 1, room: "open", direction: "NS", players: [ann, cy] },
      { team: 2, room: "open", direction: "EW", players: [hal] },
      { team: 2, room: "closed", direction: "NS", players: [ida] },
      { team: 1, room: "closed", direction: "EW", players: [kim] },
    ]);
  });
});
