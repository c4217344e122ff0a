/*
 * A results file chosen in the pane, read into the session it holds and our ranking of it
 * compared with the file's: USEBIO XML, or PBN with results ([ScoreTable] and [TotalScoreTable],
 * or one game per table), decoded from its bytes. A PBN file of several events lists them, and
 * the one chosen is read as the session. Reading never writes: the pane shows what will be built
 * and every difference, and builds only when asked. The pane loads this module as its own chunk
 * (./resultsChunk.ts) when a results file is first chosen.
 */
import { BridgeInputError } from "../core/errors";
import type { PbnEvent } from "../files";
import { failAt } from "../files/fileError";
import { FileFormatError, decodeFileText, readPbn, readPbnSession, readUsebio } from "../files";
import type { PairsSession } from "../files/session";
import { ERROR_TEXTS } from "../messages/errors";
import type { Language } from "../messages/language";
import { resultsFileMessages } from "../messages/resultsFile";
import { pbnFileMessages } from "../messages/pbnFile";
import type { TaskpaneMessages } from "../messages/taskpane";
import type { SessionPlan } from "../session/plan";
import type { RankingCheck } from "../session/resultsCheck";
import { checkPublishedRanking } from "../session/resultsCheck";
import { planResultsFile } from "../session/resultsFile";
import type { FileDescription } from "./fileSection";
import { eventLabel, isXml } from "./handRecordFile";

/** A PBN file's events, the one chosen, and why it is no session when it is none. */
export interface ResultsFileEvents {
  readonly events: readonly PbnEvent[];
  readonly chosen: number;
  /** The text's encoding when it was not UTF-8. */
  readonly encoding: string;
  /** The file says how it was scored; else the session is read as matchpoints. */
  readonly scoringGiven: boolean;
}

export interface ResultsFile {
  readonly name: string;
  readonly session: PairsSession;
  /** Our ranking against the file's, or why the core could not rank the file's lines. */
  readonly check: RankingCheck | { readonly error: BridgeInputError };
  /** A PBN file's events; absent for USEBIO. */
  readonly pbn?: ResultsFileEvents;
}

/** A PBN file's event that is no session: the file, its events, and the reason. */
export interface ResultsFileNoSession {
  readonly name: string;
  readonly pbn: ResultsFileEvents;
  readonly error: FileFormatError;
}

function checkOf(session: PairsSession, language: Language): ResultsFile["check"] {
  try {
    return checkPublishedRanking(session, (line) =>
      ERROR_TEXTS[language].lineOfTable(line + 1, undefined)
    );
  } catch (error) {
    if (!(error instanceof BridgeInputError)) throw error;
    return { error };
  }
}

/** The PBN event `index` of the file as a session, or why it is none. */
function pbnEventChosen(
  name: string,
  pbn: Omit<ResultsFileEvents, "chosen" | "scoringGiven">,
  index: number,
  language: Language
): ResultsFile | ResultsFileNoSession {
  const event = pbn.events[index] as PbnEvent;
  try {
    const { session, scoringGiven } = readPbnSession(event);
    const events = { ...pbn, chosen: index, scoringGiven };
    return { name, session, check: checkOf(session, language), pbn: events };
  } catch (error) {
    if (!(error instanceof FileFormatError)) throw error;
    return { name, pbn: { ...pbn, chosen: index, scoringGiven: false }, error };
  }
}

/** The first event with results, else the first. */
function firstWithResults(events: readonly PbnEvent[]): number {
  const index = events.findIndex((event) =>
    event.boards.some((board) => (board.results?.length ?? 0) > 0)
  );
  return Math.max(0, index);
}

/**
 * The file's session and our check of it; throws the reader's FileFormatError for a bad file. A
 * line the core refuses is named as the Ranking sheet's RANKING names it ("row 3", "ligne 3").
 */
export function readResultsFile(
  name: string,
  bytes: Uint8Array,
  language: Language
): ResultsFile | ResultsFileNoSession {
  const { text, encoding } = decodeFileText(bytes);
  if (isXml(name, text)) {
    const session = readUsebio(text);
    return { name, session, check: checkOf(session, language) };
  }
  const { events } = readPbn(text);
  if (events.length === 0) return failAt(1, (words) => words.pbnNoResults);
  return pbnEventChosen(name, { events, encoding }, firstWithResults(events), language);
}

