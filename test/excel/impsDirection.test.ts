/*
 * direction for BRIDGE.XIMPS and BRIDGE.BUTLER (issue 10, item 5), and the paper traveller's NS+ /
 * EW+ columns refused by every board function (issue 10, item 4), called as Excel calls them.
 */
import fc from "fast-check";
import { butler, datum } from "../../src/excel/functions/butler";
import { matchpoints } from "../../src/excel/functions/matchpoints";
import { ximps } from "../../src/excel/functions/ximps";
import { expectValueErrorSaying } from "../support/excelOutput";

type Argument = Parameters<typeof matchpoints>[0];
const OMITTED = null as unknown as Argument;

function column(...cells: (string | number | null)[]): Argument {
  return cells.map((cell) => [cell]);
}

// 620, 170, 140, 140, -100 averaged over n-1 (bridge-scorer test/imps.js).
const BOARD = [620, 170, 140, 140, -100];
const AVERAGES = [10.5, -0.25, -1.25, -1.25, -7.75];

describe("BRIDGE.XIMPS direction", () => {
  it("gives East-West the same IMPs with the sign changed (IMPs(-d) = -IMPs(d), Law 78B)", () => {
    expect(ximps(column(...BOARD), OMITTED, [["EW"]])).toEqual(
      column(...AVERAGES.map((imps) => 0 - imps))
    );
    expect(ximps(column(...BOARD), OMITTED, [["ns"]])).toEqual(column(...AVERAGES));
  });

  it("spills NS and EW side by side with BOTH; a row gives NS above EW", () => {
    expect(ximps(column(...BOARD), OMITTED, [["BOTH"]])).toEqual(
      AVERAGES.map((imps) => [imps, 0 - imps])
    );
    expect(ximps([BOARD], OMITTED, [["BOTH"]])).toEqual([
      AVERAGES,
      AVERAGES.map((imps) => 0 - imps),
    ]);
  });

  // Law 86A: each side by its own share (+3, 0 or -3 IMPs): A6060 +3 to both, A4040 -3 to both.
  it.each([
    ["A6060", 3, 3],
    ["A4040", -3, -3],
    ["A6040", 3, -3],
    ["A60", 3, -3],
    ["A40", -3, 3],
    ["A5050", 0, 0],
    ["A5060", 0, 3],
  ])("gives %s %i to North-South and %i to East-West", (adjusted, ns, ew) => {
    const scores = column(620, adjusted, 170);
    expect(ximps(scores, OMITTED, [["BOTH"]])[1]).toEqual([ns, ew]);
    expect(butler(scores, OMITTED, OMITTED, [["BOTH"]])[1]).toEqual([ns, ew]);
  });

  it("reports a bad direction naming it", () => {
    expectValueErrorSaying(
      ximps(column(...BOARD), OMITTED, [["SOUTH"]])[0]?.[0],
      'direction: got "SOUTH"; expected "NS" (North-South, the default), "EW" (East-West) or "BOTH" (North-South and East-West side by side).'
    );
  });
});

describe("BRIDGE.BUTLER direction", () => {
  it("gives East-West 4, 3, -15, -8, 3, 3 negated against the datum 300 (ilovebridge.nl/regels/butler-regels-uitgelegd)", () => {
    const scores = column(450, 420, -800, -50, 420, 420);
    expect(butler(scores, OMITTED, OMITTED, [["EW"]])).toEqual(column(-4, -3, 15, 8, -3, -3));
    expect(butler(scores, OMITTED, OMITTED, [["BOTH"]])).toEqual([
      [4, -4],
      [3, -3],
      [-15, 15],
      [-8, 8],
      [3, -3],
      [3, -3],
    ]);
  });

  it("takes East-West's datum from East-West's scores: with \"UP\" a mean of 305 is 310 for NS, -300 for EW", () => {
    // NS 290 and 320, nothing dropped: mean 305, rounded UP (towards plus infinity, as
    // bridge-scorer lib/imps.js rounds):
    // North-South's datum 310 (290 is -20: -1 IMP), East-West's -300 (-320 is -20: -1 IMP).
    const scores = column(290, 320);
    expect(datum(scores, [[0]], [["UP"]])).toEqual([[310]]);
    expect(datum(column(-290, -320), [[0]], [["UP"]])).toEqual([[-300]]);
    expect(butler(scores, [[0]], [["UP"]], [["BOTH"]])).toEqual([
      [-1, 0],
      [0, -1],
    ]);
  });

  it("reports a bad direction naming it, with the other settings", () => {
    expectValueErrorSaying(
      butler(column(450, 420), OMITTED, OMITTED, [[3]])[0]?.[0],
      'direction: got 3; expected "NS" (North-South, the default), "EW" (East-West) or "BOTH" (North-South and East-West side by side).'
    );
  });

  it("gives each line for East-West exactly what BUTLER gives the negated, swapped scores (AWAY)", () => {
    const adjusted = fc.constantFrom("A6040", "A4060", "A5050", "A6060", "A4040");
    const score = fc.integer({ min: -300, max: 300 }).map((tens) => tens * 10);
    fc.assert(
      fc.property(fc.array(fc.oneof(score, adjusted), { minLength: 1, maxLength: 12 }), (line) => {
        const eastWest = line.map((cell) =>
          typeof cell === "number" ? 0 - cell : `A${cell.slice(3)}${cell.slice(1, 3)}`
        );
        expect(butler(column(...line), OMITTED, OMITTED, [["EW"]])).toEqual(
          butler(column(...eastWest))
        );
        expect(ximps(column(...line), OMITTED, [["EW"]])).toEqual(ximps(column(...eastWest)));
      })
    );
  });
});

describe("a paper traveller's NS+ and EW+ columns selected as one block (issue 10, item 4)", () => {
  const message =
    "scores: two columns with one plus score per row, on the left or on the right, read as a paper traveller's NS+ and EW+ columns, not as North-South scores; give one column of North-South scores instead: NS+ as it is, EW+ with a minus sign (a column =B2-C2 beside them makes it)";
  // A traveller as kept on paper: NS+ 420, 450, 0 (passed out) and EW+ 50, 100 (one of the two
  // filled per row).
  const traveller = [
    [420, null],
    [450, ""],
    [null, 50],
    [0, null],
    ["", 100],
  ];

  it.each([
    ["MATCHPOINTS", () => matchpoints(traveller)],
    ["XIMPS", () => ximps(traveller)],
    ["BUTLER", () => butler(traveller)],
    ["DATUM", () => datum(traveller)],
    [
      "MATCHPOINTS with boards",
      () =>
        matchpoints(
          traveller,
          OMITTED,
          OMITTED,
          OMITTED,
          traveller.map(() => [1, 1])
        ),
    ],
  ])("%s refuses it with one #VALUE! saying what to select", (_name, call) => {
    const out = call();
    expect(out).toHaveLength(1);
    expectValueErrorSaying(out[0]?.[0], message);
  });

  it("refuses it as desktop Excel passes the empty cells, as 0", () => {
    const desktop = traveller.map((row) =>
      row.map((cell) => (cell === null || cell === "" ? 0 : cell))
    );
    expectValueErrorSaying(matchpoints(desktop)[0]?.[0], message);
  });

  it("still reads a two-column block of North-South scores (with minus scores or full rows)", () => {
    expect(
      matchpoints([
        [420, null],
        [null, -50],
      ])
    ).toEqual([
      [2, ""],
      ["", 0],
    ]);
    expect(
      matchpoints([
        [420, 450],
        [400, 140],
      ])
    ).toEqual([
      [4, 6],
      [2, 0],
    ]);
  });
});
