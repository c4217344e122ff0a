/*
 * BRIDGE.DDTABLE and BRIDGE.DDROW called as Excel calls them: a cell's value (text, "" or null
 * for a blank, 0 from desktop, numbers, error values), a range for DDROW, answers awaited as
 * Excel awaits a Promise. Expected tables: deals whose tables follow from the cards alone
 * (stated per case) and DDS's list100 file for a real deal.
 */
import * as pieces from "../../src/worker/strainColumn";
import { ddrow, ddtable } from "../../src/excel/functions/doubleDummy";
import { par } from "../../src/excel/functions/par";
import { readDdsList100 } from "../support/ddsList100";
import { expectValueErrorMentioning } from "../support/excelOutput";
import { ACCEPTED_FORMS } from "../../src/messages/acceptedForms";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Fn = (deal: any) => Promise<unknown>;
const DDTABLE = ddtable as Fn;
const DDROW = ddrow as Fn;

/**
 * Each hand holds one whole suit (North ♠, East ♥, South ♦, West ♣). In a suit contract the side
 * holding trumps ruffs every trick it does not lead and runs its trumps when it leads: 13 tricks
 * to that side. At notrump the opening leader (declarer's left-hand opponent) runs his suit: 13
 * to the defenders.
 */
const ONE_SUIT_EACH = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";
const ONE_SUIT_EACH_TABLE = [
  // C  D   H  S  NT
  [0, 13, 0, 13, 0], // N: ♦ (South's) and ♠ (North's) are North-South's trumps
  [13, 0, 13, 0, 0], // E: ♣ (West's) and ♥ (East's) are East-West's
  [0, 13, 0, 13, 0], // S
  [13, 0, 13, 0, 0], // W
];

function firstCell(answer: unknown): unknown {
  return (answer as unknown[][])[0]?.[0];
}

describe("BRIDGE.DDTABLE", () => {
  it("spills the 4x5 table, rows N E S W, columns C D H S NT", async () => {
    expect(await DDTABLE(ONE_SUIT_EACH)).toEqual(ONE_SUIT_EACH_TABLE);
  });

  it("reads the deal from a one-cell range, with any first seat, lower case and 10 for T", async () => {
    const fromEast = "e:.akqj1098765432.. ..akqjt98765432. ...akqjt98765432 akqjt98765432...";
    expect(await DDTABLE([[fromEast]])).toEqual(ONE_SUIT_EACH_TABLE);
  });

  it("equals DDS's table for deal 7 of DDS's list100 file, and gives its par through BRIDGE.PAR", async () => {
    // Deal 7: one of the quicker deals to solve (about 2 s), to keep this file short.
    const deal = readDdsList100()[6]!;
    const table = await DDTABLE(deal.pbn);
    expect(table).toEqual(deal.tricks);
    // =BRIDGE.PAR(BRIDGE.DDTABLE(A2), B2): the file's PAR2 score for the deal's dealer and vulnerability.
    const parScore = par(table as unknown[][], [[deal.vulnerability]], [[deal.dealer]]);
    expect(parScore).toEqual([[deal.parScore]]);
  }, 600_000);

  it('gives a blank for a blank deal: null, "", spaces or desktop\'s 0', async () => {
    for (const blank of [null, "", "   ", 0]) expect(await DDTABLE(blank)).toEqual([[""]]);
  });

  it("answers #VALUE! naming the deal and what is wrong", async () => {
    const twice = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. A...AKQJT9876543";
    const cell = firstCell(await DDTABLE(twice));
    expectValueErrorMentioning(cell, ["deal", "♠A appears twice"]);
    const short = firstCell(await DDTABLE("N:AKQ... ... ... ..."));
    expectValueErrorMentioning(short, ["deal"]);
    const number = firstCell(await DDTABLE(42));
    expectValueErrorMentioning(number, ["deal", "42"]);
  });

  it("refuses a range of several deals naming what its one cell must hold, in English and French", async () => {
    const range = firstCell(await DDTABLE([[ONE_SUIT_EACH, ONE_SUIT_EACH]]));
    expect(range).toMatchObject({
      code: "#VALUE!",
      message: `deal: got "a range of several cells"; expected one cell holding ${ACCEPTED_FORMS.deal.en}.`,
    });
    const office = globalThis as { Office?: unknown };
    office.Office = { context: { displayLanguage: "fr-FR" } };
    try {
      const french = firstCell(await DDTABLE([[ONE_SUIT_EACH, ONE_SUIT_EACH]]));
      expect(french).toMatchObject({
        code: "#VALUE!",
        message: `distribution : reçu une plage de plusieurs cellules ; attendu une seule cellule contenant ${ACCEPTED_FORMS.deal.fr}.`,
      });
    } finally {
      delete office.Office;
    }
    expect(ACCEPTED_FORMS.deal.en).toMatch(/^a PBN deal: /);
    expect(ACCEPTED_FORMS.deal.fr).toMatch(/^une donne PBN : /);
  });

  it("passes on an error value it is given", async () => {
    const notAvailable = new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable);
    const cell = firstCell(await DDTABLE(notAvailable));
    expect(cell).toMatchObject({ code: "#N/A" });
  });

  it("solves a deal once: asked again, however written, it answers from its cache", async () => {
    // A deal no other test here solves: North ♥, East ♠, South ♣, West ♦ (the rule above).
    const deal = "N:.AKQJT98765432.. AKQJT98765432... ...AKQJT98765432 ..AKQJT98765432.";
    const table = [
      [13, 0, 13, 0, 0],
      [0, 13, 0, 13, 0],
      [13, 0, 13, 0, 0],
      [0, 13, 0, 13, 0],
    ];
    // Solved as five pieces, one per strain (src/excel/ddPool.ts), each once.
    const solves = jest.spyOn(pieces, "strainColumn");
    try {
      expect(await DDTABLE(deal)).toEqual(table);
      expect(await DDTABLE(`  ${deal.toLowerCase()} `)).toEqual(table);
      expect(await DDTABLE([[deal]])).toEqual(table);
      expect(solves).toHaveBeenCalledTimes(5);
    } finally {
      solves.mockRestore();
    }
  });
});

describe("BRIDGE.DDROW", () => {
  it("gives each deal of a column one row of 20: N then E, S, W, each C D H S NT", async () => {
    const rows = (await DDROW([[ONE_SUIT_EACH], [""], ["N:bad"], [ONE_SUIT_EACH]])) as unknown[][];
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual(ONE_SUIT_EACH_TABLE.flat());
    expect(rows[1]).toEqual(new Array(20).fill(""));
    expect(rows[2]).toHaveLength(20);
    for (const cell of rows[2]!) expectValueErrorMentioning(cell, ["deals", "N:bad"]);
    expect(rows[3]).toEqual(ONE_SUIT_EACH_TABLE.flat());
  });

  it("passes on error values in their own rows", async () => {
    const notAvailable = new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable);
    const rows = (await DDROW([[notAvailable], [ONE_SUIT_EACH]])) as unknown[][];
    expect(rows[0]![0]).toMatchObject({ code: "#N/A" });
    expect(rows[1]).toEqual(ONE_SUIT_EACH_TABLE.flat());
  });
});
