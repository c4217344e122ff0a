import { FileFormatError } from "../../src/files/fileError";
import { readPbn } from "../../src/files/pbnRead";
import { readUsebio } from "../../src/files/usebioRead";
import { readReference, readUsebioFixture } from "./support/fixtures";

/**
 * Bad files give a FileFormatError naming the line and what was expected, in English and French,
 * and nothing read. The files are the real ones of test/fixtures (Compscore3's howell session,
 * abftech/cobalt, GPL-3.0; list100's hand records, DDS), each broken in one place.
 */

function errorOf(read: () => unknown): FileFormatError {
  try {
    read();
  } catch (error) {
    if (error instanceof FileFormatError) return error;
    throw error;
  }
  throw new Error("no error");
}

/** The 1-based line of the first occurrence of `text`. */
function lineOf(file: string, text: string, from = 0): number {
  return file.slice(0, file.indexOf(text, from)).split("\n").length;
}

const howell = readUsebioFixture("mp_pairs_howell");
const list100 = readReference("handrecord-list100.pbn");

describe("a USEBIO file cut short", () => {
  it("names the last line and the element left open", () => {
    const cut = howell.slice(0, howell.indexOf("<TRICKS>", 20000));
    const error = errorOf(() => readUsebio(cut));
    const open = lineOf(cut, "<TRAVELLER_LINE>", cut.lastIndexOf("<TRAVELLER_LINE>"));
    expect(error.line).toBe(cut.split("\n").length);
    expect(error.message).toBe(
      `line ${error.line}: the file ends before </TRAVELLER_LINE> (opened on line ${open}): it looks cut short`
    );
    expect(error.messageIn("fr")).toBe(
      `ligne ${error.line} : le fichier se termine avant </TRAVELLER_LINE> (ouvert ligne ${open}) : il semble tronqué`
    );
  });

  it("names the line of a tag cut in the middle", () => {
    const cut = howell.slice(0, howell.indexOf("<TRICKS>", 20000) + 4);
    expect(errorOf(() => readUsebio(cut)).message).toBe(
      `line ${cut.split("\n").length}: the file ends inside a tag (< >): it looks cut short`
    );
  });

  it("names a closing tag that closes nothing open", () => {
    const broken = howell.replace("</PLAYER_NAME>", "</PLAYER>");
    const line = lineOf(broken, "<PLAYER_NAME>");
    expect(errorOf(() => readUsebio(broken)).message).toBe(
      `line ${line}: </PLAYER> closes nothing open: </PLAYER_NAME> (opened on line ${line}) was expected`
    );
  });
});

describe("a USEBIO event that is not a pairs event", () => {
  it("says which event type it got and which it reads", () => {
    const teams = howell.replace(/EVENT_TYPE="MP_PAIRS"/g, 'EVENT_TYPE="SWISS_TEAMS"');
    const error = errorOf(() => readUsebio(teams));
    expect(error.message).toBe(
      `line 8: the event type SWISS_TEAMS cannot be read: a pairs event scored by matchpoints, cross-IMPs or Butler was expected`
    );
    expect(error.messageIn("fr")).toBe(
      `ligne 8 : le type d'épreuve SWISS_TEAMS ne peut pas être lu : une épreuve par paires marquée en points de match, cross-IMPs ou Butler était attendue`
    );
  });

  it("is not read from a file whose root is not USEBIO", () => {
    expect(errorOf(() => readUsebio('<?xml version="1.0"?>\n<RESULTS/>')).message).toBe(
      "line 2: the root element is <RESULTS>, not <USEBIO>: this is not a USEBIO file"
    );
  });
});

