/*
 * The conventions of the programs that write results files, recognised when our ranking of a file
 * is compared with the one it published (./resultsCheck.ts): a TOTAL_SCORE that holds the
 * percentage, handicaps added to the percentages, percentages not factored for boards played fewer
 * times, and boards marked not played that the file scored anyway. Each is found in the file's
 * own figures, never assumed from the program's name. Pure.
 */
import type { RankedPair } from "../core/ranking";
import type { SessionLine } from "../core/sessionLine";
import type { PairEntry, PairsSession } from "../files/session";
import type { CheckNote } from "../messages/resultsFile";

/** Figures published to 2 decimals, ours rounded too: equal within a rounding of each. */
export function within(published: number, ours: number): boolean {
  return Math.abs(published - ours) < 0.0101;
}

/** Whether the file's TOTAL_SCORE is the percentage: equal to it for every pair that has both. */
export function totalIsPercentage(pairs: readonly PairEntry[]): boolean {
  const both = pairs.filter(
    (pair) => pair.totalScore !== undefined && pair.percentage !== undefined
  );
  return both.length > 1 && both.every((pair) => pair.totalScore === pair.percentage);
}

export interface MatchedPair {
  readonly entry: PairEntry;
  readonly mine: RankedPair;
}

/** The shares of a HANDICAP that files add to a percentage: NZ Scorer adds half, others all. */
const HANDICAP_SHARES = [0.5, 1] as const;

/**
 * The share of each pair's HANDICAP the file added to its percentages, found from the pairs that
 * have one: the share that makes ours equal to the published figure for most of them (at least
 * half); undefined when no pair has a handicap or no share explains them.
 */
export function handicapShare(matched: readonly MatchedPair[]): number | undefined {
  const handicapped = matched.filter(
    ({ entry, mine }) =>
      (entry.handicap ?? 0) !== 0 && entry.percentage !== undefined && mine.percentage !== undefined
  );
  if (handicapped.length === 0) return undefined;
  let best: { share: number; agree: number } | undefined;
  for (const share of HANDICAP_SHARES) {
    const agree = handicapped.filter(({ entry, mine }) =>
      within(
        entry.percentage as number,
        (mine.percentage as number) + share * (entry.handicap as number)
      )
    ).length;
    if (!best || agree > best.agree) best = { share, agree };
  }
  return best && best.agree * 2 >= handicapped.length ? best.share : undefined;
}

/**
 * Places by the percentages after the handicap, within each field (ties share a place), and
 * whether they match the file's places better than our places before the handicap.
 */
export function handicappedPlaces(
  matched: readonly MatchedPair[],
  handicapOf: (entry: PairEntry) => number
): { readonly places: Map<RankedPair, number>; readonly fewerDifferences: boolean } {
  const figure = ({ entry, mine }: MatchedPair): number =>
    Number(((mine.percentage ?? mine.total) + handicapOf(entry)).toFixed(2));
  const places = new Map<RankedPair, number>();
  for (const pair of matched) {
    const ahead = matched.filter(
      (other) => other.mine.field === pair.mine.field && figure(other) > figure(pair)
    ).length;
    places.set(pair.mine, ahead + 1);
  }
  const misses = (placeOf: (pair: MatchedPair) => number): number =>
    matched.filter(
      ({ entry, mine }) => entry.place && entry.place.place !== placeOf({ entry, mine })
    ).length;
  const after = misses((pair) => places.get(pair.mine) ?? 0);
  const before = misses((pair) => pair.mine.place);
  return { places, fewerDifferences: after < before };
}

/**
 * Each pair's percentage with no factoring: the matchpoints it earned on each board among that
 * board's results (2 a result beaten, 1 a tie; an adjusted score its percentage of the top) over
 * the tops of the boards it played, 2(n - 1) for n results. Keyed as resultsCheck keys pairs:
 * "pair|field", the field "NS" or "EW" with two fields, "" with one.
 */
