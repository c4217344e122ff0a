import type { Seat, Vulnerability } from "../core/board";
import { dealerForBoard, vulnerabilityForBoard } from "../core/board";
import type { Deal } from "../core/deal";
import { formatDeal } from "../core/deal";
import type { TrickTable } from "../core/trickTable";
import type { BoardDeal } from "./pbnDeal";
import { readBoardDeal } from "./pbnDeal";
import type { PartialTricks } from "./pbnDoubleDummy";
import { readDoubleDummyTricks, readOptimumResultTable } from "./pbnDoubleDummy";
import {
  isTraveller,
  readScoreTable,
  readScoreTableDatum,
  readTotalScoreTable,
} from "./pbnResults";
import type { PbnGame, PbnTag } from "./pbnScan";
import { scanPbn } from "./pbnScan";
import type { TableResult } from "./pbnTableGame";
import { readTableResult } from "./pbnTableGame";
import {
  badValue,
  boardNumberOf,
  readDealer,
  readSideScore,
  readVulnerable,
  valueOf,
} from "./pbnValues";
import type { PairEntry, PairsScoring, TravellerLine } from "./session";
import type { LawTwoDisagreement, PbnBoard, PbnEvent, PbnFile } from "./pbnEvent";
import type { PbnNote } from "../messages/pbnFile";
import { withoutBlanks } from "./values";

interface BoardBuilder {
  board: number;
  label?: string;
  line: number;
  first: PbnGame;
  tags: Map<string, PbnTag>;
  dealer?: Seat;
  vulnerability?: Vulnerability;
  dealKey?: string;
  deal?: Deal;
  missing: readonly Seat[];
  cardsEach?: number;
  doubleDummyTricks?: TrickTable;
  optimumResultTable?: TrickTable;
  results: TravellerLine[];
  datum?: number;
}

