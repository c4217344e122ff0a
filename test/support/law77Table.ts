import type { Contract } from "../../src/core";

/** By doubling: undoubled, doubled, redoubled. */
export type ByDoubling = readonly [number, number, number];
/** Not vulnerable, vulnerable. */
export type ByVulnerability = readonly [number, number];

/** The numbers of the Law 77 scoring table, as a text of the Law states them. */
export interface Law77Table {
  /** Trick score for each odd trick bid and made, in clubs, diamonds, hearts and spades. */
  readonly suitOddTrick: {
    readonly C: ByDoubling;
    readonly D: ByDoubling;
    readonly H: ByDoubling;
    readonly S: ByDoubling;
  };
  readonly notrumpFirstOddTrick: ByDoubling;
  readonly notrumpAdditionalOddTrick: ByDoubling;
  /** "A trick score of 100 points or more, made on one board, is GAME." */
  readonly gameTrickScore: number;
  readonly smallSlam: ByVulnerability;
  readonly grandSlam: ByVulnerability;
  /** Undoubled overtricks are worth "Trick Value"; doubled and redoubled ones a flat amount. */
  readonly overtrickUndoubled: readonly [string, string];
  readonly overtrickDoubled: ByVulnerability;
  readonly overtrickRedoubled: ByVulnerability;
  readonly gameVulnerable: number;
  readonly gameNotVulnerable: number;
  readonly partscore: number;
  readonly fulfilDoubled: number;
  readonly fulfilRedoubled: number;
  readonly undertricks: {
    readonly notVulnerable: UndertrickRows;
    readonly vulnerable: UndertrickRows;
  };
}

export interface UndertrickRows {
  readonly first: ByDoubling;
  readonly eachAdditional: ByDoubling;
  readonly fourthAndSubsequentBonus: ByDoubling;
}

/** How many numbers a Law77Table holds: the cells of the Law's table that a test must check. */
export function countLaw77Numbers(table: Law77Table): number {
  const { suitOddTrick: s, undertricks: u } = table;
  return [
    ...s.C,
    ...s.D,
    ...s.H,
    ...s.S,
    ...table.notrumpFirstOddTrick,
    ...table.notrumpAdditionalOddTrick,
    table.gameTrickScore,
    ...table.smallSlam,
    ...table.grandSlam,
    ...table.overtrickDoubled,
    ...table.overtrickRedoubled,
    table.gameVulnerable,
    table.gameNotVulnerable,
    table.partscore,
    table.fulfilDoubled,
    table.fulfilRedoubled,
    ...u.notVulnerable.first,
    ...u.notVulnerable.eachAdditional,
    ...u.notVulnerable.fourthAndSubsequentBonus,
    ...u.vulnerable.first,
    ...u.vulnerable.eachAdditional,
    ...u.vulnerable.fourthAndSubsequentBonus,
  ].filter(Number.isFinite).length;
}

/** The Law's trick score: odd tricks bid, times the doubling's value per trick. */
export function lawTrickScore(table: Law77Table, contract: Contract): number {
  const d = contract.doubling;
  if (contract.strain === "NT") {
    return (
      table.notrumpFirstOddTrick[d] + (contract.level - 1) * table.notrumpAdditionalOddTrick[d]
    );
  }
  return contract.level * table.suitOddTrick[contract.strain][d];
}

/**
 * A score computed from nothing but the numbers of a Law 77 text, read the way the Law reads:
 * trick score, game or partscore premium, slam premium, premium for fulfilling a (re)doubled
 * contract, overtricks ("Trick Value" undoubled: an overtrick is never a first notrump trick, so
 * 30 in notrump); undertricks: the first, each additional, and the bonus from the fourth on.
 */
export function scoreByLaw77(
  table: Law77Table,
  contract: Contract,
  tricks: number,
  vulnerable: boolean
): number {
  const v = vulnerable ? 1 : 0;
  const d = contract.doubling;
  const required = contract.level + 6;
  if (tricks < required) {
    const rows = vulnerable ? table.undertricks.vulnerable : table.undertricks.notVulnerable;
    const down = required - tricks;
    return -(
      rows.first[d] +
      (down - 1) * rows.eachAdditional[d] +
      Math.max(down - 3, 0) * rows.fourthAndSubsequentBonus[d]
    );
  }
  const trickScore = lawTrickScore(table, contract);
  const game = vulnerable ? table.gameVulnerable : table.gameNotVulnerable;
  const slam =
    contract.level === 6 ? table.smallSlam[v] : contract.level === 7 ? table.grandSlam[v] : 0;
  const fulfil = [0, table.fulfilDoubled, table.fulfilRedoubled][d] as number;
  const undoubledTrickValue =
    contract.strain === "NT"
      ? table.notrumpAdditionalOddTrick[0]
      : table.suitOddTrick[contract.strain][0];
  const perOvertrick = [
    undoubledTrickValue,
    table.overtrickDoubled[v],
    table.overtrickRedoubled[v],
  ][d] as number;
  return (
    trickScore +
    (trickScore >= table.gameTrickScore ? game : table.partscore) +
    slam +
    fulfil +
    (tricks - required) * perOvertrick
  );
}
