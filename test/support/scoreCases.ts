import type { Contract, Doubling, Level, Strain } from "../../src/core";

/** One score a reference table states: a contract, the tricks declarer took, the declaring side's score. */
export interface ScoreCase {
  readonly contract: Contract;
  readonly vulnerable: boolean;
  readonly tricks: number;
  /** The declaring side's score: the table's penalty for an undertrick row is negative here. */
  readonly score: number;
}

/** One printed row of a table and every score it states. */
export interface TableRow {
  /** Where the row is and what it says, for test names: "pavlicek line 12: 2 NT made 3". */
  readonly label: string;
  readonly cases: readonly ScoreCase[];
}

export const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
export const STRAINS: readonly Strain[] = ["C", "D", "H", "S", "NT"];
export const DOUBLINGS: readonly Doubling[] = [0, 1, 2];

/** Per doubling (undoubled, doubled, redoubled), the score not vulnerable and vulnerable. */
export type ScoresByDoubling = readonly [
  readonly [number, number],
  readonly [number, number],
  readonly [number, number],
];

/** The cases of a "made" cell group: each strain of the row, each doubling, each vulnerability. */
export function madeCases(
  level: Level,
  strains: readonly Strain[],
  tricks: number,
  scores: ScoresByDoubling
): ScoreCase[] {
  return strains.flatMap((strain) =>
    DOUBLINGS.flatMap((doubling) =>
      [false, true].map((vulnerable) => ({
        contract: { level, strain, doubling },
        vulnerable,
        tricks,
        score: scores[doubling][vulnerable ? 1 : 0],
      }))
    )
  );
}

/**
 * The cases of an undertrick row, which holds for any contract: every level and strain that can
 * go down that many (level + 6 >= undertricks), each doubling and vulnerability.
 */
export function downCases(undertricks: number, penalties: ScoresByDoubling): ScoreCase[] {
  return LEVELS.filter((level) => level + 6 >= undertricks).flatMap((level) =>
    STRAINS.flatMap((strain) =>
      DOUBLINGS.flatMap((doubling) =>
        [false, true].map((vulnerable) => ({
          contract: { level, strain, doubling },
          vulnerable,
          tricks: level + 6 - undertricks,
          score: -penalties[doubling][vulnerable ? 1 : 0],
        }))
      )
    )
  );
}

/** Every contract, doubling, vulnerability and number of tricks: the 2,940 cases of Law 77. */
export function allDeals(): { contract: Contract; vulnerable: boolean; tricks: number }[] {
  return LEVELS.flatMap((level) =>
    STRAINS.flatMap((strain) =>
      DOUBLINGS.flatMap((doubling) =>
        [false, true].flatMap((vulnerable) =>
          Array.from({ length: 14 }, (_, tricks) => ({
            contract: { level, strain, doubling },
            vulnerable,
            tricks,
          }))
        )
      )
    )
  );
}

/** A case as a key, to check that the tables between them state every one of the 2,940 cases once. */
export function caseKey(c: Omit<ScoreCase, "score">): string {
  const { level, strain, doubling } = c.contract;
  return `${level}${strain}${"X".repeat(doubling)} ${c.vulnerable ? "V" : "NV"} ${c.tricks}`;
}

/**
 * A result as a scorer writes tricks taken: the trick count, or the down count as a negative
 * number from four down, where a bare trick count is refused as ambiguous
 * (docs/guide/scoring.md, "How results are read").
 */
export function writtenResult(tricks: number, contract: Contract): number {
  const down = contract.level + 6 - tricks;
  return down >= 4 ? -down : tricks;
}
