/**
 * BRIDGE.LADDER, declared once (../declarations.ts): each argument's names and forms, then the
 * descriptions in English and French that functions.json, functions-fr.json, the help pages and
 * the task pane show.
 */
import type { FunctionArguments, FunctionDeclaration } from "../declarations";
import { ARGUMENT_NAMES } from "../argumentNames";
import { LADDER_FORMS } from "../ladder";

export const LADDER_ARGUMENTS = {
  players: {
    name: ARGUMENT_NAMES.players,
    kind: "numberOrText",
    zeroIsBlank: true,
    accepts: LADDER_FORMS.players,
  },
  results: {
    name: ARGUMENT_NAMES.results,
    kind: "number",
    zeroIsBlank: false,
    accepts: LADDER_FORMS.results,
  },
  sessions: {
    name: ARGUMENT_NAMES.sessions,
    kind: "numberOrText",
    zeroIsBlank: false,
    accepts: LADDER_FORMS.sessions,
  },
  best: {
    name: ARGUMENT_NAMES.best,
    kind: "number",
    zeroIsBlank: true,
    accepts: LADDER_FORMS.best,
    optional: true,
  },
  minimum: {
    name: ARGUMENT_NAMES.minimum,
    kind: "number",
    zeroIsBlank: false,
    accepts: LADDER_FORMS.minimum,
    optional: true,
  },
  drop: {
    name: ARGUMENT_NAMES.drop,
    kind: "number",
    zeroIsBlank: false,
    accepts: LADDER_FORMS.drop,
    optional: true,
  },
  by: {
    name: ARGUMENT_NAMES.by,
    kind: "keyword",
    zeroIsBlank: true,
    accepts: LADDER_FORMS.by,
    optional: true,
  },
} as const satisfies FunctionArguments;

export const LADDER: FunctionDeclaration<typeof LADDER_ARGUMENTS> = {
  id: "LADDER",
  arguments: LADDER_ARGUMENTS,
  description: {
    en: 'A season\'s ladder, or a multi-session event\'s standings, from a table of every player\'s result in every session (a row per player or pair per session), spilled with a header row: place (shared places "3="), player, sessions played, sessions counted, score, note; best first, then the players below the minimum, unplaced.\nExample: =BRIDGE.LADDER(B2:C61, D2:D61, A2:A61, 4, 3) ranks each player by the average of their best 4 percentages, those who played at least 3 sessions; =BRIDGE.LADDER(B2:B41, C2:C41, A2:A41, , , , "MATCHPOINTS") carries a two-session event forward by matchpoints.',
    fr: "Le classement d'une saison (une échelle), ou d'une épreuve en plusieurs séances, à partir d'un tableau du résultat de chaque joueur à chaque séance (une ligne par joueur ou paire et par séance), avec une ligne d'en-tête : place (places partagées \"3=\"), joueur, séances jouées, séances retenues, score, remarque ; le meilleur d'abord, puis les joueurs sous le minimum, sans place.\nExemple : =BRIDGE.LADDER(B2:C61; D2:D61; A2:A61; 4; 3).",
  },
  parameters: {
    players: {
      meaning: {
        en: "Each row's players (two columns: both players of a pair get its result)",
        fr: "Les joueurs de chaque ligne (deux colonnes : les deux joueurs d'une paire reçoivent son résultat)",
      },
      example: { en: "B2:C61", fr: "B2:C61" },
    },
    results: {
      meaning: {
        en: "Each row's result in its session",
        fr: "Le résultat de chaque ligne dans sa séance",
      },
      example: { en: "D2:D61", fr: "D2:D61" },
    },
    sessions: {
      meaning: { en: "Each row's session", fr: "La séance de chaque ligne" },
      example: { en: "A2:A61", fr: "A2:A61" },
    },
    best: {
      meaning: {
        en: "The most sessions counted for a player, the best ones",
        fr: "Le plus grand nombre de séances retenues pour un joueur, les meilleures",
      },
      example: { en: "4", fr: "4" },
    },
    minimum: {
      meaning: {
        en: "The sessions a player must have played to be ranked",
        fr: "Les séances qu'un joueur doit avoir jouées pour être classé",
      },
      example: { en: "3", fr: "3" },
    },
    drop: {
      meaning: {
        en: "Each player's lowest results dropped before the best are counted (the best always counts)",
        fr: "Les plus mauvais résultats de chaque joueur, retirés avant de retenir les meilleurs (le meilleur compte toujours)",
      },
      example: { en: "1", fr: "1" },
    },
    by: {
      meaning: {
        en: "What the results are, and so how they add up",
        fr: "Ce que sont les résultats, et donc comment ils s'additionnent",
      },
      example: { en: '"MASTERPOINTS"', fr: '"MASTERPOINTS"' },
    },
  },
};