/** The same PBN file with another of its events chosen. */
export function chooseResultsEvent(
  file: ResultsFile | ResultsFileNoSession,
  index: number,
  language: Language
): ResultsFile | ResultsFileNoSession {
  if (!file.pbn) return file;
  return pbnEventChosen(file.name, file.pbn, index, language);
}

export interface ResultsFileSummary extends FileDescription {
  readonly lines: string[];
  /** One line per difference from the published ranking or a line's published score. */
  readonly differences: string[];
  /** Nothing can be built (the file could not be read). */
  readonly problem: boolean;
}

function messageOf(error: unknown, language: Language): string {
  if (error instanceof FileFormatError) return error.messageIn(language);
  if (error instanceof BridgeInputError) return error.messageIn(language);
  return error instanceof Error ? error.message : String(error);
}

/** A PBN file's list of events, its encoding, and what its chosen event lacks. */
function pbnParts(pbn: ResultsFileEvents | undefined, language: Language) {
  if (!pbn) return { lines: [], notes: [] };
  const words = pbnFileMessages(language);
  const event = pbn.events[pbn.chosen];
  const options = pbn.events.map((each) => eventLabel(each, language));
  const several = pbn.events.length > 1;
  const notes = (event?.notes ?? []).map(words.note);
  return {
    ...(several ? { choices: { label: words.eventChoice, options, chosen: pbn.chosen } } : {}),
    lines: [
      ...(pbn.encoding === "utf-8" ? [] : [words.readAs(pbn.encoding)]),
      ...(several ? [words.severalEvents(pbn.events.length, options[pbn.chosen] ?? "")] : []),
    ],
    notes: notes.length > 0 ? [words.notes(notes.length), ...notes] : [],
  };
}

/** What the pane says of a file read, or of the reason it could not be. */
export function describeResultsFile(
  read: ResultsFile | ResultsFileNoSession | { readonly name: string; readonly error: unknown },
  messages: TaskpaneMessages,
  language: Language,
  date: string
): ResultsFileSummary {
  const pbn = pbnParts("pbn" in read ? read.pbn : undefined, language);
  const { choices } = pbn;
  if ("error" in read) {
    const message = messageOf(read.error, language);
    const line =
      "pbn" in read
        ? pbnFileMessages(language).noResultsEvent(read.name, message)
        : messages.handFileBad(read.name, message);
    return {
      lines: [line, ...pbn.lines],
      differences: pbn.notes,
      ...(choices ? { choices } : {}),
      problem: true,
    };
  }
  const words = resultsFileMessages(language);
  const { session, check } = read;
  const counts = {
    pairs: session.pairs.length,
    boards: session.boards.length,
    lines: session.boards.reduce((sum, board) => sum + board.lines.length, 0),
    handRecords: session.handRecords.length,
  };
  const planned = planResultsFileOf(read, language, [], date).sheets.map((sheet) => sheet.name);
  const lines = [
    words.read(read.name, session.scoring, counts),
    ...pbn.lines,
    ...(read.pbn && !read.pbn.scoringGiven ? [pbnFileMessages(language).scoringAssumed] : []),
    words.willBuild(planned),
  ];
  const shown = { ...(choices ? { choices } : {}), problem: false };
  if ("error" in check)
    return {
      lines: [...lines, words.rankingFailed(messageOf(check.error, language))],
      differences: pbn.notes,
      ...shown,
    };
  const published = session.pairs.some(
    (pair) => pair.place !== undefined || pair.totalScore !== undefined
  );
  const differences = published
    ? check.differences.map((found) =>
        words.difference(found.pair, found.what, found.published, found.ours)
      )
    : [];
  const lineDifferences = check.lineDifferences.map((found) =>
    words.lineDifference(found.board, found.ns, found.ew, found.published, found.ours)
  );
  if (!published) lines.push(pbnFileMessages(language).noPublishedRanking(check.ranked.length));
  else if (differences.length === 0) lines.push(words.agrees(check.pairs));
  else lines.push(words.differs(differences.length));
  return {
    lines,
    differences: [
      ...differences,
      ...(lineDifferences.length > 0
        ? [words.linesDiffer(lineDifferences.length), ...lineDifferences]
        : []),
      ...pbn.notes,
    ],
    ...shown,
  };
}

/** The session's sheets, on names free in the workbook. */
export function planResultsFileOf(
  file: ResultsFile,
  language: Language,
  existingSheets: readonly string[],
  date: string
): SessionPlan {
  return planResultsFile({ session: file.session, language, existingSheets, date });
}
