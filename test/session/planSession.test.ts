/*
 * planSession: the sheets a new session gets, what each holds, where the movement's pairs and
 * boards land, and the names it never takes.
 */
import type { SessionOptions } from "../../src/session/planSession";
import { planSession, SessionOptionError } from "../../src/session/planSession";
import { movementLines } from "../../src/session/pairsSessionData";
import { planSampleSession } from "../../src/session/sample/samplePlan";
import { mitchellMovement } from "../../src/core/movements/mitchell";
import type { CellBlock, SheetPlan } from "../../src/session/plan";
import { sessionLabels } from "../../src/messages/session";

const BASE: SessionOptions = {
  event: "pairs-mp",
  movement: { kind: "mitchell", tables: 5, rounds: 5, boardsPerRound: 3 },
  matchBoards: 24,
  firstBoard: 1,
  name: "",
  date: "2026-11-30",
  language: "en",
  existingSheets: ["Sheet1"],
};

function sheet(plan: { sheets: readonly SheetPlan[] }, role: SheetPlan["role"]): SheetPlan {
  const found = plan.sheets.find((s) => s.role === role);
  if (!found) throw new Error(`no ${role} sheet`);
  return found;
}

function blockAt(plan: SheetPlan, address: string): CellBlock {
  const found = plan.blocks.find((b) => b.address === address);
  if (!found) throw new Error(`no block at ${address}`);
  return found;
}

function valuesAt(plan: SheetPlan, address: string) {
  const block = blockAt(plan, address);
  if (!("values" in block)) throw new Error(`${address} holds formulas`);
  return block.values;
}

function formulasAt(plan: SheetPlan, address: string) {
  const block = blockAt(plan, address);
  if (!("formulas" in block)) throw new Error(`${address} holds values`);
  return block.formulas;
}

describe("sheet names", () => {
  it("names a pairs session's sheets after the date", () => {
    const plan = planSession(BASE);
    expect(plan.sheets.map((s) => s.name)).toEqual([
      "Session 2026-11-30",
      "Session 2026-11-30 Ranking",
      "Session 2026-11-30 Boards",
      "Session 2026-11-30 Pairs",
    ]);
    // A session built empty opens on its Results sheet, where its results are typed.
    expect(plan.activate).toBe("Session 2026-11-30");
    expect(plan.typeResultsAt).toEqual({ sheet: "Session 2026-11-30", address: "F2" });
  });

  it("takes the next free name, ignoring case, when any of the session's names is taken", () => {
    const plan = planSession({ ...BASE, existingSheets: ["SESSION 2026-11-30 boards"] });
    expect(plan.sheets.map((s) => s.name)).toEqual([
      "Session 2026-11-30 (2)",
      "Session 2026-11-30 (2) Ranking",
      "Session 2026-11-30 (2) Boards",
      "Session 2026-11-30 (2) Pairs",
    ]);
    const third = planSession({
      ...BASE,
      existingSheets: ["Session 2026-11-30", "Session 2026-11-30 (2)"],
    });
    expect(third.sheets[0]?.name).toBe("Session 2026-11-30 (3)");
  });

  it("names a teams match Match <date>, and uses a typed name, made fit for Excel (31 characters, no : / ? * [ ])", () => {
    expect(planSession({ ...BASE, event: "teams" }).sheets.map((s) => s.name)).toEqual([
      "Match 2026-11-30",
    ]);
    const typed = planSession({ ...BASE, name: "Club: Monday [open] pairs / autumn cup final" });
    for (const s of typed.sheets) {
      expect(s.name.length).toBeLessThanOrEqual(31);
      expect(s.name).not.toMatch(/[:\\/?*[\]]/);
    }
    expect(typed.sheets[0]?.name).toBe("Club Monday open pairs");
  });

  it("writes French names and headers when the pane is in French", () => {
    const plan = planSession({ ...BASE, language: "fr" });
    expect(plan.sheets.map((s) => s.name)).toEqual([
      "Séance 2026-11-30",
      "Séance 2026-11-30 Classement",
      "Séance 2026-11-30 Donnes",
      "Séance 2026-11-30 Paires",
    ]);
    expect(valuesAt(sheet(plan, "results"), "A1")[0]).toContain("Déclarant");
  });
});

