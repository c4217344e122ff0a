/*
 * RANKING's header row in Excel's display language: French Excel reads a French header (the words
 * of the French scoring sheets), English Excel the English one; the rows below are the same.
 */
import "../support/customFunctionsStub";
import { ranking } from "../../src/excel/functions/ranking";

const BOARDS = [[1], [1], [2], [2]];
const NS = [[1], [2], [1], [2]];
const EW = [[3], [4], [4], [3]];
const SCORES = [[420], [-50], [110], [140]];

function rankedIn(displayLanguage: string): unknown[][] {
  const office = globalThis as { Office?: unknown };
  office.Office = { context: { displayLanguage } };
  try {
    return ranking(BOARDS, NS, EW, SCORES, undefined, [["ONE"]]);
  } finally {
    delete office.Office;
  }
}

describe("BRIDGE.RANKING's header row", () => {
  it("is English in English Excel and French in French Excel, above the same rows", () => {
    const english = rankedIn("en-US");
    const french = rankedIn("fr-FR");
    expect(english[0]).toEqual(["Place", "Pair", "Boards", "Total", "Percentage"]);
    expect(french[0]).toEqual(["Place", "Paire", "Donnes", "Total", "Pourcentage"]);
    expect(french.slice(1)).toEqual(english.slice(1));
  });

  it("names the field column in each language with two fields", () => {
    const office = globalThis as { Office?: unknown };
    office.Office = { context: { displayLanguage: "fr-CA" } };
    try {
      const french = ranking(BOARDS, NS, EW, SCORES, undefined, [["TWO"]]);
      expect(french[0]).toEqual(["Place", "Paire", "Donnes", "Total", "Pourcentage", "Camp"]);
    } finally {
      delete office.Office;
    }
  });
});
