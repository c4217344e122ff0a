/*
 * A Bridgemate database chosen in the pane's Open a results file: each section's session with
 * our ranking of it and the file's problems in the pane's language, as ./resultsFile.ts shows
 * and builds any results file. Loaded as its own chunk (./bridgemateChunk.ts).
 */
import type { BridgemateFile } from "../files/bridgemateRead";
import { readBridgemate } from "../files/bridgemateRead";
import type { RoundRow } from "../files/bridgemateTables";
import { BridgemateFileError } from "../files/bridgemateTables";
import type { ResultLine } from "../session/pairsSession";
import { BRIDGEMATE_TEXTS } from "../messages/bridgemate";
import { describeBridgemateProblem } from "./bridgemateProblems";
import type { Language } from "../messages/language";
import type { ResultsFile } from "./resultsFileRead";
import { checkSession } from "./resultsFileRead";

/**
 * The file's sections, the first one chosen; throws the reader's BridgemateFileError for a file
 * that is no Bridgemate database.
 */
export function readBridgemateResults(
  name: string,
  bytes: Uint8Array,
  language: Language
): ResultsFile {
  return resultsOfBridgemate(name, readBridgemate(bytes), language);
}

/** The sections of a Bridgemate file read, as the pane shows and builds them. */
export function resultsOfBridgemate(
  name: string,
  { sections }: BridgemateFile,
  language: Language
): ResultsFile {
  const files: ResultsFile[] = sections.map((section) => ({
    name,
    session: section.session,
    parts: [checkSession(section.session, language)],
    problems: section.problems.map((problem) => describeBridgemateProblem(problem, language)),
    seatings: seatingsOf(section.rounds, section.missingPair ?? 0),
  }));
  const [first] = files;
  if (!first) throw new BridgemateFileError((words) => words.noSections);
  if (files.length === 1) return first;
  const choices = files.map((file, i) => ({
    label: BRIDGEMATE_TEXTS[language].sectionChoice(
      sections[i]?.letter ?? "",
      file.session.pairs.length,
      file.session.boards.reduce((sum, board) => sum + board.lines.length, 0)
    ),
    file,
  }));
  return { ...first, sections: choices };
}

/** Every board of every table's round but a sit-out: where a result will be, received or not. */
function seatingsOf(rounds: readonly RoundRow[], missingPair: number): ResultLine[] {
  const playing = (pair: number): boolean => pair > 0 && pair !== missingPair;
  return rounds.flatMap((round) =>
    playing(round.nsPair) && playing(round.ewPair) && round.highBoard >= round.lowBoard
      ? Array.from({ length: round.highBoard - round.lowBoard + 1 }, (_, i) => ({
          board: round.lowBoard + i,
          round: round.round,
          table: round.table,
          ns: round.nsPair,
          ew: round.ewPair,
        }))
      : []
  );
}
