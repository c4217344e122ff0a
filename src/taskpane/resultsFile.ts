/*
 * A results file chosen in the pane, read into the session it holds and our ranking of it
 * compared with the file's: USEBIO XML (one session across the field, or one per section when the
 * file ranked its sections each on its own: src/files/usebioSections.ts), PBN with results
 * ([ScoreTable] and [TotalScoreTable], or one game per table), a teams event of USEBIO or PBN
 * (opened into the pane's teams sheets), decoded from its bytes, or a Bridgemate database. A PBN file of several events lists them, a Bridgemate database of several
 * sections lists those, and the one chosen is read as the session. Reading never writes: the pane
 * shows what will be built, every difference and every problem of the file, and builds only when
 * asked (the plan: ./resultsFilePlan.ts; a Bridgemate file read again into the sheets it built:
 * ./resultsFileReread.ts). The pane loads this module as its own chunk (./resultsChunk.ts) when a results file is
 * first chosen; the Bridgemate reader is a chunk of its own (./bridgemateChunk.ts), loaded only
 * when a .bws is chosen.
 */
import { BridgeInputError } from "../core/errors";
import type { PbnEvent } from "../files";
import { failAt } from "../files/fileError";
import { FileFormatError, decodeFileText, readPbn, readPbnSession } from "../files";
import { readUsebioEvent } from "../files/usebioRead";
import { isUsebioTeams, readUsebioTeams } from "../files/usebioTeamsRead";
import { readPbnTeams } from "../files/pbnTeamsRead";
import type { TeamsEventFile } from "../files/teamsEvent";
import { isPlannableTeamsEvent } from "../session/teamsEventOfFile";
import type { PairsSession } from "../files/session";
import type { Language } from "../messages/language";
import { resultsFileMessages } from "../messages/resultsFile";
import { pbnFileMessages } from "../messages/pbnFile";
import type { TaskpaneMessages } from "../messages/taskpane";
import { isBridgemateFile, loadBridgemate } from "./bridgemateChunk";
import type { ResultsFile, ResultsFileEvents, ResultsFileNoSession } from "./resultsFileRead";
import { checkSession } from "./resultsFileRead";
import { BRIDGEMATE_TEXTS } from "../messages/bridgemate";
import type { FileChoices, FileDescription } from "./fileSection";
import { eventLabel, isXml } from "./handRecordFile";
import { planResultsFileOf } from "./resultsFilePlan";

export type {
  ResultsFile,
  ResultsFileEvents,
  ResultsFileNoSession,
  ResultsPart,
  ResultsSection,
} from "./resultsFileRead";
// The chunk's whole API is this module's exports (./resultsChunk.ts): the plan and the re-read too.
export { planResultsFileOf } from "./resultsFilePlan";
export type { ResultsSheetContextApi } from "./resultsFileReread";
export { earlierResultsSheet, rereadIntoSheet } from "./resultsFileReread";

/**
 * The chosen file read by its reader: a Bridgemate database by its chunk, USEBIO or PBN by
 * readResultsFile.
 */
export async function readChosenResultsFile(
  name: string,
  bytes: Uint8Array,
  language: Language
): Promise<ResultsFile | ResultsFileNoSession> {
  if (isBridgemateFile(name, bytes))
    return (await loadBridgemate()).readBridgemateResults(name, bytes, language);
  return readResultsFile(name, bytes, language);
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
    return { name, session, parts: [checkSession(session, language)], pbn: events };
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
  if (isXml(name, text) && isUsebioTeams(text)) {
    const teams = readUsebioTeams(text);
    return { name, session: emptySession(teams), parts: [], teams };
  }
  if (isXml(name, text)) {
    const event = readUsebioEvent(text);
    const sessions =
      event.sections.length > 1 && event.scoredBy === "section" ? event.sections : [event.session];
    return {
      name,
      session: event.session,
      parts: sessions.map((session) => checkSession(session, language)),
    };
  }
  const { events } = readPbn(text);
  if (events.length === 0) return failAt(1, (words) => words.pbnNoResults);
  if (events[0]?.teams) {
    const teams = readPbnTeams(text);
    // Teams games that name no room (a single room's record) are described as a PBN event.
    if (teams.matches.length > 0) return { name, session: emptySession(teams), parts: [], teams };
  }
  return pbnEventChosen(name, { events, encoding }, firstWithResults(events), language);
}

/** A teams file's stand-in pairs session: no pairs, no lines (the teams are in `teams`). */
function emptySession(teams: TeamsEventFile): PairsSession {
  return {
    scoring: "matchpoints",
    version: teams.version,
    club: teams.club,
    event: { title: teams.title, otherFields: [] },
    pairs: [],
    boards: [],
    handRecords: teams.handRecords,
  };
}

/** The same file with another of its PBN events, or of its Bridgemate sections, chosen. */
export function chooseResultsEvent(
  file: ResultsFile | ResultsFileNoSession,
  index: number,
  language: Language
): ResultsFile | ResultsFileNoSession {
  if (file.pbn) return pbnEventChosen(file.name, file.pbn, index, language);
  const sections = "session" in file ? file.sections : undefined;
  const chosen = sections?.[index];
  return chosen ? { ...chosen.file, sections, section: index } : file;
}

