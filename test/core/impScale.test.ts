import { impsForDifference } from "../../src/core";
import { impEdges } from "../support/impEdges";
import { readLawsImpScale, readWebImpScale } from "../support/impScaleText";
import { readReferenceFixture } from "../support/referenceFixtures";

// Source: Law 78B, the IMP scale, as the Laws text (test/fixtures/reference/laws-77-79.txt) and the
// web page (test/fixtures/reference/law-77-scoring-web.txt) print it. Expected values are its bands.
const bands = readLawsImpScale(readReferenceFixture("laws-77-79.txt"));

describe("the Law 78B scale", () => {
  it("is read in full from both texts, which agree: 24 bands, 20-40 for 1 IMP to 4000 and more for 24", () => {
    expect(bands).toHaveLength(24);
    expect(bands.map((band) => band.imps)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    expect(bands[0]).toEqual({ low: 20, high: 40, imps: 1 });
    expect(bands[23]).toEqual({ low: 4000, high: undefined, imps: 24 });
    expect(readWebImpScale(readReferenceFixture("law-77-scoring-web.txt"))).toEqual(bands);
  });

  it("leaves no gap between bands: each starts 10 points above the last one's highest", () => {
    const starts = bands.slice(1).map((band) => band.low);
    expect(starts).toEqual(bands.slice(0, -1).map((band) => (band.high as number) + 10));
  });
});

describe("impsForDifference (Law 78B)", () => {
  it.each(impEdges(bands).map((e) => [e.difference, e.imps, e.why] as const))(
    "gives %p points %p IMPs (%s)",
    (difference, imps) => {
      const got = impsForDifference(difference);
      expect(got).toBe(imps);
      expect(Object.is(got, -0)).toBe(false);
    }
  );

  it("gives every multiple of 10 from -5000 to 5000 the IMPs of the band holding its size, with its sign", () => {
    const differences = Array.from({ length: 1001 }, (_, i) => (i - 500) * 10);
    const byScale = (d: number): number => {
      const band = bands.find(
        (b) => Math.abs(d) >= b.low && (b.high === undefined || Math.abs(d) <= b.high)
      );
      const imps = band?.imps ?? 0;
      return d < 0 && imps > 0 ? -imps : imps;
    };
    expect(differences.map((d) => [d, impsForDifference(d)])).toEqual(
      differences.map((d) => [d, byScale(d)])
    );
  });
});

// Law 78B prints differences in steps of 10, as real scores are. A difference between steps (an
// averaged or factored score) takes the band whose lowest difference it reaches (src/core/imps.ts;
// the rule of richardschneider/bridge-scorer lib/imps.js, which compares with the lower bounds).
describe("impsForDifference between the Law's 10-point steps", () => {
  it.each([
    [15, 0],
    [19.99, 0],
    [20.01, 1],
    [45, 1],
    [49.99, 1],
    [3999.5, 23],
    [-15, 0],
    [-45, -1],
    [-3999.5, -23],
  ])("gives %p points %p IMPs", (difference, imps) => {
    expect(impsForDifference(difference)).toBe(imps);
  });
});

describe("impsForDifference off the 10-point grid, at every band edge of Law 78B", () => {
  // Averaged scores (Butler datums, cross-IMP averages, split adjusted scores) give differences
  // between the Law's 10-point steps. Such a difference takes the band whose lower bound it
  // reaches (src/core/imps.ts): 2245 is still 19 IMPs (band 2000-2240), 2250 is 20. Every edge,
  // both signs, 5 and 0.5 below the edge and 5 above it.
  const offGrid = bands.flatMap((band) => [
    { difference: band.low - 5, imps: band.imps - 1 },
    { difference: band.low - 0.5, imps: band.imps - 1 },
    { difference: band.low, imps: band.imps },
    { difference: band.low + 5, imps: band.imps },
  ]);

  it.each(offGrid.map((e) => [e.difference, e.imps] as const))(
    "gives %p points %p IMPs, and minus that for a loss",
    (difference, imps) => {
      expect(impsForDifference(difference)).toBe(imps);
      const loss = impsForDifference(-difference);
      expect(loss).toBe(imps === 0 ? 0 : -imps);
      expect(Object.is(loss, -0)).toBe(false);
    }
  );

  it("names the edge the issue found unguarded: 2245 is 19 IMPs, 2250 is 20", () => {
    expect(impsForDifference(2245)).toBe(19);
    expect(impsForDifference(2250)).toBe(20);
  });
});
