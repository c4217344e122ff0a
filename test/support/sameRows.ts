/**
 * Compares two long lists row by row and fails on the first row that differs, naming it, instead
 * of handing Jest two arrays of 100,000 rows to diff (which stalls the runner on a failure).
 */
export function expectSameRows(actual: readonly unknown[], expected: readonly unknown[]): void {
  expect(actual.length).toBe(expected.length);
  const first = expected.findIndex((row, i) => !equalRows(actual[i], row));
  if (first >= 0) {
    expect({ row: first, got: actual[first] }).toEqual({ row: first, got: expected[first] });
  }
}

function equalRows(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((cell, i) => Object.is(cell, b[i]));
  }
  return Object.is(a, b);
}
