"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.invalidValue = invalidValue;
exports.notAvailable = notAvailable;
exports.passOn = passOn;
exports.cellErrorOf = cellErrorOf;
exports.computeInCell = computeInCell;
const errors_1 = require("../core/errors");
const errors_2 = require("../messages/errors");
const displayLanguage_1 = require("./displayLanguage");
const solverStopped_1 = require("./solverStopped");
/** #VALUE! with a message of src/messages, in Excel's display language (see messageLanguage). */
function invalidValue(message) {
    return new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, message);
}
/** #N/A where the argument ranges of a spilled call do not meet, as Excel's own lifting does. */
function notAvailable(message) {
    return new CustomFunctions.Error(CustomFunctions.ErrorCode.notAvailable, message);
}
/**
 * Error values a custom function can give back as it got them. #NAME? and #REF! are "supported as
 * custom function input errors but not as output errors" (CustomFunctions.ErrorCode reference);
 * any other code is none of Excel's.
 */
const RETURNABLE_ERROR_CODES = new Set([
    "#DIV/0!",
    "#N/A",
    "#NULL!",
    "#NUM!",
    "#VALUE!",
]);
/**
 * An error value received in a cell goes out unchanged (as #N/A does through built-ins). One that
 * cannot go out, or a #VALUE! without a message, becomes #VALUE! saying which error came in.
 */
function passOn(error) {
    const hasMessage = typeof error.message === "string" && error.message.trim() !== "";
    if (RETURNABLE_ERROR_CODES.has(error.code) &&
        (hasMessage || error.code !== CustomFunctions.ErrorCode.invalidValue)) {
        // A code of RETURNABLE_ERROR_CODES, each one of the enum's values.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
        return new CustomFunctions.Error(error.code, error.message);
    }
    const texts = errors_2.ERROR_TEXTS[(0, displayLanguage_1.messageLanguage)()];
    return invalidValue(texts.errorValueReceived(JSON.stringify(texts.errorValue(error.code))));
}
/**
 * The error a cell shows for what its computation threw, in one place: bad input (the core's
 * BridgeInputError) is #VALUE! with its message in Excel's display language; an error value made
 * on purpose (passed on, a range too large) stays as it is; a deal the solver stopped on says so.
 * Anything else is a bug, shown as an internal error in its cell rather than breaking the call.
 */
function cellErrorOf(error) {
    if (error instanceof errors_1.BridgeInputError)
        return invalidValue(error.messageIn((0, displayLanguage_1.messageLanguage)()));
    if (error instanceof CustomFunctions.Error)
        return error;
    const texts = errors_2.ERROR_TEXTS[(0, displayLanguage_1.messageLanguage)()];
    if (error instanceof solverStopped_1.SolverStopped)
        return invalidValue(texts.solverStopped);
    return invalidValue(texts.internalError(error instanceof Error ? error.message : String(error)));
}
/**
 * Runs one cell's computation; bad input becomes #VALUE! in that cell only. Anything else thrown
 * is a bug, still shown as an error in its cell rather than breaking the whole spill. It takes an
 * input and a context so that a hot loop allocates no closure per cell (and a module-level
 * `compute` keeps its optimized code from call to call).
 */
function computeInCell(compute, input, context) {
    try {
        return compute(input, context);
    }
    catch (error) {
        return cellErrorOf(error);
    }
}
