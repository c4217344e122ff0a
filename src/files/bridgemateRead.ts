/*
 * A Bridgemate database (.bws) as the sessions it holds, one per section, each the same plain
 * PairsSession the USEBIO reader gives (./session.ts), with what a PairsSession lacks: the
 * movement's rounds and the file's problems. Every received result is a traveller line
 * (./bridgemateLines.ts) except an erased one (left out, as the Bridgemate's software does); a
 * result received again replaces the earlier one, a result with neither contract nor result is
 * not played, a text that cannot be read leaves its line out: each of these is listed as a
 * problem, never dropped silently.
 * A Bridgemate stores no scores: a line's North-South score is its contract's (Law 77), so the
 * file publishes no ranking and the Ranking sheet's formulas compute it.
 */
import { dealerForBoard, vulnerabilityForBoard } from "../core/board";
import { parseDeal } from "../core/deal";
import { BridgeInputError } from "../core/errors";
import { acceptedIn } from "../messages/errors";
import type { Language } from "../messages/language";
import type { BridgemateTables, HandRecordRow, RoundRow, SectionRow } from "./bridgemateTables";
import { readBridgemateTables } from "./bridgemateTables";
import { boardsOf } from "./bridgemateLines";
import { pairsOf } from "./bridgematePairs";
import type { BridgemateProblem } from "./bridgemateProblem";
import type { HandRecord, PairsScoring, PairsSession } from "./session";

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
