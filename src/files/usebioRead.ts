import { acceptedIn } from "../messages/errors";
import { FILE_FORMS, PAIRS_SCORINGS } from "../messages/files";
import { failAt } from "./fileError";
import { POINTS_ELEMENTS, readBoards } from "./usebioBoards";
import { readEventHeader } from "./usebioHeader";
import { readHandSet } from "./usebioHandSet";
import type { HandRecord, PairEntry, PairsScoring, PairsSession, Player } from "./session";
import { parsePlace } from "./session";
import { fieldText, numberField, requiredText } from "./usebioValues";
import { withoutBlanks } from "./values";
import type { XmlElement } from "./xml";
import { childElements, childText, descendantElements, parseXml } from "./xml";

/**
 * Reads a USEBIO 1.2 or 1.3 pairs event (matchpoints, cross-IMPs, Butler) as Compscore,
 * EBUScore and Scorebridge write it: the club and event header, the pairs with their players
 * and published places, totals and percentages, every traveller line, and the HANDSET. Lenient
 * where writers differ (Compscore's EVENT_TYPE MP_PAIRS / BUTLER_PAIRS / CROSS_IMP, the
 * standard's PAIRS with a BOARD_SCORING_METHOD, results nested in SESSION and SECTION, fields
 * as elements or attributes, optional elements missing); a file that is not USEBIO, truncated
 * XML, an event that is not a pairs event, or a value that would give a wrong number throws a
 * FileFormatError naming the line.
 * @example readUsebio(xml).pairs[0] // { pair: "1NS", direction: "NS", place: { place: 15, ... } }
 */
export function readUsebio(text: string): PairsSession {
  const root = readUsebioRoot(text);
  const event = childElements(root, "EVENT")[0];
  if (!event) return failAt(root.line, (words) => words.missingElement("USEBIO", "EVENT"));
  const club = childElements(root, "CLUB")[0] ?? childElements(event, "CLUB")[0];
  const scoring = scoringOf(event);
  const pairs = descendantElements(event, "PAIR", "HANDSET").map(readPair);
  if (pairs.length === 0) return failAt(event.line, (words) => words.noPairs);
  return {
    scoring,
    version: root.attributes.Version ?? root.attributes.VERSION ?? "",
    club: club
      ? withoutBlanks({ name: childText(club, "CLUB_NAME"), id: childText(club, "CLUB_ID_NUMBER") })
      : {},
    event: readEventHeader(event),
    pairs,
    boards: readBoards(event),
    handRecords: descendantElements(root, "HANDSET").flatMap(readHandSet),
  };
}

function readUsebioRoot(text: string): XmlElement {
  const root = parseXml(text);
  if (root.name !== "USEBIO") return failAt(root.line, (words) => words.notUsebio(root.name));
  return root;
}

/**
 * The hand records of a USEBIO file's HANDSET alone, for a file opened as hand records: no
 * event is needed, and none is read.
 */
export function readUsebioHandRecords(text: string): HandRecord[] {
  return descendantElements(readUsebioRoot(text), "HANDSET").flatMap(readHandSet);
}

/** Event types by what they say of the scoring (Compscore's own names and the standard's). */
const SCORING_OF_EVENT_TYPE: Readonly<Record<string, PairsScoring>> = {
  MP_PAIRS: "matchpoints",
  MATCHPOINT_PAIRS: "matchpoints",
  BUTLER_PAIRS: "butler",
  IMP_PAIRS: "butler",
  CROSS_IMP: "crossImps",
  CROSS_IMPS: "crossImps",
  CROSS_IMP_PAIRS: "crossImps",
};
/** The standard's BOARD_SCORING_METHOD, for EVENT_TYPE PAIRS. */
const SCORING_OF_METHOD: Readonly<Record<string, PairsScoring>> = {
  MATCH_POINTS: "matchpoints",
  MATCHPOINTS: "matchpoints",
  MP: "matchpoints",
  BUTLER_IMPS: "butler",
  BUTLER: "butler",
  CROSS_IMPS: "crossImps",
  CROSS_IMP: "crossImps",
};
const PAIRS_EVENT_TYPES = new Set(["PAIRS", ""]);

function scoringOf(event: XmlElement): PairsScoring {
  const eventType = (event.attributes.EVENT_TYPE ?? fieldText(event, "EVENT_TYPE") ?? "")
    .trim()
    .toUpperCase();
  const byType = SCORING_OF_EVENT_TYPE[eventType];
  if (byType) return byType;
  const method = (fieldText(event, "BOARD_SCORING_METHOD") ?? "").toUpperCase();
  const byMethod = PAIRS_EVENT_TYPES.has(eventType) ? SCORING_OF_METHOD[method] : undefined;
  if (byMethod) return byMethod;
  const byPoints = PAIRS_EVENT_TYPES.has(eventType) ? scoringOfPoints(event) : undefined;
  if (byPoints) return byPoints;
  return failAt(event.line, (words, language) =>
    words.unknownEventType(
      [eventType || "?", method].filter(Boolean).join(" / "),
      acceptedIn(PAIRS_SCORINGS, language)
    )
  );
}

function scoringOfPoints(event: XmlElement): PairsScoring | undefined {
  const line = descendantElements(event, "TRAVELLER_LINE", "HANDSET")[0];
  if (!line) return undefined;
  return POINTS_ELEMENTS.find(([ns]) => fieldText(line, ns) !== undefined)?.[2];
}

function readPlayer(player: XmlElement): Player {
  return {
    name: fieldText(player, "PLAYER_NAME") ?? "",
    ...withoutBlanks({
      nationalId: fieldText(player, "NATIONAL_ID_NUMBER"),
      clubId: fieldText(player, "CLUB_ID_NUMBER"),
    }),
  };
}

function readPair(pair: XmlElement): PairEntry {
  const placeText = fieldText(pair, "PLACE");
  const place = placeText ? parsePlace(placeText) : undefined;
  if (placeText && !place) {
    failAt(childElements(pair, "PLACE")[0]?.line ?? pair.line, (words, language) =>
      words.badElementValue("PLACE", placeText, FILE_FORMS[language].place)
    );
  }
  const direction = fieldText(pair, "DIRECTION")?.toUpperCase();
  return withoutBlanks({
    pair: requiredText(pair, "PAIR_NUMBER"),
    direction: direction === "NS" || direction === "EW" ? direction : undefined,
    place,
    totalScore: numberField(pair, "TOTAL_SCORE"),
    percentage: numberField(pair, "PERCENTAGE"),
    masterPoints: numberField(pair, "MASTER_POINTS_AWARDED"),
    masterPointType: fieldText(pair, "MASTER_POINT_TYPE"),
    players: childElements(pair, "PLAYER").map(readPlayer),
  });
}
