import { hand, hcp } from "../../src/excel/functions/hands";
import { par, parcontract } from "../../src/excel/functions/par";
import { readDdsList100 } from "../support/ddsList100";

type Argument = Parameters<typeof par>[0];
function value(cell: unknown): Argument {
  return cell as Argument;
}

// docs/guide/hand-records.md, "A hand record": board 2 is the second deal of DDS's
// hands/list100.txt (dealer E, NS vulnerable); its TABLE and PAR2 lines give the table and the
// par the guide shows.
describe("the guide's hand record (board 2, DDS list100 deal 2)", () => {
  const deal = readDdsList100()[1]!;
  const table = [
    [6, 8, 10, 4, 9],
    [7, 3, 2, 9, 3],
    [6, 8, 10, 4, 9],
    [7, 3, 2, 9, 3],
  ];

  it("is DDS's deal, board 2's dealer and vulnerability, and DDS's table", () => {
    expect(deal.pbn).toBe("E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63");
    expect([deal.dealer, deal.vulnerability]).toEqual(["E", "NS"]);
    expect(deal.tricks).toEqual(table);
  });

  it("shows the hands and their points", () => {
    expect(hand(value(deal.pbn), [["N"], ["E"], ["S"], ["W"]])).toEqual([
      ["♠AK96 ♥KQ8 ♦A98 ♣K63"],
      ["♠QJT5432 ♥T ♦6 ♣QJ82"],
      ["♠— ♥J97543 ♦K7532 ♣94"],
      ["♠87 ♥A62 ♦QJT4 ♣AT75"],
    ]);
    expect(hcp(value(deal.pbn), [["N", "E", "S", "W"]])).toEqual([[19, 6, 4, 11]]);
  });

  it("gives DDS's par, +100 and 4S*-EW-1, from the board number or the vulnerability and dealer", () => {
    expect([deal.parScore, deal.parContracts]).toEqual([100, ["4S*-EW-1"]]);
    expect(par(table, value(2))).toBe(100);
    expect(parcontract(table, value(2))).toBe("4S*-EW-1");
    expect(par(table, value("NS"), value("E"))).toBe(100);
  });
});
