/*
 * A results file's session (USEBIO, read by src/files) as the session builder's data: every
 * traveller line for Results, the pairs with the players' names and member numbers, and the hand
 * records when the file has a HANDSET, so a club can check, correct and re-publish a session
 * scored elsewhere. The sheets are the builder's own (./pairsSession.ts planPairsSession); only
 * their content comes from the file. Pure.
 */
import type { Fields } from "../core/sessionFields";
import type { PairsSession, TravellerLine } from "../files/session";
import { formatLineScore } from "../files/session";
import type { Language } from "../messages/language";
import type { PairRow, PairsSessionData, ResultLine, SessionHandicaps } from "./pairsSessionData";
import { boardsOfLines } from "./pairsSessionData";
import { planSessionHandRecords } from "./handRecords";
import { planPairsSession } from "./pairsSession";
import type { SessionPlan } from "./plan";
import { writtenResult } from "./writtenResult";

export interface ResultsFileOptions {
  readonly session: PairsSession;
  readonly language: Language;
  readonly existingSheets: readonly string[];
  /** Today as YYYY-MM-DD: the sheets' date when the file gives none. */
  readonly date: string;
  /**
   * The movement's places (board, round, table, pairs), when the file gives its movement (a
   * Bridgemate's): each with no line in the file is a blank row of Results, where a result
   * received later is written (./resultsReread.ts).
   */
  readonly seatings?: readonly ResultLine[];
  /**
   * How the file applied its pairs' HANDICAPs, as the comparison with its ranking found it
   * (./resultsCheck.ts's "handicap" note): the Ranking then shows the figures with them.
   */
  readonly handicaps?: SessionHandicaps;
}

/** A pair or board number as a cell holds it: digits as a number, "1NS" as text. */
export function cellOfLabel(label: string): number | string {
  const text = label.trim();
  return /^\d+$/.test(text) ? Number(text) : text;
}

/**
 * How RANKING separates the file's pairs: as the file says (WINNER_TYPE 1, one field; 2, two:
 * a Mitchell), else two fields when its pairs have a direction; otherwise RANKING decides. A
 * field of Mitchell and Howell sections ranked as one says one winner.
 */
export function fieldsOfSession(session: PairsSession): Fields | undefined {
  if (session.event.winnerType === 1) return "ONE";
  if (session.event.winnerType === 2 || session.pairs.some((pair) => pair.direction)) return "TWO";
  return undefined;
}

/** A traveller line as a Results row: the contract, declarer, tricks written for BRIDGE.SCORE. */
function resultLine(board: number, line: TravellerLine): ResultLine {
  const pairs = {
    board,
    // Round and table where the file gives them (a Bridgemate's, PBN's ScoreTable).
    ...(line.round !== undefined ? { round: line.round } : {}),
    ...(line.table !== undefined ? { table: line.table } : {}),
    ns: cellOfLabel(line.nsPair),
    ew: cellOfLabel(line.ewPair),
  };
  // An adjusted score stands in the contract column in USEBIO's form; the score formula takes it.
  if (line.score.kind === "adjusted") return { ...pairs, contract: formatLineScore(line.score) };
  // A board not played (USEBIO's NP): its row without a contract, which no formula scores.
  if (line.contract === "NP") return { ...pairs, contract: "" };
  const contract = line.contract ?? "";
  return {
    ...pairs,
    contract,
    declarer: line.declarer ?? "",
    result: line.tricks === undefined ? "" : writtenResult(contract, line.tricks),
    lead: line.lead ?? "",
  };
}

/** Every traveller line of the file, board by board as it lists them. */
export function resultLinesOfSession(session: PairsSession): ResultLine[] {
  return session.boards.flatMap((board) =>
    board.lines.map((line) => resultLine(board.board, line))
  );
}

/** The file's pairs with their players (and handicaps, if applied), as the Pairs sheet lists them. */
function pairRowsOfSession(session: PairsSession, handicaps: boolean): PairRow[] {
  return session.pairs.map((entry) => ({
    pair: cellOfLabel(entry.pair),
    ...(entry.direction ? { direction: entry.direction } : {}),
    ...(handicaps && entry.handicap !== undefined ? { handicap: entry.handicap } : {}),
    players: entry.players.map((player) => ({
      name: player.name,
      ...(player.nationalId !== undefined ? { memberNumber: player.nationalId } : {}),
    })),
  }));
}

/** The same pairs on the same board: one line of Results. */
export const lineKey = (line: ResultLine): string =>
  [line.board, line.ns ?? "", line.ew ?? ""].map(String).join("|");

/** The file's lines and a blank one for each seating it has no line for, by board, round, table. */
function withSeatings(lines: ResultLine[], seatings?: readonly ResultLine[]): ResultLine[] {
  if (!seatings || seatings.length === 0) return lines;
  const have = new Set(lines.map(lineKey));
  const blank = seatings.filter((seating) => !have.has(lineKey(seating)));
  return [...lines, ...blank].sort(
    (a, b) =>
      a.board - b.board || (a.round ?? 0) - (b.round ?? 0) || (a.table ?? 0) - (b.table ?? 0)
  );
}

/**
 * The file's session as the sheets hold it, with a blank line for each of the movement's
 * `seatings` the file has no line for. Named by the file's date alone ("2022-07-27 Ranking"), so
 * that a second copy's "(2) Hand records" fits too; a section of a file that has several adds its
 * SECTION_ID ("2015-12-05 A Ranking").
 */
export function pairsSessionOfFile(
  session: PairsSession,
  seatings?: readonly ResultLine[],
  handicaps?: SessionHandicaps
): PairsSessionData {
  const lines = withSeatings(resultLinesOfSession(session), seatings);
  const pairs = pairRowsOfSession(session, handicaps !== undefined);
  return {
    name: [session.event.date?.trim(), session.section].filter(Boolean).join(" "),
    scoring: session.scoring,
    lines,
    pairs,
    boards: boardsOfLines(lines),
    fields: fieldsOfSession(session),
    maxPairs: Math.max(pairs.length, new Set(lines.flatMap((l) => [l.ns, l.ew])).size),
    handRecords: session.handRecords,
    ...(handicaps ? { handicaps } : {}),
  };
}

/** The sheets of the file's session (./pairsSession.ts), on free names; the Ranking is shown. */
export function planResultsFile(options: ResultsFileOptions): SessionPlan {
  const { language } = options;
  const data = pairsSessionOfFile(options.session, options.seatings, options.handicaps);
  return planPairsSession(data, {
    language,
    existingSheets: options.existingSheets,
    date: options.date,
    planHandRecords: planSessionHandRecords(language),
  });
}
