import type { Vulnerability } from "../core/board";
import { dealerForBoard, vulnerabilityForBoard } from "../core/board";
import { formatDeal } from "../core/deal";
import { formatDoubleDummyTricks, formatOptimumResultTable } from "./pbnDoubleDummy";
import { formatScoreTable, formatTotalScoreTable } from "./pbnResults";
import type { BoardResults, HandRecord, PairEntry, PairsScoring } from "./session";

/**
 * Writes hand records, and optionally a session's results, as a PBN 2.1 file (CRLF, "% PBN 2.1"
 * first; import format, not claiming "% EXPORT", whose Mandatory Tag Set, fixed tag order and
 * single spaces between tokens it does not follow: tistis.nl/pbn/pbn_faqs.htm): per board
 * [Event] [Board] [Dealer] [Vulnerable] [Deal] [DoubleDummyTricks] [OptimumScore] [ParContract] (what BridgeWebs reads for its makeable
 * contracts), the [OptimumResultTable] when known, then the board's traveller as [ScoreTable];
 * the pairs' totals as [TotalScoreTable] in the first board's game. Dealer and vulnerability
 * not given are Law 2's for the board number; the deal starts with the dealer's hand.
 * @example writePbn(readPbn(text).boards) // the same boards, as PBN
 */

export interface PbnResults {
  readonly scoring: PairsScoring;
  readonly boards: readonly BoardResults[];
  readonly pairs: readonly PairEntry[];
}

export interface PbnWriteOptions {
  readonly event?: string;
  readonly results?: PbnResults;
}

/** PBN 2.1 section 3.4.10's names; "All" for both sides vulnerable. */
export const VULNERABLE_TAG: Readonly<Record<Vulnerability, string>> = {
  None: "None",
  NS: "NS",
  EW: "EW",
  Both: "All",
};
/** What [Scoring] says of each scoring (PBN 2.1 section 3.5.4's MP and IMP, with the kind). */
const SCORING_TAG: Readonly<Record<PairsScoring, string>> = {
  matchpoints: "MP",
  butler: "IMP;Butler",
  crossImps: "IMP;Cross",
};

function tag(name: string, value: string): string {
  return `[${name} "${value.replace(/["\\]/g, "\\$&")}"]`;
}

function boardLines(
  board: number,
  record: HandRecord | undefined,
  options: PbnWriteOptions,
  first: boolean
): string[] {
  const results = options.results;
  const dealer = record?.dealer ?? dealerForBoard(board);
  const lines = [
    tag("Event", options.event ?? ""),
    tag("Board", String(board)),
    tag("Dealer", dealer),
    tag("Vulnerable", VULNERABLE_TAG[record?.vulnerability ?? vulnerabilityForBoard(board)]),
  ];
  if (record?.deal) lines.push(tag("Deal", formatDeal(record.deal, dealer)));
  if (results) lines.push(tag("Scoring", SCORING_TAG[results.scoring]));
  if (record?.doubleDummyTricks) {
    lines.push(tag("DoubleDummyTricks", formatDoubleDummyTricks(record.doubleDummyTricks)));
  }
  const optimum = record?.optimumScore;
  if (optimum) lines.push(tag("OptimumScore", `${optimum.side} ${optimum.score}`));
  if (record?.parContract) lines.push(tag("ParContract", record.parContract));
  if (record?.optimumResultTable) {
    lines.push(...formatOptimumResultTable(record.optimumResultTable));
  }
  const traveller = results?.boards.find((results) => results.board === board);
  if (results && traveller && traveller.lines.length > 0) {
    lines.push(...formatScoreTable(traveller.lines, results.scoring));
  }
  if (results && first && results.pairs.length > 0) {
    lines.push(...formatTotalScoreTable(results.pairs, results.scoring));
  }
  return lines;
}

export function writePbn(records: readonly HandRecord[], options: PbnWriteOptions = {}): string {
  const byBoard = new Map(records.map((record) => [record.board, record]));
  const numbers = [
    ...new Set([...byBoard.keys(), ...(options.results?.boards ?? []).map((b) => b.board)]),
  ].sort((a, b) => a - b);
  const games = numbers.map((board, index) =>
    boardLines(board, byBoard.get(board), options, index === 0).join("\r\n")
  );
  return ["% PBN 2.1", "", ...games.map((game) => `${game}\r\n`)].join("\r\n");
}
