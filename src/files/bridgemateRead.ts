/*
 * A Bridgemate database (.bws) as the sessions it holds, one per section, each the same plain
 * PairsSession the USEBIO reader gives (./session.ts), with what a PairsSession lacks: the
 * movement's rounds and the file's problems. Every received result is a traveller line except an
 * erased one (left out, as the Bridgemate's software does); a result received again replaces the
 * earlier one, a result with neither contract nor result is not played, a text that cannot be
 * read leaves its line out: each of these is listed as a problem, never dropped silently.
 * A Bridgemate stores no scores: a line's North-South score is its contract's (Law 77), so the
 * file publishes no ranking and the Ranking sheet's formulas compute it.
 */
import { dealerForBoard, isNorthSouth, vulnerabilityForBoard } from "../core/board";
import { parseDeal } from "../core/deal";
import { BridgeInputError } from "../core/errors";
import { scoreDeal } from "../core/travellerLine";
import type { ResultAt } from "../messages/bridgemate";
import { acceptedIn } from "../messages/errors";
import type { Language } from "../messages/language";
import {
  readBridgemateContract,
  seatOfBridgemateDeclarer,
  tricksOfBridgemateResult,
} from "./bridgemateResult";
import type {
  BridgemateTables,
  HandRecordRow,
  ReceivedRow,
  RoundRow,
  SectionRow,
} from "./bridgemateTables";
import { readBridgemateTables } from "./bridgemateTables";
import { pairsOf } from "./bridgematePairs";
import type { BridgemateProblem } from "./bridgemateProblem";
import type {
  BoardResults,
  HandRecord,
  PairsScoring,
  PairsSession,
  TravellerLine,
} from "./session";
import { parseLead } from "./session";

export type { BridgemateProblem } from "./bridgemateProblem";

export interface BridgemateSection {
  /** "A". */
  readonly letter: string;
  readonly session: PairsSession;
  /** The movement: every table's round, by round then table. */
  readonly rounds: readonly RoundRow[];
  /** A pair missing throughout (its opponents sit out), when the section names one. */
  readonly missingPair?: number;
  readonly problems: readonly BridgemateProblem[];
}

export interface BridgemateFile {
  readonly sections: readonly BridgemateSection[];
}

/** Section.ScoringType as the Bridgemate software writes it (1 is matchpoints). */
const SCORING_TYPES: Readonly<Record<number, PairsScoring>> = { 1: "matchpoints" };

/** Reads a .bws; throws a BridgemateFileError when it is not a Bridgemate database. */
export function readBridgemate(data: Uint8Array | ArrayBuffer): BridgemateFile {
  return sessionsOfBridgemate(readBridgemateTables(data));
}

/** The sessions of a Bridgemate database's rows, one per section, in the file's order. */
export function sessionsOfBridgemate(tables: BridgemateTables): BridgemateFile {
  return {
    sections: tables.sections.map((section) =>
      sessionOfSection(tables, section, tables.sections.length)
    ),
  };
}

/**
 * Whether the section has two fields (a Mitchell): as Section.Winners says, or, when it says
 * nothing (0), when a pair meets the pair of its own number (1 v 1: a Mitchell) or no pair
 * number sits both North-South and East-West.
 */
function twoWinners(section: SectionRow, rounds: readonly RoundRow[]): boolean {
  if (section.winners === 1 || section.winners === 2) return section.winners === 2;
  if (rounds.some((round) => round.nsPair === round.ewPair)) return true;
  const ns = new Set(rounds.map((round) => round.nsPair));
  return !rounds.some((round) => ns.has(round.ewPair));
}

function sessionOfSection(
  tables: BridgemateTables,
  section: SectionRow,
  sectionCount: number
): BridgemateSection {
  const mine = <Row extends { readonly section: number }>(rows: readonly Row[]): Row[] =>
    rows.filter((row) => row.section === section.id);
  const rounds = mine(tables.rounds).sort((a, b) => a.round - b.round || a.table - b.table);
  const problems: BridgemateProblem[] = [];
  const scoring = SCORING_TYPES[section.scoringType ?? 1];
  if (scoring === undefined && section.scoringType !== undefined)
    problems.push({ kind: "scoringType", section: section.letter, value: section.scoringType });
  const two = twoWinners(section, rounds);
  const boards = boardsOf(section.letter, mine(tables.received), rounds, problems);
  const handRecords = handRecordsOf(section.letter, mine(tables.handRecords), problems);
  const session: PairsSession = {
    scoring: scoring ?? "matchpoints",
    version: "",
    club: {},
    event: {
      programName: "Bridgemate",
      winnerType: two ? 2 : 1,
      sectionCount,
      ...(tables.sessionName !== undefined ? { title: tables.sessionName } : {}),
      ...(tables.sessionDate !== undefined ? { date: tables.sessionDate } : {}),
      otherFields: [["SECTION", section.letter]],
    },
    pairs: pairsOf(rounds, boards, mine(tables.playerNumbers), tables.playerNames, two, section),
    boards,
    handRecords,
  };
  return {
    letter: section.letter,
    session,
    rounds,
    problems,
    ...(section.missingPair ? { missingPair: section.missingPair } : {}),
  };
}

const atOf = (letter: string, row: ReceivedRow): ResultAt => ({
  section: letter,
  board: row.board,
  ns: row.nsPair,
  ew: row.ewPair,
  table: row.table,
  round: row.round,
});

