"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.describeBridgemateProblem = describeBridgemateProblem;
const bridgemate_1 = require("../messages/bridgemate");
/** A problem of the file as the pane lists it: where it is, then what it is. */
function describeBridgemateProblem(problem, language) {
    const words = bridgemate_1.BRIDGEMATE_TEXTS[language];
    switch (problem.kind) {
        case "scoringType":
            return words.scoringType(problem.section, problem.value);
        case "badHandRecord":
            return words.badHandRecord(problem.section, problem.board, problem.problem[language]);
        default:
            return words.at(problem.at, whatOf(problem, words));
    }
}
function whatOf(problem, words) {
    switch (problem.kind) {
        case "notPlayed":
            return words.notPlayed(problem.remark);
        case "replaced":
            return words.replaced(problem.earlier);
        case "badValue":
            return words.badValue(problem.what, problem.value);
        case "declarerPair":
            return words.declarerPair(problem.seat, problem.pair);
        case "notInMovement":
            return words.notInMovement(problem.expected && {
                ns: problem.expected.nsPair,
                ew: problem.expected.ewPair,
                low: problem.expected.lowBoard,
                high: problem.expected.highBoard,
            });
    }
}
