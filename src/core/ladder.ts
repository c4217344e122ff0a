import { LADDER_FORMS, LADDER_PROBLEMS } from "../messages/ladder";
import type { LabelKey } from "./boardLabels";
import { compareLabels, labelKey } from "./boardLabels";
import { BridgeInputError } from "./errors";
import { keywordsOf } from "./keyword";
import { roundToCents } from "./ranking";

/**
 * What a season's results are and how a player's sessions add up: percentages are averaged
 * over the sessions counted (a player who played fewer sessions than the best N is not
 * penalised for it); matchpoints, IMPs and master points are totalled (a multi-session event
 * carried forward by matchpoints, a master-point ladder).
 */
export type LadderBasis = "PERCENTAGE" | "MATCHPOINTS" | "IMPS" | "MASTERPOINTS";

/** The bases, PERCENTAGE when left out. */
export const LADDER_BASES = keywordsOf<LadderBasis>(
  ["PERCENTAGE", "MATCHPOINTS", "IMPS", "MASTERPOINTS"],
  "by",
  LADDER_FORMS.by,
  "PERCENTAGE"
);

/** One player's result in one session: a row of the season's table. */
export interface LadderEntry {
  /** The player or pair as typed; compared as labels are (case, spaces, "07" and 7). */
  readonly player: number | string;
  readonly session: number | string;
  readonly result: number;
  /** The row of the table, from 1, for messages. */
  readonly row: number;
}

export interface LadderRules {
  readonly basis?: LadderBasis;
  /** The most sessions counted, the best ones; undefined: all. */
  readonly best?: number;
  /** Sessions a player must have played to be ranked; 1 when left out. */
  readonly minimum?: number;
  /** Each player's lowest results dropped before the best are taken; 0 when left out. */
  readonly drop?: number;
}

/** A player's row of the ladder. */
export interface LadderStanding {
  readonly player: number | string;
  /** Undefined for a player below the minimum, listed after the ranked ones. */
  readonly place: number | undefined;
  /** How many other ranked players have the same score and share the place ("3="). */
  readonly levelWith: number;
  readonly played: number;
  readonly counted: number;
  /** The average of the counted results (PERCENTAGE) or their total, to 2 decimals. */
  readonly score: number;
}

/**
 * The ladder of a season (or the standings of a multi-session event) from each player's result
 * in each session:
 * - A player's results are sorted best first; the `drop` lowest are dropped, then at most the
 *   `best` are counted; the best result always counts (dropping never leaves a player with none).
 * - The score is the average of the counted results by PERCENTAGE, else their total; rounded to 2
 *   decimals, halves to even, as rankings are published.
 * - Players who played at least `minimum` sessions are ranked, highest score first; equal scores
 *   share the place and are listed by name (`levelWith` counts the others on it). The rest follow,
 *   unplaced, highest score first.
 * Bad input throws BridgeInputError naming the row: a player credited twice in one session, a
 * result outside its basis's range (a percentage over 100, negative master points).
 * @example rankLadder([{ player: "Ann", session: 1, result: 55, row: 1 }, { player: "Ann", session: 2, result: 61, row: 2 }], { best: 1 })
 *   // [{ player: "Ann", place: 1, levelWith: 0, played: 2, counted: 1, score: 61 }]
 */
export function rankLadder(
  entries: readonly LadderEntry[],
  rules: LadderRules = {}
): LadderStanding[] {
  const basis = rules.basis ?? LADDER_BASES.byDefault;
  const minimum = rules.minimum ?? 1;
  const drop = rules.drop ?? 0;
  const best = rules.best ?? Infinity;
  const players = resultsByPlayer(entries, basis);
  const standings = [...players.values()].map(({ shown, results }) => {
    const sorted = [...results].sort((a, b) => b - a);
    const counted = Math.max(Math.min(best, sorted.length - drop), 1);
    const kept = sorted.slice(0, counted);
    const sum = kept.reduce((total, result) => total + result, 0);
    if (!Number.isFinite(sum * 100)) {
      const problem = LADDER_PROBLEMS.totalTooLarge(String(shown));
      throw new BridgeInputError("results", sorted[0], LADDER_FORMS.results, problem);
    }
    const score = roundToCents(basis === "PERCENTAGE" ? sum / counted : sum);
    return { player: shown, played: sorted.length, counted, score };
  });
  const byScore = (a: { score: number; player: number | string }, b: typeof a) =>
    b.score - a.score || compareLabels(String(a.player), String(b.player));
  const ranked = standings.filter((s) => s.played >= minimum).sort(byScore);
  const unranked = standings.filter((s) => s.played < minimum).sort(byScore);
  const placed: LadderStanding[] = [];
  for (let start = 0; start < ranked.length;) {
    let end = start + 1;
    while (end < ranked.length && ranked[end]?.score === ranked[start]?.score) end += 1;
    for (const standing of ranked.slice(start, end))
      placed.push({ ...standing, place: start + 1, levelWith: end - start - 1 });
    start = end;
  }
  return [
    ...placed,
    ...unranked.map((standing) => ({ ...standing, place: undefined, levelWith: 0 })),
  ];
}

/** Each player's results by session, checked; keyed as labels are, shown as first typed. */
function resultsByPlayer(
  entries: readonly LadderEntry[],
  basis: LadderBasis
): Map<LabelKey, { shown: number | string; results: number[] }> {
  const players = new Map<LabelKey, { shown: number | string; results: number[] }>();
  const seen = new Map<LabelKey, Set<LabelKey>>();
  for (const entry of entries) {
    checkResult(entry, basis);
    const key = playerKey(entry.player);
    const session = labelKey(entry.session);
    const sessions = seen.get(key) ?? new Set<LabelKey>();
    if (sessions.has(session)) {
      const problem = LADDER_PROBLEMS.twiceInSession(
        entry.row,
        String(entry.player),
        String(entry.session)
      );
      throw new BridgeInputError("players", entry.player, LADDER_FORMS.players, problem);
    }
    sessions.add(session);
    seen.set(key, sessions);
    const player = players.get(key) ?? { shown: entry.player, results: [] };
    player.results.push(entry.result);
    players.set(key, player);
  }
  return players;
}

/** A player's key: as a label, with runs of spaces inside a name read as one. */
function playerKey(player: number | string): LabelKey {
  return labelKey(typeof player === "string" ? player.replace(/\s+/g, " ") : player);
}

/** A result within its basis's range: a percentage 0-100; matchpoints and master points >= 0. */
function checkResult(entry: LadderEntry, basis: LadderBasis): void {
  const { result } = entry;
  const low = basis === "IMPS" ? -Infinity : 0;
  const high = basis === "PERCENTAGE" ? 100 : Infinity;
  if (Number.isFinite(result) && result >= low && result <= high) return;
  throw new BridgeInputError(
    "results",
    result,
    LADDER_FORMS.results,
    LADDER_PROBLEMS.outOfRange(entry.row, result)
  );
}
