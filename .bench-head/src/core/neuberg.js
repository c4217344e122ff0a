"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.neubergQuotient = neubergQuotient;
exports.factorByNeuberg = factorByNeuberg;
const contextForms_1 = require("../messages/contextForms");
const errors_1 = require("./errors");
/**
 * Neuberg on the 2-scale as an exact quotient: 2-scale matchpoints M earned among `actual` results
 * become ((M + 1)·E - A) / A for a board expected to have E. With whole M, numerator and
 * denominator are whole numbers, so one division gives the nearest double to the exact value.
 */
function neubergQuotient(matchpoints, actual, expected) {
    if (!Number.isSafeInteger(actual) || actual < 1)
        throw new errors_1.BridgeInputError("actual", actual, contextForms_1.ACTUAL_RESULTS_FORMS);
    if (!Number.isSafeInteger(expected) || expected < actual)
        throw new errors_1.BridgeInputError("expected", expected, (0, contextForms_1.expectedActualForms)(actual));
    return { numerator: (matchpoints + 1) * expected - actual, denominator: actual };
}
/**
 * The Neuberg formula: a board expected to have E results that got only A is scored as if each
 * actual result had occurred E/A times (EBU, Max Bavin; the form WBF and ACBL adopted in 1991).
 * On the WBF 2-scale M' = (M + 1)·E/A - 1, on the ACBL 1-scale S' = (S + 1/2)·E/A - 1/2: the
 * same formula, the 1 or 1/2 being half a scoring unit per comparison.
 * @example factorByNeuberg(18, 10, 11) // 19.9 (Magic Contest: a top of 18 among 10, 11 expected)
 * @example factorByNeuberg(3, 4, 6, "ACBL") // 4.75
 */
function factorByNeuberg(matchpoints, actual, expected, scale = "WBF") {
    // The 1-scale is the 2-scale halved: its matchpoints doubled go through the 2-scale formula.
    const units = scale === "WBF" ? matchpoints : 2 * matchpoints;
    const { numerator, denominator } = neubergQuotient(units, actual, expected);
    return scale === "WBF" ? numerator / denominator : numerator / (2 * denominator);
}
