/*
 * What a custom function may give Excel: a finite number (never -0), text, or a
 * CustomFunctions.Error that Excel shows with its message; or a rectangular 2-D array of those.
 */

/**
 * Error codes a custom function may give back besides #VALUE! and #N/A, when an argument held
 * the same error. #NAME? and #REF! are "supported as custom function input errors but not as
 * output errors" (CustomFunctions.ErrorCode reference), and no other code exists.
 */
const PASSED_ON_CODES: ReadonlySet<string> = new Set(["#DIV/0!", "#NUM!", "#NULL!"]);

/** The codes of the error values among the arguments, at any depth: these may be passed on. */
export function errorCodesIn(value: unknown, codes = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) errorCodesIn(item, codes);
  } else if (typeof value === "object" && value !== null) {
    const code = (value as { code?: unknown }).code;
    if (typeof code === "string") codes.add(code);
  }
  return codes;
}

/** A short, exact description of a value for failure messages (-0, NaN and errors kept apart). */
export function describe(value: unknown): string {
  if (Object.is(value, -0)) return "-0";
  if (typeof value === "number" || typeof value === "boolean" || value === undefined) {
    return String(value);
  }
  if (value === null) return "null";
  if (typeof value === "string") {
    return value.length > 60
      ? `${JSON.stringify(value.slice(0, 60))}… (${value.length} chars)`
      : JSON.stringify(value);
  }
  if (value instanceof CustomFunctions.Error)
    return `Error(${value.code}, ${JSON.stringify(value.message)})`;
  if (Array.isArray(value)) {
    const shown = value.slice(0, 6).map(describe).join(", ");
    return `[${shown}${value.length > 6 ? `, … ${value.length} items` : ""}]`;
  }
  try {
    // undefined for a function or a symbol, which JSON cannot write (typed string all the same)
    const json = JSON.stringify(value) as string | undefined;
    return json ?? Object.prototype.toString.call(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** Why one cell of an answer is not clean, or undefined when it is. */
export function problemWithCell(cell: unknown, passedOn: ReadonlySet<string>): string | undefined {
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) return `a number that is not finite: ${describe(cell)}`;
    if (Object.is(cell, -0)) return "-0";
    return undefined;
  }
  if (typeof cell === "string") return undefined;
  if (cell instanceof CustomFunctions.Error) {
    if (cell.code === CustomFunctions.ErrorCode.invalidValue) {
      return typeof cell.message === "string" && cell.message.trim() !== ""
        ? undefined
        : "#VALUE! without a message";
    }
    if (cell.code === CustomFunctions.ErrorCode.notAvailable) return undefined;
    if (PASSED_ON_CODES.has(cell.code) && passedOn.has(cell.code)) return undefined;
    return `an error Excel cannot show here: ${describe(cell)}`;
  }
  return `a cell that is neither a number, text nor a CustomFunctions.Error: ${describe(cell)}`;
}

/** Why an answer is not clean (the first reason found), or undefined when it is. */
export function problemWithAnswer(answer: unknown, args: readonly unknown[]): string | undefined {
  const passedOn = errorCodesIn(args);
  if (!Array.isArray(answer)) return problemWithCell(answer, passedOn);
  if (answer.length === 0) return "an empty array (no rows)";
  const width = Array.isArray(answer[0]) ? answer[0].length : -1;
  if (width < 1) return `a first row that is not a non-empty array: ${describe(answer[0])}`;
  for (let r = 0; r < answer.length; r++) {
    const row: unknown = answer[r];
    if (!Array.isArray(row)) return `row ${r} is not an array: ${describe(row)}`;
    if (row.length !== width)
      return `a ragged array: row ${r} has ${row.length} cells, row 0 has ${width}`;
    for (let c = 0; c < width; c++) {
      const problem = problemWithCell(row[c], passedOn);
      if (problem) return `cell [${r}][${c}]: ${problem}`;
    }
  }
  return undefined;
}

/**
 * A plain form of a value for deep comparison: errors become their code and message, -0 and NaN
 * are kept distinct, holes and undefined are marked.
 */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from(value, canonical);
  if (value instanceof CustomFunctions.Error) return { error: value.code, message: value.message };
  if (typeof value === "number") {
    if (Object.is(value, -0)) return "number:-0";
    if (Number.isNaN(value)) return "number:NaN";
    return value;
  }
  if (value === undefined) return "undefined";
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, canonical(item)]));
  }
  return value;
}
