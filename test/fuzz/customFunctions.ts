/*
 * Every custom function of the add-in, found the way the build finds them: every module of
 * src/excel/functions/ is imported and each exported function that carries a @customfunction tag
 * is taken, with its id and parameters from its JSDoc. A function added to that folder is fuzzed,
 * limit-tested and metamorphic-tested without touching these tests.
 */
import * as fs from "fs";
import * as path from "path";

export const FUNCTIONS_DIR = path.resolve(__dirname, "../../src/excel/functions");
export const DIST_DIR = path.resolve(__dirname, "../../dist");

export interface ParameterDoc {
  readonly name: string;
  readonly optional: boolean;
  readonly description: string;
}

export interface CustomFunction {
  /** The id Excel knows it by (BRIDGE.<id>). */
  readonly id: string;
  readonly exportName: string;
  readonly file: string;
  readonly call: (...args: unknown[]) => unknown;
  /** From the built dist/functions.json when it lists the id, otherwise the function's length. */
  readonly parameterCount: number;
  /** The @param tags of its JSDoc, in order. */
  readonly parameters: readonly ParameterDoc[];
  /** The JSDoc text before the first tag. */
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

interface JsDoc {
  readonly id: string;
  readonly description: string;
  readonly parameters: readonly ParameterDoc[];
}

/** The JSDoc blocks that sit right before `export function name(`, by function name. */
function customFunctionDocs(source: string): Map<string, JsDoc> {
  const docs = new Map<string, JsDoc>();
  const block = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export\s+(?:async\s+)?function\s+(\w+)/g;
  for (const match of source.matchAll(block)) {
    const text = (match[1] ?? "")
      .split("\n")
      .map((line) => line.replace(/^\s*\* ?/, ""))
      .join("\n");
    const name = match[2] ?? "";
    const tag = /@customfunction\b[ \t]*(\w*)/i.exec(text);
    if (!tag) continue;
    const parameters: ParameterDoc[] = [];
    for (const param of text.matchAll(/@param\s+(?:\{[^}]*\}\s*)?(\[?)(\w+)[^\s]*\s*([^@]*)/g)) {
      parameters.push({
        name: param[2] ?? "",
        optional: param[1] === "[",
        description: (param[3] ?? "").trim(),
      });
    }
    docs.set(name, {
      id: (tag[1] || name).toLocaleUpperCase(),
      description: text.split(/\n@/)[0]?.trim() ?? "",
      parameters,
    });
  }
  return docs;
}

let discovered: readonly CustomFunction[] | undefined;

/** Every exported @customfunction of src/excel/functions/, sorted by id. */
export function customFunctions(): readonly CustomFunction[] {
  if (discovered) return discovered;
  const built = builtFunctions();
  const found: CustomFunction[] = [];
  const files = fs
    .readdirSync(FUNCTIONS_DIR)
    .filter((name) => name.endsWith(".ts"))
    .sort();
  for (const file of files) {
    const fullPath = path.join(FUNCTIONS_DIR, file);
    const docs = customFunctionDocs(fs.readFileSync(fullPath, "utf8"));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(fullPath) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exported)) {
      const doc = docs.get(exportName);
      if (typeof value !== "function" || doc === undefined) continue;
      const call = value as (...args: unknown[]) => unknown;
      const builtEntry = built?.find((entry) => entry.id === doc.id);
      found.push({
        id: doc.id,
        exportName,
        file,
        call,
        parameterCount: builtEntry ? builtEntry.parameters.length : call.length,
        parameters: doc.parameters,
        description: doc.description,
      });
    }
  }
  discovered = found.sort((a, b) => a.id.localeCompare(b.id));
  return discovered;
}

/** The function Excel calls BRIDGE.<id>, or undefined when the source has none by that id. */
export function customFunctionById(id: string): CustomFunction | undefined {
  return customFunctions().find((fn) => fn.id === id);
}
