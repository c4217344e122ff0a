/*
 * Calls of a custom function made only of literal values its declaration documents: the formulas
 * of its description (=BRIDGE.SCORE("3NT", 10, "V")) and the "Example:" of each parameter. They give the
 * fuzzer and the limit tests valid calls of any function, new ones included, to vary.
 */
import type { CustomFunction } from "./customFunctions";

/** A literal as Excel passes it: a value, a range (rows of columns) or null for an omitted one. */
export type Literal = string | number | boolean | null | Literal[][];

export interface DocumentedCall {
  readonly source: string;
  readonly args: readonly Literal[];
}

interface Parsed {
  readonly value: Literal;
  readonly rest: string;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?/i;

/** One literal at the start of `text`: "text" (with "" for a quote), a number, TRUE/FALSE or {a,b;c,d}. */
function parseLiteral(text: string): Parsed | undefined {
  const input = text.trimStart();
  if (input.startsWith('"')) {
    let value = "";
    let i = 1;
    for (;;) {
      const quote = input.indexOf('"', i);
      if (quote < 0) return undefined;
      value += input.slice(i, quote);
      if (input[quote + 1] === '"') {
        value += '"';
        i = quote + 2;
        continue;
      }
      return { value, rest: input.slice(quote + 1) };
    }
  }
  const logical = /^(TRUE|FALSE)\b/i.exec(input);
  if (logical) {
    return {
      value: (logical[1] ?? "").toUpperCase() === "TRUE",
      rest: input.slice(logical[0].length),
    };
  }
  const number = NUMBER.exec(input);
  if (number) return { value: Number(number[0]), rest: input.slice(number[0].length) };
  if (input.startsWith("{")) return parseArrayConstant(input.slice(1));
  return undefined;
}

/** An array constant after its "{": columns separated by ",", rows by ";". */
function parseArrayConstant(text: string): Parsed | undefined {
  const rows: Literal[][] = [[]];
  let rest = text;
  for (;;) {
    const element = parseLiteral(rest);
    if (element === undefined || Array.isArray(element.value)) return undefined;
    rows[rows.length - 1]?.push(element.value);
    rest = element.rest.trimStart();
    const separator = rest.charAt(0);
    rest = rest.slice(1);
    if (separator === "}") break;
    if (separator === ";") rows.push([]);
    else if (separator !== ",") return undefined;
  }
  const width = rows[0]?.length ?? 0;
  if (rows.some((row) => row.length !== width)) return undefined;
  return { value: rows, rest };
}

/** A reference such as B2:B7 in a documented formula, filled by the values after "with". */
interface Reference {
  readonly rows: number;
  readonly columns: number;
}

const REFERENCE = /^\$?([A-Z]{1,3})\$?(\d+):\$?([A-Z]{1,3})\$?(\d+)/;

function columnNumber(letters: string): number {
  return Array.from(letters).reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
}

function parseReference(text: string): { value: Reference; rest: string } | undefined {
  const match = REFERENCE.exec(text);
  if (!match) return undefined;
  const [, from, top, to, bottom] = match as unknown as [string, string, string, string, string];
  const value = {
    rows: Math.abs(Number(bottom) - Number(top)) + 1,
    columns: Math.abs(columnNumber(to) - columnNumber(from)) + 1,
  };
  return { value, rest: text.slice(match[0].length) };
}

/**
 * The arguments of a formula after its "(". A reference is filled from the values listed after
 * the formula ("=BRIDGE.XIMPS(B2:B6) with 620, 170, 140, 140, -100"); any other argument that is
 * not a literal makes the formula unusable here (undefined).
 */
function parseArguments(text: string): Literal[] | undefined {
  const args: (Literal | Reference)[] = [];
  let rest = text;
  for (;;) {
    const trimmed = rest.trimStart();
    if (trimmed.startsWith(",") || trimmed.startsWith(")")) {
      args.push(null);
      rest = trimmed;
    } else {
      const argument = parseLiteral(trimmed) ?? parseReference(trimmed);
      if (argument === undefined) return undefined;
      args.push(argument.value);
      rest = argument.rest.trimStart();
    }
    const separator = rest.charAt(0);
    rest = rest.slice(1);
    if (separator === ")") break;
    if (separator !== ",") return undefined;
  }
  const references = args.filter(isReference);
  if (references.length === 0) return args as Literal[];
  const reference = references[0] as Reference;
  const listed = /^\s*with\s+/i.exec(rest);
  if (references.length > 1 || !listed) return undefined;
  const values = parseList(rest.slice(listed[0].length), reference.rows * reference.columns);
  if (values === undefined) return undefined;
  const range = Array.from({ length: reference.rows }, (_, r) =>
    values.slice(r * reference.columns, (r + 1) * reference.columns)
  );
  return args.map((arg) => (isReference(arg) ? range : arg));
}

function isReference(value: Literal | Reference): value is Reference {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `count` literals separated by commas. */
function parseList(text: string, count: number): Literal[] | undefined {
  const values: Literal[] = [];
  let rest = text;
  while (values.length < count) {
    if (values.length > 0) {
      const comma = /^\s*,\s*/.exec(rest);
      if (!comma) return undefined;
      rest = rest.slice(comma[0].length);
    }
    const value = parseLiteral(rest);
    if (value === undefined || Array.isArray(value.value)) return undefined;
    values.push(value.value);
    rest = value.rest;
  }
  return values;
}

function padded(args: readonly Literal[], count: number): Literal[] {
  return Array.from({ length: Math.max(count, args.length) }, (_, i) => args[i] ?? null);
}

/**
 * A board's North-South scores (Law 77 scores of 4S, 3NT and 1NT down one, and a pass-out), for a
 * `scores` parameter whose example is a reference without listed values.
 */
const SAMPLE_BOARD: Literal = [[420], [400], [-50], [0]];

/**
 * A session's other columns for the lines of SAMPLE_BOARD (issue 11), for parameters whose
 * example is a reference: two boards of two tables, North-South pairs 1 and 2 against East-West
 * 3 and 4 (BRIDGE.RANKING and the board functions' `boards`).
 */
const SAMPLE_SESSION: Readonly<Record<string, Literal>> = {
  scores: SAMPLE_BOARD,
  boards: [[1], [1], [2], [2]],
  ns_pairs: [[1], [2], [1], [2]],
  ew_pairs: [[3], [4], [4], [3]],
  // The same board 1 as a Results sheet's lines (BRIDGE.CHECKS): board, round, table, pairs,
  // contract, declarer, result, lead, North-South score (4S and 3NT made, Law 77: 420, 400).
  lines: [
    [1, 1, 1, 1, 3, "4S", "N", "=", "", 420],
    [1, 1, 2, 2, 4, "3NT", "S", "=", "", 400],
  ],
  // Board 1's double-dummy row for them: North-South take 10 tricks in spades, 9 in notrump.
  double_dummy: [[1, 6, 5, 7, 10, 9, 7, 8, 6, 3, 4, 6, 5, 7, 10, 9, 7, 8, 6, 3, 4]],
  // A teams table of one round (BRIDGE.STANDINGS, SWISSDRAW): teams 1-2 and 3-4, each match from
  // both sides; the VPs are BRIDGE.VP(15, 8) and BRIDGE.VP(4, 8) both ways (15.23 / 4.77,
  // 11.67 / 8.33), the IMPs won and lost beside them (margins 15 and 4).
  teams: [[1], [2], [3], [4]],
  // A ranking of four pairs, two tied 3rd (BRIDGE.MASTERPOINTS).
  ranking: [[1], [2], ["3="], ["3="]],
  opponents: [[2], [1], [4], [3]],
  vps: [[15.23], [4.77], [11.67], [8.33]],
  imps: [
    [20, 5],
    [5, 20],
    [10, 6],
    [6, 10],
  ],
  // A season of two sessions of two pairs (BRIDGE.LADDER): each pair's players, its
  // percentage, its session.
  players: [
    ["Ann", "Bob"],
    ["Cy", "Dee"],
    ["Ann", "Cy"],
    ["Bob", "Dee"],
  ],
  results: [[55], [45], [60], [40]],
  sessions: [[1], [1], [2], [2]],
  // A handicap table for the session above (BRIDGE.RANKING): pair, then handicap.
  handicaps: [
    [1, 2.5],
    [3, -1],
  ],
};

/** Each parameter's documented example, or undefined when it has none that is a literal. */
function parameterExamples(fn: CustomFunction): (Literal | undefined)[] {
  return fn.parameters.map((parameter) => {
    const example = /Example:\s*([\s\S]*)$/.exec(parameter.description);
    const literal = example ? parseLiteral(example[1] ?? "")?.value : undefined;
    return literal ?? SAMPLE_SESSION[parameter.name];
  });
}

/**
 * The documented calls of a function: its parameters' examples together; each formula of its
 * description; and each formula with its omitted arguments set to their parameters' examples.
 */
export function documentedCalls(fn: CustomFunction): DocumentedCall[] {
  const calls: DocumentedCall[] = [];
  const examples = parameterExamples(fn);
  const complete = examples.every(
    (example, i) => example !== undefined || fn.parameters[i]?.optional
  );
  if (examples.length > 0 && complete) {
    calls.push({
      source: `the @param examples of ${fn.id}`,
      args: padded(
        examples.map((example) => example ?? null),
        fn.parameterCount
      ),
    });
  }
  const formula = new RegExp(`=BRIDGE\\.${fn.id}\\(`, "gi");
  for (const match of fn.description.matchAll(formula)) {
    const args = parseArguments(fn.description.slice(match.index + match[0].length));
    if (args === undefined) continue;
    const source = `the description of ${fn.id}`;
    calls.push({ source, args: padded(args, fn.parameterCount) });
    const filled = padded(args, fn.parameterCount).map((arg, i) => arg ?? examples[i] ?? null);
    if (filled.some((arg, i) => arg !== (args[i] ?? null))) {
      calls.push({ source: `${source}, omitted arguments as their @param examples`, args: filled });
    }
  }
  return calls;
}
