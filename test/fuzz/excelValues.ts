/*
 * fast-check arbitraries of what Excel can hand a custom function (Microsoft's custom-functions
 * docs): numbers, booleans, text, error values and Excel's data-type objects in cells; null for an
 * omitted argument; ranges as rows of columns, of any shape. A few values Excel never sends (NaN,
 * Infinity, undefined, 1-D arrays, arrays inside cells) are mixed in: they must be refused cleanly
 * too.
 */
import fc from "fast-check";
import type { Literal } from "./documentedCalls";

const NOTABLE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  1.5,
  9.999,
  0.1 + 0.2,
  2.5e-7,
  1e-300,
  Number.MIN_VALUE,
  -Number.MIN_VALUE,
  7,
  13,
  14,
  -13,
  -14,
  16,
  17,
  32,
  430,
  -50,
  620,
  170,
  420,
  -420,
  4000,
  7600,
  -7600,
  1e15,
  2 ** 31,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

export const numbers: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -20, max: 20 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NOTABLE_NUMBERS) },
  { weight: 2, arbitrary: fc.integer({ min: -800, max: 800 }).map((tens) => tens * 10) },
  { weight: 2, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() }
);

/** Notation of every function's arguments, right and nearly right. */
const NOTATIONS = [
  // contracts (Law 77 tables; French and symbol forms of the parser)
  "3NT",
  "4S",
  "4s",
  "4 S",
  "6♥XX",
  "7NT**",
  "2Co*",
  "1SA",
  "5TrX",
  "3K",
  "1♣",
  "2♢",
  "3♡x",
  "4♤",
  "0S",
  "8NT",
  "4",
  "S4",
  "4SXXX",
  "4NTT",
  "PASS",
  "pass",
  "Passed out",
  "AP",
  "P",
  // results
  "=",
  "+1",
  "+6",
  "+7",
  "-1",
  "-13",
  "-14",
  "+0",
  "-0",
  "−2",
  "13",
  "14",
  "0",
  "m",
  "made",
  "10",
  // vulnerability, doubling, declarer
  "V",
  "NV",
  "Vul",
  "None",
  "Love",
  "-",
  "NS",
  "N-S",
  "EW",
  "E/W",
  "Both",
  "All",
  "X",
  "XX",
  "*",
  "**",
  "N",
  "E",
  "S",
  "W",
  "North",
  "east",
  "NE",
  "Q",
  // numbers as text
  "430",
  " -50 ",
  "+620",
  "1e3",
  "1E400",
  "0x10",
  "1,000",
  "1.000",
  ".5",
  "5.",
  "-.5",
  "+",
  ".",
  "NaN",
  "Infinity",
  "-Infinity",
  "00430",
  "٤٣٠",
  "４３０",
  "¹",
  "Ⅻ",
  // adjusted scores and not played
  "A60",
  "A50",
  "A40",
  "A+",
  "A=",
  "A-",
  "AVE+",
  "AVE",
  "AVE-",
  "A6040",
  "A5050",
  "A6060",
  "A4040",
  "A",
  "A600",
  "A-60",
  "NP",
  "np",
  "N/P",
  // scales, directions, methods, rounding
  "WBF",
  "ACBL",
  "%",
  "NS",
  "EW",
  "BOTH",
  "AVG",
  "SUM",
  "AWAY",
  "EVEN",
  "UP",
  "DOWN",
  // what a user pastes or types by mistake
  "=1+1",
  "=SUM(A1:A3)",
  '=BRIDGE.SCORE("3NT",9,"V")',
  "#N/A",
  "#VALUE!",
  "#DIV/0!",
  "TRUE",
  "FALSE",
  "'430",
  "@",
  "<script>alert(1)</script>",
  "${7*7}",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "\u200b",
  "4S\u0000",
  "\ud800",
  "😀",
  "♠♥♦♣",
  "♤♡♢♧",
];

const WHITESPACE = [" ", "\t", "\n", "\r", "\u00a0", "\u2003", "\u3000", "\u200b", "\ufeff"];

/** Characters notations are made of, to build near-misses. */
const NOTATION_CHARACTERS = [
  ...Array.from("0123456789NTSHDCXAPV=+-*./% "),
  ...Array.from("♠♥♦♣♤♡♢♧"),
  "\u2212",
  ...Array.from("nshdcxapv"),
];

/** Text of 255 (the limit), 256, 300 and 5,000 characters: repeated notation, or one padded with spaces. */
const longTexts: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(255, 256, 300, 5000),
    fc.constantFrom("4", "4S", "A", "♠", "-", "9", "é"),
    fc.boolean()
  )
  .map(([length, seed, padded]) =>
    padded
      ? `${seed}${" ".repeat(length - seed.length)}`
      : seed.repeat(Math.ceil(length / seed.length)).slice(0, length)
  );