export function unfactoredPercentages(
  lines: readonly SessionLine[],
  twoFields: boolean
): Map<string, number> {
  const boards = new Map<string, SessionLine[]>();
  for (const line of lines) {
    if (line.result === undefined || line.board === undefined) continue;
    const key = String(line.board);
    boards.set(key, [...(boards.get(key) ?? []), line]);
  }
  // Factoring changes nothing where every board got as many results as the most any board got.
  const counts = new Set([...boards.values()].map((board) => board.length));
  if (counts.size < 2) return new Map();
  const earned = new Map<string, { points: number; tops: number }>();
  const credit = (key: string, points: number, top: number) => {
    const tally = earned.get(key) ?? { points: 0, tops: 0 };
    earned.set(key, { points: tally.points + points, tops: tally.tops + top });
  };
  for (const board of boards.values()) {
    const top = 2 * (board.length - 1);
    if (top === 0) continue;
    const scores = board
      .map((line) => line.result)
      .filter((r): r is number => typeof r === "number");
    for (const line of board) {
      const result = line.result;
      let ns: number;
      if (typeof result === "number") {
        // Adjusted lines count in the board's top; the scores neither beat nor tie them.
        ns = scores.reduce(
          (sum, other) => sum + (result > other ? 2 : result === other ? 1 : 0),
          -1
        );
      } else if (result !== undefined && "nsPercent" in result) {
        // A convention of other programs for plain and artificial scores: rulings are not in it.
        ns = (result.nsPercent / 100) * top;
      } else continue;
      const ew =
        typeof result === "number"
          ? top - ns
          : ((result as { ewPercent: number }).ewPercent / 100) * top;
      credit(`${String(line.ns)}|${twoFields ? "NS" : ""}`, ns, top);
      credit(`${String(line.ew)}|${twoFields ? "EW" : ""}`, ew, top);
    }
  }
  return new Map(
    [...earned].map(([key, { points, tops }]) => [key, Number(((100 * points) / tops).toFixed(2))])
  );
}

/** The lines marked not played (NP) that the file scored anyway: a score and points. */
export function notPlayedButScored(session: PairsSession): CheckNote[] {
  return session.boards.flatMap((board) =>
    board.lines.flatMap((line): CheckNote[] =>
      (line.contractAsWritten !== undefined ||
        (line.contract === "NP" && line.score.kind === "score")) &&
      line.score.kind === "score" &&
      (line.nsPoints !== undefined || line.ewPoints !== undefined)
        ? [
            {
              kind: "notPlayedScored",
              readAsPass: line.contractAsWritten !== undefined,
              board: board.board,
              ns: line.nsPair,
              ew: line.ewPair,
              score: line.score.nsScore,
              ...(line.nsPoints === undefined ? {} : { nsPoints: line.nsPoints }),
              ...(line.ewPoints === undefined ? {} : { ewPoints: line.ewPoints }),
            },
          ]
        : []
    )
  );
}

/**
 * Each pair's percentage from the file's own traveller lines: its published points over the
 * lines' tops (North-South's and East-West's points added), on the lines that give both. Keyed as
 * unfactoredPercentages keys pairs.
 */
export function percentagesOfLines(
  session: PairsSession,
  key: (label: string, side: "NS" | "EW") => string
): Map<string, number> {
  const earned = new Map<string, { points: number; tops: number }>();
  const credit = (at: string, points: number, top: number) => {
    const tally = earned.get(at) ?? { points: 0, tops: 0 };
    earned.set(at, { points: tally.points + points, tops: tally.tops + top });
  };
  for (const board of session.boards) {
    for (const line of board.lines) {
      if (line.nsPoints === undefined || line.ewPoints === undefined) continue;
      const top = line.nsPoints + line.ewPoints;
      credit(key(line.nsPair, "NS"), line.nsPoints, top);
      credit(key(line.ewPair, "EW"), line.ewPoints, top);
    }
  }
  return new Map(
    [...earned]
      .filter(([, { tops }]) => tops > 0)
      .map(([at, { points, tops }]) => [at, Number(((100 * points) / tops).toFixed(2))])
  );
}
