/**
 * BRIDGE.SWISSDRAW, declared once (../declarations.ts): its arguments (those of an event's table,
 * ./teamsTable.ts, and the tie-break that orders the standings), then the descriptions.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { TEAMS_TABLE_ARGUMENTS, TEAMS_TABLE_PARAMETERS, TIEBREAK_ARGUMENT } from "./teamsTable";

export const SWISSDRAW_ARGUMENTS = {
  ...TEAMS_TABLE_ARGUMENTS,
  tiebreak: TIEBREAK_ARGUMENT,
} as const satisfies FunctionArguments;

export const SWISSDRAW: FunctionDeclaration<typeof SWISSDRAW_ARGUMENTS> = {
  id: "SWISSDRAW",
  arguments: SWISSDRAW_ARGUMENTS,
  description: {
    en: "The draw of the next round of a Swiss teams event from its table of played matches, spilled with a header row: table, home team (the higher placed), away team, then a bye row for an odd number of teams. Teams in standings order meet the highest-placed team they have not met (Magic Contest's rule); no repeat whenever a draw without one exists; the bye goes to the lowest-placed team without one. The same table always gives the same draw.\nExample: =BRIDGE.SWISSDRAW(A2:A9, B2:B9, C2:C9).",
    fr: "Le tirage du tour suivant d'un Swiss par équipes à partir de son tableau des matchs joués, avec une ligne d'en-tête : table, équipe à domicile (la mieux classée), équipe visiteuse, puis une ligne d'exempt pour un nombre impair d'équipes. Les équipes, dans l'ordre du classement, rencontrent l'équipe la mieux classée qu'elles n'ont pas rencontrée (la règle de Magic Contest) ; aucune rencontre répétée quand un tirage sans répétition existe ; l'exempt va à l'équipe la moins bien classée qui ne l'a pas encore été. Le même tableau donne toujours le même tirage.\nExemple : =BRIDGE.SWISSDRAW(A2:A9; B2:B9; C2:C9).",
  },
  parameters: TEAMS_TABLE_PARAMETERS,
};
