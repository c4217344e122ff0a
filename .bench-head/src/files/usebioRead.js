"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readUsebio = readUsebio;
exports.readUsebioEvent = readUsebioEvent;
exports.readUsebioHandRecords = readUsebioHandRecords;
const errors_1 = require("../messages/errors");
const files_1 = require("../messages/files");
const fileError_1 = require("./fileError");
const usebioBoards_1 = require("./usebioBoards");
const usebioHeader_1 = require("./usebioHeader");
const usebioHandSet_1 = require("./usebioHandSet");
const usebioSections_1 = require("./usebioSections");
const session_1 = require("./session");
const usebioValues_1 = require("./usebioValues");
const values_1 = require("./values");
const xml_1 = require("./xml");
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
function readUsebio(text) {
    return readUsebioEvent(text).session;
}
/** The SECTIONs of an event that hold its pairs or boards (none: the event is one section). */
function sectionsOf(event, winnerType) {
    const elements = (0, xml_1.descendantElements)(event, "SECTION", "HANDSET");
    const sessions = (0, xml_1.descendantElements)(event, "SESSION", "HANDSET").length;
    // One SECTION is the event itself: its pairs and boards name no section.
    const tag = elements.length > 1;
    return elements.map((section, index) => {
        var _a;
        const own = (_a = (0, usebioValues_1.fieldText)(section, "SECTION_ID")) !== null && _a !== void 0 ? _a : section.attributes.SECTION_ID;
        // Several SESSIONs may each number their sections from A: the session's number joins it.
        const session = sessions > 1 ? sessionIdOf(event, section) : "";
        const id = `${session}${own !== null && own !== void 0 ? own : String.fromCharCode(65 + (index % 26))}`;
        return {
            id,
            pairs: (0, usebioSections_1.withSharedPlaces)((0, xml_1.descendantElements)(section, "PAIR", "HANDSET").map((pair) => ({
                ...readPair(pair),
                ...(tag ? { section: id } : {}),
            })), winnerType),
            boards: (0, usebioBoards_1.readBoards)(section, tag ? id : undefined),
        };
    });
}
function sessionIdOf(event, section) {
    var _a, _b;
    const sessions = (0, xml_1.descendantElements)(event, "SESSION", "HANDSET");
    const index = sessions.findIndex((session) => (0, xml_1.descendantElements)(session, "SECTION").includes(section));
    const session = sessions[index];
    if (!session)
        return "";
    return `${(_b = (_a = (0, usebioValues_1.fieldText)(session, "SESSION_ID")) !== null && _a !== void 0 ? _a : session.attributes.SESSION_ID) !== null && _b !== void 0 ? _b : String(index + 1)}-`;
}
/**
 * A USEBIO file's event as one field and as its sections, and which of the two the file ranked
 * (usebioSections.ts); throws a FileFormatError as readUsebio does.
 */
function readUsebioEvent(text) {
    var _a, _b, _c;
    const root = readUsebioRoot(text);
    const event = (0, xml_1.childElements)(root, "EVENT")[0];
    if (!event)
        return (0, fileError_1.failAt)(root.line, (words) => words.missingElement("USEBIO", "EVENT"));
    const club = (_a = (0, xml_1.childElements)(root, "CLUB")[0]) !== null && _a !== void 0 ? _a : (0, xml_1.childElements)(event, "CLUB")[0];
    const scoring = scoringOf(event);
    const header = (0, usebioHeader_1.readEventHeader)(event);
    const sections = sectionsOf(event, header.winnerType);
    // Sections that hold only boards, the pairs being listed once for the event.
    const pairsInSections = sections.some((section) => section.pairs.length > 0);
    const merged = sections.length > 0 && pairsInSections
        ? (0, usebioSections_1.mergeSections)(sections)
        : {
            pairs: (0, usebioSections_1.withSharedPlaces)((0, xml_1.descendantElements)(event, "PAIR", "HANDSET").map(readPair), header.winnerType),
            boards: sections.length > 0 ? (0, usebioSections_1.mergeSections)(sections).boards : (0, usebioBoards_1.readBoards)(event),
        };
    if (merged.pairs.length === 0)
        return (0, fileError_1.failAt)(event.line, (words) => words.noPairs);
    const scoredBy = (0, usebioSections_1.sectionScoring)(sections, header.winnerType);
    const session = {
        scoring,
        version: (_c = (_b = root.attributes.Version) !== null && _b !== void 0 ? _b : root.attributes.VERSION) !== null && _c !== void 0 ? _c : "",
        club: club
            ? (0, values_1.withoutBlanks)({ name: (0, xml_1.childText)(club, "CLUB_NAME"), id: (0, xml_1.childText)(club, "CLUB_ID_NUMBER") })
            : {},
        event: header,
        // Places shared across the sections are ties only when the file ranked them as one field.
        pairs: scoredBy === "field" ? (0, usebioSections_1.withSharedPlaces)(merged.pairs, header.winnerType) : merged.pairs,
        boards: merged.boards,
        handRecords: (0, xml_1.descendantElements)(root, "HANDSET").flatMap(usebioHandSet_1.readHandSet),
    };
    return {
        session,
        sections: sections.length > 1 && pairsInSections
            ? sections.map((section) => (0, usebioSections_1.sessionOfSection)(session, section))
            : [session],
        scoredBy,
    };
}
function readUsebioRoot(text) {
    const root = (0, xml_1.parseXml)(text);
    if (root.name !== "USEBIO")
        return (0, fileError_1.failAt)(root.line, (words) => words.notUsebio(root.name));
    return root;
}
/**
 * The hand records of a USEBIO file's HANDSET alone, for a file opened as hand records: no
 * event is needed, and none is read.
 */
