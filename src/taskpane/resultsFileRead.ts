/*
 * A results file as the pane holds it once read: its session, each part checked against the
 * ranking the file published, what a PBN file adds (its events, the one chosen) and what a
 * Bridgemate file adds (its problems, its sections, its movement's places). Both readers' modules (./resultsFile.ts, ./bridgemateResults.ts) make it.
 */
import { BridgeInputError } from "../core/errors";
import type { FileFormatError, PbnEvent } from "../files";
import type { PairsSession } from "../files/session";
import type { TeamsEventFile } from "../files/teamsEvent";
import { ERROR_TEXTS } from "../messages/errors";
import type { Language } from "../messages/language";
import type { ResultLine } from "../session/pairsSessionData";
import type { RankingCheck } from "../session/resultsCheck";
import { checkPublishedRanking } from "../session/resultsCheck";

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
  /** A PBN file's events; absent for other files. */
  readonly pbn?: ResultsFileEvents;
  /** The file's problems, in the pane's language, each listed (a Bridgemate file's). */
  readonly problems?: readonly string[];
  /** A file of several sections: each one's session (this one among them), for the pane to choose. */
  readonly sections?: readonly ResultsSection[];
  /** Which of `sections` this one is (the first when absent). */
  readonly section?: number;
  /**
   * The movement's places, when the file gives them (a Bridgemate's): Results gets a blank row for
   * each result not in yet, and a later read of the file fills them (rereadIntoSheet).
   */
  readonly seatings?: readonly ResultLine[];
  /** A teams event (a USEBIO teams file): built as the pane's event sheets; `session` is empty. */
  readonly teams?: TeamsEventFile;
}

/** A PBN file's events, the one chosen, and why it is no session when it is none. */
export interface ResultsFileEvents {
  readonly events: readonly PbnEvent[];
  readonly chosen: number;
  /** The text's encoding when it was not UTF-8. */
  readonly encoding: string;
  /** The file says how it was scored; else the session is read as matchpoints. */
  readonly scoringGiven: boolean;
}

/** A PBN file's event that is no session: the file, its events, and the reason. */
export interface ResultsFileNoSession {
  readonly name: string;
  readonly pbn: ResultsFileEvents;
  readonly error: FileFormatError;
}

export interface ResultsSection {
  /** As the pane's choice of section shows it: "Section A: 20 pairs, 264 results". */
  readonly label: string;
  readonly file: ResultsFile;
}

/**
 * A session and our ranking of its lines, or the core's error naming the line it refused (named
 * as the Ranking sheet's RANKING names it: "row 3", "ligne 3").
 */
export function checkSession(session: PairsSession, language: Language): ResultsPart {
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
