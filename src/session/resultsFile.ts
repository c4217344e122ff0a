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
import type { PairRow, PairsSessionData, ResultLine } from "./pairsSessionData";
import { boardsOfLines } from "./pairsSessionData";
import { writtenResult } from "./writtenResult";

/** A pair or board number as a cell holds it: digits as a number, "1NS" as text. */
function cellOfLabel(label: string): number | string {
  const text = label.trim();
  return /^\d+$/.test(text) ? Number(text) : text;
}

/**
 * How RANKING separates the file's pairs: two fields when its pairs have a direction or it says
 * two winners (a Mitchell), one when it says one winner; otherwise RANKING decides.
 */
export function fieldsOfSession(session: PairsSession): Fields | undefined {
  if (session.pairs.some((pair) => pair.direction) || session.event.winnerType === 2) return "TWO";
  return session.event.winnerType === 1 ? "ONE" : undefined;
}

/** A traveller line as a Results row: the contract, declarer, tricks written for BRIDGE.SCORE. */
function resultLine(board: number, line: TravellerLine): ResultLine {
  const pairs = { board, ns: cellOfLabel(line.nsPair), ew: cellOfLabel(line.ewPair) };
  // An adjusted score stands in the contract column in USEBIO's form; the score formula takes it.
  if (line.score.kind === "adjusted") return { ...pairs, contract: formatLineScore(line.score) };
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

/** The file's pairs with their players, as the Pairs sheet lists them. */
function pairRowsOfSession(session: PairsSession): PairRow[] {
  return session.pairs.map((entry) => ({
    pair: cellOfLabel(entry.pair),
    ...(entry.direction ? { direction: entry.direction } : {}),
    players: entry.players.map((player) => ({
      name: player.name,
      ...(player.nationalId !== undefined ? { memberNumber: player.nationalId } : {}),
    })),
  }));
}

/**
 * The file's session as the sheets hold it, named by the file's date alone ("2022-07-27
 * Ranking"), so that a second copy's "(2) Hand records" fits too.
 */
export function pairsSessionOfFile(session: PairsSession): PairsSessionData {
  const lines = resultLinesOfSession(session);
  const pairs = pairRowsOfSession(session);
  return {
    name: session.event.date?.trim() ?? "",
    scoring: session.scoring,
    lines,
    pairs,
    boards: boardsOfLines(lines),
    fields: fieldsOfSession(session),
    maxPairs: Math.max(pairs.length, new Set(lines.flatMap((l) => [l.ns, l.ew])).size),
    handRecords: session.handRecords,
  };
}
