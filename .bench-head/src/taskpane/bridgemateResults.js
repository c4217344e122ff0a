"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readBridgemateResults = readBridgemateResults;
exports.resultsOfBridgemate = resultsOfBridgemate;
const bridgemateRead_1 = require("../files/bridgemateRead");
const bridgemateTables_1 = require("../files/bridgemateTables");
const bridgemate_1 = require("../messages/bridgemate");
const bridgemateProblems_1 = require("./bridgemateProblems");
const resultsFileRead_1 = require("./resultsFileRead");
/**
 * The file's sections, the first one chosen; throws the reader's BridgemateFileError for a file
 * that is no Bridgemate database.
 */
function readBridgemateResults(name, bytes, language) {
    return resultsOfBridgemate(name, (0, bridgemateRead_1.readBridgemate)(bytes), language);
}
/** The sections of a Bridgemate file read, as the pane shows and builds them. */
function resultsOfBridgemate(name, { sections }, language) {
    const files = sections.map((section) => {
        var _a;
        return ({
            name,
            session: section.session,
            parts: [(0, resultsFileRead_1.checkSession)(section.session, language)],
            problems: section.problems.map((problem) => (0, bridgemateProblems_1.describeBridgemateProblem)(problem, language)),
            seatings: seatingsOf(section.rounds, (_a = section.missingPair) !== null && _a !== void 0 ? _a : 0),
        });
    });
    const [first] = files;
    if (!first)
        throw new bridgemateTables_1.BridgemateFileError((words) => words.noSections);
    if (files.length === 1)
        return first;
    const choices = files.map((file, i) => {
        var _a, _b;
        return ({
            label: bridgemate_1.BRIDGEMATE_TEXTS[language].sectionChoice((_b = (_a = sections[i]) === null || _a === void 0 ? void 0 : _a.letter) !== null && _b !== void 0 ? _b : "", file.session.pairs.length, file.session.boards.reduce((sum, board) => sum + board.lines.length, 0)),
            file,
        });
    });
    return { ...first, sections: choices };
}
/** Every board of every table's round but a sit-out: where a result will be, received or not. */
function seatingsOf(rounds, missingPair) {
    const playing = (pair) => pair > 0 && pair !== missingPair;
    return rounds.flatMap((round) => playing(round.nsPair) && playing(round.ewPair) && round.highBoard >= round.lowBoard
        ? Array.from({ length: round.highBoard - round.lowBoard + 1 }, (_, i) => ({
            board: round.lowBoard + i,
            round: round.round,
            table: round.table,
            ns: round.nsPair,
            ew: round.ewPair,
        }))
        : []);
}
