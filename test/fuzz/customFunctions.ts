/*
 * Every custom function of the add-in, found the way the build finds them: each function declared
 * in src/messages/functions (the declarations functions.json is written from), called through the
 * adapter src/excel/implementations.ts associates with its id, with its parameters and description
 * in English from the declaration. A function declared there is fuzzed, limit-tested and
 * metamorphic-tested without touching these tests.
 */
import * as fs from "fs";
import * as path from "path";
import { IMPLEMENTATIONS } from "../../src/excel/implementations";
import { FUNCTION_DECLARATIONS } from "../../src/messages/functions";
import type { ParameterText } from "../../src/messages/declarations";
import { parameterDescription } from "../../src/messages/declarations";

export const DIST_DIR = path.resolve(__dirname, "../../dist");

export interface ParameterDoc {
  readonly name: string;
  readonly optional: boolean;
  readonly description: string;
}

export interface CustomFunction {
  /** The id Excel knows it by (BRIDGE.<id>). */
  readonly id: string;
  /** The adapter's name in src/excel/functions. */
  readonly exportName: string;
  readonly call: (...args: unknown[]) => unknown;
  /** How many parameters it declares. */
  readonly parameterCount: number;
  /** Its declared parameters, in order, in English. */
  readonly parameters: readonly ParameterDoc[];
  /** Its declared description in English. */
  readonly description: string;
}

interface BuiltFunction {
  readonly id: string;
  readonly parameters: readonly { readonly name: string; readonly optional?: boolean }[];
}

/** dist/functions.json as the last build wrote it, or undefined before any build. */
export function builtFunctions(): readonly BuiltFunction[] | undefined {
  const file = path.join(DIST_DIR, "functions.json");
  if (!fs.existsSync(file)) return undefined;
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { functions: BuiltFunction[] }).functions;
}

let discovered: readonly CustomFunction[] | undefined;

/** Every declared custom function, sorted by id. */
export function customFunctions(): readonly CustomFunction[] {
  if (discovered) return discovered;
  const found = FUNCTION_DECLARATIONS.map((declaration): CustomFunction => {
    const call = IMPLEMENTATIONS[declaration.id];
    if (call === undefined) throw new Error(`no implementation of BRIDGE.${declaration.id}`);
    const parameters = Object.entries(declaration.arguments).map(([key, argument]) => ({
      name: argument.name.en,
      optional: argument.optional === true,
      description: parameterDescription(
        argument,
        declaration.parameters[key] as ParameterText,
        "en"
      ),
    }));
    return {
      id: declaration.id,
      exportName: call.name,
      call: call as (...args: unknown[]) => unknown,
      parameterCount: parameters.length,
      parameters,
      description: declaration.description.en,
    };
  });
  discovered = found.sort((a, b) => a.id.localeCompare(b.id));
  return discovered;
}

/** The function Excel calls BRIDGE.<id>, or undefined when the source has none by that id. */
export function customFunctionById(id: string): CustomFunction | undefined {
  return customFunctions().find((fn) => fn.id === id);
}
