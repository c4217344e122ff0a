/**
 * functions.json and functions-fr.json, written from the functions' declarations
 * (src/messages/functions) in the form custom-functions-metadata-plugin wrote them from the JSDoc
 * before: every argument `any` (a range, "matrix", unless declared single), every result a
 * range; with the parameter names and descriptions of the file's language (Excel shows a
 * localized file's names and descriptions; ids and function names are never localized:
 * learn.microsoft.com/office/dev/add-ins/excel/custom-functions-naming, "Localize custom
 * functions"). `allowErrorForDataTypeAny` lets an error value of one cell reach the function, so
 * that it stays in its own output cell (custom-functions-json.md: "can only be used with manually
 * created JSON metadata"); `allowCustomDataForDataTypeAny` lets data types in, as the plugin's
 * file did.
 */
import type { FunctionDeclaration, ParameterText } from "../messages/declarations";
import { parameterDescription } from "../messages/declarations";
import { FUNCTION_DECLARATIONS } from "../messages/functions";
import type { Language } from "../messages/language";

export interface ParameterMetadata {
  readonly name: string;
  readonly description?: string;
  readonly optional?: boolean;
  readonly [key: string]: unknown;
}

export interface FunctionMetadata {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly helpUrl?: string;
  readonly parameters: readonly ParameterMetadata[];
  readonly [key: string]: unknown;
}

export interface Metadata {
  readonly functions: readonly FunctionMetadata[];
  readonly [key: string]: unknown;
}

/** One function's entry, its keys in the order the metadata plugin wrote them (alphabetical). */
export function functionMetadata(fn: FunctionDeclaration, language: Language): FunctionMetadata {
  return {
    description: fn.description[language],
    id: fn.id,
    name: fn.id,
    parameters: Object.entries(fn.arguments).map(([key, argument]) => ({
      description: parameterDescription(argument, fn.parameters[key] as ParameterText, language),
      ...(argument.single ? {} : { dimensionality: "matrix" }),
      name: argument.name[language],
      ...(argument.optional ? { optional: true } : {}),
      type: "any",
    })),
    result: { dimensionality: "matrix" },
  };
}

/** functions.json ("en") or functions-fr.json ("fr"), without helpUrl (the host is the build's). */
export function functionsMetadata(
  language: Language,
  declarations: readonly FunctionDeclaration[] = FUNCTION_DECLARATIONS
): Metadata {
  return {
    allowErrorForDataTypeAny: true,
    allowCustomDataForDataTypeAny: true,
    functions: declarations.map((fn) => functionMetadata(fn, language)),
  };
}