describe("a Mitchell pairs session", () => {
  const plan = planSession(BASE);
  const results = sheet(plan, "results");
  const movement = mitchellMovement({ tables: 5, rounds: 5, boardsPerRound: 3, firstBoard: 1 });

  it("has one row per table per board, board/round/table/NS/EW as the movement seats them, sorted by board", () => {
    const rows = valuesAt(results, "A2");
    expect(rows).toHaveLength(5 * 5 * 3);
    const fromSheet = rows.map(([board, round, table, ns, ew]) => ({
      board,
      round,
      table,
      ns,
      ew,
    }));
    const fromMovement = movement.seatings.flatMap((s) =>
      s.boards.map((board) => ({ board, round: s.round, table: s.table, ns: s.ns, ew: s.ew }))
    );
    const key = (line: { board: unknown; round: unknown }) =>
      `${String(line.board)}/${String(line.round)}`;
    expect(new Set(fromSheet.map(key))).toEqual(new Set(fromMovement.map(key)));
    expect([...fromSheet].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      [...fromMovement].sort((a, b) => key(a).localeCompare(key(b)))
    );
    const boards = fromSheet.map((line) => line.board as number);
    expect(boards).toEqual([...boards].sort((a, b) => a - b));
  });

  it("leaves contract, declarer, result and lead to type", () => {
    for (const row of valuesAt(results, "A2")) expect(row.slice(5)).toEqual(["", "", "", ""]);
  });

  it("scores every line with one formula per computed column over the whole session", () => {
    expect(formulasAt(results, "J2")).toEqual([
      [
        "=BRIDGE.SCORE(F2:F76, H2:H76, A2:A76, , G2:G76)",
        '=BRIDGE.MATCHPOINTS(J2:J76, , "NS", , A2:A76)',
        '=BRIDGE.MATCHPOINTS(J2:J76, , "EW", , A2:A76)',
      ],
    ]);
  });

  it("ranks with BRIDGE.RANKING over the Results sheet, two fields", () => {
    expect(formulasAt(sheet(plan, "ranking"), "A1")).toEqual([
      [
        "=BRIDGE.RANKING('Session 2026-11-30'!A2:A76, 'Session 2026-11-30'!D2:D76, 'Session 2026-11-30'!E2:E76, 'Session 2026-11-30'!J2:J76, \"MP\", \"TWO\")",
      ],
    ]);
    expect(sheet(plan, "ranking").numberFormats).toEqual([{ address: "D2:E11", format: "0.00" }]);
  });

  it("lists every board with BRIDGE.DEALER and BRIDGE.VUL", () => {
    const boards = sheet(plan, "boards");
    expect(valuesAt(boards, "A2").map(([board]) => board)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1)
    );
    expect(formulasAt(boards, "B2")).toEqual([["=BRIDGE.DEALER(A2:A16)", "=BRIDGE.VUL(A2:A16)"]]);
  });

  it("freezes and prints the header row, checks declarers, and makes a row with an error stand out", () => {
    expect(results.headerRows).toBe(1);
    expect(results.headerAddresses).toEqual(["A1:L1"]);
    expect(results.validations).toEqual([
      { address: "G2:G76", list: ["N", "E", "S", "W"], hint: "N, E, S or W" },
    ]);
    expect(results.highlights).toEqual([
      { address: "A2:L76", formula: "=OR(ISERROR($J2), ISERROR($K2), ISERROR($L2))" },
    ]);
    expect(results.columnWidths).toHaveLength(12);
  });

  it("never writes a typed value that Excel would read as a formula", () => {
    for (const s of plan.sheets)
      for (const block of s.blocks) {
        if ("values" in block)
          for (const row of block.values)
            for (const cell of row) expect(String(cell)).not.toMatch(/^[=+-]/);
        else for (const row of block.formulas) for (const cell of row) expect(cell).toMatch(/^=/);
      }
  });
});

