/**
 * An independent Swiss draw for the tests, by brute force: every pairing of the entries is
 * scored and the best kept. The order of preference, written out as a sort key: fewest repeats;
 * then the bye to a team that has not had one, the lowest-placed; then each table from the top,
 * its home team (the highest still unpaired) meeting a team it has not met before one it has, and
 * the highest-placed such.
 */
export interface DrawProblem {
  /** The teams in standing order. */
  readonly order: readonly string[];
  readonly met: (a: string, b: string) => boolean;
  readonly hadBye: (team: string) => boolean;
}

export interface ExpectedDraw {
  readonly tables: readonly (readonly [string, string])[];
  readonly bye: string | undefined;
  readonly repeats: number;
}

export function exhaustiveDraw(problem: DrawProblem): ExpectedDraw {
  const { order } = problem;
  const entries = order.length % 2 === 0 ? order.length : order.length + 1;
  let best: { key: number[]; partner: number[] } | undefined;
  for (const partner of pairings(entries)) {
    const key = keyOf(problem, partner);
    if (best === undefined || compareKeys(key, best.key) < 0) best = { key, partner };
  }
  const partner = (best as { partner: number[] }).partner;
  const tables: [string, string][] = [];
  let bye: string | undefined;
  for (let x = 0; x < order.length; x++) {
    const p = partner[x] as number;
    if (p === order.length) bye = order[x];
    else if (p > x) tables.push([order[x] as string, order[p] as string]);
  }
  return { tables, bye, repeats: (best as { key: number[] }).key[0] as number };
}

/** Whether the entries can all be paired without a repeat: a search, the lowest entry first. */
export function hasDrawWithoutRepeats(problem: DrawProblem): boolean {
  const { order } = problem;
  const entries = order.length % 2 === 0 ? order.length : order.length + 1;
  const failed = new Set<number>();
  const fresh = (a: number, b: number): boolean => isFresh(problem, a, b);
  const search = (free: number): boolean => {
    if (free === 0) return true;
    if (failed.has(free)) return false;
    let low = 0;
    while (((free >>> low) & 1) === 0) low++;
    for (let other = low + 1; other < entries; other++) {
      if (((free >>> other) & 1) === 1 && fresh(low, other)) {
        if (search(free & ~(1 << low) & ~(1 << other))) return true;
      }
    }
    failed.add(free);
    return false;
  };
  if (entries > 30) throw new Error("hasDrawWithoutRepeats: too many entries to search");
  return search(entries === 32 ? -1 : (1 << entries) - 1);
}

function isFresh(problem: DrawProblem, a: number, b: number): boolean {
  const { order } = problem;
  const [x, y] = a < b ? [a, b] : [b, a];
  if (y === order.length) return !problem.hadBye(order[x] as string);
  return !problem.met(order[x] as string, order[y] as string);
}

function keyOf(problem: DrawProblem, partner: readonly number[]): number[] {
  const teams = problem.order.length;
  let repeats = 0;
  const byeKey: number[] = [];
  const tableKeys: number[] = [];
  for (let x = 0; x < teams; x++) {
    const p = partner[x] as number;
    const fresh = isFresh(problem, x, p);
    if (p === teams) {
      byeKey.push(fresh ? 0 : 1, -x);
      if (!fresh) repeats++;
    } else if (p > x) {
      tableKeys.push(fresh ? 0 : 1, p);
      if (!fresh) repeats++;
    }
  }
  return [repeats, ...byeKey, ...tableKeys];
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] as number) - (b[i] as number);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Every way to pair entries 0..n-1 (n even), as each entry's partner. */
function* pairings(n: number): Generator<number[]> {
  const partner = new Array<number>(n).fill(-1);
  function* fill(): Generator<number[]> {
    const low = partner.indexOf(-1);
    if (low === -1) {
      yield [...partner];
      return;
    }
    for (let other = low + 1; other < n; other++) {
      if (partner[other] !== -1) continue;
      partner[low] = other;
      partner[other] = low;
      yield* fill();
      partner[low] = -1;
      partner[other] = -1;
    }
  }
  yield* fill();
}
