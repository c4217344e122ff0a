/*
 * Our PBN as other programs read it (issue 47 item 5): endplay's PBN parser
 * (dominicprice/endplay 260af10, src/endplay/parsers/pbn.py and types/) reads each tag pair
 * with the pattern below, [Board] with int(), [Vulnerable] through Vul.find (None NS EW All
 * Both...), [Contract] through Contract's pattern or "Pass", a table's rows until the next tag or
 * blank line; PBN 2.1's FAQ (tistis.nl/pbn/pbn_faqs.htm): a file claiming "% EXPORT" must hold
 * the whole Mandatory Tag Set in order with single spaces, which a file in import format need not.
 * The session is a Compscore3 one (test/fixtures/usebio, abftech/cobalt, GPL-3.0).
 */
import { writePbn } from "../../src/files/pbnWrite";
import { readUsebio } from "../../src/files/usebioRead";
import { readUsebioFixture } from "./support/fixtures";

const TAG_PAIR = /^\[(\w+)\s+"(.*?)"\](\s*[;{]?.*)$/;
const ENDPLAY_CONTRACT = /^([1-7])((?:NT?)|S|H|D|C)([NSEW]?)((?:XX|X|D|R)?)((?:=|(?:[+-]\d+))?)$/;
const ENDPLAY_VUL = [
  "n",
  "s",
  "ns",
  "e",
  "w",
  "ew",
  "all",
  "both",
  "a",
  "b",
  "",
  "none",
  "-",
  "luv",
];

describe("our PBN of a Compscore3 session, as endplay's parser and PBN 2.1 take it", () => {
  const session = readUsebio(readUsebioFixture("mp_pairs_mitchell_03"));
  const text = writePbn(session.handRecords, { event: "Club pairs", results: session });
  const lines = text.split("\r\n");
  const tags = lines
    .map((line) => TAG_PAIR.exec(line))
    .filter((match): match is RegExpExecArray => match !== null);

  it("does not claim PBN's export format, whose Mandatory Tag Set it does not write", () => {
    expect(lines[0]).toBe("% PBN 2.1");
    expect(text).not.toMatch(/^%\s*EXPORT/im);
  });

  it("writes every tag line in endplay's tag-pair form, and a blank line between games", () => {
    const tagLines = lines.filter((line) => line.startsWith("["));
    expect(tags).toHaveLength(tagLines.length);
    const games = text.split("\r\n\r\n").filter((game) => game.includes("[Board"));
    expect(games).toHaveLength(session.handRecords.length);
  });

  it("gives [Board] an integer, [Vulnerable] a value endplay's Vul.find knows, every contract its pattern", () => {
    const values = (tag: string) =>
      tags.filter((match) => match[1] === tag).map((match) => match[2] ?? "");
    expect(values("Board").every((value) => /^\d+$/.test(value))).toBe(true);
    expect(values("Vulnerable").every((value) => ENDPLAY_VUL.includes(value.toLowerCase()))).toBe(
      true
    );
    // ScoreTable's Contract column (PairId_NS PairId_EW Contract ...): each a contract or Pass.
    const contracts = lines
      .filter((line) => /^\d+NS \d+EW /.test(line))
      .map((line) => line.split(/\s+/)[2] ?? "");
    expect(contracts.length).toBeGreaterThan(100);
    for (const contract of contracts) {
      expect([contract, ENDPLAY_CONTRACT.test(contract) || /^pass/i.test(contract)]).toEqual([
        contract,
        true,
      ]);
    }
  });
});