describe("a deal of 12 cards", () => {
  it("in a USEBIO HANDSET names the board's line and the hand short of a card", () => {
    const at = howell.indexOf("<HANDSET>");
    const spades = howell.indexOf("<SPADES>", at) + "<SPADES>".length;
    const broken = howell.slice(0, spades) + howell.slice(spades + 1);
    const error = errorOf(() => readUsebio(broken));
    expect(error.line).toBe(lineOf(broken, "<BOARD>", at));
    expect(error.message).toMatch(
      new RegExp(
        `^line ${error.line}: \\[Deal\\]: a deal of 52 cards, 13 to each hand, was expected; \\w+ has 12 cards`
      )
    );
  });

  it("in a PBN [Deal] names its line and the hand short of a card", () => {
    const broken = list100.replace("N:QJ6.K652.J85.T98 ", "N:QJ6.K652.J85.T9 ");
    const error = errorOf(() => readPbn(broken));
    expect(error.line).toBe(lineOf(broken, '[Deal "'));
    expect(error.message).toBe(
      `line 10: [Deal]: a deal of 52 cards, 13 to each hand, was expected; North has 12 cards in "N:QJ6.K652.J85.T9 873.J97.AT764.Q4 K5.T8…"`
    );
    expect(error.messageIn("fr")).toMatch(
      /^ligne 10 : \[Deal\] : une donne de 52 cartes, 13 par main, était attendue ; Nord a 12 cartes/
    );
  });
});

describe("a board listed twice", () => {
  it("in USEBIO's results names both lines", () => {
    const broken = howell.replace(
      "<BOARD_NUMBER>2</BOARD_NUMBER>",
      "<BOARD_NUMBER>1</BOARD_NUMBER>"
    );
    const first = lineOf(broken, "<BOARD_NUMBER>1</BOARD_NUMBER>") - 1;
    const second =
      lineOf(
        broken,
        "<BOARD_NUMBER>1</BOARD_NUMBER>",
        broken.indexOf("<BOARD_NUMBER>1</BOARD_NUMBER>") + 1
      ) - 1;
    expect(errorOf(() => readUsebio(broken)).message).toBe(
      `line ${second}: board 1 is listed twice (first on line ${first})`
    );
  });
});

describe("a PBN tag value out of range", () => {
  it.each([
    ['[Dealer "N"]', '[Dealer "X"]', 'line 8: [Dealer "X"]: expected N, E, S or W'],
    [
      '[Vulnerable "None"]',
      '[Vulnerable "Red"]',
      'line 9: [Vulnerable "Red"]: expected None, NS, EW or All (also Love, -, Both)',
    ],
    [
      '[Board "1"]',
      '[Board "0"]',
      'line 7: [Board "0"]: expected a board number, a whole number from 1',
    ],
    [
      '"65657656576867568675"',
      '"e5657656576867568675"',
      'line 11: [DoubleDummyTricks "e5657656576867568675"]: expected 20 hexadecimal digits 0-d, the tricks of declarers N, S, E, W in NT, S, H, D, C',
    ],
  ])("%s written %s", (good, bad, message) => {
    expect(errorOf(() => readPbn(list100.replace(good, bad))).message).toBe(message);
  });

  it("an [OptimumResultTable] row whose result is no number of tricks", () => {
    const rows = ["N NT 6", "N S 5", "N H 16"];
    const text = `[Board "1"]\n[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]\n${rows.join("\n")}\n`;
    expect(errorOf(() => readPbn(text)).message).toBe(
      'line 5: [OptimumResultTable "16"]: expected a number of tricks, 0 to 13'
    );
  });

  it("a [Deal] of four hands that is not a deal, in a file of one game per table", () => {
    const text = `[Board "1"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ 5432.5432.5432.5 T987.T987.T987.T 6.J6.J6.J98764"]\n`;
    expect(errorOf(() => readPbn(text)).message).toMatch(
      /^line 2: \[Deal\]: a deal of 52 cards, 13 to each hand, was expected; /
    );
  });

  it("a tag that is never closed", () => {
    expect(errorOf(() => readPbn('[Event "Club"]\n[Board "1"\n\n[Deal "N:..."]')).message).toBe(
      'line 2: a tag [Name "value"] is not closed by "]"'
    );
  });
});
