/*
 * A Bridgemate file's problems in the pane's language: the reader (src/files/bridgemateRead.ts)
 * says what each problem is, src/messages/bridgemate.ts holds the words.
 */
import type { BridgemateProblem } from "../files/bridgemateRead";
import type { BridgemateTexts, ResultAt } from "../messages/bridgemate";
import { BRIDGEMATE_TEXTS } from "../messages/bridgemate";
import type { Language } from "../messages/language";

/** A problem of the file as the pane lists it: where it is, then what it is. */
export function describeBridgemateProblem(problem: BridgemateProblem, language: Language): string {
  const words = BRIDGEMATE_TEXTS[language];
  switch (problem.kind) {
    case "scoringType":
      return words.scoringType(problem.section, problem.value);
    case "badHandRecord":
      return words.badHandRecord(problem.section, problem.board, problem.problem[language]);
    default:
      return words.at(problem.at, whatOf(problem, words));
  }
}

function whatOf(
  problem: Extract<BridgemateProblem, { readonly at: ResultAt }>,
  words: BridgemateTexts
): string {
  switch (problem.kind) {
    case "notPlayed":
      return words.notPlayed(problem.remark);
    case "replaced":
      return words.replaced(problem.earlier);
    case "badValue":
      return words.badValue(problem.what, problem.value);
    case "declarerPair":
      return words.declarerPair(problem.seat, problem.pair);
    case "notInMovement":
      return words.notInMovement(
        problem.expected && {
          ns: problem.expected.nsPair,
          ew: problem.expected.ewPair,
          low: problem.expected.lowBoard,
          high: problem.expected.highBoard,
        }
      );
  }
}
