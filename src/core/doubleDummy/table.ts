/**
 * The driver (after DDS's CalcDDtable and SolveBoard): the double-dummy table of a deal, tricks
 * each seat takes as declarer in each strain, found by the search (search.ts) one zero-window
 * question at a time.
 *
 * Per strain, the four opening leaders share one transposition table, and each search starts
 * from the previous leader's answer: North-South's tricks seldom move by more than one when the
 * lead passes to the next seat. Each answer is found by zero-window searches stepping from the
 * guess (MTD(f)): the bounds the table keeps make the repeated searches cheap.
 */
import { loadPosition, NO_TRUMP, solver } from "./position";
import { firstGuess } from "./firstGuess";
import type { Holdings } from "./holdings";
import { canTakeTricks } from "./search";

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { ceil, max, min } = Math;

/** Columns of a double-dummy table, as BRIDGE.PAR reads it: C D H S NT (suit indexes, NT 4). */
export const TABLE_STRAINS: readonly number[] = [3, 2, 1, 0, NO_TRUMP];

/**
 * Told of each zero-window search the driver makes, after it: the benchmarks' breakdown of the
 * nodes by strain, leader and search (bench/ddNodes.ts). The product passes none.
 */
export type SearchObserver = (leader: number, target: number, reached: boolean) => void;

/** North-South's tricks with `leader` on lead, searched from `guess`. */
function solveLeader(leader: number, guess: number, observe?: SearchObserver): number {
  let low = 0;
  let high = solver.tricksLeft;
  let target = min(max(guess, low + 1), high);
  while (low < high) {
    const reached = canTakeTricks(leader, target);
    observe?.(leader, target, reached);
    if (reached) {
      low = target;
      target = target + 1;
    } else {
      high = target - 1;
      target = target - 1;
    }
    target = min(max(target, low + 1), high);
  }
  return low;
}

/**
 * North-South's tricks in one strain for each opening leader N, E, S, W.
 * `strain` is a suit index (♠ 0 .. ♣ 3) or NO_TRUMP; `guess` starts the first search, East's
 * (half the tricks unless told).
 */
export function solveStrain(
  holdings: Holdings,
  strain: number,
  guess = -1,
  observe?: SearchObserver
): number[] {
  loadPosition(holdings, strain);
  const byLeader = [0, 0, 0, 0];
  if (guess < 0) guess = ceil(solver.tricksLeft / 2);
  // East and West lead against North-South's contracts: solve those first, then North and South.
  for (const leader of [1, 3, 0, 2]) {
    byLeader[leader] = solveLeader(leader, guess, observe);
    guess = byLeader[leader]!;
  }
  return byLeader;
}

/**
 * The table: rows N E S W (declarer), columns C D H S NT, tricks declarer takes.
 * Declarer's left-hand opponent leads. Each strain's first search starts from a guess from the
 * hands (firstGuess.ts), the others from the last leader's answer.
 */
export function solveTable(
  holdings: Holdings,
  observe?: (strain: number) => SearchObserver
): number[][] {
  const tricks = tricksInHand(holdings);
  const rows = [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
  TABLE_STRAINS.forEach((strain, column) => {
    const guess = firstGuess(holdings, strain, tricks);
    const northSouth = solveStrain(holdings, strain, guess, observe?.(strain));
    for (let declarer = 0; declarer < 4; declarer++) {
      const ns = northSouth[(declarer + 1) & 3]!;
      rows[declarer]![column] = declarer % 2 === 0 ? ns : tricks - ns;
    }
  });
  return rows;
}

function tricksInHand(holdings: Holdings): number {
  let count = 0;
  for (const mask of holdings[0] ?? []) for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}
