/** Checks on what a custom function gives Excel back. */

/** Asserts a CustomFunctions.Error with this code and, when given, exactly this message. */
export function expectExcelError(value: unknown, code: string, message?: string): void {
  expect(value).toBeInstanceOf(CustomFunctions.Error);
  expect((value as CustomFunctions.Error).code).toBe(code);
  if (message !== undefined) expect((value as CustomFunctions.Error).message).toBe(message);
}

/** Asserts #VALUE! with exactly this message: the argument, the value received, the accepted forms. */
export function expectValueErrorSaying(value: unknown, message: string): void {
  expectExcelError(value, "#VALUE!", message);
}

/** Asserts #VALUE! whose message contains each of these words, wherever they stand. */
export function expectValueErrorMentioning(value: unknown, words: readonly string[]): void {
  expectExcelError(value, "#VALUE!");
  for (const word of words) expect((value as CustomFunctions.Error).message).toContain(word);
}

/**
 * What is wrong with an answer for Excel, cell by cell: every cell must be a finite number other
 * than -0, text, or a CustomFunctions.Error with a code; a spill must be rectangular. Never NaN,
 * Infinity, -0, undefined, null (shown as 0), booleans or plain objects.
 */
export function problemsIn(answer: unknown): string[] {
  const problems: string[] = [];
  const check = (cell: unknown, where: string): void => {
    if (typeof cell === "string") return;
    if (typeof cell === "number") {
      if (!Number.isFinite(cell)) problems.push(`${where}: ${cell}`);
      else if (Object.is(cell, -0)) problems.push(`${where}: -0`);
      return;
    }
    if (cell instanceof CustomFunctions.Error && typeof cell.code === "string") return;
    problems.push(`${where}: ${cell === null ? "null" : typeof cell}`);
  };
  if (!Array.isArray(answer)) {
    check(answer, "the single value");
    return problems;
  }
  const width = Array.isArray(answer[0]) ? answer[0].length : -1;
  if (answer.length === 0 || width < 1) problems.push("an empty spill");
  answer.forEach((row: unknown, r) => {
    if (!Array.isArray(row) || row.length !== width) {
      problems.push(`row ${r}: not a row of ${width} cells`);
      return;
    }
    row.forEach((cell: unknown, c) => check(cell, `cell (${r}, ${c})`));
  });
  return problems;
}

/** An error cell's code and message, after asserting that the cell is a CustomFunctions.Error. */
export function errorIn(cell: unknown): { code: string; message: string } {
  expect(cell).toBeInstanceOf(CustomFunctions.Error);
  const error = cell as CustomFunctions.Error;
  return { code: error.code, message: error.message ?? "" };
}
