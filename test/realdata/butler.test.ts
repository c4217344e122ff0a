/*
 * A real club IMP pairs session scored by Butler with Compscore3 (test/fixtures/realdata/README.md):
 * 35 boards of 7 lines. Every line's published North-South and East-West Butler IMPs from
 * BRIDGE.BUTLER called as Excel calls it, one board (a column of NS scores) at a time. Every
 * pair's session total and place: BRIDGE.RANKING, test/realdata/ranking.test.ts.
 *
 * What the published numbers show about Compscore's Butler:
 * - The datum drops one highest and one lowest score (the default trim 1): with none or two
 *   dropped, some published lines differ (checked below).
 * - Board 15 has an adjusted score "A5050": it gets 0 IMPs on both sides and is left out of the
 *   datum (the mean of the middle four of the other six, -427.5, gives -430).
 * - No board's trimmed mean ends in exactly 5, so this session does not tell halves AWAY from
 *   EVEN or UP; the default AWAY follows Compscore's documentation (realdata README).
 * - East-West's IMPs are North-South's negated (direction "EW" or "BOTH" on the North-South
 *   scores gives them); a pair's total is the plain sum of its lines.
 */
import { butler } from "../../src/excel/functions/butler";
import session from "../fixtures/realdata/butler_mitchell.json";

interface Line {
  readonly ns_pair_number: string;
  readonly ew_pair_number: string;
  readonly score: string;
  readonly ns_butler_points: string;
  readonly ew_butler_points: string;
}

type Argument = Parameters<typeof butler>[0];

/** A traveller's score cell as Excel passes it: numbers as numbers, "A5050" as text. */
function cell(score: string): number | string {
  return /^-?\d+$/.test(score) ? Number(score) : score;
}

/** The East-West column a sheet would hold: NS scores negated, two-sided awards swapped. */
function eastWestCell(score: string): number | string {
  const adjusted = /^A(\d\d)(\d\d)$/.exec(score);
  if (adjusted) return `A${adjusted[2]}${adjusted[1]}`;
  return -Number(score);
}

function butlerColumn(scores: readonly (number | string)[], trim?: number): unknown[] {
  const trimArgument = (trim === undefined ? null : trim) as unknown as Argument;
  return butler(
    scores.map((score) => [score]),
    trimArgument
  ).map((row: unknown[]) => row[0]);
}

const boards = session.boards as readonly { board: number; lines: readonly Line[] }[];

describe("BRIDGE.BUTLER reproduces a Compscore3 Butler session (butler_mitchell.json)", () => {
  it("has the 35 boards of 7 lines, one of them adjusted", () => {
    expect(boards).toHaveLength(35);
    expect(boards.every((board) => board.lines.length === 7)).toBe(true);
    expect(
      boards.flatMap((board) => board.lines).filter((line) => /^A/.test(line.score))
    ).toHaveLength(1);
  });

  for (const board of boards) {
    it(`gives board ${board.board}'s lines their published NS and EW Butler IMPs`, () => {
      const ns = butlerColumn(board.lines.map((line) => cell(line.score)));
      expect(ns).toEqual(board.lines.map((line) => Number(line.ns_butler_points)));
      const ew = butlerColumn(board.lines.map((line) => eastWestCell(line.score)));
      expect(ew).toEqual(board.lines.map((line) => Number(line.ew_butler_points)));
      const both = butler(
        board.lines.map((line) => [cell(line.score)]),
        null as unknown as Argument,
        null as unknown as Argument,
        [["BOTH"]]
      );
      expect(both).toEqual(
        board.lines.map((line) => [Number(line.ns_butler_points), Number(line.ew_butler_points)])
      );
    });
  }

  it.each([0, 2])("would not reproduce the session with %i scores dropped at each end", (trim) => {
    const differing = boards.filter((board) => {
      const ns = butlerColumn(
        board.lines.map((line) => cell(line.score)),
        trim
      );
      return ns.some((imps, i) => imps !== Number(board.lines[i]?.ns_butler_points));
    });
    expect(differing.length).toBeGreaterThan(0);
  });
});
