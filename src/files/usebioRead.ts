import { acceptedIn } from "../messages/errors";
import { FILE_FORMS, PAIRS_SCORINGS } from "../messages/files";
import { failAt } from "./fileError";
import { POINTS_ELEMENTS, readBoards } from "./usebioBoards";
import { readEventHeader } from "./usebioHeader";
import { readHandSet } from "./usebioHandSet";
import type { SectionRead, SectionScoring } from "./usebioSections";
import {
  mergeSections,
  sectionScoring,
  sessionOfSection,
  withSharedPlaces,
} from "./usebioSections";
import type { HandRecord, PairEntry, PairsScoring, PairsSession, Player } from "./session";
import { parsePlace } from "./session";
import { fieldText, numberField, requiredText } from "./usebioValues";
import { withoutBlanks } from "./values";
import type { XmlElement } from "./xml";
import { childElements, childText, descendantElements, parseXml } from "./xml";

/**
 * Reads a USEBIO 1.2 or 1.3 pairs event (matchpoints, cross-IMPs, Butler) as Compscore,
 * EBUScore, Scorebridge and NZ Scorer's converter write it, as one session across the field
 * (every SECTION's pairs and lines; readUsebioEvent gives each section too): the club and event
 * header, the pairs with their players and published places, totals and percentages, every
 * traveller line, and the HANDSET. Lenient
 * where writers differ (Compscore's EVENT_TYPE MP_PAIRS / BUTLER_PAIRS / CROSS_IMP, the
 * standard's PAIRS with a BOARD_SCORING_METHOD, results nested in SESSION and SECTION, fields
 * as elements or attributes, optional elements missing); a file that is not USEBIO, truncated
 * XML, an event that is not a pairs event, or a value that would give a wrong number throws a
 * FileFormatError naming the line.
 * @example readUsebio(xml).pairs[0] // { pair: "1NS", direction: "NS", place: { place: 15, ... } }
 */
export function readUsebio(text: string): PairsSession {
  return readUsebioEvent(text).session;
}

/** A USEBIO event: the whole field as one session, its sections, and how the file ranked them. */
export interface UsebioEvent {
  /** Every section's pairs and lines as one field (see mergeSections). */
  readonly session: PairsSession;
  /** One session per SECTION; the whole session alone when the file has no sections. */
  readonly sections: readonly PairsSession[];
  /** With several sections, whether the file ranked them as one field or each on its own. */
  readonly scoredBy: SectionScoring;
}

/** The SECTIONs of an event that hold its pairs or boards (none: the event is one section). */
function sectionsOf(event: XmlElement, winnerType: number | undefined): SectionRead[] {
  const elements = descendantElements(event, "SECTION", "HANDSET");
  const sessions = descendantElements(event, "SESSION", "HANDSET").length;
  // One SECTION is the event itself: its pairs and boards name no section.
  const tag = elements.length > 1;
  return elements.map((section, index) => {
    const own = fieldText(section, "SECTION_ID") ?? section.attributes.SECTION_ID;
    // Several SESSIONs may each number their sections from A: the session's number joins it.
    const session = sessions > 1 ? sessionIdOf(event, section) : "";
    const id = `${session}${own ?? String.fromCharCode(65 + (index % 26))}`;
    return {
      id,
      pairs: withSharedPlaces(
        descendantElements(section, "PAIR", "HANDSET").map((pair) => ({
          ...readPair(pair),
          ...(tag ? { section: id } : {}),
        })),
        winnerType
      ),
      boards: readBoards(section, tag ? id : undefined),
    };
  });
}

function sessionIdOf(event: XmlElement, section: XmlElement): string {
  const sessions = descendantElements(event, "SESSION", "HANDSET");
  const index = sessions.findIndex((session) =>
    descendantElements(session, "SECTION").includes(section)
  );
  const session = sessions[index];
  if (!session) return "";
  return `${fieldText(session, "SESSION_ID") ?? session.attributes.SESSION_ID ?? String(index + 1)}-`;
}

/**
 * A USEBIO file's event as one field and as its sections, and which of the two the file ranked
 * (usebioSections.ts); throws a FileFormatError as readUsebio does.
 */
export function readUsebioEvent(text: string): UsebioEvent {
  const root = readUsebioRoot(text);
  const event = childElements(root, "EVENT")[0];
  if (!event) return failAt(root.line, (words) => words.missingElement("USEBIO", "EVENT"));
  const club = childElements(root, "CLUB")[0] ?? childElements(event, "CLUB")[0];
  const scoring = scoringOf(event);
  const header = readEventHeader(event);
  const sections = sectionsOf(event, header.winnerType);
  // Sections that hold only boards, the pairs being listed once for the event.
  const pairsInSections = sections.some((section) => section.pairs.length > 0);
  const merged =
    sections.length > 0 && pairsInSections
      ? mergeSections(sections)
      : {
          pairs: withSharedPlaces(
            descendantElements(event, "PAIR", "HANDSET").map(readPair),
            header.winnerType
          ),
          boards: sections.length > 0 ? mergeSections(sections).boards : readBoards(event),
        };
  if (merged.pairs.length === 0) return failAt(event.line, (words) => words.noPairs);
  const scoredBy = sectionScoring(sections, header.winnerType);
  const session: PairsSession = {
    scoring,
    version: root.attributes.Version ?? root.attributes.VERSION ?? "",
    club: club
      ? withoutBlanks({ name: childText(club, "CLUB_NAME"), id: childText(club, "CLUB_ID_NUMBER") })
      : {},
    event: header,
    // Places shared across the sections are ties only when the file ranked them as one field.
    pairs: scoredBy === "field" ? withSharedPlaces(merged.pairs, header.winnerType) : merged.pairs,
    boards: merged.boards,
    handRecords: descendantElements(root, "HANDSET").flatMap(readHandSet),
  };
  return {
    session,
    sections:
      sections.length > 1 && pairsInSections
        ? sections.map((section) => sessionOfSection(session, section))
        : [session],
    scoredBy,
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

function masterPointsOf(pair: XmlElement): XmlElement {
  const nested = childElements(pair, "MASTER_POINTS")[0];
  return nested && fieldText(pair, "MASTER_POINTS_AWARDED") === undefined ? nested : pair;
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
    // Compscore writes both as PAIR's own; NZ Scorer's converter inside a MASTER_POINTS element.
    masterPoints: numberField(masterPointsOf(pair), "MASTER_POINTS_AWARDED"),
    masterPointType: fieldText(masterPointsOf(pair), "MASTER_POINT_TYPE"),
    handicap: numberField(pair, "HANDICAP"),
    // An empty PLAYER (our writer pads a pair to two, as MyABF needs) is no player.
    players: childElements(pair, "PLAYER")
      .map(readPlayer)
      .filter((player) => player.name !== "" || Object.keys(player).length > 1),
  });
}
