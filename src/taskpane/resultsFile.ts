/*
 * A results file chosen in the pane (USEBIO XML), read into the session it holds and our ranking
 * of it compared with the file's. Reading never writes: the pane shows what will be built and
 * every difference, and builds only when asked. The pane loads this module as its own chunk
 * (./resultsChunk.ts) when a results file is first chosen.
 */
import { BridgeInputError } from "../core/errors";
import { FileFormatError, readUsebio } from "../files";
import type { PairsSession } from "../files/session";
import { ERROR_TEXTS } from "../messages/errors";
import type { Language } from "../messages/language";
import { resultsFileMessages } from "../messages/resultsFile";
import type { TaskpaneMessages } from "../messages/taskpane";
import type { SessionPlan } from "../session/plan";
import type { RankingCheck } from "../session/resultsCheck";
import { checkPublishedRanking } from "../session/resultsCheck";
import { planSessionHandRecords } from "../session/handRecords";
import { planPairsSession } from "../session/pairsSession";
import { pairsSessionOfFile } from "../session/resultsFile";

export interface ResultsFile {
  readonly name: string;
  readonly session: PairsSession;
  /** Our ranking against the file's, or why the core could not rank the file's lines. */
  readonly check: RankingCheck | { readonly error: BridgeInputError };
}

/**
 * The file's session and our check of it; throws the reader's FileFormatError for a bad file. A
 * line the core refuses is named as the Ranking sheet's RANKING names it ("row 3", "ligne 3").
 */
export function readResultsFile(name: string, text: string, language: Language): ResultsFile {
  const session = readUsebio(text);
  let check: ResultsFile["check"];
  try {
    check = checkPublishedRanking(session, (line) =>
      ERROR_TEXTS[language].lineOfTable(line + 1, undefined)
    );
  } catch (error) {
    if (!(error instanceof BridgeInputError)) throw error;
    check = { error };
  }
  return { name, session, check };
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
  const { session, check } = read;
  const counts = {
    pairs: session.pairs.length,
    boards: session.boards.length,
    lines: session.boards.reduce((sum, board) => sum + board.lines.length, 0),
    handRecords: session.handRecords.length,
  };
  const planned = planResultsFileOf(read, language, [], date).sheets.map((sheet) => sheet.name);
  const lines = [words.read(read.name, session.scoring, counts), words.willBuild(planned)];
  if ("error" in check)
    return {
      lines: [...lines, words.rankingFailed(messageOf(check.error, language))],
      differences: [],
      problem: false,
    };
  const differences = check.differences.map((found) =>
    words.difference(found.pair, found.what, found.published, found.ours)
  );
  const lineDifferences = check.lineDifferences.map((found) =>
    words.lineDifference(found.board, found.ns, found.ew, found.published, found.ours)
  );
  if (differences.length === 0) lines.push(words.agrees(check.pairs));
  else lines.push(words.differs(differences.length));
  return {
    lines,
    differences: [
      ...differences,
      ...(lineDifferences.length > 0
        ? [words.linesDiffer(lineDifferences.length), ...lineDifferences]
        : []),
    ],
    problem: false,
  };
}

/** The session's sheets, on names free in the workbook. */
export function planResultsFileOf(
  file: ResultsFile,
  language: Language,
  existingSheets: readonly string[],
  date: string
): SessionPlan {
  return planPairsSession(pairsSessionOfFile(file.session), {
    language,
    existingSheets,
    date,
    planHandRecords: planSessionHandRecords(language),
  });
}
