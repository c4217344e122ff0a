import type { Strain } from "../../src/core";
import { BridgeInputError, PASSED_OUT, parseContract, parseDoubling } from "../../src/core";
import { LEVELS } from "../support/scoreCases";
import { STRAIN_WRITINGS } from "../support/scoreWritings";

// Contract notations of issue 2: level 1-7 and a strain in English letters (NT or N), suit symbols
// or the French abbreviations of duplicate-scoring-tables-fr-en.txt (Tr, K / Ca, Co, Pi, SA: its
// table headings "(Tr) Minors (K) (Co) Majors (Pi)"); case and spaces do not matter; X / XX or * / **.
const OUTLINE_SYMBOLS: Readonly<Record<Strain, string>> = {
  C: "♧",
  D: "♢",
  H: "♡",
  S: "♤",
  NT: "NT",
};

describe("parseContract", () => {
  it.each(
    Object.entries(STRAIN_WRITINGS).flatMap(([strain, writings]) =>
      writings.map((w) => [w, strain] as const)
    )
  )("reads strain %p as %s at every level, undoubled, doubled and redoubled", (writing, strain) => {
    for (const level of LEVELS) {
      expect(parseContract(`${level}${writing}`)).toEqual({ level, strain, doubling: 0 });
      expect(parseContract(`${level}${writing}X`)).toEqual({ level, strain, doubling: 1 });
      expect(parseContract(` ${level} ${writing} * `)).toEqual({ level, strain, doubling: 1 });
      expect(parseContract(`${level}${writing}xx`)).toEqual({ level, strain, doubling: 2 });
      expect(parseContract(`${level} ${writing} **`)).toEqual({ level, strain, doubling: 2 });
    }
  });

  it("reads the outline suit symbols too", () => {
    for (const [strain, symbol] of Object.entries(OUTLINE_SYMBOLS)) {
      expect(parseContract(`3${symbol}X`)).toEqual({ level: 3, strain, doubling: 1 });
    }
  });

  it("tells French hearts (Co) from clubs (C) and French notrump (SA) from spades (S)", () => {
    expect(parseContract("4CO")).toEqual({ level: 4, strain: "H", doubling: 0 });
    expect(parseContract("4C")).toEqual({ level: 4, strain: "C", doubling: 0 });
    expect(parseContract("3SA")).toEqual({ level: 3, strain: "NT", doubling: 0 });
    expect(parseContract("3S")).toEqual({ level: 3, strain: "S", doubling: 0 });
    expect(parseContract("2CAX")).toEqual({ level: 2, strain: "D", doubling: 1 });
  });

  it.each(["PASS", "pass", "P", "AP", " a p ", "Passed out", "all pass"])(
    "reads %p as passed out",
    (text) => {
      expect(parseContract(text)).toBe(PASSED_OUT);
    }
  );

  it.each([
    "",
    "8S",
    "0NT",
    "S",
    "4",
    "4SX X X",
    "4SXXX",
    "4S X*",
    "4NTT",
    "4SS",
    "4♠♠",
    "44S",
    "4S-",
    "-4S",
    "4.5S",
  ])("refuses %p, naming the contract", (text) => {
    expect(() => parseContract(text)).toThrow(BridgeInputError);
    expect(() => parseContract(text)).toThrow(
      /^contract: got ".*"; expected a level 1-7 and a strain/
    );
  });
});

describe("parseDoubling", () => {
  it.each([
    ["", 0],
    ["-", 0],
    [" - ", 0],
    ["X", 1],
    ["x", 1],
    ["*", 1],
    ["XX", 2],
    ["x x", 2],
    ["**", 2],
  ] as const)("reads %p as doubling %p", (text, doubling) => {
    expect(parseDoubling(text)).toBe(doubling);
  });

  it.each(["XXX", "D", "R", "--", "X*", "1"])("refuses %p, naming the doubling", (text) => {
    expect(() => parseDoubling(text)).toThrow(
      `doubling: got ${JSON.stringify(text)}; expected blank, "" or "-" (undoubled), "X" or "*" (doubled), "XX" or "**" (redoubled).`
    );
  });
});
