/**
 * BRIDGE.STANDINGS, declared once (../declarations.ts): its arguments (those of an event's table,
 * ./teamsTable.ts, and the tie-break), then the descriptions in English and French.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { TEAMS_TABLE_ARGUMENTS, TEAMS_TABLE_PARAMETERS, TIEBREAK_ARGUMENT } from "./teamsTable";

export const STANDINGS_ARGUMENTS = {
  ...TEAMS_TABLE_ARGUMENTS,
  tiebreak: TIEBREAK_ARGUMENT,
} as const satisfies FunctionArguments;

export const STANDINGS: FunctionDeclaration<typeof STANDINGS_ARGUMENTS> = {
  id: "STANDINGS",
  arguments: STANDINGS_ARGUMENTS,
  description: {
    en: 'The standings of a teams event from its table of played matches (a row per team per match), spilled with a header row: place (shared places "3="), team, matches played, total VPs, then the IMPs and the tie-break\'s figure when given; most VPs first.\nExample: =BRIDGE.STANDINGS(A2:A9, B2:B9, C2:C9, D2:E9, "imp-difference").',
    fr: "Le classement d'une épreuve par équipes à partir de son tableau des matchs joués (une ligne par équipe et par match), avec une ligne d'en-tête : place (places partagées \"3=\"), équipe, matchs joués, total des PV, puis les IMP et le chiffre du départage s'ils sont donnés ; le plus de PV d'abord.\nExemple : =BRIDGE.STANDINGS(A2:A9; B2:B9; C2:C9; D2:E9; \"imp-difference\").",
  },
  parameters: TEAMS_TABLE_PARAMETERS,
};