/** The section's traveller lines by board; erased rows left out, problems listed. */
function boardsOf(
  letter: string,
  received: readonly ReceivedRow[],
  rounds: readonly RoundRow[],
  problems: BridgemateProblem[]
): BoardResults[] {
  // The same board between the same pairs received again: the last received replaces the others.
  const latest = new Map<string, { row: ReceivedRow; earlier: number }>();
  for (const row of received) {
    if (row.erased) continue;
    const key = `${String(row.board)}|${String(row.nsPair)}|${String(row.ewPair)}`;
    const before = latest.get(key);
    if (!before) latest.set(key, { row, earlier: 0 });
    else if (row.id > before.row.id) latest.set(key, { row, earlier: before.earlier + 1 });
    else before.earlier += 1;
  }
  const byBoard = new Map<number, TravellerLine[]>();
  const kept = [...latest.values()].sort(
    (a, b) => a.row.board - b.row.board || a.row.round - b.row.round || a.row.table - b.row.table
  );
  for (const { row, earlier } of kept) {
    const at = atOf(letter, row);
    if (earlier > 0) problems.push({ kind: "replaced", at, earlier });
    checkMovement(row, at, rounds, problems);
    const line = lineOf(row, at, problems);
    if (!line) continue;
    const lines = byBoard.get(row.board) ?? [];
    lines.push(line);
    byBoard.set(row.board, lines);
  }
  return [...byBoard.entries()].map(([board, lines]) => ({ board, lines }));
}

/** A result whose table and round the movement gives other pairs or other boards. */
function checkMovement(
  row: ReceivedRow,
  at: ResultAt,
  rounds: readonly RoundRow[],
  problems: BridgemateProblem[]
): void {
  const round = rounds.find((r) => r.table === row.table && r.round === row.round);
  if (!round) {
    if (rounds.length > 0) problems.push({ kind: "notInMovement", at });
    return;
  }
  const samePairs = round.nsPair === row.nsPair && round.ewPair === row.ewPair;
  const inRange = row.board >= round.lowBoard && row.board <= round.highBoard;
  if (!samePairs || !inRange) problems.push({ kind: "notInMovement", at, expected: round });
}

/** The received row as a traveller line, or undefined (with its problem listed). */
function lineOf(
  row: ReceivedRow,
  at: ResultAt,
  problems: BridgemateProblem[]
): TravellerLine | undefined {
  if (row.contract === "" && row.result === "") {
    problems.push({ kind: "notPlayed", at, remark: row.remarks });
    return undefined;
  }
  const pairs = {
    nsPair: String(row.nsPair),
    ewPair: String(row.ewPair),
    table: row.table,
    round: row.round,
  };
  const contract = readBridgemateContract(row.contract);
  if (contract?.level === undefined && contract !== undefined)
    return { ...pairs, contract: contract.contract, score: { kind: "score", nsScore: 0 } };
  const tricks =
    contract?.level === undefined
      ? undefined
      : tricksOfBridgemateResult(contract.level, row.result);
  const declarer = seatOfBridgemateDeclarer(row.declarerSeat);
  if (contract?.level === undefined || tricks === undefined || declarer === undefined) {
    const [what, value] = !contract
      ? (["contract", row.contract] as const)
      : tricks === undefined
        ? (["result", row.result] as const)
        : (["declarer", row.declarerSeat] as const);
    problems.push({ kind: "badValue", at, what, value });
    return undefined;
  }
  const declaringPair = isNorthSouth(declarer) ? row.nsPair : row.ewPair;
  if (
    row.declarerPair !== undefined &&
    row.declarerPair !== 0 &&
    row.declarerPair !== declaringPair
  )
    problems.push({ kind: "declarerPair", at, seat: declarer, pair: row.declarerPair });
  const lead = row.lead === "" ? undefined : parseLead(row.lead);
  if (row.lead !== "" && lead === undefined)
    problems.push({ kind: "badValue", at, what: "lead", value: row.lead });
  // Tricks when made; down as "-2" (a bare count far down is refused by the core as ambiguous).
  const required = contract.level + 6;
  const nsScore = scoreDeal({
    contract: contract.contract,
    result: tricks >= required ? tricks : `-${String(required - tricks)}`,
    vulnerability: row.board,
    declarer,
  });
  return {
    ...pairs,
    contract: contract.contract,
    declarer,
    ...(lead !== undefined ? { lead } : {}),
    tricks,
    score: { kind: "score", nsScore },
  };
}

/** The hand records of the section; an empty table gives none, a bad deal is listed. */
function handRecordsOf(
  letter: string,
  rows: readonly HandRecordRow[],
  problems: BridgemateProblem[]
): HandRecord[] {
  const records: HandRecord[] = [];
  for (const row of [...rows].sort((a, b) => a.board - b.board)) {
    if (row.hands.every((hand) => hand.every((suit) => suit === ""))) continue;
    const text = `N:${row.hands.map((hand) => hand.map((suit) => suit.replace(/\s+/g, "")).join(".")).join(" ")}`;
    try {
      records.push({
        board: row.board,
        dealer: dealerForBoard(row.board),
        vulnerability: vulnerabilityForBoard(row.board),
        deal: parseDeal(text, "HandRecord"),
        line: 0,
      });
    } catch (error) {
      if (!(error instanceof BridgeInputError)) throw error;
      const problem = error.problem;
      const inLanguage = (language: Language): string =>
        problem ? acceptedIn(problem, language) : error.messageIn(language);
      problems.push({
        kind: "badHandRecord",
        section: letter,
        board: row.board,
        problem: { en: inLanguage("en"), fr: inLanguage("fr") },
      });
    }
  }
  return records;
}