interface EventBuilder {
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
function tagsByName(game: PbnGame): Map<string, PbnTag> {
  const tags = new Map<string, PbnTag>();
  for (const tag of game.tags) if (!tags.has(tag.name)) tags.set(tag.name, tag);
  return tags;
}

/** The same deal however written (first seat, card order); partial deals by their text. */
function dealKeyOf(read: BoardDeal, text: string): string {
  return read.deal ? formatDeal(read.deal) : text.trim().toUpperCase().replace(/\s+/g, " ");
}

function isTrickTable(read: TrickTable | PartialTricks): read is TrickTable {
  return !("partial" in read);
}

class EventsBuilder {
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

function readTricks(
  tag: PbnTag | undefined,
  read: (tag: PbnTag) => TrickTable | PartialTricks,
  notes: PbnNote[],
  board: number
): TrickTable | undefined {
  if (valueOf(tag) === undefined && !tag?.rows.length) return undefined;
  const table = read(tag as PbnTag);
  if (isTrickTable(table)) return table;
  const { name, line } = tag as PbnTag;
  notes.push({ kind: "partialTricks", board, line, tag: name, declarers: table.declarers });
  return undefined;
}

/** The first game of a board: its hand record. */
function startBoard(
  game: PbnGame,
  tags: Map<string, PbnTag>,
  board: number,
  deal: BoardDeal | undefined,
  dealKey: string | undefined,
  notes: PbnNote[]
): BoardBuilder {
  const dealerTag = tags.get("Dealer");
  const vulnerableTag = tags.get("Vulnerable");
  const builder: BoardBuilder = {
    board,
    line: game.line,
    first: game,
    tags,
    missing: deal?.missing ?? ["N", "E", "S", "W"],
    results: [],
    ...withoutBlanks({
      dealer: valueOf(dealerTag) === undefined ? undefined : readDealer(dealerTag as PbnTag),
      vulnerability:
        valueOf(vulnerableTag) === undefined ? undefined : readVulnerable(vulnerableTag as PbnTag),
      deal: deal?.deal,
      dealKey,
      cardsEach: deal?.cardsEach,
    }),
  };
  addHandRecordTags(builder, tags, notes);
  return builder;
}

/** Tables of tricks a later game of the board may give when the first did not. */
function addHandRecordTags(builder: BoardBuilder, tags: Map<string, PbnTag>, notes: PbnNote[]) {
  const board = builder.board;
  builder.doubleDummyTricks ??= readTricks(
    tags.get("DoubleDummyTricks"),
    readDoubleDummyTricks,
    notes,
    board
  );
  builder.optimumResultTable ??= readTricks(
    tags.get("OptimumResultTable"),
    readOptimumResultTable,
    notes,
    board
  );
  const scoreTable = tags.get("ScoreTable");
  if (scoreTable && !isTraveller(scoreTable)) {
    notes.push({ kind: "frequencyTable", board, line: scoreTable.line });
  } else if (scoreTable) {
    builder.results.push(...readScoreTable(scoreTable));
    builder.datum ??= readScoreTableDatum(scoreTable);
  }
}

function addTableResult(event: EventBuilder, builder: BoardBuilder, result: TableResult): void {
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
function boardOf(
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

function eventOf(builder: EventBuilder): PbnEvent {
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

/**
 * Reads a PBN file (PBN 1.0, 2.0 and 2.1, and BridgeComposer's double-dummy tags) as the
 * programs that write them do: hand records ([Board], [Dealer], [Vulnerable], [Deal],
 * [DoubleDummyTricks], [OptimumResultTable], [OptimumScore], [ParContract]), results as
 * [ScoreTable] / [TotalScoreTable], and results as one game per table, repeating the board.
 *
 * A file holds events: the games of one [Event], split into sets where a board number comes
 * again with another deal (four sets of boards 1-99 in one dealing program's file). A board's
 * games after its first are other tables' plays of it: the deal once, each table's result a
 * traveller line. Lenient in form (pbnScan.ts, pbnValues.ts), strict in substance: a deal of
 * four hands that is not 52 cards, a value out of range throws a FileFormatError naming the
 * line. What the file lacks is listed in `notes`, not an error: a board without a full deal
 * (teaching files), a board whose [Board] is no number ("4-1", read under the next free number),
 * a double-dummy table given in part, a table's result without a score. Dealer and vulnerability
 * that differ from Law 2's are data (`disagreements`): the sheet shows them.
 * @example readPbn(text).events[0].boards[0] // { board: 1, dealer: "N", vulnerability: "None", deal, ... }
 */
export function readPbn(text: string): PbnFile {
  const games = scanPbn(text);
  const events = new EventsBuilder();
  let current: EventBuilder | undefined;
  for (const game of games) {
    const tags = tagsByName(game);
    // A game without [Event] (PBN's import format allows it) is the current event's.
    const eventTag = tags.get("Event");
    const name = eventTag ? (valueOf(eventTag) ?? "") : (current?.name ?? "");
    const boardTag = tags.get("Board");
    const dealTag = tags.get("Deal");
    const totals = tags.get("TotalScoreTable");
    if (!boardTag && !valueOf(dealTag)) {
      if (totals) {
        const event =
          current?.name === name ? current : events.eventFor(name, undefined, undefined, game.line);
        event.pairs.push(...readTotalScoreTable(totals));
        event.games.push(game);
      }
      continue;
    }
    const dealText = dealTag?.value ?? "";
    const deal =
      valueOf(dealTag) === undefined
        ? undefined
        : readBoardDeal(dealText, (dealTag as PbnTag).line);
    const dealKey = deal ? dealKeyOf(deal, dealText) : undefined;
    const number = boardTag ? boardNumberOf(boardTag.value) : undefined;
    const event = events.eventFor(name, number, dealKey, game.line);
    current = event;
    event.games.push(game);
    if (totals) event.pairs.push(...readTotalScoreTable(totals));
    const { board, label } = boardOf(boardTag, event, dealKey);
    let builder = event.boards.get(board);
    if (!builder) {
      builder = startBoard(game, tags, board, deal, dealKey, event.notes);
      if (label !== undefined) {
        builder.label = label;
        event.notes.push({ kind: "renumbered", board, line: game.line, label });
      }
      event.boards.set(board, builder);
    } else {
      if (builder.dealKey === undefined && deal && dealKey !== undefined) {
        builder.dealKey = dealKey;
        builder.missing = deal.missing;
        if (deal.deal) builder.deal = deal.deal;
        if (deal.cardsEach !== undefined) builder.cardsEach = deal.cardsEach;
      }
      addHandRecordTags(builder, tags, event.notes);
    }
    const vulnerability = builder.vulnerability ?? board;
    const result = readTableResult(tags, game.line, vulnerability);
    if (result === "left out") event.notes.push({ kind: "resultLeftOut", board, line: game.line });
    else if (result) addTableResult(event, builder, result);
  }
  const read = events.events.map(eventOf);
  const first = read[0];
  if (!first) {
    return {
      name: "",
      set: 1,
      line: 1,
      boards: [],
      disagreements: [],
      pairs: [],
      tablePairs: [],
      teams: false,
      notes: [],
      events: [],
    };
  }
  return { ...first, events: read };
}
