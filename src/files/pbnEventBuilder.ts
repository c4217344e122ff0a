import { dealerForBoard, vulnerabilityForBoard } from "../core/board";
import type { PbnNote } from "../messages/pbnFile";
import type { BoardBuilder } from "./pbnBoardBuilder";
import type { LawTwoDisagreement, PbnBoard, PbnEvent } from "./pbnEvent";
import type { PbnGame, PbnTag } from "./pbnScan";
import type { TableResult } from "./pbnTableGame";
import { badValue, boardNumberOf, readSideScore, valueOf } from "./pbnValues";
import type { PairEntry, PairsScoring } from "./session";
import { withoutBlanks } from "./values";

/** An event of a PBN file as its games are read, then finished by eventOf. */
export interface EventBuilder {
  name: string;
  set: number;
  line: number;
  games: PbnGame[];
  boards: Map<number, BoardBuilder>;
  pairs: PairEntry[];
  notes: PbnNote[];
  tablePairs: Map<
    string,
    { pair: string; players: PairEntry["players"][number][]; directions: Set<"NS" | "EW"> }
  >;
}

/** A game's first tag of each name (a repeated name starts a new game: see pbnScan.ts). */
export function tagsByName(game: PbnGame): Map<string, PbnTag> {
  const tags = new Map<string, PbnTag>();
  for (const tag of game.tags) if (!tags.has(tag.name)) tags.set(tag.name, tag);
  return tags;
}

export class EventsBuilder {
  readonly events: EventBuilder[] = [];

  /** The event a board of `name` with this deal belongs to: the latest whose board agrees. */
  eventFor(name: string, board: number | undefined, dealKey: string | undefined, line: number) {
    for (let index = this.events.length - 1; index >= 0; index--) {
      const event = this.events[index] as EventBuilder;
      if (event.name !== name) continue;
      const known = board === undefined ? undefined : event.boards.get(board);
      if (!known || dealKey === undefined || known.dealKey === undefined) return event;
      if (known.dealKey === dealKey) return event;
    }
    const set = this.events.filter((event) => event.name === name).length + 1;
    const event: EventBuilder = {
      name,
      set,
      line,
      games: [],
      boards: new Map(),
      pairs: [],
      notes: [],
      tablePairs: new Map(),
    };
    this.events.push(event);
    return event;
  }
}

export function addTableResult(
  event: EventBuilder,
  builder: BoardBuilder,
  result: TableResult
): void {
  const pairOf = (
    id: string | undefined,
    players: readonly [{ name: string }, { name: string }] | undefined,
    direction: "NS" | "EW"
  ): string => {
    const key =
      id !== undefined
        ? `#${id}`
        : players
          ? players
              .map((p) => p.name)
              .sort()
              .join("|")
          : "";
    if (key === "") return "";
    let pair = event.tablePairs.get(key);
    if (!pair) {
      pair = {
        pair: id ?? String(event.tablePairs.size + 1),
        players: players ? [...players] : [],
        directions: new Set(),
      };
      event.tablePairs.set(key, pair);
    }
    pair.directions.add(direction);
    return pair.pair;
  };
  builder.results.push(
    withoutBlanks({
      nsPair: pairOf(result.nsPairId, result.nsPlayers, "NS"),
      ewPair: pairOf(result.ewPairId, result.ewPlayers, "EW"),
      contract: result.contract,
      declarer: result.declarer,
      tricks: result.tricks,
      score: result.score,
      nsPoints: result.nsPoints,
      ewPoints: result.ewPoints,
      table: result.table,
      round: result.round,
    })
  );
}

function disagreementOf(board: PbnBoard): LawTwoDisagreement | undefined {
  const dealer = dealerForBoard(board.board);
  const vulnerability = vulnerabilityForBoard(board.board);
  const dealerDiffers = board.dealer !== undefined && board.dealer !== dealer;
  const vulnerabilityDiffers =
    board.vulnerability !== undefined && board.vulnerability !== vulnerability;
  if (!dealerDiffers && !vulnerabilityDiffers) return undefined;
  return {
    board: board.board,
    line: board.line,
    ...(dealerDiffers ? { dealer: { file: board.dealer, law: dealer } } : {}),
    ...(vulnerabilityDiffers
      ? { vulnerability: { file: board.vulnerability, law: vulnerability } }
      : {}),
  };
}