describe("pairs sessions of other kinds", () => {
  it("a Howell: pairs as the stored table seats them, one field", () => {
    const plan = planSession({ ...BASE, movement: { kind: "howell", id: "Howell04T2B18" } });
    const rows = valuesAt(sheet(plan, "results"), "A2");
    expect(rows).toHaveLength(36);
    expect(rows[0]).toEqual([1, 1, 1, 4, 1, "", "", "", ""]);
    expect(formulasAt(sheet(plan, "ranking"), "A1")[0]?.[0]).toMatch(/"MP", "ONE"\)$/);
  });

  it("a 3/4 Howell of 11 pairs (Palmerston North BC, 28/12/2015): 27 boards at 6 tables, table 2's rows marked sit-out", () => {
    const plan = planSession({
      ...BASE,
      movement: { kind: "howell", id: "ThreeQuarterHowell11T6B27" },
    });
    const rows = valuesAt(sheet(plan, "results"), "A2");
    // 27 boards x 6 tables; table 2 holds the missing pair 12, so its opponents sit out.
    expect(rows).toHaveLength(162);
    const tableTwo = rows.filter((row) => row[2] === 2);
    expect(tableTwo).toHaveLength(27);
    expect(tableTwo.every((row) => row[3] === sessionLabels("en").sitOut)).toBe(true);
    // Round 1 at table 1 as the session's travellers show it: 12-1 there is 11-1 here (the
    // stationary pairs of tables 1 and 2 swapped so that the missing pair is 12).
    expect(rows[0]).toEqual([1, 1, 1, 11, 1, "", "", "", ""]);
  });

  it("no movement: `tables` blank lines per board for the scorer's pair numbers, fields left to RANKING", () => {
    const plan = planSession({ ...BASE, movement: { kind: "none", tables: 4, boards: 3 } });
    const rows = valuesAt(sheet(plan, "results"), "A2");
    expect(rows.map((row) => row[0])).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(rows.every((row) => row.slice(1).every((cell) => cell === ""))).toBe(true);
    expect(formulasAt(sheet(plan, "ranking"), "A1")[0]?.[0]).toMatch(/"MP"\)$/);
  });

  it("IMP pairs: cross-IMPs or Butler per side, ranked by that method", () => {
    const ximps = planSession({ ...BASE, event: "pairs-ximps" });
    expect(formulasAt(sheet(ximps, "results"), "J2")[0]?.slice(1)).toEqual([
      '=BRIDGE.XIMPS(J2:J76, "AVG", "NS", A2:A76)',
      '=BRIDGE.XIMPS(J2:J76, "AVG", "EW", A2:A76)',
    ]);
    const butler = planSession({ ...BASE, event: "pairs-butler" });
    expect(formulasAt(sheet(butler, "results"), "J2")[0]?.slice(1)).toEqual([
      '=BRIDGE.BUTLER(J2:J76, , , "NS", A2:A76)',
      '=BRIDGE.BUTLER(J2:J76, , , "EW", A2:A76)',
    ]);
    expect(formulasAt(sheet(butler, "ranking"), "A1")[0]?.[0]).toMatch(/"BUTLER", "TWO"\)$/);
  });

  it("refuses a movement out of bounds, naming the field", () => {
    const tooManyRounds = { ...BASE, movement: { ...BASE.movement, rounds: 6 } } as SessionOptions;
    expect(() => planSession(tooManyRounds)).toThrow(SessionOptionError);
    try {
      planSession(tooManyRounds);
    } catch (error) {
      expect((error as SessionOptionError).field).toBe("rounds");
    }
    expect(() => planSession({ ...BASE, firstBoard: 0 })).toThrow(/firstBoard/);
    expect(() => planSession({ ...BASE, movement: { kind: "howell", id: "Howell99" } })).toThrow(
      /howell/
    );
    expect(() => planSession({ ...BASE, event: "teams", matchBoards: 2.5 })).toThrow(/boards/);
  });
});

