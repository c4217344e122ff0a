import { scoreContract } from "../../src/core";
import { score } from "../../src/excel/functions/score";
import { errorIn, expectExcelError, expectValueErrorSaying } from "../support/excelOutput";
import { allDeals } from "../support/scoreCases";
import { REFUSED, answerOfCase, scorerSpellings } from "../support/scorerSpellings";

// Issue 30: every unambiguous spelling scorers write is read, through the exported functions as
// Excel calls them; the truly ambiguous stay refused. Each case's expected value names its source
// in test/support/scorerSpellings.ts (Law 77 by Pavlicek's table, Law 2, Law 12C2).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SCORE = score as (...args: any[]) => unknown;
const column = (...values: unknown[]): unknown[][] => values.map((value) => [value]);

describe("the spellings scorers write, each read with its one meaning", () => {
  it.each(scorerSpellings().map((c) => [c.kind, c.spelling, c.expected, c] as const))(
    "%s %p: %p",
    (_kind, _spelling, expected, spelling) => {
      const answer = answerOfCase(spelling);
      expect(answer).toBe(expected);
      if (expected === REFUSED) expectExcelError(firstCell(spelling.call()), "#VALUE!");
    }
  );
});

function firstCell(answer: unknown): unknown {
  if (!Array.isArray(answer)) return answer;
  const cells = answer.flat() as unknown[];
  return cells.find((cell) => cell instanceof CustomFunctions.Error) ?? cells[0];
}

describe("a column of trick counts (issue 30)", () => {
  // Law 77 by scoreContract, held to Pavlicek's table by test/core/pavlicekTable.test.ts.
  const deals = allDeals();

  it("reads every one of the 2,940 deals' trick counts, four or more down included, beside a count of 8 or more", () => {
    const wrong: unknown[] = [];
    for (const d of deals) {
      const contract = `${d.contract.level}${d.contract.strain}${"X".repeat(d.contract.doubling)}`;
      // 0 is a blank cell (desktop Excel passes one as 0): no tricks at all is written -7..-13.
      const written = d.tricks === 0 ? -(d.contract.level + 6) : d.tricks;
      const out = SCORE(column("3NT", contract), column(9, written), d.vulnerable) as unknown[][];
      const expected = scoreContract(d.contract, d.tricks, d.vulnerable);
      if (out[1]?.[0] !== expected) wrong.push({ contract, tricks: d.tricks, expected, got: out });
    }
    expect(wrong).toEqual([]);
  });

  it("reads 4HX with 6 tricks as four down (-800 not vulnerable, -1100 vulnerable: Law 77)", () => {
    expect(SCORE(column("4S", "4HX"), column(10, 6), "NV")).toEqual(column(420, -800));
    expect(SCORE(column("4S", "4HX"), column(10, 6), "V")).toEqual(column(620, -1100));
  });

  it("keeps refusing a bare count meaning four or more down in a call with no trick count of 8 or more", () => {
    const out = SCORE(column("4HX", "4S"), column(6, 7), "NV") as unknown[][];
    expectValueErrorSaying(
      out[0]?.[0],
      'result: got 6; expected an unambiguous result for a contract needing 10 tricks; 6 could be 6 tricks taken (4 down: write -4), or the level made, as an ACBL pickup slip writes it ("+2" or 12).'
    );
    expect(out[1]).toEqual([-150]); // 4♠ three down not vulnerable: Law 77, 3 × 50
  });

  it("keeps reading 1 beside '= as an eaten +1 (4♠+1 450), never as 1 trick, even beside a count", () => {
    expect(SCORE(column("4S", "4S"), column("=", 1), "NV")).toEqual(column(420, 450));
    const mixed = SCORE(column("4S", "4S", "4S"), column("=", 10, 1), "NV") as unknown[][];
    expect(mixed.slice(0, 2)).toEqual(column(420, 420));
    expectExcelError(mixed[2]?.[0], "#VALUE!");
  });

  it('reads "made" beside bare numbers as a relative column: 1 is +1 (450)', () => {
    expect(SCORE(column("4S", "4S"), column("made", 1), "NV")).toEqual(column(420, 450));
  });
});

describe("the contract and its result in one cell (issue 30)", () => {
  it('refuses "4S 6" alone, naming both readings, and "4S 1" as a possible eaten plus', () => {
    expectValueErrorSaying(
      SCORE("4S 6", null, "NV"),
      'contract: got "4S 6"; expected an unambiguous result for a contract needing 10 tricks; 6 could be 6 tricks taken (4 down: write -4), or the level made, as an ACBL pickup slip writes it ("+2" or 12).'
    );
    expectExcelError(SCORE("4S 1", null, "NV"), "#VALUE!");
  });

  it("checks a result given beside a contract cell that holds one: 4S 10 with = agrees (420)", () => {
    expect(SCORE("4S 10", "=", "NV")).toBe(420);
    expectExcelError(SCORE("4S 10", "+1", "NV"), "#VALUE!");
  });
});

describe('"O" beside Dutch or German seats (issue 30)', () => {
  afterEach(() => {
    delete (globalThis as { Office?: unknown }).Office;
  });

  it("keeps O as Ouest (West) where no Dutch or German seat is in the call: -420 on 4♠= (Law 77)", () => {
    expect(SCORE(column("4S", "4S"), 10, "NV", null, column("N", "O"))).toEqual(column(420, -420));
  });

  it("refuses O beside Z, Zuid, Oost, Ost or Süd, naming both readings, in English and French", () => {
    const out = SCORE(column("4S", "4S"), 10, "NV", null, column("Zuid", "O")) as unknown[][];
    expect(out[0]).toEqual([420]);
    expectValueErrorSaying(
      out[1]?.[0],
      'declarer: got "O"; expected an unambiguous seat: beside Dutch or German seats (Z, Zuid, Oost, Ost, Süd) "O" may be East (Oost, Ost) or, in French, West (Ouest); write E or Oost for East, W or Ouest for West.'
    );
    (globalThis as { Office?: unknown }).Office = { context: { displayLanguage: "fr-FR" } };
    const french = SCORE(column("4S", "4S"), 10, "NV", null, column("Ost", "O")) as unknown[][];
    expect(errorIn(french[1]?.[0]).message).toContain(
      'une position sans ambiguïté : à côté de positions néerlandaises ou allemandes (Z, Zuid, Oost, Ost, Süd), "O" peut être Est (Oost, Ost) ou Ouest ; écrire E ou Oost pour Est, W ou Ouest pour Ouest.'
    );
  });
});

describe("the French bare C stays refused on a French sheet (issue 30 keeps issue 10's rule)", () => {
  it("refuses 4C beside 3SA, and reads 4 clubs (the English word) there as clubs (130: Law 77)", () => {
    const out = SCORE(column("3SA", "4C", "4 clubs"), column(9, 10, 10), "NV") as unknown[][];
    expect(out[0]).toEqual([400]);
    expectExcelError(out[1]?.[0], "#VALUE!");
    expect(out[2]).toEqual([130]);
  });
});
