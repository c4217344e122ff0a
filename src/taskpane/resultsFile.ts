/*
 * A results file chosen in the pane (USEBIO XML), read into the session it holds and our ranking
 * of it compared with the file's: one session across the field, or one per section when the file
 * ranked its sections each on its own (src/files/usebioSections.ts). Reading never writes: the
 * pane shows what will be built and every difference, and builds only when asked. The pane loads this module as its own chunk
 * (./resultsChunk.ts) when a results file is first chosen.
 */
import { BridgeInputError } from "../core/errors";
import { FileFormatError } from "../files";
import { readUsebioEvent } from "../files/usebioRead";
import type { PairsSession } from "../files/session";
import { ERROR_TEXTS } from "../messages/errors";
import type { Language } from "../messages/language";
import { resultsFileMessages } from "../messages/resultsFile";
import type { TaskpaneMessages } from "../messages/taskpane";
import type { SessionPlan } from "../session/plan";
import type { RankingCheck } from "../session/resultsCheck";
import { checkPublishedRanking } from "../session/resultsCheck";
import { planResultsFile } from "../session/resultsFile";

/** One session of the file (the whole field, or one section) and our check of it. */
export interface ResultsPart {
  readonly session: PairsSession;
  /** Our ranking against the file's, or why the core could not rank the file's lines. */
  readonly check: RankingCheck | { readonly error: BridgeInputError };
}

export interface ResultsFile {
  readonly name: string;
  /** The whole file as one session (every section's pairs and lines). */
  readonly session: PairsSession;
  /** What is checked and built: the whole field, or each section when the file ranked so. */
  readonly parts: readonly ResultsPart[];
}

function checkOf(session: PairsSession, language: Language): ResultsPart {
  try {
    return {
      session,
      check: checkPublishedRanking(session, (line) =>
        ERROR_TEXTS[language].lineOfTable(line + 1, undefined)
      ),
    };
  } catch (error) {
    if (!(error instanceof BridgeInputError)) throw error;
    return { session, check: { error } };
  }
}

/**
 * The file's session and our check of it; throws the reader's FileFormatError for a bad file. A
 * line the core refuses is named as the Ranking sheet's RANKING names it ("row 3", "ligne 3").
 */
export function readResultsFile(name: string, text: string, language: Language): ResultsFile {
  const event = readUsebioEvent(text);
  const sessions =
    event.sections.length > 1 && event.scoredBy === "section" ? event.sections : [event.session];
  return {
    name,
    session: event.session,
    parts: sessions.map((session) => checkOf(session, language)),
  };
}

export interface ResultsFileSummary {
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

/** What the pane says of a file read, or of the reason it could not be. */
export function describeResultsFile(
  read: ResultsFile | { readonly name: string; readonly error: unknown },
  messages: TaskpaneMessages,
  language: Language,
  date: string
): ResultsFileSummary {
  if ("error" in read) {
    return {
      lines: [messages.handFileBad(read.name, messageOf(read.error, language))],
      differences: [],
      problem: true,
    };
  }
  const words = resultsFileMessages(language);
  const { session, parts } = read;
  const counts = {
    pairs: session.pairs.length,
    boards: session.boards.length,
    lines: session.boards.reduce((sum, board) => sum + board.lines.length, 0),
    handRecords: session.handRecords.length,
  };
  const planned = planResultsFileOf(read, language, [], date).sheets.map((sheet) => sheet.name);
  const sections = new Set(session.pairs.map((pair) => pair.section).filter(Boolean)).size;
  const lines = [words.read(read.name, session.scoring, counts)];
  if (sections > 1) lines.push(words.sections(sections, parts.length === 1));
  lines.push(words.willBuild(planned));
  const differences: string[] = [];
  for (const { session: part, check } of parts) {
    const section = parts.length > 1 ? part.section : undefined;
    const named = (text: string) => (section === undefined ? text : words.inSection(section, text));
    if ("error" in check) {
      lines.push(named(words.rankingFailed(messageOf(check.error, language))));
      continue;
    }
    lines.push(...check.notes.map((note) => named(words.note(note))));
    const found = check.differences.map((one) =>
      words.difference(one.pair, one.what, one.published, one.ours)
    );
    const lineDifferences = check.lineDifferences.map((one) =>
      words.lineDifference(one.board, one.ns, one.ew, one.published, one.ours)
    );
    if (found.length === 0) lines.push(named(words.agrees(check.pairs)));
    else lines.push(named(words.differs(found.length)));
    differences.push(
      ...found.map(named),
      ...(lineDifferences.length > 0
        ? [named(words.linesDiffer(lineDifferences.length)), ...lineDifferences.map(named)]
        : [])
    );
  }
  return { lines, differences, problem: false };
}

/** The session's sheets, on names free in the workbook. */
export function planResultsFileOf(
  file: ResultsFile,
  language: Language,
  existingSheets: readonly string[],
  date: string
): SessionPlan {
  // One section after another, each on names the ones before left free; the first is shown.
  const plans: SessionPlan[] = [];
  let taken = [...existingSheets];
  for (const { session } of file.parts) {
    const plan = planResultsFile({ session, language, existingSheets: taken, date });
    plans.push(plan);
    taken = [...taken, ...plan.sheets.map((sheet) => sheet.name)];
  }
  const [first] = plans;
  if (!first || plans.length === 1) return first ?? { sheets: [], names: [], activate: "" };
  return { ...first, sheets: plans.flatMap((plan) => plan.sheets) };
}