function readUsebioHandRecords(text) {
    return (0, xml_1.descendantElements)(readUsebioRoot(text), "HANDSET").flatMap(usebioHandSet_1.readHandSet);
}
/** Event types by what they say of the scoring (Compscore's own names and the standard's). */
const SCORING_OF_EVENT_TYPE = {
    MP_PAIRS: "matchpoints",
    MATCHPOINT_PAIRS: "matchpoints",
    BUTLER_PAIRS: "butler",
    IMP_PAIRS: "butler",
    CROSS_IMP: "crossImps",
    CROSS_IMPS: "crossImps",
    CROSS_IMP_PAIRS: "crossImps",
};
/** The standard's BOARD_SCORING_METHOD, for EVENT_TYPE PAIRS. */
const SCORING_OF_METHOD = {
    MATCH_POINTS: "matchpoints",
    MATCHPOINTS: "matchpoints",
    MP: "matchpoints",
    BUTLER_IMPS: "butler",
    BUTLER: "butler",
    CROSS_IMPS: "crossImps",
    CROSS_IMP: "crossImps",
};
const PAIRS_EVENT_TYPES = new Set(["PAIRS", ""]);
function scoringOf(event) {
    var _a, _b, _c;
    const eventType = ((_b = (_a = event.attributes.EVENT_TYPE) !== null && _a !== void 0 ? _a : (0, usebioValues_1.fieldText)(event, "EVENT_TYPE")) !== null && _b !== void 0 ? _b : "")
        .trim()
        .toUpperCase();
    const byType = SCORING_OF_EVENT_TYPE[eventType];
    if (byType)
        return byType;
    const method = ((_c = (0, usebioValues_1.fieldText)(event, "BOARD_SCORING_METHOD")) !== null && _c !== void 0 ? _c : "").toUpperCase();
    const byMethod = PAIRS_EVENT_TYPES.has(eventType) ? SCORING_OF_METHOD[method] : undefined;
    if (byMethod)
        return byMethod;
    const byPoints = PAIRS_EVENT_TYPES.has(eventType) ? scoringOfPoints(event) : undefined;
    if (byPoints)
        return byPoints;
    return (0, fileError_1.failAt)(event.line, (words, language) => words.unknownEventType([eventType || "?", method].filter(Boolean).join(" / "), (0, errors_1.acceptedIn)(files_1.PAIRS_SCORINGS, language)));
}
function scoringOfPoints(event) {
    var _a;
    const line = (0, xml_1.descendantElements)(event, "TRAVELLER_LINE", "HANDSET")[0];
    if (!line)
        return undefined;
    return (_a = usebioBoards_1.POINTS_ELEMENTS.find(([ns]) => (0, usebioValues_1.fieldText)(line, ns) !== undefined)) === null || _a === void 0 ? void 0 : _a[2];
}
function readPlayer(player) {
    var _a;
    return {
        name: (_a = (0, usebioValues_1.fieldText)(player, "PLAYER_NAME")) !== null && _a !== void 0 ? _a : "",
        ...(0, values_1.withoutBlanks)({
            nationalId: (0, usebioValues_1.fieldText)(player, "NATIONAL_ID_NUMBER"),
            clubId: (0, usebioValues_1.fieldText)(player, "CLUB_ID_NUMBER"),
        }),
    };
}
function masterPointsOf(pair) {
    const nested = (0, xml_1.childElements)(pair, "MASTER_POINTS")[0];
    return nested && (0, usebioValues_1.fieldText)(pair, "MASTER_POINTS_AWARDED") === undefined ? nested : pair;
}
function readPair(pair) {
    var _a, _b, _c;
    const placeText = (0, usebioValues_1.fieldText)(pair, "PLACE");
    const place = placeText ? (0, session_1.parsePlace)(placeText) : undefined;
    if (placeText && !place) {
        (0, fileError_1.failAt)((_b = (_a = (0, xml_1.childElements)(pair, "PLACE")[0]) === null || _a === void 0 ? void 0 : _a.line) !== null && _b !== void 0 ? _b : pair.line, (words, language) => words.badElementValue("PLACE", placeText, files_1.FILE_FORMS[language].place));
    }
    const direction = (_c = (0, usebioValues_1.fieldText)(pair, "DIRECTION")) === null || _c === void 0 ? void 0 : _c.toUpperCase();
    return (0, values_1.withoutBlanks)({
        pair: (0, usebioValues_1.requiredText)(pair, "PAIR_NUMBER"),
        direction: direction === "NS" || direction === "EW" ? direction : undefined,
        place,
        totalScore: (0, usebioValues_1.numberField)(pair, "TOTAL_SCORE"),
        percentage: (0, usebioValues_1.numberField)(pair, "PERCENTAGE"),
        // Compscore writes both as PAIR's own; NZ Scorer's converter inside a MASTER_POINTS element.
        masterPoints: (0, usebioValues_1.numberField)(masterPointsOf(pair), "MASTER_POINTS_AWARDED"),
        masterPointType: (0, usebioValues_1.fieldText)(masterPointsOf(pair), "MASTER_POINT_TYPE"),
        handicap: (0, usebioValues_1.numberField)(pair, "HANDICAP"),
        // An empty PLAYER (our writer pads a pair to two, as MyABF needs) is no player.
        players: (0, xml_1.childElements)(pair, "PLAYER")
            .map(readPlayer)
            .filter((player) => player.name !== "" || Object.keys(player).length > 1),
    });
}
