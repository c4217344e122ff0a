import { isNotPlayed } from "../core/adjusted";
import { FILE_FORMS } from "../messages/files";
import { failAt } from "./fileError";
import type { BoardResults, LineScore, PairsScoring, TravellerLine } from "./session";
import { parseAdjustedScore, parseLead } from "./session";
import {
  boardNumberOnce,
  contractField,
  fieldText,
  numberField,
  requiredText,
  seatField,
  wholeNumberField,
} from "./usebioValues";
import { withoutBlanks } from "./values";
import type { XmlElement } from "./xml";
import { childElements, descendantElements } from "./xml";

/**
 * USEBIO's results, board by board: BOARD (BOARD_NUMBER, the Butler datum BOARD_AVERAGE) and its
 * TRAVELLER_LINEs, each with the North-South score or an adjusted one and both sides' points. A
 * line whose CONTRACT is NP or blank is a board not played: its contract is "NP", its TRICKS
 * (Scorer writes 0) are not tricks taken, and its SCORE, when the file gives one, is kept as
 * published; but an NP the file scored 0 with points is a hand passed out, read as "PASS" with
 * the written form kept (NZ Scorer writes "NP" for its "N P", which its converter's author reads
 * as a hand passed in, duaneg/scorer-to-usebio commit ea4fb1d).
 */

/** CONTRACT texts of a board not played (src/core/adjusted.ts isNotPlayed, and blank). */
function isNotPlayedContract(text: string | undefined): boolean {
  return text === undefined || text === "" || isNotPlayed(text);
}

/** Points elements of a traveller line, by the scoring they name. */
export const POINTS_ELEMENTS: ReadonlyArray<readonly [ns: string, ew: string, PairsScoring]> = [
  ["NS_MATCH_POINTS", "EW_MATCH_POINTS", "matchpoints"],
  ["NS_BUTLER_POINTS", "EW_BUTLER_POINTS", "butler"],
  ["NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS", "crossImps"],
  ["NS_CROSS_IMPS", "EW_CROSS_IMPS", "crossImps"],
  ["NS_IMP_POINTS", "EW_IMP_POINTS", "butler"],
  ["NS_IMPS", "EW_IMPS", "butler"],
];

function readScore(line: XmlElement, notPlayed: boolean): LineScore {
  const written = fieldText(line, "SCORE");
  if (notPlayed && (written === undefined || written === "" || isNotPlayed(written))) {
    return { kind: "notPlayed" };
  }
  const text = requiredText(line, "SCORE");
  const adjusted = parseAdjustedScore(text);
  if (adjusted) return adjusted;
  if (!/^[-+]?\d+$/.test(text)) {
    return failAt(childElements(line, "SCORE")[0]?.line ?? line.line, (words, language) =>
      words.badElementValue("SCORE", text, FILE_FORMS[language].score)
    );
  }
  return { kind: "score", nsScore: Number(text) };
}

/** USEBIO's "TD"; a lead written suit first ("DT") turned round; one that is no card kept. */
function leadOf(text: string | undefined): string | undefined {
  return text === undefined || text === "" ? undefined : (parseLead(text) ?? text.toUpperCase());
}

function readLine(line: XmlElement): TravellerLine {
  const points = POINTS_ELEMENTS.find(
    ([ns, ew]) => fieldText(line, ns) !== undefined || fieldText(line, ew) !== undefined
  );
  const score = fieldText(line, "SCORE");
  const adjusted = score !== undefined && parseAdjustedScore(score) !== undefined;
  const written = fieldText(line, "CONTRACT");
  const blank = written === undefined || written === "";
  const scored = score !== undefined && /^[-+]?\d+$/.test(score);
  // A line with a score and no contract is a score alone (PBN-like writers); blank and unscored
  // is a board not played.
  const notPlayed = !adjusted && isNotPlayedContract(written) && !(blank && scored);
  const nsPoints = points ? numberField(line, points[0]) : undefined;
  const ewPoints = points ? numberField(line, points[1]) : undefined;
  // NP that the file scored 0 with points: a hand passed out, as NZ Scorer records "N P".
  const passedOut =
    notPlayed &&
    !blank &&
    score !== undefined &&
    /^[-+]?0$/.test(score) &&
    (nsPoints !== undefined || ewPoints !== undefined);
  return withoutBlanks({
    nsPair: requiredText(line, "NS_PAIR_NUMBER"),
    ewPair: requiredText(line, "EW_PAIR_NUMBER"),
    contract: passedOut ? "PASS" : notPlayed ? "NP" : contractField(line, "CONTRACT"),
    contractAsWritten: passedOut ? written : undefined,
    declarer: seatField(line, "PLAYED_BY"),
    lead: leadOf(fieldText(line, "LEAD")),
    tricks: notPlayed ? undefined : wholeNumberField(line, "TRICKS", 0, 13, "tricks"),
    score: readScore(line, notPlayed && !passedOut),
    nsPoints,
    ewPoints,
  });
}

/** The BOARDs of `parent` (an EVENT or one of its SECTIONs); a board once in each. */
export function readBoards(parent: XmlElement, section?: string): BoardResults[] {
  const firstLines = new Map<number, number>();
  return descendantElements(parent, "BOARD", "HANDSET").map((board) => {
    const number = boardNumberOnce(board, firstLines);
    return withoutBlanks({
      board: number,
      section,
      datum: numberField(board, "BOARD_AVERAGE"),
      lines: childElements(board, "TRAVELLER_LINE").map(readLine),
    });
  });
}
