import fc from "fast-check";
import { maximumMatchingSize } from "../../../src/core/teams/maximumMatching";

/** The largest matching by trying every edge of the lowest vertex left (small graphs only). */
function bruteForce(size: number, edges: ReadonlySet<string>): number {
  const best = (left: number[]): number => {
    const [v, ...rest] = left;
    if (v === undefined) return 0;
    let most = best(rest); // v unmatched
    for (const to of rest) {
      if (edges.has(`${v}-${to}`)) {
        most = Math.max(most, 1 + best(rest.filter((u) => u !== to)));
      }
    }
    return most;
  };
  return best(Array.from({ length: size }, (_, i) => i));
}

const graphs = fc.integer({ min: 1, max: 11 }).chain((size) =>
  fc.tuple(
    fc.constant(size),
    fc.array(fc.boolean(), {
      minLength: (size * (size - 1)) / 2,
      maxLength: (size * (size - 1)) / 2,
    })
  )
);

it("finds a matching as large as an exhaustive search, on random graphs of 1-11 vertices", () => {
  fc.assert(
    fc.property(graphs, ([size, present]) => {
      const edges = new Set<string>();
      const neighbours: number[][] = Array.from({ length: size }, () => []);
      let k = 0;
      for (let a = 0; a < size; a++) {
        for (let b = a + 1; b < size; b++) {
          if (present[k++]) {
            edges.add(`${a}-${b}`);
            neighbours[a]!.push(b);
            neighbours[b]!.push(a);
          }
        }
      }
      expect(maximumMatchingSize(neighbours)).toBe(bruteForce(size, edges));
    }),
    { numRuns: 400, seed: 28 }
  );
});

it("matches through a blossom: a triangle with a tail needs the odd cycle contracted", () => {
  // 0-1-2 a triangle, 2-3 and 0-4 tails: the greedy start takes 0-1, the search must go round.
  const neighbours = [[1, 2, 4], [0, 2], [0, 1, 3], [2], [0]];
  expect(maximumMatchingSize(neighbours)).toBe(2);
  // A 5-cycle with a pendant on every vertex has a perfect matching of 5.
  const cycle = [[1, 4, 5], [0, 2, 6], [1, 3, 7], [2, 4, 8], [3, 0, 9], [0], [1], [2], [3], [4]];
  expect(maximumMatchingSize(cycle)).toBe(5);
});