/** [Scoring "MP"], "IMP;Butler", "Cross-IMPs"... or, without it, the ScoreTable's columns. */
function scoringOf(games: readonly PbnGame[]): PairsScoring | undefined {
  const tags = games.flatMap((game) => game.tags);
  const scoring =
    tags.find((tag) => tag.name === "Scoring" && valueOf(tag))?.value.toUpperCase() ?? "";
  if (/BUTLER/.test(scoring)) return "butler";
  if (/CROSS/.test(scoring)) return "crossImps";
  if (/^MP|MATCHPOINT|^PAIRS/.test(scoring)) return "matchpoints";
  const table = tags.find((tag) => tag.name === "ScoreTable");
  if (!table) return scoring.startsWith("IMP") ? "butler" : undefined;
  return /(^|;)\s*[+-]?MP_/.test(table.value) ? "matchpoints" : "butler";
}

/** The game's board number, or the next free one for a [Board] that is none ("4-1", or none). */
export function boardOf(
  tag: PbnTag | undefined,
  event: EventBuilder,
  dealKey: string | undefined
): { board: number; label?: string } {
  const written = tag?.value.trim() ?? "";
  const number = boardNumberOf(written);
  if (number !== undefined) return { board: number };
  if (/^\d+$/.test(written)) return badValue(tag as PbnTag, "board");
  // A game without [Board] whose deal is a board's already read: another table's play of it.
  const byDeal = tag
    ? undefined
    : [...event.boards.values()].find(
        (board) => dealKey !== undefined && board.dealKey === dealKey
      );
  if (byDeal) return { board: byDeal.board, label: written };
  const byLabel = [...event.boards.values()].find(
    (board) => board.label === written && written !== ""
  );
  if (byLabel) return { board: byLabel.board, label: written };
  return { board: Math.max(0, ...event.boards.keys()) + 1, label: written };
}

export function eventOf(builder: EventBuilder): PbnEvent {
  const boards: PbnBoard[] = [...builder.boards.values()].map((board) =>
    withoutBlanks({
      board: board.board,
      label: board.label,
      event: builder.name,
      dealer: board.dealer,
      vulnerability: board.vulnerability,
      deal: board.deal,
      doubleDummyTricks: board.doubleDummyTricks,
      optimumResultTable: board.optimumResultTable,
      optimumScore: (() => {
        const tag = board.tags.get("OptimumScore");
        return valueOf(tag) === undefined ? undefined : readSideScore(tag as PbnTag);
      })(),
      parContract: valueOf(board.tags.get("ParContract")),
      results: board.results.length > 0 ? board.results : undefined,
      datum: board.datum,
      line: board.line,
      tags: board.first.tags.map(({ name, value }) => ({ name, value })),
    })
  );
  const incomplete: PbnNote[] = [...builder.boards.values()]
    .filter((board) => board.deal === undefined)
    .map((board) => ({
      kind: "incomplete",
      board: board.board,
      line: board.line,
      missing: board.missing,
      ...(board.cardsEach === undefined ? {} : { cardsEach: board.cardsEach }),
    }));
  const first = builder.games[0];
  const firstTags = first ? tagsByName(first) : new Map<string, PbnTag>();
  const scoring = scoringOf(builder.games);
  const allTags = builder.games.flatMap((game) => game.tags);
  const teams = allTags.some(
    (tag) =>
      ((tag.name === "Room" || tag.name === "HomeTeam" || tag.name === "VisitTeam") &&
        valueOf(tag) !== undefined) ||
      (tag.name === "Competition" && /team/i.test(tag.value))
  );
  return {
    name: builder.name,
    set: builder.set,
    line: builder.line,
    ...withoutBlanks({
      date: valueOf(firstTags.get("Date")),
      site: valueOf(firstTags.get("Site")),
      scoring,
    }),
    boards,
    disagreements: boards.flatMap((board) => disagreementOf(board) ?? []),
    pairs: builder.pairs,
    tablePairs: [...builder.tablePairs.values()],
    teams,
    notes: [...incomplete, ...builder.notes].sort((a, b) => a.line - b.line),
  };
}
