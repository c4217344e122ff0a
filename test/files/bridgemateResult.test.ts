/*
 * A Bridgemate's result texts (ReceivedData's Contract, Result and NS/EW columns) read into the
 * session's forms. The forms are those of the real file test/fixtures/bridgemate/LBC-2026-01-26.bws
 * ("4 S", "3 NT", "4 S x", "=", "+2", "-5", seats N E S W; its ReceivedData.csv transcription)
 * and the Bridgemate's PASS and redouble "xx"; the tricks are Law 77's: a contract of level L
 * needs L + 6 tricks (its "book" of six and L more).
 */
import {
  readBridgemateContract,
  seatOfBridgemateDeclarer,
  tricksOfBridgemateResult,
} from "../../src/files/bridgemateResult";

describe("a Bridgemate contract", () => {
  it.each([
    ["4 S", "4S", 4],
    ["3 NT", "3NT", 3],
    ["1 C", "1C", 1],
    ["2 D", "2D", 2],
    ["6 H", "6H", 6],
    ["4 S x", "4SX", 4],
    ["3 H x", "3HX", 3],
    ["7 NT xx", "7NTXX", 7],
    ["5 h X", "5HX", 5],
    ["4S", "4S", 4],
  ])("reads %j as %s at level %i", (text, contract, level) => {
    expect(readBridgemateContract(text)).toEqual({ contract, level });
  });

  it.each(["PASS", "Pass", " pass "])("reads %j as passed out", (text) => {
    expect(readBridgemateContract(text)).toEqual({ contract: "PASS" });
  });

  it.each(["", "8 S", "0 NT", "4 X", "4 S xxx", "4 S+1", "A6040"])("refuses %j", (text) => {
    expect(readBridgemateContract(text)).toBeUndefined();
  });
});

describe("a Bridgemate result", () => {
  it.each([
    [4, "=", 10],
    [4, "+2", 12],
    [3, "+1", 10],
    [4, "-2", 8],
    [3, "-5", 4],
    [1, "+6", 13],
    [7, "-13", 0],
    [6, " -1 ", 11],
  ])("at level %i reads %j as %i tricks", (level, text, tricks) => {
    expect(tricksOfBridgemateResult(level, text)).toBe(tricks);
  });

  it.each([
    [4, ""],
    [4, "10"],
    [4, "+4"],
    [1, "-8"],
    [4, "+"],
    [4, "made"],
  ])("at level %i refuses %j (no deal gives it, or not a result)", (level, text) => {
    expect(tricksOfBridgemateResult(level, text)).toBeUndefined();
  });
});

describe("a Bridgemate declarer", () => {
  it.each([
    ["N", "N"],
    ["E", "E"],
    ["s", "S"],
    ["West", "W"],
  ])("reads %j as %s", (text, seat) => {
    expect(seatOfBridgemateDeclarer(text)).toBe(seat);
  });

  it.each(["", "NS", "X", "1"])("refuses %j", (text) => {
    expect(seatOfBridgemateDeclarer(text)).toBeUndefined();
  });
});
