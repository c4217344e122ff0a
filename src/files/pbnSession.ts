import { failAt } from "./fileError";
import type { PbnBoard, PbnEvent } from "./pbnEvent";
import type { BoardResults, HandRecord, PairEntry, PairsSession, TravellerLine } from "./session";
import { isoDate } from "./usebioHeader";
import { withoutBlanks } from "./values";

/**
 * A PBN event with results as the session a USEBIO file gives (src/files/session.ts), so the
 * results path builds it unchanged: the traveller lines of its [ScoreTable]s or of its games
 * repeated per table, the pairs of its [TotalScoreTable] with their published places, totals and
 * names (else the pairs its games name, else those of its lines), the hand records of its full
 * deals. One ranking or two: a [TotalScoreTable] whose places run across both directions (Ruter's
 * Mitchell ranked as one field) is one field, and its pairs are read without their direction;
 * one whose North-South and East-West places each start at 1 is two. A file without results, a
 * teams match, or results without pairs throws a FileFormatError naming the event's line.
 * @example readPbnSession(readPbn(text).events[0]).session.pairs[0] // { pair: "3", place: ... }
 */

export interface PbnSession {
  readonly session: PairsSession;
  /** The file says how it was scored ([Scoring], a ScoreTable's columns); else matchpoints. */
  readonly scoringGiven: boolean;
}

/** The board's hand record alone, without what the PBN reader keeps besides. */
function handRecordOf(board: PbnBoard): HandRecord {
  return withoutBlanks({
    board: board.board,
    dealer: board.dealer,
    vulnerability: board.vulnerability,
    deal: board.deal,
    doubleDummyTricks: board.doubleDummyTricks,
    optimumResultTable: board.optimumResultTable,
    optimumScore: board.optimumScore,
    parContract: board.parContract,
    line: board.line,
  });
}

/** Places that restart in each direction: two rankings (a Mitchell with two winners). */
function rankedInTwoFields(pairs: readonly PairEntry[]): boolean {
  const firsts = new Set(
    pairs.filter((pair) => pair.place?.place === 1).map((pair) => pair.direction ?? "")
  );
  return firsts.has("NS") && firsts.has("EW");
}

/** The published pairs, read as one field or two; names from the games when the table has none. */
function publishedPairs(event: PbnEvent): { pairs: PairEntry[]; winnerType: number } {
  const namesOf = new Map(event.tablePairs.map((pair) => [pair.pair, pair.players]));
  const withNames = event.pairs.map((pair) =>
    pair.players.length > 0 ? pair : { ...pair, players: namesOf.get(pair.pair) ?? [] }
  );
  if (!withNames.some((pair) => pair.direction)) return { pairs: withNames, winnerType: 1 };
  const labels = new Set(withNames.map((pair) => pair.pair));
  if (rankedInTwoFields(withNames) || labels.size < withNames.length) {
    return { pairs: withNames, winnerType: 2 };
  }
  const oneField = withNames.map((pair) =>
    withoutBlanks({ ...pair, direction: undefined as PairEntry["direction"] })
  );
  return { pairs: oneField, winnerType: 1 };
}

/** Pairs with the direction they sat in, when each sat in one only (a Mitchell). */
function pairsOfLines(
  entries: ReadonlyArray<{
    pair: string;
    players: PairEntry["players"];
    directions: ReadonlySet<"NS" | "EW">;
  }>
): { pairs: PairEntry[]; winnerType?: number } {
  const fixed = entries.every((entry) => entry.directions.size === 1);
  const pairs = entries.map((entry) =>
    withoutBlanks({
      pair: entry.pair,
      direction: fixed ? [...entry.directions][0] : undefined,
      players: entry.players,
    })
  );
  return { pairs, ...(fixed ? {} : { winnerType: 1 }) };
}

/** The pairs of the traveller lines themselves, when neither a ranking nor players name them. */
function pairsOfTravellers(boards: readonly BoardResults[]) {
  const found = new Map<string, { pair: string; players: []; directions: Set<"NS" | "EW"> }>();
  const add = (pair: string, direction: "NS" | "EW"): void => {
    const entry = found.get(pair) ?? { pair, players: [], directions: new Set() };
    entry.directions.add(direction);
    found.set(pair, entry);
  };
  for (const line of boards.flatMap((board) => board.lines)) {
    add(line.nsPair, "NS");
    add(line.ewPair, "EW");
  }
  return [...found.values()].sort((a, b) =>
    a.pair.localeCompare(b.pair, undefined, { numeric: true })
  );
}

export function readPbnSession(event: PbnEvent): PbnSession {
  if (event.teams) return failAt(event.line, (words) => words.pbnTeamsMatch);
  const boards: BoardResults[] = event.boards
    .filter((board) => (board.results?.length ?? 0) > 0)
    .map((board) =>
      withoutBlanks({
        board: board.board,
        datum: board.datum,
        lines: board.results as readonly TravellerLine[],
      })
    );
  if (boards.length === 0) return failAt(event.line, (words) => words.pbnNoResults);
  const unnamed = boards.some((board) => board.lines.some((line) => !line.nsPair || !line.ewPair));
  if (unnamed) return failAt(event.line, (words) => words.pbnNoPairs);
  const { pairs, winnerType } =
    event.pairs.length > 0
      ? publishedPairs(event)
      : pairsOfLines(event.tablePairs.length > 0 ? event.tablePairs : pairsOfTravellers(boards));
  const session: PairsSession = {
    scoring: event.scoring ?? "matchpoints",
    version: "",
    club: {},
    event: {
      ...withoutBlanks({
        title: event.name,
        date:
          event.date === undefined || event.date.includes("?")
            ? undefined
            : isoDate(event.date.replace(/\./g, "-")),
        winnerType,
      }),
      otherFields: event.site === undefined ? [] : [["SITE", event.site]],
    },
    pairs,
    boards,
    handRecords: event.boards.filter((board) => board.deal).map(handRecordOf),
  };
  return { session, scoringGiven: event.scoring !== undefined };
}
