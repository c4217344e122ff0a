import { maximumMatchingSize } from "./maximumMatching";
import { recordEvent, type PlayedMatch, type TeamId } from "./playedMatches";
import { rankStandings, type StandingsOptions } from "./standings";

export interface DrawnTable {
  readonly table: number;
  /** The higher-placed team of the two. */
  readonly home: TeamId;
  readonly away: TeamId;
}

export interface SwissDraw {
  readonly tables: readonly DrawnTable[];
  /** The team sitting out, when the number of teams is odd. */
  readonly bye: TeamId | undefined;
  /** Tables of teams that have met before, a second bye counted as one: 0 whenever possible. */
  readonly repeats: number;
}

/**
 * The next round of a Swiss event from its table of played matches. Teams are taken in the
 * standings' order (VPs, the tie-break, then team number: rankStandings). Magic Contest's
 * published rule (magicscoring.com/scoring/swiss/p19) is the model: the bye goes to the
 * lowest-placed team that has not had one, then the top team meets the highest-placed team it
 * has not played, and so on down the list, repeats being undone from the bottom tables up. Magic
 * Contest's untangling stops half-way up and "there are no guarantees"; here it does not stop:
 * each choice (the bye first, then each table from the top) is the first in standing order that
 * still leaves a draw of the teams not yet placed without repeats, which a maximum matching of
 * the not-yet-met pairs tells (Edmonds). So a table's first choice is changed only when no draw
 * of the tables below it avoids a repeat, the draw has no repeat whenever one exists, and when
 * none exists it has as few as can be. A team that has had a bye counts as having met it.
 * @example drawSwissRound([], { entries: ["1", "2", "3"] })
 * // { tables: [{ table: 1, home: "1", away: "2" }], bye: "3", repeats: 0 }
 */
export function drawSwissRound(
  matches: readonly PlayedMatch[],
  options: StandingsOptions = {}
): SwissDraw {
  const entered = new Set(options.entries ?? []);
  const order = rankStandings(matches, options)
    .map((standing) => standing.team)
    .filter((team) => entered.size === 0 || entered.has(team));
  const records = new Map(recordEvent(matches).map((record) => [record.team, record]));
  const teams = order.length;
  const bye = teams % 2 === 1 ? teams : -1;
  const isFresh = (a: number, b: number): boolean =>
    b === bye
      ? (records.get(order[a] as TeamId)?.byes ?? 0) === 0
      : !(records.get(order[a] as TeamId)?.against.has(order[b] as TeamId) ?? false);
  // Asked about each pair at every table drawn: looked up once.
  const size = teams + (bye === -1 ? 0 : 1);
  const fresh = new Uint8Array(size * size);
  for (let a = 0; a < teams; a++) {
    for (let b = a + 1; b < size; b++) fresh[a * size + b] = fresh[b * size + a] = +isFresh(a, b);
  }
  const allowed = (a: number, b: number): boolean => fresh[a * size + b] === 1;
  const pairing = new Pairing(size, allowed);
  const below = (x: number): number[] => Array.from({ length: teams - x - 1 }, (_, i) => x + 1 + i);
  const byeTeam = bye === -1 ? undefined : pairing.pick(bye, below(-1).reverse());
  const tables: DrawnTable[] = [];
  for (let x = 0; x < teams; x++) {
    if (!pairing.isFree(x)) continue;
    const away = pairing.pick(x, below(x));
    tables.push({
      table: tables.length + 1,
      home: order[x] as TeamId,
      away: order[away] as TeamId,
    });
  }
  return {
    tables,
    bye: byeTeam === undefined ? undefined : order[byeTeam],
    repeats: pairing.repeats,
  };
}

/** Entries still to pair, and the most pairs of them that can avoid a repeat. */
class Pairing {
  private readonly free: boolean[];
  private target: number;
  repeats = 0;

  constructor(
    size: number,
    private readonly allowed: (a: number, b: number) => boolean
  ) {
    this.free = new Array<boolean>(size).fill(true);
    this.target = this.bestWithoutRepeats();
  }

  isFree(entry: number): boolean {
    return this.free[entry] === true;
  }

  /**
   * Pairs `entry` with the first of `candidates` that keeps the most pairs without a repeat
   * possible: those it has not met first, then (only when no such one keeps it) those it has.
   */
  pick(entry: number, candidates: readonly number[]): number {
    this.free[entry] = false;
    for (const fresh of [true, false]) {
      for (const candidate of candidates) {
        if (!this.isFree(candidate) || this.allowed(entry, candidate) !== fresh) continue;
        this.free[candidate] = false;
        const rest = this.bestWithoutRepeats();
        if (rest >= this.target - (fresh ? 1 : 0)) {
          this.target = rest;
          if (!fresh) this.repeats++;
          return candidate;
        }
        this.free[candidate] = true;
      }
    }
    // A maximum matching extended to every entry pairs `entry` with some candidate: unreachable.
    throw new Error(`Swiss draw: no opponent keeps the draw for entry ${entry}`);
  }

  private bestWithoutRepeats(): number {
    const entries: number[] = [];
    this.free.forEach((free, entry) => {
      if (free) entries.push(entry);
    });
    const neighbours = entries.map((a) => {
      const list: number[] = [];
      entries.forEach((b, j) => {
        if (a !== b && this.allowed(a, b)) list.push(j);
      });
      return list;
    });
    return maximumMatchingSize(neighbours);
  }
}
