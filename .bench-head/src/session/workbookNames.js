"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.lambdaFormula = lambdaFormula;
exports.cardNames = cardNames;
const imps_1 = require("../messages/functions/imps");
const matchpoints_1 = require("../messages/functions/matchpoints");
const score_1 = require("../messages/functions/score");
/** "" for an omitted optional parameter: the BRIDGE functions read "" as a blank argument. */
function orBlank(parameter) {
    return `IF(ISOMITTED(${parameter}), "", ${parameter})`;
}
/** BRIDGE.SCORE(contract, result, vulnerability, [doubling], [declarer]), as Excel shows it. */
function signature(fn) {
    const parameters = Object.values(fn.arguments).map((argument) => argument.optional ? `[${argument.name.en}]` : argument.name.en);
    return `BRIDGE.${fn.id}(${parameters.join(", ")})`;
}
/**
 * =LAMBDA over a function, its parameters its arguments. An argument whose "" is not its leaving
 * out can only be left out of the call as the last one: the LAMBDA then makes the call without it
 * when it is omitted.
 */
function lambdaFormula(fn) {
    const declared = Object.values(fn.arguments);
    const parameters = declared.map((argument) => argument.optional ? `[${argument.name.en}]` : argument.name.en);
    const passed = declared.map((argument) => argument.optional && !argument.omittedUnlikeBlank ? orBlank(argument.name.en) : argument.name.en);
    const call = (args) => `BRIDGE.${fn.id}(${args.join(", ")})`;
    const last = declared[declared.length - 1];
    const leftOut = declared.filter((argument) => argument.omittedUnlikeBlank === true);
    if (leftOut.length === 0)
        return `=LAMBDA(${parameters.join(", ")}, ${call(passed)})`;
    if (leftOut.length > 1 || leftOut[0] !== last || last === undefined) {
        throw new Error(`BRIDGE.${fn.id}: only its last argument can be left out of a LAMBDA's call`);
    }
    const without = call(passed.slice(0, -1));
    return `=LAMBDA(${parameters.join(", ")}, IF(ISOMITTED(${last.name.en}), ${without}, ${call(passed)}))`;
}
/** The card's names and the function each stands for. */
const CARD_NAMES = [
    ["BRIDGESCORE", score_1.SCORE],
    ["IMPS", imps_1.IMPS],
    ["MATCHPOINTS", matchpoints_1.MATCHPOINTS],
];
/** The three names, with a comment Excel shows in the Name Manager. */
function cardNames() {
    return CARD_NAMES.map(([name, fn]) => ({
        name,
        formula: lambdaFormula(fn),
        comment: signature(fn),
    }));
}
