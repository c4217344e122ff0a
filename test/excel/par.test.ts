import { par, parcontract } from "../../src/excel/functions/par";
import { readDdsList100 } from "../support/ddsList100";
import { errorIn, expectValueErrorSaying, problemsIn } from "../support/excelOutput";
import { transpose } from "../support/parTables";

/** What Excel passes for an argument: a value or a range (the functions declare any[][]). */
type Argument = Parameters<typeof par>[0];
function value(cell: unknown): Argument {
  return cell as Argument;
}

const DEALS = readDdsList100();
// DDS's first deal (hands/list100.txt, examples/hands.cpp): None, dealer N; PAR2 "-110" "2S-EW".
const FIRST = DEALS[0]!;
// Rows N E S W, columns C D H S NT: the TABLE line "5 8 5 8 6 6 6 6 5 7 5 7 7 5 7 5 6 6 6 6" (S H D C NT).
const FIRST_TABLE = [
  [7, 5, 6, 5, 6],
  [5, 7, 6, 8, 6],
  [7, 5, 6, 5, 6],
  [5, 7, 6, 8, 6],
];

describe("BRIDGE.PAR and BRIDGE.PARCONTRACT as Excel calls them", () => {
  it("reads DDS's first deal's table (4 x 5) as the fixture does", () => {
    expect(FIRST.tricks).toEqual(FIRST_TABLE);
    expect(par(FIRST_TABLE, value("None"), value("N"))).toBe(-110);
    expect(parcontract(FIRST_TABLE, value("None"), value("N"))).toBe("2S-EW");
  });

  it("gives DDS's PAR2 for every deal of list100 from its 4 x 5 table and from the 5 x 4 transpose", () => {
    for (const deal of DEALS) {
      const expected = [deal.parScore, deal.parContracts.join(", ")];
      const vulnerability = value(deal.vulnerability);
      const dealer = value(deal.dealer);
      expect([
        deal.index,
        par(deal.tricks, vulnerability, dealer),
        parcontract(deal.tricks, vulnerability, dealer),
      ]).toEqual([deal.index, ...expected]);
      const columns = transpose(deal.tricks);
      expect([
        deal.index,
        par(columns, vulnerability, dealer),
        parcontract(columns, vulnerability, dealer),
      ]).toEqual([deal.index, ...expected]);
    }
  });

  it('joins several par contracts with ", " in DDS\'s order', () => {
    // list100 deal 4: PAR2 "100" "3C*-EW-1" "2N*-EW-1".
    const deal = DEALS[3]!;
    expect(parcontract(deal.tricks, value(deal.vulnerability), value(deal.dealer))).toBe(
      "3C*-EW-1, 2N*-EW-1"
    );
  });

  it("reads a board number as the vulnerability and the dealer (Law 2)", () => {
    // list100 deal 2: dealer E, vulnerability NS, as board 2 (E, NS) and board 18: PAR2 "100" "4S*-EW-1".
    const deal = DEALS[1]!;
    expect([deal.dealer, deal.vulnerability]).toEqual(["E", "NS"]);
    for (const board of [2, 18, "2", " 18 "]) {
      expect(par(deal.tricks, value(board), null as unknown as Argument)).toBe(100);
      expect(parcontract(deal.tricks, value(board), value(""))).toBe("4S*-EW-1");
    }
    expect(par(deal.tricks, value(2), value("E"))).toBe(100);
  });

  it("reads the vulnerability forms BRIDGE.SCORE reads and the dealer in words", () => {
    const deal = DEALS[1]!;
    for (const vulnerability of ["NS", "n-s", "N/S"]) {
      expect(par(deal.tricks, value(vulnerability), value("east"))).toBe(100);
    }
    expect(par(FIRST_TABLE, value("Love"), value("North"))).toBe(-110);
  });

  it("spills a column of vulnerabilities and dealers", () => {
    // Synthetic table (par by DDS's DealerPar) S 10 3 10 3 | H 3 9 3 9 | D, C 6s | NT 7 5 7 5.
    const table = [
      [6, 6, 3, 10, 7],
      [6, 6, 9, 3, 5],
      [6, 6, 3, 10, 7],
      [6, 6, 9, 3, 5],
    ];
    expect(par(table, [["None"], ["EW"], ["NS"]], value("N"))).toEqual([[300], [420], [300]]);
    expect(parcontract(table, [["None"], ["EW"]], [["N"], ["E"]])).toEqual([
      ["5H*-EW-2"],
      ["4S-NS"],
    ]);
  });

  it('gives a passed-out deal 0 and "pass" (6 tricks everywhere, as DealerPar gives it)', () => {
    const sixes = [0, 1, 2, 3].map(() => [6, 6, 6, 6, 6]);
    expect(par(sixes, value("Both"), value("W"))).toBe(0);
    expect(parcontract(sixes, value("Both"), value("W"))).toBe("pass");
  });
});

