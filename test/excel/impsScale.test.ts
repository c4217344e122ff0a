import { imps } from "../../src/excel/functions/imps";
import { impEdges } from "../support/impEdges";
import { readLawsImpScale } from "../support/impScaleText";
import { readReferenceFixture } from "../support/referenceFixtures";

// Source: Law 78B (test/fixtures/reference/laws-77-79.txt); every band edge, both sides, gains and
// losses, through BRIDGE.IMPS as Excel calls it.
const edges = impEdges(readLawsImpScale(readReferenceFixture("laws-77-79.txt")));

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const IMPS = imps as (difference: any, other?: any) => unknown;

describe("BRIDGE.IMPS on every edge of the Law 78B scale", () => {
  it("has both sides of all 24 bands to check, gains and losses", () => {
    expect(edges.length).toBe(2 * (2 + 23 * 4 + 2 + 4) - 1);
  });

  it.each(edges.map((e) => [e.difference, e.imps, e.why] as const))(
    "gives %p points %p IMPs (%s) with one value, one cell, and as a difference of two",
    (difference, expected) => {
      expect(IMPS(difference, null)).toBe(expected);
      expect(IMPS([[difference]], null)).toEqual([[expected]]);
      expect(IMPS([[difference]])).toEqual([[expected]]);
      expect(IMPS(difference, 0)).toBe(expected);
      if (Math.abs(difference) < 1e6)
        expect(IMPS([[difference + 620]], [[620]])).toEqual([[expected]]);
      if (Math.abs(difference) < 1e6) expect(IMPS(-2980, -2980 - difference)).toBe(expected);
    }
  );

  it("gives every edge in one call with a column, and with a column against a column", () => {
    const expected = edges.map((e) => [e.imps]);
    expect(
      IMPS(
        edges.map((e) => [e.difference]),
        null
      )
    ).toEqual(expected);
    const small = edges.filter((e) => Math.abs(e.difference) < 1e6);
    expect(
      IMPS(
        small.map((e) => [e.difference + 430]),
        small.map(() => [430])
      )
    ).toEqual(small.map((e) => [e.imps]));
  });

  it("never gives -0, even for a loss too small for an IMP", () => {
    for (const difference of [-0, -10, -19, 0]) {
      expect(Object.is(IMPS(difference, null), -0)).toBe(false);
      expect(Object.is(IMPS(0, -difference), -0)).toBe(false);
    }
  });
});
