/**
 * A teams match's totals and a bye's award, written once over an algebra (the rule never says
 * how a value is held): numberTotals works them out from numbers, and the round and match sheets
 * (src/session/teamsRound.ts, teamsMatch.ts) write the same rule as their formulas with an
 * algebra whose values are formula text. So the sheets' formulas are this rule, not a copy of it.
 */

/** What the rules are made of. `blank` is a match with no result yet (a cell left empty). */
export interface TotalsAlgebra<V> {
  readonly blank: V;
  /** Any of `values` is a number (something was typed or scored). */
  anyNumber(values: V): V;
  /** None of `values` is a number. */
  noNumber(values: V): V;
  /** How many of `values` are numbers. */
  count(values: V): V;
  isBlank(value: V): V;
  choose(condition: V, then: V, otherwise: V): V;
  /** A typed value as a number, blank as 0. */
  asNumber(value: V): V;
  /** The sum of the numbers of `values`. */
  sum(values: V): V;
  /** The sum of the positive numbers of `values`: the IMPs a team won, board by board. */
  sumWon(values: V): V;
  /** The sum of the negative numbers of `values`, made positive: the IMPs it lost. */
  sumLost(values: V): V;
  minus(a: V, b: V): V;
  negate(value: V): V;
  /** The event's VPs of an IMP margin (BRIDGE.VP on the event's scale and boards). */
  vps(margin: V): V;
}

/** Both teams' figures of a match. */
export interface BothTeams<V> {
  readonly home: V;
  readonly away: V;
}

/**
 * A match of a round (a row of its sheet): each team's IMPs and VPs, from the home team's IMPs
 * of each board, or from the match's IMPs typed directly, which win over the boards'. The home
 * team won the boards it has IMPs on and lost the others; nothing typed and no board scored
 * leaves the match blank, and its VPs with it.
 */
export function roundMatchTotals<V>(
  a: TotalsAlgebra<V>,
  match: {
    /** The home team's IMPs of each board. */
    readonly boards: V;
    /** Both typed cells, and each. */
    readonly typed: V;
    readonly typedHome: V;
    readonly typedAway: V;
  },
  /** The home and away IMPs as the VPs read them (their cells on a sheet). */
  imps: BothTeams<V>
): { readonly imps: BothTeams<V>; readonly vps: BothTeams<V> } {
  const fromTyped = (typed: V, fromBoards: V): V =>
    a.choose(
      a.anyNumber(match.typed),
      a.asNumber(typed),
      a.choose(a.noNumber(match.boards), a.blank, fromBoards)
    );
  const vps = (own: V, other: V): V =>
    a.choose(a.isBlank(own), a.blank, a.vps(a.minus(own, other)));
  return {
    imps: {
      home: fromTyped(match.typedHome, a.sumWon(match.boards)),
      away: fromTyped(match.typedAway, a.sumLost(match.boards)),
    },
    vps: { home: vps(imps.home, imps.away), away: vps(imps.away, imps.home) },
  };
}

/**
 * A bye's VPs in a round: the event's award, once the round has a result (a round not played
 * yet gives nobody VPs); a round whose only entry sits out has none to wait for.
 */
export function byeVps<V>(a: TotalsAlgebra<V>, roundVps: V | undefined, award: V): V {
  return roundVps === undefined ? award : a.choose(a.noNumber(roundVps), a.blank, award);
}

/**
 * A match of two rooms (Law 78B): the home team's IMPs are the sum of its boards' IMPs, the
 * visitors' their opposite; each team's VPs are those of its own IMPs; the boards played are
 * those with IMPs.
 */
export function twoRoomMatchTotals<V>(
  a: TotalsAlgebra<V>,
  boardImps: V,
  /** The home and away IMPs as the VPs read them (their cells on a sheet). */
  imps: BothTeams<V>
): {
  readonly imps: BothTeams<V>;
  readonly vps: BothTeams<V>;
  readonly boardsPlayed: V;
} {
  return {
    imps: { home: a.sum(boardImps), away: a.negate(imps.home) },
    vps: { home: a.vps(imps.home), away: a.vps(imps.away) },
    boardsPlayed: a.count(boardImps),
  };
}

/** A value of numberTotals: a number, blank, or a list of cells (each a number or blank). */
export type TotalValue = number | "" | boolean | readonly (number | "")[];

/**
 * The algebra of numbers: the rules worked out. `vps` is the event's VPs of a margin
 * (victoryPointsForMargin or victoryPointsByTable with the event's boards).
 */
export function numberTotals(vps: (margin: number) => number): TotalsAlgebra<TotalValue> {
  const list = (values: TotalValue): readonly (number | "")[] =>
    typeof values === "object" ? values : [typeof values === "number" ? values : ""];
  const numbers = (values: TotalValue): number[] =>
    list(values).filter((value): value is number => typeof value === "number");
  const number = (value: TotalValue): number => (typeof value === "number" ? value : 0);
  const total = (values: number[]): number => values.reduce((sum, value) => sum + value, 0) + 0;
  return {
    blank: "",
    anyNumber: (values) => numbers(values).length > 0,
    noNumber: (values) => numbers(values).length === 0,
    count: (values) => numbers(values).length,
    isBlank: (value) => value === "",
    choose: (condition, then, otherwise) => (condition === true ? then : otherwise),
    asNumber: (value) => number(value),
    sum: (values) => total(numbers(values)),
    sumWon: (values) => total(numbers(values).filter((value) => value > 0)),
    sumLost: (values) => 0 - total(numbers(values).filter((value) => value < 0)),
    minus: (x, y) => number(x) - number(y),
    negate: (value) => 0 - number(value),
    vps: (margin) => vps(number(margin)),
  };
}
