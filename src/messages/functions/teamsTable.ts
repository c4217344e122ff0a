/**
 * The arguments of the teams functions that read an event's table of played matches
 * (BRIDGE.STANDINGS, BRIDGE.SWISSDRAW): a row per team per match, a bye as a row without
 * opponents. Declared once; the forms are the teams core's (../teams.ts).
 */
import type { ArgumentDeclaration, FunctionArguments } from "../declarations";
import type { Language } from "../language";
import { TEAMS_FORMS } from "../teams";

export const TEAMS_TABLE_ARGUMENTS = {
  teams: { name: { en: "teams", fr: "équipes" }, accepts: TEAMS_FORMS.team },
  opponents: { name: { en: "opponents", fr: "adversaires" }, accepts: TEAMS_FORMS.opponents },
  vps: { name: { en: "vps", fr: "pv" }, accepts: TEAMS_FORMS.vps },
  imps: {
    name: { en: "imps", fr: "imp" },
    accepts: TEAMS_FORMS.imps,
    optional: true,
  },
} as const satisfies FunctionArguments;

export const TIEBREAK_ARGUMENT: ArgumentDeclaration = {
  name: { en: "tiebreak", fr: "départage" },
  accepts: TEAMS_FORMS.tieBreak,
  optional: true,
};

/** The parameters' descriptions both functions share. */
export const TEAMS_TABLE_PARAMETERS = {
  teams: {
    en: "Each row's team, by name or number: a row per team per match. Example: A2:A9.",
    fr: "L'équipe de chaque ligne, par son nom ou son numéro : une ligne par équipe et par match. Exemple : A2:A9.",
  },
  opponents: {
    en: "Each row's opponents; blank for a bye. Each match needs its row from both sides. Example: B2:B9.",
    fr: "Les adversaires de chaque ligne ; vide pour un exempt. Chaque match a sa ligne de chaque côté. Exemple : B2:B9.",
  },
  vps: {
    en: "The VPs the row's team won (a bye's award on a bye's row); blank for a match not played yet, whose teams are still entered. Example: C2:C9.",
    fr: "Les PV gagnés par l'équipe de la ligne (l'attribution d'un exempt sur sa ligne) ; vide pour un match pas encore joué, dont les équipes restent inscrites. Exemple : C2:C9.",
  },
  imps: {
    en: "Two columns: the IMPs the row's team won and lost in the match (needed by the IMP tie-breaks). Example: D2:E9.",
    fr: "Deux colonnes : les IMP gagnés et perdus par l'équipe de la ligne dans le match (nécessaires aux départages par IMP). Exemple : D2:E9.",
  },
  tiebreak: {
    en: '"none" (the default: teams level on VPs share the place), "head-to-head" (their matches against each other), "imp-difference" or "imp-quotient" (over every match). Example: "head-to-head".',
    fr: '"none" (par défaut : les équipes à égalité de PV partagent la place), "head-to-head" (leurs matchs entre elles), "imp-difference" ou "imp-quotient" (sur tous les matchs). Exemple : "head-to-head".',
  },
} as const;

/** The words of the spilled tables' header rows. */
export const TEAMS_HEADER: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    place: "Place",
    team: "Team",
    played: "Played",
    byes: "Byes",
    vps: "VPs",
    impsFor: "IMPs won",
    impsAgainst: "IMPs lost",
    "head-to-head": "Head-to-head VPs",
    "imp-difference": "IMP difference",
    "imp-quotient": "IMP quotient",
    table: "Table",
    home: "Home",
    away: "Away",
    bye: "Bye",
  },
  fr: {
    place: "Place",
    team: "Équipe",
    played: "Joués",
    byes: "Exempts",
    vps: "PV",
    impsFor: "IMP gagnés",
    impsAgainst: "IMP perdus",
    "head-to-head": "PV entre elles",
    "imp-difference": "Différence d'IMP",
    "imp-quotient": "Quotient d'IMP",
    table: "Table",
    home: "Domicile",
    away: "Visiteurs",
    bye: "Exempt",
  },
};