export function texts(extra: readonly string[] = []): fc.Arbitrary<string> {
  const notations = [...NOTATIONS, ...extra];
  return fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...notations) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...notations),
          fc.constantFrom(...WHITESPACE),
          fc.constantFrom("lower", "upper", "pad")
        )
        .map(([text, space, how]) =>
          how === "lower"
            ? text.toLowerCase()
            : how === "upper"
              ? text.toUpperCase()
              : `${space}${text}${space}`
        ),
    },
    {
      weight: 3,
      arbitrary: fc.string({ unit: fc.constantFrom(...NOTATION_CHARACTERS), maxLength: 6 }),
    },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...WHITESPACE), maxLength: 4 }) },
    { weight: 2, arbitrary: numbers.map(String) },
    { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 8 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 8 }) },
    { weight: 1, arbitrary: longTexts }
  );
}

/** An error value with this code, whatever the text: the runtime hands over the code it is given. */
export function errorWithCode(code: string, message?: string): CustomFunctions.Error {
  // The enum cannot name every text a code may be.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
  return new CustomFunctions.Error(code as CustomFunctions.ErrorCode, message);
}

/** Error values as the runtime hands them over, look-alikes, and Excel's data-type objects. */
export const objects: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("#N/A", "#VALUE!", "#DIV/0!", "#NUM!", "#NULL!", "#NAME?", "#REF!"),
      fc.option(fc.constantFrom("", "from another cell", "#N/A"), { nil: undefined })
    )
    .map(([code, message]) => errorWithCode(code, message)),
  fc.constantFrom<unknown>(
    { code: "#N/A" },
    { code: "#VALUE!" },
    { code: "#DIV/0!", message: "divided by zero" },
    { code: "#SPILL!" },
    { code: "#CALC!" },
    { code: "#BUSY!" },
    { code: "#BOGUS" },
    { code: "" },
    { code: 42 },
    { message: "no code" },
    {},
    { type: "Double", basicValue: 430 },
    { type: "String", basicValue: "4S" },
    { type: "Boolean", basicValue: true },
    { type: "Error", errorType: "NotAvailable", basicValue: "#N/A" },
    { type: "FormattedNumber", basicValue: 10, numberFormat: "0" },
    { type: "Entity", text: "Board 7", properties: { board: { type: "Double", basicValue: 7 } } },
    [430],
    [["4S"]],
    []
  )
);

/** One cell: `literals` are values a function's own documentation uses, to reach its deep paths. */
export function cells(literals: readonly Literal[] = []): fc.Arbitrary<unknown> {
  const strings = literals.filter((value): value is string => typeof value === "string");
  const documented = literals.filter((value) => !Array.isArray(value));
  return fc.oneof(
    { weight: 5, arbitrary: texts(strings) },
    { weight: 4, arbitrary: numbers },
    {
      weight: documented.length > 0 ? 4 : 0,
      arbitrary: fc.constantFrom<unknown>(null, ...documented),
    },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, "", "   ", 0) },
    { weight: 1, arbitrary: objects }
  );
}

/** A range of `rows` x `columns` filled from a few cells: large ranges cost little to make. */
function filledRange(
  cell: fc.Arbitrary<unknown>,
  maxRows: number,
  maxColumns: number
): fc.Arbitrary<unknown[][]> {
  return fc
    .tuple(
      fc.integer({ min: 1, max: maxRows }),
      fc.integer({ min: 1, max: maxColumns }),
      fc.array(cell, { minLength: 1, maxLength: 4 })
    )
    .map(([rows, columns, pool]) =>
      Array.from({ length: rows }, (_, r) =>
        Array.from({ length: columns }, (_, c) => pool[(r * 7 + c * 3) % pool.length])
      )
    );
}

/** Ranges of every shape: small blocks, columns, rows, ragged, empty, 1-D, and a few large ones. */
export function ranges(cell: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      weight: 12,
      arbitrary: fc.array(fc.array(cell, { minLength: 1, maxLength: 1 }), {
        minLength: 1,
        maxLength: 8,
      }),
    },
    {
      weight: 6,
      arbitrary: fc.array(fc.array(cell, { minLength: 1, maxLength: 8 }), {
        minLength: 1,
        maxLength: 1,
      }),
    },
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }))
        .chain(([rows, columns]) =>
          fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), {
            minLength: rows,
            maxLength: rows,
          })
        ),
    },
    { weight: 4, arbitrary: fc.array(fc.array(cell, { maxLength: 4 }), { maxLength: 5 }) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>([], [[]], [[], []], [[], [1]]) },
    { weight: 2, arbitrary: fc.array(cell, { minLength: 1, maxLength: 4 }) },
    // Large ranges are few: one call over hundreds of cells costs as much as hundreds of calls.
    { weight: 1, arbitrary: fc.oneof(filledRange(cell, 300, 1), filledRange(cell, 20, 20)) }
  );
}

/** One argument: a single value, null (omitted), undefined (never sent by Excel) or a range. */
export function argumentsOf(cell: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 10, arbitrary: cell },
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: cell.map((value) => [[value]]) },
    { weight: 3, arbitrary: ranges(cell) }
  );
}
