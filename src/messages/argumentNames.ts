/**
 * Every argument's name, in English and as French Excel shows it (functions-fr.json), written
 * once: the functions' declarations (src/messages/functions) take their names from here, and a
 * message of French Excel cites the French name ("contrat : reçu …"), an English one the English
 * name. An English name has one French name whatever the function, so the name alone finds it.
 *
 * A table of its own, which imports nothing, so that the message templates (errors.ts) and the
 * declarations can both read it without either reading the other.
 */
import type { Language } from "./language";

/** Each argument's French name, by its English name. */
const FRENCH_NAMES = {
  best: "meilleures",
  board: "donne",
  boards: "donnes",
  by: "selon",
  contract: "contrat",
  deal: "distribution",
  dealer: "donneur",
  double_dummy: "double_mort",
  deals: "distributions",
  declarer: "déclarant",
  difference: "écart",
  direction: "orientation",
  doubling: "contre",
  drop: "retirées",
  ew_pairs: "paires_eo",
  expected: "attendus",
  fields: "classements",
  grade: "niveau",
  handicaps: "handicaps_paires",
  imps: "imp",
  lines: "lignes",
  method: "méthode",
  movement: "mouvement",
  minimum: "au_moins",
  ns_pairs: "paires_ns",
  opponents: "adversaires",
  other: "autre",
  other_room_score: "marque_autre_salle",
  ranking: "classement",
  players: "joueurs",
  result: "résultat",
  results: "résultats",
  rounding: "arrondi",
  scale: "barème",
  scheme: "système",
  score: "marque",
  scores: "marques",
  seat: "joueur",
  tables: "nombre_tables",
  sessions: "séances",
  teams: "équipes",
  tie_margin: "marge_nulle",
  tiebreak: "départage",
  tricks: "levées",
  trim: "écartées",
  vps: "pv",
  vulnerability: "vulnérabilité",
} as const;

export type ArgumentKey = keyof typeof FRENCH_NAMES;

/** An argument's name in each language. */
export interface ArgumentName<K extends string = string> {
  readonly en: K;
  readonly fr: string;
}

/** Each argument's name in both languages, by its English name: `ARGUMENT_NAMES.tie_margin`. */
export const ARGUMENT_NAMES = Object.fromEntries(
  Object.entries(FRENCH_NAMES).map(([en, fr]) => [en, { en, fr }])
) as { readonly [K in ArgumentKey]: ArgumentName<K> };

const FRENCH_BY_ENGLISH: ReadonlyMap<string, string> = new Map(Object.entries(FRENCH_NAMES));

/**
 * An argument's name as `language`'s Excel shows it: `english` itself when none is declared. A
 * name followed by where in it ("boards, ligne 3") has its name translated.
 */
export function argumentName(english: string, language: Language): string {
  if (language === "en") return english;
  const comma = english.indexOf(", ");
  const name = comma < 0 ? english : english.slice(0, comma);
  return (FRENCH_BY_ENGLISH.get(name) ?? name) + (comma < 0 ? "" : english.slice(comma));
}
