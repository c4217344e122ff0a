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
 * TRAVELLER_LINEs, each with the North-South score or an adjusted one and both sides' points.
 */

/** Points elements of a traveller line, by the scoring they name. */
export const POINTS_ELEMENTS: ReadonlyArray<readonly [ns: string, ew: string, PairsScoring]> = [
  ["NS_MATCH_POINTS", "EW_MATCH_POINTS", "matchpoints"],
  ["NS_BUTLER_POINTS", "EW_BUTLER_POINTS", "butler"],
  ["NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS", "crossImps"],
  ["NS_CROSS_IMPS", "EW_CROSS_IMPS", "crossImps"],
  ["NS_IMP_POINTS", "EW_IMP_POINTS", "butler"],
  ["NS_IMPS", "EW_IMPS", "butler"],
];

function readScore(line: XmlElement): LineScore {
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
  return withoutBlanks({
    nsPair: requiredText(line, "NS_PAIR_NUMBER"),
    ewPair: requiredText(line, "EW_PAIR_NUMBER"),
    contract: contractField(line, "CONTRACT"),
    declarer: seatField(line, "PLAYED_BY"),
    lead: leadOf(fieldText(line, "LEAD")),
    tricks: wholeNumberField(line, "TRICKS", 0, 13, "tricks"),
    score: readScore(line),
    nsPoints: points ? numberField(line, points[0]) : undefined,
    ewPoints: points ? numberField(line, points[1]) : undefined,
  });
}

export function readBoards(event: XmlElement): BoardResults[] {
  const firstLines = new Map<number, number>();
  return descendantElements(event, "BOARD", "HANDSET").map((board) => {
    const number = boardNumberOnce(board, firstLines);
    return withoutBlanks({
      board: number,
      datum: numberField(board, "BOARD_AVERAGE"),
      lines: childElements(board, "TRAVELLER_LINE").map(readLine),
    });
  });
}
