import type { Seat, Vulnerability } from "../core/board";
import type { Deal } from "../core/deal";
import { formatDeal } from "../core/deal";
import type { TrickTable } from "../core/trickTable";
import type { PbnNote } from "../messages/pbnFile";
import type { BoardDeal } from "./pbnDeal";
import type { PartialTricks } from "./pbnDoubleDummy";
import { readDoubleDummyTricks, readOptimumResultTable } from "./pbnDoubleDummy";
import { isTraveller, readScoreTable, readScoreTableDatum } from "./pbnResults";
import type { PbnGame, PbnTag } from "./pbnScan";
import { readDealer, readVulnerable, valueOf } from "./pbnValues";
import type { TravellerLine } from "./session";
import { withoutBlanks } from "./values";

/** A board as its games are read: the first game's hand record, every table's result. */
export interface BoardBuilder {
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

/** The same deal however written (first seat, card order); partial deals by their text. */
export function dealKeyOf(read: BoardDeal, text: string): string {
  return read.deal ? formatDeal(read.deal) : text.trim().toUpperCase().replace(/\s+/g, " ");
}

function isTrickTable(read: TrickTable | PartialTricks): read is TrickTable {
  return !("partial" in read);
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
export function startBoard(
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
export function addHandRecordTags(
  builder: BoardBuilder,
  tags: Map<string, PbnTag>,
  notes: PbnNote[]
) {
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