describe("blank in, blank out", () => {
  it("gives a blank for a blank table, a table of blanks or of 0s (desktop's empty cells)", () => {
    const blanks = [0, 1, 2, 3].map(() => [null, "", null, " ", null]);
    const zeros = [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
    for (const table of [null, "", blanks, zeros, [[""]]]) {
      expect(par(table as Argument, value("None"), value("N"))).toBe("");
      expect(parcontract(table as Argument, value("None"), value("N"))).toBe("");
    }
  });

  it("gives a blank for a blank vulnerability (or desktop's 0), whatever the dealer", () => {
    for (const vulnerability of [null, "", 0]) {
      expect(par(FIRST_TABLE, value(vulnerability), value("N"))).toBe("");
      expect(par(FIRST_TABLE, value(vulnerability), value(null))).toBe("");
    }
  });

  it("keeps blanks of a spilled column blank, each in its own cell", () => {
    expect(par(FIRST_TABLE, [["None"], [""], ["EW"]], value("N"))).toEqual([[-110], [""], [-110]]);
  });
});

describe("bad input is #VALUE! naming the argument, the value and what is accepted", () => {
  it("refuses a grid of levels, saying it looks like levels (add 6)", () => {
    const levels = FIRST_TABLE.map((row) => row.map((tricks) => Math.max(0, tricks - 6)));
    const { code, message } = errorIn(par(levels, value("None"), value("N")));
    expect(code).toBe("#VALUE!");
    expect(message).toMatch(/^tricks: /);
    expect(message).toContain("looks like a grid of levels");
    expect(message).toContain("add 6");
    expect(errorIn(parcontract(transpose(levels), value("None"), value("N"))).message).toContain(
      "looks like a grid of levels"
    );
  });

  it("refuses a range of another shape, saying its size", () => {
    const { message } = errorIn(par([[7, 5, 6, 5, 6]], value("None"), value("N")));
    expect(message).toContain("tricks: a range of 1 rows and 5 columns is not 4 x 5 or 5 x 4");
    expect(errorIn(par(value(7), value("None"), value("N"))).message).toMatch(/^tricks: got 7; /);
  });

  it("refuses tricks outside 0-13, text and partly blank tables, naming the cell", () => {
    const fourteen = FIRST_TABLE.map((row) => [...row]);
    fourteen[1]![3] = 14;
    expect(errorIn(par(fourteen, value("None"), value("N"))).message).toContain(
      "tricks: the tricks of East in spades are 14"
    );
    const text = FIRST_TABLE.map((row) => [...row]) as unknown[][];
    text[2]![4] = "ten";
    expect(errorIn(par(text as Argument, value("None"), value("N"))).message).toMatch(
      /^tricks: the tricks of South in notrump are "ten"; expected a double-dummy table/
    );
    const holed = FIRST_TABLE.map((row) => [...row]) as unknown[][];
    holed[0]![0] = "";
    expect(errorIn(par(holed as Argument, value("None"), value("N"))).message).toContain(
      "tricks: the tricks of North in clubs are blank"
    );
  });

  it("passes an error value in the table on", () => {
    const withError = FIRST_TABLE.map((row) => [...row]) as unknown[][];
    withError[3]![2] = new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable);
    expect(errorIn(par(withError as Argument, value("None"), value("N"))).code).toBe("#N/A");
  });

  it("refuses one side's vulnerability (TRUE, V, NV): par needs both sides'", () => {
    for (const vulnerability of [true, "V", "NV"]) {
      const { message } = errorIn(par(FIRST_TABLE, value(vulnerability), value("N")));
      expect(message).toMatch(/^vulnerability: got /);
      expect(message).toContain('expected "None", "NS", "EW" or "Both"');
    }
    expectValueErrorSaying(
      par(FIRST_TABLE, value("Green"), value("N")),
      'vulnerability: got "Green"; expected "None", "NS", "EW" or "Both" (as BRIDGE.SCORE reads a board\'s vulnerability), or a board number, which also gives the dealer.'
    );
    expect(errorIn(par(FIRST_TABLE, value(2.5), value("N"))).message).toMatch(
      /^vulnerability: got 2.5; /
    );
  });

  it("needs the dealer unless the vulnerability is a board number, and refuses a bad one", () => {
    expectValueErrorSaying(
      par(FIRST_TABLE, value("None"), value(null)),
      "dealer: got a blank; expected N, E, S or W (needed unless the vulnerability is a board number, which gives the dealer)."
    );
    expect(errorIn(par(FIRST_TABLE, value("None"), value("X"))).message).toMatch(
      /^dealer: got "X"; expected N, E, S or W/
    );
    expectValueErrorSaying(
      par(FIRST_TABLE, value(1), value("E")),
      'dealer: got "E"; expected blank or N, the dealer of board 1 (Law 2).'
    );
  });

  it("answers cleanly for every kind of bad input", () => {
    for (const answer of [
      par(
        [
          [1, 2],
          [3, 4],
        ],
        value("None"),
        value("N")
      ),
      par(FIRST_TABLE, [["None"], [true], ["x"]], [["N"], ["N"]]),
      parcontract(FIRST_TABLE, value(-3), value("N")),
    ]) {
      expect(problemsIn(answer)).toEqual([]);
    }
  });
});
