"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.POINTS_ELEMENTS = void 0;
exports.readBoards = readBoards;
const adjusted_1 = require("../core/adjusted");
const files_1 = require("../messages/files");
const fileError_1 = require("./fileError");
const session_1 = require("./session");
const usebioValues_1 = require("./usebioValues");
const values_1 = require("./values");
const xml_1 = require("./xml");
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
function isNotPlayedContract(text) {
    return text === undefined || text === "" || (0, adjusted_1.isNotPlayed)(text);
}
/** Points elements of a traveller line, by the scoring they name. */
exports.POINTS_ELEMENTS = [
    ["NS_MATCH_POINTS", "EW_MATCH_POINTS", "matchpoints"],
    ["NS_BUTLER_POINTS", "EW_BUTLER_POINTS", "butler"],
    ["NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS", "crossImps"],
    ["NS_CROSS_IMPS", "EW_CROSS_IMPS", "crossImps"],
    ["NS_IMP_POINTS", "EW_IMP_POINTS", "butler"],
    ["NS_IMPS", "EW_IMPS", "butler"],
];
function readScore(line, notPlayed) {
    var _a, _b;
    const written = (0, usebioValues_1.fieldText)(line, "SCORE");
    if (notPlayed && (written === undefined || written === "" || (0, adjusted_1.isNotPlayed)(written))) {
        return { kind: "notPlayed" };
    }
    const text = (0, usebioValues_1.requiredText)(line, "SCORE");
    const adjusted = (0, session_1.parseAdjustedScore)(text);
    if (adjusted)
        return adjusted;
    if (!/^[-+]?\d+$/.test(text)) {
        return (0, fileError_1.failAt)((_b = (_a = (0, xml_1.childElements)(line, "SCORE")[0]) === null || _a === void 0 ? void 0 : _a.line) !== null && _b !== void 0 ? _b : line.line, (words, language) => words.badElementValue("SCORE", text, files_1.FILE_FORMS[language].score));
    }
    return { kind: "score", nsScore: Number(text) };
}
/** USEBIO's "TD"; a lead written suit first ("DT") turned round; one that is no card kept. */
function leadOf(text) {
    var _a;
    return text === undefined || text === "" ? undefined : ((_a = (0, session_1.parseLead)(text)) !== null && _a !== void 0 ? _a : text.toUpperCase());
}
function readLine(line) {
    const points = exports.POINTS_ELEMENTS.find(([ns, ew]) => (0, usebioValues_1.fieldText)(line, ns) !== undefined || (0, usebioValues_1.fieldText)(line, ew) !== undefined);
    const score = (0, usebioValues_1.fieldText)(line, "SCORE");
    const adjusted = score !== undefined && (0, session_1.parseAdjustedScore)(score) !== undefined;
    const written = (0, usebioValues_1.fieldText)(line, "CONTRACT");
    const blank = written === undefined || written === "";
    const scored = score !== undefined && /^[-+]?\d+$/.test(score);
    // A line with a score and no contract is a score alone (PBN-like writers); blank and unscored
    // is a board not played.
    const notPlayed = !adjusted && isNotPlayedContract(written) && !(blank && scored);
    const nsPoints = points ? (0, usebioValues_1.numberField)(line, points[0]) : undefined;
    const ewPoints = points ? (0, usebioValues_1.numberField)(line, points[1]) : undefined;
    // NP that the file scored 0 with points: a hand passed out, as NZ Scorer records "N P".
    const passedOut = notPlayed &&
        !blank &&
        score !== undefined &&
        /^[-+]?0$/.test(score) &&
        (nsPoints !== undefined || ewPoints !== undefined);
    return (0, values_1.withoutBlanks)({
        nsPair: (0, usebioValues_1.requiredText)(line, "NS_PAIR_NUMBER"),
        ewPair: (0, usebioValues_1.requiredText)(line, "EW_PAIR_NUMBER"),
        contract: passedOut ? "PASS" : notPlayed ? "NP" : (0, usebioValues_1.contractField)(line, "CONTRACT"),
        contractAsWritten: passedOut ? written : undefined,
        declarer: (0, usebioValues_1.seatField)(line, "PLAYED_BY"),
        lead: leadOf((0, usebioValues_1.fieldText)(line, "LEAD")),
        tricks: notPlayed ? undefined : (0, usebioValues_1.wholeNumberField)(line, "TRICKS", 0, 13, "tricks"),
        score: readScore(line, notPlayed && !passedOut),
        nsPoints,
        ewPoints,
    });
}
/** The BOARDs of `parent` (an EVENT or one of its SECTIONs); a board once in each. */
function readBoards(parent, section) {
    const firstLines = new Map();
    return (0, xml_1.descendantElements)(parent, "BOARD", "HANDSET").map((board) => {
        const number = (0, usebioValues_1.boardNumberOnce)(board, firstLines);
        return (0, values_1.withoutBlanks)({
            board: number,
            section,
            datum: (0, usebioValues_1.numberField)(board, "BOARD_AVERAGE"),
            lines: (0, xml_1.childElements)(board, "TRAVELLER_LINE").map(readLine),
        });
    });
}
