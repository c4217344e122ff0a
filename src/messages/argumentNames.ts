/**
 * Each argument's name in each language, from the functions' declarations (src/messages/functions):
 * a message of French Excel cites the French name Excel shows ("contrat : reçu …"), an English one
 * the English name. Arguments of the same English name have one French name whatever the function
 * (test/messages/declarations.test.ts), so the name alone finds it.
 */
import type { FunctionArguments } from "./declarations";
import type { Language } from "./language";
import { DEALER_ARGUMENTS, VUL_ARGUMENTS } from "./functions/board";
import { BAM_ARGUMENTS } from "./functions/teamsBam";
import { STANDINGS_ARGUMENTS } from "./functions/teamsStandings";
import { SWISSDRAW_ARGUMENTS } from "./functions/teamsSwissDraw";
import { BUTLER_ARGUMENTS, DATUM_ARGUMENTS } from "./functions/butler";
import { DDROW_ARGUMENTS, DDTABLE_ARGUMENTS } from "./functions/doubleDummy";
import { HAND_ARGUMENTS, HCP_ARGUMENTS } from "./functions/hands";
import { IMPS_ARGUMENTS } from "./functions/imps";
import { MATCHPOINTS_ARGUMENTS } from "./functions/matchpoints";
import { PARCONTRACT_ARGUMENTS, PAR_ARGUMENTS } from "./functions/par";
import { RANKING_ARGUMENTS } from "./functions/ranking";
import { SCORE_ARGUMENTS } from "./functions/score";
import { VP_ARGUMENTS } from "./functions/vp";
import { XIMPS_ARGUMENTS } from "./functions/ximps";

export const EVERY_FUNCTION_ARGUMENTS: readonly FunctionArguments[] = [
  VUL_ARGUMENTS,
  DEALER_ARGUMENTS,
  DATUM_ARGUMENTS,
  BUTLER_ARGUMENTS,
  DDTABLE_ARGUMENTS,
  DDROW_ARGUMENTS,
  HCP_ARGUMENTS,
  HAND_ARGUMENTS,
  IMPS_ARGUMENTS,
  MATCHPOINTS_ARGUMENTS,
  PAR_ARGUMENTS,
  PARCONTRACT_ARGUMENTS,
  RANKING_ARGUMENTS,
  SCORE_ARGUMENTS,
  BAM_ARGUMENTS,
  STANDINGS_ARGUMENTS,
  SWISSDRAW_ARGUMENTS,
  VP_ARGUMENTS,
  XIMPS_ARGUMENTS,
];

const FRENCH_NAMES: ReadonlyMap<string, string> = new Map(
  EVERY_FUNCTION_ARGUMENTS.flatMap((args) =>
    Object.values(args).map((argument) => [argument.name.en, argument.name.fr] as const)
  )
);

/**
 * An argument's name as `language`'s Excel shows it: `english` itself when none is declared. A
 * name followed by where in it ("boards, ligne 3") has its name translated.
 */
export function argumentName(english: string, language: Language): string {
  if (language === "en") return english;
  const comma = english.indexOf(", ");
  const name = comma < 0 ? english : english.slice(0, comma);
  return (FRENCH_NAMES.get(name) ?? name) + (comma < 0 ? "" : english.slice(comma));
}
