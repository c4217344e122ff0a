/*
 * Why a session's sheets cannot be published, in English and French: each names the sheet, the
 * row and what it shows, and what to do. In the publish chunk (src/taskpane/publishChunk.ts).
 */
import type { Language } from "./language";

/** Why a session's sheets cannot be published (session/publish/publishError.ts throws it). */
export type PublishProblem =
  /** The Results sheet's K2 names none of MATCHPOINTS, XIMPS, BUTLER. */
  | { readonly kind: "scoring"; readonly sheet: string }
  /** A line's score, matchpoints or IMPs show an error value. */
  | {
      readonly kind: "lineError";
      readonly sheet: string;
      readonly row: number;
      readonly value: string;
    }
  /** A line's contract, declarer or result cannot be read (the score formula showed a number). */
  | {
      readonly kind: "lineUnreadable";
      readonly sheet: string;
      readonly row: number;
      readonly value: string;
    }
  /** No line has a score yet. */
  | { readonly kind: "noLines"; readonly sheet: string }
  /** The Ranking sheet shows no pair, or an error. */
  | { readonly kind: "noRanking"; readonly sheet: string; readonly value: string }
  /** A teams event's sheets show no match with its IMPs and VPs yet. */
  | { readonly kind: "noMatches"; readonly sheet: string };

function english(problem: PublishProblem): string {
  switch (problem.kind) {
    case "scoring":
      return `'${problem.sheet}'!K2 is not the matchpoints or IMPs formula the pane writes (BRIDGE.MATCHPOINTS, BRIDGE.XIMPS or BRIDGE.BUTLER): nothing saved.`;
    case "lineError":
      return `'${problem.sheet}' row ${problem.row} shows ${problem.value} in its score or points: correct that line, then save again.`;
    case "lineUnreadable":
      return `'${problem.sheet}' row ${problem.row}: "${problem.value}" cannot be written as a contract, declarer or tricks: correct that line, then save again.`;
    case "noLines":
      return `'${problem.sheet}' has no scored line yet: nothing to save.`;
    case "noRanking":
      return `'${problem.sheet}' shows no ranking${problem.value ? ` (${problem.value})` : ""}: correct the Results sheet, then save again.`;
    case "noMatches":
      return `'${problem.sheet}' shows no match with its IMPs and VPs yet: nothing to save.`;
  }
}

function french(problem: PublishProblem): string {
  switch (problem.kind) {
    case "scoring":
      return `'${problem.sheet}'!K2 n'est pas la formule de points de match ou d'IMP qu'écrit le volet (BRIDGE.MATCHPOINTS, BRIDGE.XIMPS ou BRIDGE.BUTLER) : rien n'est enregistré.`;
    case "lineError":
      return `'${problem.sheet}' ligne ${problem.row} montre ${problem.value} dans sa marque ou ses points : corrigez cette ligne, puis enregistrez à nouveau.`;
    case "lineUnreadable":
      return `'${problem.sheet}' ligne ${problem.row} : « ${problem.value} » ne s'écrit pas comme contrat, déclarant ou levées : corrigez cette ligne, puis enregistrez à nouveau.`;
    case "noLines":
      return `'${problem.sheet}' n'a encore aucune ligne marquée : rien à enregistrer.`;
    case "noRanking":
      return `'${problem.sheet}' ne montre aucun classement${problem.value ? ` (${problem.value})` : ""} : corrigez la feuille de résultats, puis enregistrez à nouveau.`;
    case "noMatches":
      return `'${problem.sheet}' ne montre encore aucun match avec ses IMP et ses PV : rien à enregistrer.`;
  }
}

export function publishProblem(problem: PublishProblem, language: Language): string {
  return language === "fr" ? french(problem) : english(problem);
}
