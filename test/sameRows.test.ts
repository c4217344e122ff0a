import { expectSameRows } from "./support/sameRows";

// The long comparisons (100,000 matchpoints, cross-IMPs) use expectSameRows: a failure must name
// the first differing row at once, not hand Jest two huge arrays to diff.
describe("expectSameRows on 100,000 rows", () => {
  const rows = Array.from({ length: 100_000 }, (_, i) => [i * 2]);

  it("passes on equal rows", () => {
    expectSameRows(
      rows,
      rows.map((row) => [...row])
    );
  });

  it("fails naming the first differing row and its two values", () => {
    const changed = rows.map((row) => [...row]);
    changed[73_205] = [-1];
    changed[90_000] = [-2];
    expect(() => expectSameRows(changed, rows)).toThrow(/146410[\s\S]*-1[\s\S]*row\\?": 73205/);
  });

  it("fails on a different length before comparing rows", () => {
    expect(() => expectSameRows(rows.slice(1), rows)).toThrow(
      /99999[\s\S]*100000|100000[\s\S]*99999/
    );
  });

  it("tells -0 from 0, as the functions must never answer -0", () => {
    expect(() => expectSameRows([[-0]], [[0]])).toThrow();
  });
});
