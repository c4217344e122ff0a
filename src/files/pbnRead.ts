import type { Seat, Vulnerability } from "../core/board";
import { dealerForBoard, vulnerabilityForBoard } from "../core/board";
import type { FileForm } from "../messages/files";
import { FILE_FORMS } from "../messages/files";
import { readDealAt } from "./dealAtLine";
import { failAt } from "./fileError";
import { readDoubleDummyTricks, readOptimumResultTable } from "./pbnDoubleDummy";
import { readScoreTable, readTotalScoreTable } from "./pbnResults";
import type { PbnGame, PbnTag } from "./pbnScan";
import { scanPbn } from "./pbnScan";
import type { HandRecord, PairEntry, PairsScoring, SideScore, TravellerLine } from "./session";
import { withoutBlanks } from "./values";

/**
 * Reads a PBN file's boards (PBN 2.1 and BridgeComposer's double-dummy tags): [Board],
 * [Dealer], [Vulnerable], [Deal], [DoubleDummyTricks], [OptimumResultTable], [OptimumScore],
 * [ParContract], and results in [ScoreTable] / [TotalScoreTable]. Lenient in form (see
 * pbnScan.ts; tags in any order; tags it does not know kept in `tags`), strict in substance: a
 * deal that is not 52 cards, a board listed twice, a value out of range throws a
 * FileFormatError naming the line. Dealer and vulnerability that differ from Law 2's for the
 * board number are data (`disagreements`), not errors: the sheet shows them.
 * @example readPbn(text).boards[0] // { board: 1, dealer: "N", vulnerability: "None", deal, ... }
 */

export interface PbnBoard extends HandRecord {
  readonly event?: string;
  /** The board's traveller, from its [ScoreTable]. */
  readonly results?: readonly TravellerLine[];
  /** Every tag of the board's game as written, known or not. */
  readonly tags: ReadonlyArray<{ readonly name: string; readonly value: string }>;
}

/** A board whose [Dealer] or [Vulnerable] is not Law 2's for its number. */
export interface LawTwoDisagreement {
  readonly board: number;
  readonly line: number;
  readonly dealer?: { readonly file: Seat; readonly law: Seat };
  readonly vulnerability?: { readonly file: Vulnerability; readonly law: Vulnerability };
}

export interface PbnFile {
  readonly boards: readonly PbnBoard[];
  readonly disagreements: readonly LawTwoDisagreement[];
  /** From [Scoring] or the ScoreTable's columns; absent when the file has no results. */
  readonly scoring?: PairsScoring;
  /** The pairs of [TotalScoreTable], with their published ranks and totals. */
  readonly pairs: readonly PairEntry[];
}

const VULNERABILITIES: Readonly<Record<string, Vulnerability>> = {
  NONE: "None",
  LOVE: "None",
  "-": "None",
  NS: "NS",
  EW: "EW",
  ALL: "Both",
  BOTH: "Both",
};
const DEALERS = new Set(["N", "E", "S", "W"]);

function badValue(tag: PbnTag, form: FileForm): never {
  return failAt(tag.line, (words, language) =>
    words.badTagValue(tag.name, tag.value, FILE_FORMS[language][form])
  );
}

/** A game's first tag of each name (a repeated name starts a new game: see pbnScan.ts). */
function tagsByName(game: PbnGame): Map<string, PbnTag> {
  return new Map(game.tags.map((tag) => [tag.name, tag]));
}

function readBoardNumber(tag: PbnTag): number {
  const value = tag.value.trim();
  if (!/^\d+$/.test(value) || Number(value) < 1 || !Number.isSafeInteger(Number(value))) {
    return badValue(tag, "board");
  }
  return Number(value);
}

function readOptimumScore(tag: PbnTag): SideScore {
  const match = /^(NS|EW)\s+(-?\d+)$/i.exec(tag.value.trim());
  if (!match) return badValue(tag, "optimumScore");
  return { side: (match[1] as string).toUpperCase() as "NS" | "EW", score: Number(match[2]) };
}

function readGame(game: PbnGame, board: number, tags: Map<string, PbnTag>): PbnBoard {
  const value = (name: string): string | undefined => tags.get(name)?.value.trim() || undefined;
  const tag = (name: string): PbnTag | undefined => (value(name) ? tags.get(name) : undefined);
  const dealerTag = tag("Dealer");
  const dealer = dealerTag?.value.trim().toUpperCase();
  if (dealerTag && !DEALERS.has(dealer as string)) badValue(dealerTag, "dealer");
  const vulnerableTag = tag("Vulnerable");
  const vulnerability = vulnerableTag
    ? (VULNERABILITIES[vulnerableTag.value.trim().toUpperCase()] ??
      badValue(vulnerableTag, "vulnerable"))
    : undefined;
  const dealTag = tag("Deal");
  const doubleDummy = tag("DoubleDummyTricks");
  const optimumTable = tags.get("OptimumResultTable");
  const optimumScore = tag("OptimumScore");
  const scoreTable = tags.get("ScoreTable");
  return withoutBlanks({
    board,
    event: value("Event"),
    dealer: dealer as Seat | undefined,
    vulnerability,
    deal: dealTag ? readDealAt(dealTag.value, dealTag.line) : undefined,
    doubleDummyTricks: doubleDummy ? readDoubleDummyTricks(doubleDummy) : undefined,
    optimumResultTable: optimumTable ? readOptimumResultTable(optimumTable) : undefined,
    optimumScore: optimumScore ? readOptimumScore(optimumScore) : undefined,
    parContract: value("ParContract"),
    results: scoreTable ? readScoreTable(scoreTable) : undefined,
    line: game.line,
    tags: game.tags.map(({ name, value: text }) => ({ name, value: text })),
  });
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
  const scoring = tags.find((tag) => tag.name === "Scoring")?.value.toUpperCase() ?? "";
  if (/BUTLER/.test(scoring)) return "butler";
  if (/CROSS/.test(scoring)) return "crossImps";
  if (/^MP|MATCHPOINT/.test(scoring)) return "matchpoints";
  const table = tags.find((tag) => tag.name === "ScoreTable");
  if (!table) return scoring.startsWith("IMP") ? "butler" : undefined;
  return /(^|;)MP_/.test(table.value) ? "matchpoints" : "butler";
}

export function readPbn(text: string): PbnFile {
  const games = scanPbn(text);
  const firstLines = new Map<number, number>();
  const boards: PbnBoard[] = [];
  let pairs: PairEntry[] = [];
  for (const game of games) {
    const tags = tagsByName(game);
    const totals = tags.get("TotalScoreTable");
    if (totals) pairs = pairs.concat(readTotalScoreTable(totals));
    const boardTag = tags.get("Board");
    if (!boardTag) {
      const deal = tags.get("Deal");
      if (deal) failAt(deal.line, (words) => words.dealWithoutBoard);
      continue;
    }
    const board = readBoardNumber(boardTag);
    const first = firstLines.get(board);
    if (first !== undefined) failAt(boardTag.line, (words) => words.boardTwice(board, first));
    firstLines.set(board, boardTag.line);
    boards.push(readGame(game, board, tags));
  }
  const scoring = scoringOf(games);
  return {
    boards,
    disagreements: boards.flatMap((board) => disagreementOf(board) ?? []),
    ...(scoring ? { scoring } : {}),
    pairs,
  };
}