export interface ResultsFileSummary extends FileDescription {
  readonly lines: string[];
  /** One line per difference from the published ranking or a line's published score. */
  readonly differences: string[];
  /** Nothing can be built (the file could not be read). */
  readonly problem: boolean;
}

/** A reader's error in the pane's language (FileFormatError, BridgeInputError, a Bridgemate file's). */
function messageOf(error: unknown, language: Language): string {
  if (error instanceof FileFormatError) return error.messageIn(language);
  if (error instanceof BridgeInputError) return error.messageIn(language);
  const inLanguage = (error as { messageIn?: unknown } | null)?.messageIn;
  if (error instanceof Error && typeof inLanguage === "function")
    return String((inLanguage as (language: Language) => unknown).call(error, language));
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

/** Whether the file published a ranking at all (a Bridgemate database holds none). */
const publishesRanking = (session: PairsSession): boolean =>
  session.pairs.some(
    (pair) =>
      pair.place !== undefined || pair.totalScore !== undefined || pair.percentage !== undefined
  );

/** A Bridgemate database's list of sections, when it has several. */
function sectionChoices(file: ResultsFile, messages: TaskpaneMessages): FileChoices | undefined {
  const sections = file.sections ?? [];
  if (sections.length < 2) return undefined;
  const options = sections.map((section) => section.label);
  return { label: messages.resultsSection, options, chosen: file.section ?? 0 };
}

/** What the pane says of a file read, or of the reason it could not be. */
export function describeResultsFile(
  read: ResultsFile | ResultsFileNoSession | { readonly name: string; readonly error: unknown },
  messages: TaskpaneMessages,
  language: Language,
  date: string
): ResultsFileSummary {
  const pbn = pbnParts("pbn" in read ? read.pbn : undefined, language);
  const choices = pbn.choices ?? ("session" in read ? sectionChoices(read, messages) : undefined);
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
  if (read.teams) {
    const { teams } = read;
    const rounds = Math.max(0, ...[...teams.matches, ...teams.byes].map((match) => match.round));
    const counts = { teams: teams.teams.length, rounds, matches: teams.matches.length };
    const built = isPlannableTeamsEvent(teams);
    const planned = planResultsFileOf(read, language, [], date).sheets.map((sheet) => sheet.name);
    return {
      lines: [
        words.teamsRead(read.name, teams.kind, counts),
        built ? words.willBuild(planned) : words.teamsMatchNotBuilt,
      ],
      differences: [],
      problem: !built,
    };
  }
  const { session, parts } = read;
  const counts = {
    pairs: session.pairs.length,
    boards: session.boards.length,
    lines: session.boards.reduce((sum, board) => sum + board.lines.length, 0),
    handRecords: session.handRecords.length,
  };
  const planned = planResultsFileOf(read, language, [], date).sheets.map((sheet) => sheet.name);
  const sections = new Set(session.pairs.map((pair) => pair.section).filter(Boolean)).size;
  const lines = [words.read(read.name, session.scoring, counts), ...pbn.lines];
  if (read.pbn && !read.pbn.scoringGiven) lines.push(pbnFileMessages(language).scoringAssumed);
  if (sections > 1) lines.push(words.sections(sections, parts.length === 1));
  lines.push(words.willBuild(planned));
  if (read.seatings && planned[0] !== undefined)
    lines.push(BRIDGEMATE_TEXTS[language].willAddIfBuilt(planned[0]));
  const problems = read.problems ?? [];
  if (problems.length > 0) lines.push(words.fileProblems(problems.length));
  const differences: string[] = [...problems];
  for (const { session: part, check } of parts) {
    const section = parts.length > 1 ? part.section : undefined;
    const named = (text: string) => (section === undefined ? text : words.inSection(section, text));
    if ("error" in check) {
      lines.push(named(words.rankingFailed(messageOf(check.error, language))));
      continue;
    }
    const lineDifferences = check.lineDifferences.map((one) =>
      words.lineDifference(one.board, one.ns, one.ew, one.published, one.ours)
    );
    // A file may publish each line's score but no ranking (a PBN ScoreTable without totals).
    if (!publishesRanking(part)) lines.push(named(words.noPublishedRanking(check.ranked.length)));
    else {
      lines.push(...check.notes.map((note) => named(words.note(note))));
      const found = check.differences.map((one) =>
        words.difference(one.pair, one.what, one.published, one.ours)
      );
      if (found.length === 0) lines.push(named(words.agrees(check.pairs)));
      else lines.push(named(words.differs(found.length)));
      differences.push(...found.map(named));
    }
    if (lineDifferences.length > 0)
      differences.push(
        named(words.linesDiffer(lineDifferences.length)),
        ...lineDifferences.map(named)
      );
  }
  return {
    lines,
    differences: [...differences, ...pbn.notes],
    ...(choices ? { choices } : {}),
    problem: false,
  };
}
