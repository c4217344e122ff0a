/**
 * BRIDGE.BAM, declared once (../declarations.ts): each argument's names and forms,
 * then the descriptions in English and French that functions.json, functions-fr.json, the help
 * pages and the task pane show. The forms are the teams core's (../teams.ts).
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { TEAMS_FORMS } from "../teams";

export const BAM_ARGUMENTS = {
  score: { name: { en: "score", fr: "marque" }, accepts: TEAMS_FORMS.score },
  other_room_score: {
    name: { en: "other_room_score", fr: "marque_autre_salle" },
    accepts: TEAMS_FORMS.score,
  },
  tie_margin: {
    name: { en: "tie_margin", fr: "marge_nulle" },
    accepts: TEAMS_FORMS.tieMargin,
    optional: true,
  },
} as const satisfies FunctionArguments;

export const BAM: FunctionDeclaration<typeof BAM_ARGUMENTS> = {
  id: "BAM",
  arguments: BAM_ARGUMENTS,
  description: {
    en: "Board-a-match points of a board for the team whose North-South score is the first argument: 1 when its net (score - other_room_score) is positive, 0.5 for a tie, 0 when negative. The ACBL Handbook: the best raw score wins the board, equal totals tie; Law 78D lets the conditions of contest set a tie margin.\nExample: =BRIDGE.BAM(120, 110) is 1; =BRIDGE.BAM(-100, -100) is 0.5; =BRIDGE.BAM(620, 600, 20) is 0.5.",
    fr: "Les points d'une donne en match par quatre au point (board-a-match) pour l'équipe dont la marque Nord-Sud est le premier argument : 1 quand son solde (marque - marque_autre_salle) est positif, 0,5 pour une égalité, 0 quand il est négatif. Le règlement de l'ACBL : la meilleure marque brute gagne la donne, des totaux égaux font match nul ; la Loi 78D permet aux conditions de l'épreuve de fixer une marge de nullité.\nExemple : =BRIDGE.BAM(120; 110) vaut 1 ; =BRIDGE.BAM(-100; -100) vaut 0,5 ; =BRIDGE.BAM(620; 600; 20) vaut 0,5.",
  },
  parameters: {
    score: {
      en: "The North-South score in the room where the team sat North-South. Example: 120.",
      fr: "La marque Nord-Sud dans la salle où l'équipe était en Nord-Sud. Exemple : 120.",
    },
    other_room_score: {
      en: "The North-South score in the other room, where the team sat East-West. Example: 110.",
      fr: "La marque Nord-Sud dans l'autre salle, où l'équipe était en Est-Ouest. Exemple : 110.",
    },
    tie_margin: {
      en: "A net of at most this many points is a tie (0, the default: only equal totals tie). Example: 20.",
      fr: "Un solde d'au plus ce nombre de points est une égalité (0 par défaut : seuls des totaux égaux font match nul). Exemple : 20.",
    },
  },
};
