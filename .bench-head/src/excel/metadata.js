"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.functionMetadata = functionMetadata;
exports.functionsMetadata = functionsMetadata;
const declarations_1 = require("../messages/declarations");
const functions_1 = require("../messages/functions");
/** One function's entry, its keys in the order the metadata plugin wrote them (alphabetical). */
function functionMetadata(fn, language) {
    return {
        description: fn.description[language],
        id: fn.id,
        name: fn.id,
        parameters: Object.entries(fn.arguments).map(([key, argument]) => ({
            description: (0, declarations_1.parameterDescription)(argument, fn.parameters[key], language),
            ...(argument.single ? {} : { dimensionality: "matrix" }),
            name: argument.name[language],
            ...(argument.optional ? { optional: true } : {}),
            type: "any",
        })),
        result: { dimensionality: "matrix" },
    };
}
/** functions.json ("en") or functions-fr.json ("fr"), without helpUrl (the host is the build's). */
function functionsMetadata(language, declarations = functions_1.FUNCTION_DECLARATIONS) {
    return {
        allowErrorForDataTypeAny: true,
        allowCustomDataForDataTypeAny: true,
        functions: declarations.map((fn) => functionMetadata(fn, language)),
    };
}
