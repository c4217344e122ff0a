/*
 * The writer formats a plan's text ranges ("@") before it writes the values, so that a member
 * number such as "00012345" keeps its zeros (src/taskpane/writePlan.ts); a formula written into a
 * text cell would then stay text. Every plan with a text range keeps formulas out of it.
 */
import { planMembersSheet } from "../../src/session/members";
import type { CellBlock, SessionPlan } from "../../src/session/plan";
import { planSession } from "../../src/session/planSession";
import { planTeamsEvent } from "../../src/session/teamsEvent";
import { blockAddress, parseCell } from "../../src/session/a1";

interface Box {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

function boxOf(address: string): Box {
  const [first, last = first] = address.split(":") as [string, string?];
  const a = parseCell(first);
  const b = parseCell(last);
  return { top: a.row, left: a.column, bottom: b.row, right: b.column };
}

/** The formula cells of a block (a cell whose text starts with "="), each as a one-cell box. */
function formulaCells(block: CellBlock): Box[] {
  if (!("formulas" in block)) return [];
  const box = boxOf(blockAddress(block.address, block.formulas.length, block.formulas[0]!.length));
  return block.formulas.flatMap((row, r) =>
    row.flatMap((cell, c) =>
      cell.startsWith("=")
        ? [{ top: box.top + r, left: box.left + c, bottom: box.top + r, right: box.left + c }]
        : []
    )
  );
}

const inside = (cell: Box, range: Box) =>
  cell.top >= range.top &&
  cell.bottom <= range.bottom &&
  cell.left >= range.left &&
  cell.right <= range.right;

/** "sheet!cell in text range" for every formula cell in a text-formatted range. */
function formulasInTextRanges(plan: SessionPlan): string[] {
  return plan.sheets.flatMap((sheet) =>
    sheet.numberFormats
      .filter(({ format }) => format === "@")
      .flatMap(({ address }) =>
        sheet.blocks
          .flatMap(formulaCells)
          .filter((cell) => inside(cell, boxOf(address)))
          .map((cell) => `${sheet.name}!R${cell.top}C${cell.left} in ${address}`)
      )
  );
}

const TEAMS = {
  vpTable: undefined,
  names: [],
  name: "Club Swiss",
  date: "2026-12-07",
  language: "en" as const,
  existingSheets: [],
};

describe("text-formatted ranges hold no formula", () => {
  const plans: [string, SessionPlan][] = [
    ["the Members sheet", planMembersSheet("en", [])],
    [
      "a Swiss teams event with players",
      planTeamsEvent({
        ...TEAMS,
        kind: "swiss-teams",
        entries: 6,
        rounds: 3,
        boardsPerMatch: 8,
        players: [[{ name: "Ann Smith", number: "00012345" }], [], [], [], [], []],
      }),
    ],
    [
      "a round robin",
      planTeamsEvent({ ...TEAMS, kind: "teams-rr", entries: 5, rounds: 5, boardsPerMatch: 6 }),
    ],
    [
      "a pairs session (its Pairs sheet's member numbers)",
      planSession({
        event: "pairs-mp",
        movement: { kind: "mitchell", tables: 4, rounds: 4, boardsPerRound: 3 },
        matchBoards: 8,
        firstBoard: 1,
        name: "Tuesday pairs",
        language: "en",
        existingSheets: ["Members"],
        date: "2026-12-07",
      }),
    ],
    [
      "a two-room match (its line-up's member numbers)",
      planSession({
        event: "teams",
        matchBoards: 8,
        firstBoard: 1,
        name: "Friday match",
        language: "en",
        existingSheets: [],
        movement: { kind: "none", tables: 2, boards: 8 },
        date: "2026-12-07",
      }),
    ],
  ];

  it.each(plans)("%s: has text ranges, and no formula inside them", (_, plan) => {
    const textRanges = plan.sheets.flatMap((sheet) =>
      sheet.numberFormats.filter(({ format }) => format === "@")
    );
    expect(textRanges.length).toBeGreaterThan(0);
    expect(formulasInTextRanges(plan)).toEqual([]);
  });
});

it("the check finds a formula written into a text range", () => {
  const plan: SessionPlan = {
    sheets: [
      {
        ...planMembersSheet("en", []).sheets[0]!,
        name: "Members",
        blocks: [{ address: "B2", formulas: [["=1", "=A2"]] }],
      },
    ],
    names: [],
    activate: "Members",
  };
  expect(formulasInTextRanges(plan)).toEqual(["Members!R2C3 in C2:C2000"]);
});
