/*
 * A pasted movement: read line by line ("round table ns ew boards"), then checked by
 * movementProblems, each failure named.
 */
import {
  mitchellMovement,
  movementProblems,
  PastedLineError,
  readPastedMovement,
} from "../../../src/core/movements";

describe("readPastedMovement", () => {
  it("reads tabs, spaces or semicolons, ranges and lists of boards, and skips headings", () => {
    const movement = readPastedMovement(
      "Round;Table;NS;EW;Boards\n1;1;1;1;1-3\n1\t2\t2\t2\t4,5,6\n2 1 1 2 7, 8, 9\n2 2 2 1 10-12\n"
    );
    expect(movement.seatings).toEqual([
      { round: 1, table: 1, ns: 1, ew: 1, boards: [1, 2, 3] },
      { round: 1, table: 2, ns: 2, ew: 2, boards: [4, 5, 6] },
      { round: 2, table: 1, ns: 1, ew: 2, boards: [7, 8, 9] },
      { round: 2, table: 2, ns: 2, ew: 1, boards: [10, 11, 12] },
    ]);
    // North-South 1 meets East-West 1: a Mitchell numbered 1..n both ways, two fields.
    expect(movement.fields).toBe("TWO");
    expect(movementProblems(movement)).toEqual([]);
  });

  it("names the first line it cannot read", () => {
    expect(() => readPastedMovement("1 1 1 2 1-3\n1 2 3 4 boards")).toThrow(
      new PastedLineError(2, "1 2 3 4 boards")
    );
  });

  it("reads back a Mitchell written out as a guide card, and finds it legal", () => {
    const mitchell = mitchellMovement({ tables: 5, rounds: 5, boardsPerRound: 3, firstBoard: 1 });
    const text = mitchell.seatings
      .map((s) => `${s.round}\t${s.table}\t${s.ns}\t${s.ew}\t${s.boards.join(",")}`)
      .join("\n");
    const pasted = readPastedMovement(text);
    expect(pasted.seatings).toEqual(mitchell.seatings);
    expect(pasted.fields).toBe("TWO");
    expect(movementProblems(pasted)).toEqual([]);
  });

  it("names every failure of a movement that cannot be played", () => {
    const movement = readPastedMovement(
      ["1 1 1 2 1-2", "1 2 1 3 1-2", "1 2 4 5 7", "2 1 1 2 1-2"].join("\n")
    );
    expect(movementProblems(movement)).toEqual(
      expect.arrayContaining([
        { kind: "pairTwiceInRound", pair: "NS 1", round: 1 },
        { kind: "boardAtTwoTables", board: 1, round: 1 },
        { kind: "tableTwiceInRound", table: 2, round: 1 },
        { kind: "boardTwice", pair: "EW 2", board: 1 },
      ])
    );
  });
});
