"use strict";
/*
 * The CustomFunctions global that Excel's runtime provides, for tests that call the functions
 * directly in Node. Same shape as the runtime's: Error carries a code and a message.
 */
class CustomFunctionsError extends Error {
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
const ErrorCode = {
    invalidValue: "#VALUE!",
    notAvailable: "#N/A",
    divisionByZero: "#DIV/0!",
    invalidNumber: "#NUM!",
    nullReference: "#NULL!",
    invalidName: "#NAME?",
    invalidReference: "#REF!",
};
globalThis.CustomFunctions = {
    Error: CustomFunctionsError,
    ErrorCode,
    associate: () => undefined,
};