describe("a teams match", () => {
  const plan = planSession({ ...BASE, event: "teams", matchBoards: 8, firstBoard: 9 });
  const match = sheet(plan, "match");

  it("is one sheet with both rooms per board, IMPs, running total and the match's VPs", () => {
    expect(plan.sheets).toHaveLength(1);
    expect(valuesAt(match, "A3").map(([board]) => board)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(formulasAt(match, "B3")).toEqual([["=BRIDGE.DEALER(A3:A10)", "=BRIDGE.VUL(A3:A10)"]]);
    expect(formulasAt(match, "G3")).toEqual([["=BRIDGE.SCORE(D3:D10, F3:F10, A3:A10, , E3:E10)"]]);
    expect(formulasAt(match, "K3")).toEqual([
      [
        "=BRIDGE.SCORE(H3:H10, J3:J10, A3:A10, , I3:I10)",
        "=BRIDGE.IMPS(G3:G10, K3:K10)",
        '=IF(L3:L10="", "", SUMIF(A3:A10, "<="&A3:A10, L3:L10))',
      ],
    ]);
    expect(formulasAt(match, "P2")).toEqual([
      ["=SUM(L3:L10)", "=-P2"],
      ["=BRIDGE.VP(P2, 8)", "=BRIDGE.VP(Q2, 8)"],
      ["=COUNT(L3:L10)", "=P4"],
    ]);
    expect(match.headerRows).toBe(2);
    expect(match.validations.map((v) => v.address)).toEqual(["E3:E10", "I3:I10"]);
  });
});

describe("the card's names", () => {
  it("come with every session: BRIDGESCORE, IMPS, MATCHPOINTS", () => {
    expect(planSession(BASE).names.map((n) => n.name)).toEqual([
      "BRIDGESCORE",
      "IMPS",
      "MATCHPOINTS",
    ]);
    expect(planSession({ ...BASE, event: "teams" }).names).toHaveLength(3);
  });
});

describe("the sample session", () => {
  const plan = planSampleSession({ date: "2026-11-30", language: "en", existingSheets: [] });
  const rows = valuesAt(sheet(plan, "results"), "A2");
  // The movement it was made for (scripts/makeSampleSession.ts): a Mitchell of 7 tables, 3 boards a round.
  const movement = mitchellMovement({ tables: 7, rounds: 7, boardsPerRound: 3, firstBoard: 1 });

  it("holds a line for every table of every board of a 7-table Mitchell, seated as the movement seats them", () => {
    expect(rows).toHaveLength(21 * 7);
    expect(rows.map((row) => row.slice(0, 5))).toEqual(
      movementLines(movement).map((line) => [line.board, line.round, line.table, line.ns, line.ew])
    );
    expect(valuesAt(sheet(plan, "boards"), "A2")).toHaveLength(21);
  });

  it("ranks with the fields left to RANKING and names its made-up source beside the ranking", () => {
    const ranking = sheet(plan, "ranking");
    expect(formulasAt(ranking, "A1")[0]?.[0]).toMatch(/J2:J148, "MP"\)$/);
    expect(String(valuesAt(ranking, "I1")[0]?.[0])).toMatch(/made up for the add-in/);
  });

  it("builds its Hand records sheet on the session's base name, every board with its deal", () => {
    expect(plan.sheets.map((s) => s.name)).toEqual([
      "Session 2026-11-30",
      "Session 2026-11-30 Ranking",
      "Session 2026-11-30 Boards",
      "Session 2026-11-30 Pairs",
      "Session 2026-11-30 Hand records",
    ]);
    const handRecords = sheet(plan, "handRecords");
    const deals = handRecords.blocks.filter(
      (block) => "values" in block && block.values[1]?.[0] === "Deal"
    );
    expect(deals).toHaveLength(21);
  });

  it("names the French Hand records sheet apart from the French Boards sheet (Donnes)", () => {
    const french = planSampleSession({ date: "2026-11-30", language: "fr", existingSheets: [] });
    expect(french.sheets.map((s) => s.name)).toEqual([
      "Séance 2026-11-30",
      "Séance 2026-11-30 Classement",
      "Séance 2026-11-30 Donnes",
      "Séance 2026-11-30 Paires",
      "Séance 2026-11-30 Diagrammes",
    ]);
  });
});

describe("movementLines", () => {
  it("puts every board of every seating on its own line", () => {
    const movement = mitchellMovement({ tables: 3, rounds: 2, boardsPerRound: 2, firstBoard: 1 });
    expect(movementLines(movement)).toHaveLength(3 * 2 * 2);
  });
});
