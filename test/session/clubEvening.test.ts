/*
 * The sheets of a club's evening as it is (issue 48): a half table's sit-out rows marked, an
 * arrow-switched round's rows noted with the pairs as seated, two sections ranked across the
 * field or each on its own, a pasted movement checked before it is built, and the summary's facts
 * read off the same planned movements.
 */
import type { SessionOptions } from "../../src/session/planSession";
import {
  planSession,
  plannedMovements,
  SessionOptionError,
  sessionOptionProblems,
} from "../../src/session/planSession";
import type { CellBlock, CellValue, SessionPlan, SheetPlan } from "../../src/session/plan";
import { evaluatePlan } from "../support/formulaEngine";

const BASE: SessionOptions = {
  event: "pairs-mp",
  movement: { kind: "mitchell", tables: 6.5, rounds: 7, boardsPerRound: 3 },
  matchBoards: 24,
  firstBoard: 1,
  name: "Club",
  date: "2026-11-30",
  language: "en",
  existingSheets: ["Sheet1"],
};

function sheetNamed(plan: { sheets: readonly SheetPlan[] }, name: string): SheetPlan {
  const found = plan.sheets.find((s) => s.name === name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

function block(plan: SheetPlan, address: string): CellBlock {
  const found = plan.blocks.find((b) => b.address === address);
  if (!found) throw new Error(`no block at ${address}`);
  return found;
}

function values(plan: SheetPlan, address: string): readonly (readonly CellValue[])[] {
  const found = block(plan, address);
  if (!("values" in found)) throw new Error(`${address} holds formulas`);
  return found.values;
}

function formulas(plan: SheetPlan, address: string): readonly (readonly string[])[] {
  const found = block(plan, address);
  if (!("formulas" in found)) throw new Error(`${address} holds values`);
  return found.formulas;
}

/** The note column M from M2 as the sheet shows it with nothing typed (sit-out notes are formulas). */
function shownNotes(plan: SessionPlan, sheet: string, lines: number): CellValue[] {
  const book = evaluatePlan(plan);
  try {
    return book.values(sheet, `M2:M${1 + lines}`).map(([note]) => note as CellValue);
  } finally {
    book.destroy();
  }
}

describe("a 6.5-table Mitchell (13 pairs)", () => {
  const plan = planSession(BASE);
  const results = sheetNamed(plan, "Club");
  const lines = values(results, "A2");
  const notes = shownNotes(plan, "Club", lines.length);

  it("writes 'sit-out' in North-South 7's seat on table 7's rows, with a note, and no blank pair cell", () => {
    expect(values(results, "A1")[0]?.[12]).toBe("Note");
    const table7 = lines.filter((line) => line[2] === 7);
    expect(table7).toHaveLength(21);
    expect(new Set(table7.map((line) => line[3]))).toEqual(new Set(["sit-out"]));
    const round1 = lines.findIndex((line) => line[1] === 1 && line[2] === 7);
    expect(lines[round1]?.[4]).toBe(7);
    expect(notes[round1]).toBe("sit-out: EW 7 plays no board here");
    expect(lines.every((line) => line[3] !== "" && line[4] !== "")).toBe(true);
  });

  it("lists 13 pairs on the Pairs sheet: North-South 7 is not one", () => {
    const pairs = values(sheetNamed(plan, "Club Pairs"), "A2");
    expect(pairs).toHaveLength(13);
    expect(pairs.filter((row) => row[1] === "NS").map((row) => row[0])).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("opens on the Results sheet, where the results are typed from F2", () => {
    expect(plan.activate).toBe("Club");
    expect(plan.typeResultsAt).toEqual({ sheet: "Club", address: "F2", sitOuts: true });
  });
});

describe("a result typed on a sit-out row of a 6.5-table Mitchell", () => {
  /** The plan with every played line's result typed (3NT by North, 8 to 10 tricks) and `extra` rows too. */
  function typed(extra: (line: readonly CellValue[]) => boolean): SessionPlan {
    const plan = planSession(BASE);
    const sheets = plan.sheets.map((sheet) => {
      if (sheet.name !== "Club") return sheet;
      const blocks = sheet.blocks.map((b): CellBlock => {
        if (b.address !== "A2" || !("values" in b)) return b;
        return {
          address: "A2",
          values: b.values.map((line) => {
            const sitOut = line[3] === "sit-out" || line[4] === "sit-out";
            if (sitOut && !extra(line)) return line;
            const tricks = 8 + ((Number(line[0]) + Number(line[1]) * 2) % 3);
            return [...line.slice(0, 5), "3NT", "N", tricks, ""];
          }),
        };
      });
      return { ...sheet, blocks };
    });
    return { ...plan, sheets };
  }

  it("scores it blank: no board's matchpoints and no ranking count it (no pair 'sit-out' ranked)", () => {
    const clean = evaluatePlan(typed(() => false));
    const stray = evaluatePlan(typed((line) => line[0] === 1));
    try {
      expect(stray.values("Club", "J2:J148")).toEqual(clean.values("Club", "J2:J148"));
      expect(stray.values("Club", "K2:L148")).toEqual(clean.values("Club", "K2:L148"));
      const ranking = stray.values("Club Ranking", "A1:F15");
      expect(ranking).toEqual(clean.values("Club Ranking", "A1:F15"));
      // 6 North-South pairs and 7 East-West pairs under the header; no pair named "sit-out".
      expect(ranking.slice(1, 14).map((row) => row[5])).toEqual([
        ...Array.from({ length: 6 }, () => "NS"),
        ...Array.from({ length: 7 }, () => "EW"),
      ]);
      expect(ranking.flat()).not.toContain("sit-out");
    } finally {
      clean.destroy();
      stray.destroy();
    }
  });

  it("turns the row's note into a warning, and the row red, while a result is typed on it", () => {
    const stray = evaluatePlan(typed((line) => line[0] === 1));
    try {
      const lines = values(sheetNamed(planSession(BASE), "Club"), "A2");
      const notes = stray.values("Club", "M2:M148").map(([note]) => note);
      const warned = notes.flatMap((note, i) => (/NOT SCORED/.test(String(note)) ? [i] : []));
      // Board 1 reaches table 7 in round 2 (boards move down one table a round, 1 to 7).
      expect(warned.map((i) => lines[i]?.slice(0, 3))).toEqual([[1, 2, 7]]);
      expect(notes[warned[0] ?? 0]).toBe(
        // East-West pairs move up one table a round: EW 6 reaches table 7 in round 2.
        "sit-out: EW 6 plays no board here. NOT SCORED: nobody played on this row; type the result on the row of the table that played the board"
      );
    } finally {
      stray.destroy();
    }
    const highlights = sheetNamed(planSession(BASE), "Club").highlights;
    expect(highlights[1]).toEqual({
      address: "A2:M148",
      formula: '=AND(OR($D2="sit-out", $E2="sit-out"), LEN($F2&$G2&$H2)>0)',
    });
  });

  it("scores the row, with no warning, once a late pair's number is typed over sit-out", () => {
    const plan = typed((line) => line[0] === 1);
    const late = {
      ...plan,
      sheets: plan.sheets.map((sheet) =>
        sheet.name !== "Club"
          ? sheet
          : {
              ...sheet,
              blocks: sheet.blocks.map((b): CellBlock => {
                if (b.address !== "A2" || !("values" in b)) return b;
                const values = b.values.map((line) =>
                  line[0] === 1 && line[3] === "sit-out"
                    ? [...line.slice(0, 3), 7, ...line.slice(4)]
                    : line
                );
                return { address: "A2", values };
              }),
            }
      ),
    };
    const book = evaluatePlan(late);
    try {
      const lines = values(sheetNamed(planSession(BASE), "Club"), "A2");
      const row = lines.findIndex((line) => line[0] === 1 && line[3] === "sit-out");
      // Board 1, round 2, table 7: 3NT by North; tricks 8 + (1 + 2 x 2) mod 3 = 10, +430 (Law 77:
      // 40 + 30 + 30 + 30 overtrick, 300 game bonus not vulnerable on board 1, Law 2).
      expect(book.values("Club", `J${row + 2}`)).toEqual([[430]]);
      expect(String(book.values("Club", `M${row + 2}`)[0]?.[0])).not.toMatch(/NOT SCORED/);
    } finally {
      book.destroy();
    }
  });

  it("writes the score formula blank on the sit-out rows, in the sheet's own word", () => {
    const results = sheetNamed(planSession(BASE), "Club");
    expect(formulas(results, "J2")[0]?.[0]).toBe(
      '=IF((D2:D148="sit-out")+(E2:E148="sit-out"), "", BRIDGE.SCORE(F2:F148, H2:H148, A2:A148, , G2:G148))'
    );
    const french = sheetNamed(planSession({ ...BASE, language: "fr" }), "Club");
    expect(formulas(french, "J2")[0]?.[0]).toMatch(/^=IF\(\(D2:D148="relâche"\)/);
  });
});

describe("a 6.5-table Mitchell with the last round arrow-switched", () => {
  const plan = planSession({
    ...BASE,
    movement: { kind: "mitchell", tables: 6.5, rounds: 7, boardsPerRound: 3, switchedRounds: [7] },
  });
  const results = sheetNamed(plan, "Club");
  const lines = values(results, "A2");
  const notes = shownNotes(plan, "Club", lines.length);

  it("writes round 7's rows with the moving pair North-South (East-West k is pair 7 + k) and notes them", () => {
    const round7 = lines
      .map((line, i) => ({ line, note: notes[i] }))
      .filter(({ line }) => line[1] === 7);
    const table3 = round7.find(({ line }) => line[2] === 3);
    // Round 7: East-West 4 reached table 3 (up one table a round); it is pair 11.
    expect(table3?.line.slice(3, 5)).toEqual([11, 3]);
    expect(table3?.note).toBe("arrow-switch: NS and EW swapped");
    // Table 7: the missing North-South pair's seat turns with the boards.
    const table7 = round7.find(({ line }) => line[2] === 7);
    expect(table7?.line.slice(3, 5)).toEqual([8, "sit-out"]);
  });

  it("ranks one field: RANKING is told ONE", () => {
    const ranking = sheetNamed(plan, "Club Ranking");
    expect(formulas(ranking, "A1")[0]?.[0]).toMatch(/"MP", "ONE"\)$/);
  });
});

describe("two sections", () => {
  const options: SessionOptions = {
    ...BASE,
    movement: { kind: "mitchell", tables: 4, rounds: 3, boardsPerRound: 4 },
    sections: { count: 2, sameBoards: true, rankedBySection: false },
  };

  it("across the field: one spill of matchpoints over both sections' rows (a board compared in both), one ranking", () => {
    const plan = planSession(options);
    expect(plan.sheets.map((s) => s.name)).toEqual([
      "Club",
      "Club Ranking",
      "Club Boards",
      "Club Pairs",
    ]);
    const results = sheetNamed(plan, "Club");
    const lines = values(results, "A2");
    expect(lines).toHaveLength(2 * 4 * 3 * 4);
    expect(lines[0]?.slice(3, 5)).toEqual(["A1", "A1"]);
    expect(lines[48]?.slice(3, 5)).toEqual(["B1", "B1"]);
    expect(formulas(results, "J2")[0]).toEqual([
      "=BRIDGE.SCORE(F2:F97, H2:H97, A2:A97, , G2:G97)",
      '=BRIDGE.MATCHPOINTS(J2:J97, , "NS", , A2:A97)',
      '=BRIDGE.MATCHPOINTS(J2:J97, , "EW", , A2:A97)',
    ]);
    // 16 boards, the same in both sections.
    expect(values(sheetNamed(plan, "Club Boards"), "A2")).toHaveLength(16);
  });

  it("each on its own: each section's rows matchpointed apart, a Ranking sheet each", () => {
    const plan = planSession({
      ...options,
      sections: { count: 2, sameBoards: true, rankedBySection: true },
    });
    expect(plan.sheets.map((s) => s.name)).toEqual([
      "Club",
      "Club Ranking A",
      "Club Ranking B",
      "Club Boards",
      "Club Pairs",
    ]);
    const results = sheetNamed(plan, "Club");
    expect(formulas(results, "K2")[0]?.[0]).toBe('=BRIDGE.MATCHPOINTS(J2:J49, , "NS", , A2:A49)');
    expect(formulas(results, "K50")[0]?.[0]).toBe(
      '=BRIDGE.MATCHPOINTS(J50:J97, , "NS", , A50:A97)'
    );
    expect(formulas(sheetNamed(plan, "Club Ranking B"), "A1")[0]?.[0]).toBe(
      "=BRIDGE.RANKING('Club'!A50:A97, 'Club'!D50:D97, 'Club'!E50:E97, 'Club'!J50:J97, \"MP\", \"TWO\")"
    );
  });

  it("with different boards: section B plays the next boards", () => {
    const [a, b] = plannedMovements({
      ...options,
      sections: { count: 2, sameBoards: false, rankedBySection: false },
    });
    expect(a?.boards[0]).toBe(1);
    expect(b?.boards).toEqual(Array.from({ length: 16 }, (_, i) => 17 + i));
  });
});

describe("a pasted movement", () => {
  const pasted = (text: string): SessionOptions => ({
    ...BASE,
    movement: { kind: "pasted", text },
  });

  it("is built as pasted when it can be played (the first two rounds of bridgescorer's Howell04T2B18, as a guide card lists them)", () => {
    const text = [
      "Round\tTable\tNS\tEW\tBoards",
      "1\t1\t4\t1\t1-3",
      "1\t2\t2\t3\t4-6",
      "2\t1\t4\t1\t4,5,6",
      "2\t2\t3\t2\t1-3",
    ].join("\n");
    const [movement] = plannedMovements(pasted(text));
    expect(movement?.fields).toBe("ONE");
    expect(movement?.boards).toEqual([1, 2, 3, 4, 5, 6]);
    const lines = values(sheetNamed(planSession(pasted(text)), "Club"), "A2");
    expect(lines[0]).toEqual([1, 1, 1, 4, 1, "", "", "", ""]);
    expect(lines[1]).toEqual([1, 2, 2, 3, 2, "", "", "", ""]);
  });

  it("is refused with each failure named: a board met twice, a pair at two tables", () => {
    const text = ["1 1 1 2 1-2", "1 2 1 3 3-4", "2 1 1 2 1-2"].join("\n");
    const [problem] = sessionOptionProblems(pasted(text));
    expect(problem).toBeInstanceOf(SessionOptionError);
    expect(problem?.field).toBe("pasted");
    expect(problem?.problems).toEqual(
      expect.arrayContaining([
        { kind: "pairTwiceInRound", pair: "NS 1", round: 1 },
        { kind: "boardTwice", pair: "NS 1", board: 1 },
        { kind: "boardTwice", pair: "EW 2", board: 2 },
      ])
    );
    expect(() => planSession(pasted(text))).toThrow(SessionOptionError);
  });

  it("names the line it cannot read", () => {
    const [problem] = sessionOptionProblems(pasted("1 1 1 2 1-2\n2 x 1 2 3"));
    expect(problem?.value).toBe("line 2: 2 x 1 2 3");
  });
});

describe("the form's bounds, each field named", () => {
  it("accepts 6.5 tables and refuses 6.3, a missing pair beyond the tables and a switched round beyond the rounds", () => {
    expect(sessionOptionProblems(BASE)).toEqual([]);
    const fields = sessionOptionProblems({
      ...BASE,
      movement: {
        kind: "mitchell",
        tables: 6.3,
        rounds: 7,
        boardsPerRound: 3,
      },
    }).map((p) => p.field);
    expect(fields).toEqual(["tables"]);
    expect(
      sessionOptionProblems({
        ...BASE,
        movement: {
          kind: "mitchell",
          tables: 6.5,
          rounds: 7,
          boardsPerRound: 3,
          missing: { direction: "EW", pair: 8 },
        },
      }).map((p) => [p.field, p.max])
    ).toEqual([["missingPair", 7]]);
    expect(
      sessionOptionProblems({
        ...BASE,
        movement: {
          kind: "mitchell",
          tables: 7,
          rounds: 7,
          boardsPerRound: 3,
          switchedRounds: [8],
        },
      }).map((p) => [p.field, p.max])
    ).toEqual([["switchedRounds", 7]]);
  });
});
