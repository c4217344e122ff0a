/*
 * The new-session form's texts for the club evening's choices (a half table, arrow-switched
 * rounds, the share-and-relay, sections, a pasted movement), its messages under each field and
 * its summary before building, in English and French. The pane's other texts are ./taskpane.ts.
 */
import type { Language } from "./session";

/** A pasted movement's failure, as src/core/movements/movementFacts.ts names it. */
export type PastedProblem =
  | { readonly kind: "boardTwice"; readonly pair: string; readonly board: number }
  | { readonly kind: "pairTwiceInRound"; readonly pair: string; readonly round: number }
  | { readonly kind: "pairAgainstItself"; readonly pair: string; readonly round: number }
  | { readonly kind: "boardAtTwoTables"; readonly board: number; readonly round: number }
  | { readonly kind: "tableTwiceInRound"; readonly table: number; readonly round: number };

/** A section's boards, to say why two sections cannot play the same ones. */
export interface SectionBoards {
  readonly first: number;
  readonly last: number;
  readonly rounds: number;
  readonly perRound: number;
}

/** The movements a section may play, as its list names them. */
export type SectionMovementKind = "mitchell" | "howell" | "pasted";

export interface SessionFormMessages {
  readonly movementPasted: string;
  readonly missingPair: string;
  readonly missingDirection: string;
  readonly missingNumber: string;
  readonly northSouth: string;
  readonly eastWest: string;
  readonly evenTables: string;
  readonly evenTablesSkip: string;
  readonly evenTablesShareRelay: string;
  readonly arrowSwitch: string;
  readonly switchedRounds: string;
  readonly switchedRoundsHint: string;
  readonly pastedMovement: string;
  readonly pastedMovementHint: string;
  readonly sections: string;
  readonly sectionBoards: string;
  readonly sectionBoardsSame: string;
  readonly sectionBoardsNext: string;
  readonly sectionRanking: string;
  readonly sectionRankingField: string;
  readonly sectionRankingSection: string;
  /** A section's own fields (B, C ...), each label naming its section. */
  readonly sectionLegend: (letter: string) => string;
  readonly sectionMovement: (letter: string) => string;
  readonly sectionTables: (letter: string) => string;
  readonly sectionHowell: (letter: string) => string;
  readonly sectionMissingDirection: (letter: string) => string;
  readonly sectionMissingNumber: (letter: string) => string;
  readonly movementName: (kind: SectionMovementKind) => string;

  /** Under a field out of bounds. */
  readonly wholeNumber: (min: number, max: number) => string;
  readonly tablesOrHalf: (min: number, max: number) => string;
  readonly missingPairBad: (max: number) => string;
  readonly switchedRoundsBad: (max: number) => string;
  readonly pastedUnreadable: (where: string) => string;
  readonly pastedEmpty: string;
  readonly pastedProblems: string;
  readonly pastedProblem: (problem: PastedProblem) => string;
  readonly fixFields: string;
  readonly sameBoardsBad: (letter: string, own: SectionBoards, a: SectionBoards) => string;

  /** The summary before building. */
  readonly pairsLine: (pairs: number, tables: number, half: boolean) => string;
  readonly sectionsLine: (count: number, sameBoards: boolean, bySection: boolean) => string;
  readonly boardsLine: (inPlay: number, fewest: number, most: number) => string;
  readonly boardsInPlay: (inPlay: number) => string;
  readonly oneField: string;
  readonly twoFields: string;
  readonly sitOutLine: (byRound: readonly string[]) => string;
  readonly sitOutRound: (round: number, pair: string) => string;
  readonly skipLine: (round: number) => string;
  readonly relayLine: (first: number, last: number, between: number, and: number) => string;
  readonly switchLine: (rounds: readonly number[]) => string;
  readonly meetTwice: (pairs: readonly string[]) => string;
  readonly meetNever: (pairs: readonly string[]) => string;
  readonly everyoneMeets: string;
  readonly pastedLine: (rounds: number, tables: number, pairs: number) => string;
  /** A section's line of the summary: its letter before what is said of it. */
  readonly inSection: (letter: string, text: string) => string;
  /** East-West pairs of a Mitchell numbered on from its tables: one field across the sections. */
  readonly renumberedLine: (first: number, last: number) => string;
  /** After building: where results are typed, and that sit-out rows (if any) stay blank. */
  readonly typeResults: (sheet: string, cell: string, sitOuts: boolean) => string;
}

const list = (items: readonly (string | number)[]) => items.join(", ");
/** A pair's number with the word before it ("pair 14"); a pair named by direction as it is ("EW 7"). */
const numbered = (pair: string, word: string) => (/^\d+$/.test(pair) ? `${word} ${pair}` : pair);
/** "boards 1-21 in 7 rounds of 3". */
const boardsIn = (set: SectionBoards, boards: string, roundsOf: string) =>
  `${boards} ${set.first}-${set.last} (${set.rounds} ${roundsOf} ${set.perRound})`;
/** At most this many pairs listed: the rest counted. */
const LISTED = 12;
const some = (items: readonly string[], more: (n: number) => string) =>
  items.length > LISTED
    ? `${list(items.slice(0, LISTED))} ${more(items.length - LISTED)}`
    : list(items);

const EN: SessionFormMessages = {
  movementPasted: "Pasted movement (round, table, NS, EW, boards)",
  missingPair: "Half table: the missing pair",
  missingDirection: "Missing pair's direction",
  missingNumber: "Missing pair's number",
  northSouth: "North-South",
  eastWest: "East-West",
  evenTables: "Even number of tables",
  evenTablesSkip: "Skip: East-West skip a table halfway",
  evenTablesShareRelay:
    "Share-and-relay (relay and bye stand): tables 1 and last share, a bye stand between the middle tables",
  arrowSwitch: "One winner: arrow-switch some rounds",
  switchedRounds: "Rounds arrow-switched",
  switchedRoundsHint:
    "Round numbers, e.g. 7 or 12, 13. The EBU advises about one board in eight: the last round, or the last two with two-board rounds.",
  pastedMovement: "Movement to paste",
  pastedMovementHint:
    "One line per table per round: round, table, NS pair, EW pair, boards (1-3 or 1,2,3). Copy from a guide card or a sheet.",
  sections: "Sections",
  sectionBoards: "Boards in each section",
  sectionBoardsSame: "The same boards",
  sectionBoardsNext: "Different boards",
  sectionRanking: "Ranked",
  sectionRankingField: "Across the field",
  sectionRankingSection: "Within each section",
  sectionLegend: (letter) => `Section ${letter}`,
  sectionMovement: (letter) => `Section ${letter} movement`,
  sectionTables: (letter) => `Section ${letter} tables`,
  sectionHowell: (letter) => `Section ${letter} Howell`,
  sectionMissingDirection: (letter) => `Section ${letter} missing pair's direction`,
  sectionMissingNumber: (letter) => `Section ${letter} missing pair's number`,
  movementName: (kind) =>
    kind === "mitchell" ? "Mitchell" : kind === "howell" ? "Howell" : "Pasted movement",

  wholeNumber: (min, max) => `Enter a whole number from ${min} to ${max}.`,
  tablesOrHalf: (min, max) =>
    `Enter a whole number of tables from ${min} to ${max}, or a half table (6.5).`,
  missingPairBad: (max) => `Enter the missing pair's number, 1 to ${max}.`,
  switchedRoundsBad: (max) => `Enter round numbers from 1 to ${max}, separated by commas.`,
  pastedUnreadable: (where) =>
    `Cannot read ${where}: each line is round, table, NS pair, EW pair, boards.`,
  pastedEmpty: "Paste the movement: one line per table per round.",
  pastedProblems: "This movement cannot be played:",
  pastedProblem: (problem) => {
    switch (problem.kind) {
      case "boardTwice":
        return `pair ${problem.pair} plays board ${problem.board} twice`;
      case "pairTwiceInRound":
        return `pair ${problem.pair} is at two tables in round ${problem.round}`;
      case "pairAgainstItself":
        return `pair ${problem.pair} plays against itself in round ${problem.round}`;
      case "boardAtTwoTables":
        return `board ${problem.board} is at two tables in round ${problem.round}`;
      case "tableTwiceInRound":
        return `table ${problem.table} is seated twice in round ${problem.round}`;
    }
  },
  fixFields: "Correct the fields marked above to build the session.",
  sameBoardsBad: (letter, own, a) =>
    `Section ${letter} plays ${boardsIn(own, "boards", "rounds of")}, section A ${boardsIn(a, "boards", "rounds of")}: they cannot play the same boards. Give section ${letter} section A's boards and rounds, or choose different boards.`,

  pairsLine: (pairs, tables, half) =>
    `${pairs} pairs at ${tables} tables${half ? " (a half table)" : ""}.`,
  sectionsLine: (count, sameBoards, bySection) =>
    `${count} sections (${list(Array.from({ length: count }, (_, i) => String.fromCharCode(65 + i)))}), ${
      sameBoards ? "the same boards in each" : "each its own boards"
    }; ranked ${bySection ? "within each section" : "across the field"}.`,
  boardsLine: (inPlay, fewest, most) =>
    `${inPlay} boards in play; each pair plays ${fewest === most ? most : `${fewest} to ${most}`}.`,
  boardsInPlay: (inPlay) => `${inPlay} boards in play.`,
  oneField: "One ranking of every pair.",
  twoFields: "Two rankings: North-South and East-West.",
  sitOutLine: (byRound) => `Sitting out: ${list(byRound)}.`,
  sitOutRound: (round, pair) => `${numbered(pair, "pair")} in round ${round}`,
  skipLine: (round) =>
    `Announce: after round ${round}, East-West skip a table (move up two tables).`,
  relayLine: (first, last, between, and) =>
    `Announce: tables ${first} and ${last} share boards; a relay table (bye stand) with no players between tables ${between} and ${and} holds a set each round. No skip.`,
  switchLine: (rounds) =>
    `Announce: in round${rounds.length > 1 ? "s" : ""} ${list(rounds)} turn the boards: the moving pairs take the North-South cards.`,
  meetTwice: (pairs) => `Meet twice: ${some(pairs, (n) => `and ${n} more`)}.`,
  meetNever: (pairs) => `Never meet: ${some(pairs, (n) => `and ${n} more`)}.`,
  everyoneMeets: "No pairs meet twice.",
  pastedLine: (rounds, tables, pairs) =>
    `Pasted movement: ${rounds} rounds, ${tables} tables, ${pairs} pairs; checked: no pair meets a board twice, no pair at two tables in a round.`,
  inSection: (letter, text) => `Section ${letter}: ${text}`,
  renumberedLine: (first, last) =>
    `Announce: East-West pairs are numbered ${first} to ${last}, so that every pair of the field has its own number.`,
  typeResults: (sheet, cell, sitOuts) =>
    `Type the results on the sheet ${sheet}, from cell ${cell}: contract, declarer, result on each board's row.${
      sitOuts ? " Leave the sit-out rows blank: nobody plays there." : ""
    }`,
};

const FR: SessionFormMessages = {
  movementPasted: "Mouvement collé (tour, table, NS, EO, donnes)",
  missingPair: "Demi-table : la paire absente",
  missingDirection: "Ligne de la paire absente",
  missingNumber: "Numéro de la paire absente",
  northSouth: "Nord-Sud",
  eastWest: "Est-Ouest",
  evenTables: "Nombre pair de tables",
  evenTablesSkip: "Saut : Est-Ouest sautent une table à mi-parcours",
  evenTablesShareRelay:
    "Partage et relais (guéridon) : tables 1 et dernière partagent, un guéridon entre les tables du milieu",
  arrowSwitch: "Un seul classement : inverser les flèches à certains tours",
  switchedRounds: "Tours à flèches inversées",
  switchedRoundsHint:
    "Numéros de tours, par ex. 7 ou 12, 13. L'EBU conseille environ une donne sur huit : le dernier tour, ou les deux derniers avec des tours de deux donnes.",
  pastedMovement: "Mouvement à coller",
  pastedMovementHint:
    "Une ligne par table et par tour : tour, table, paire NS, paire EO, donnes (1-3 ou 1,2,3). Copiez depuis une fiche ou une feuille.",
  sections: "Sections",
  sectionBoards: "Donnes de chaque section",
  sectionBoardsSame: "Les mêmes donnes",
  sectionBoardsNext: "Des donnes différentes",
  sectionRanking: "Classement",
  sectionRankingField: "Sur tout le champ",
  sectionRankingSection: "Par section",
  sectionLegend: (letter) => `Section ${letter}`,
  sectionMovement: (letter) => `Mouvement de la section ${letter}`,
  sectionTables: (letter) => `Tables de la section ${letter}`,
  sectionHowell: (letter) => `Howell de la section ${letter}`,
  sectionMissingDirection: (letter) => `Ligne de la paire absente de la section ${letter}`,
  sectionMissingNumber: (letter) => `Numéro de la paire absente de la section ${letter}`,
  movementName: (kind) =>
    kind === "mitchell" ? "Mitchell" : kind === "howell" ? "Howell" : "Mouvement collé",

  wholeNumber: (min, max) => `Un nombre entier de ${min} à ${max}.`,
  tablesOrHalf: (min, max) =>
    `Un nombre entier de tables de ${min} à ${max}, ou une demi-table (6,5).`,
  missingPairBad: (max) => `Le numéro de la paire absente, de 1 à ${max}.`,
  switchedRoundsBad: (max) => `Des numéros de tours de 1 à ${max}, séparés par des virgules.`,
  pastedUnreadable: (where) =>
    `Illisible : ${where} ; chaque ligne est tour, table, paire NS, paire EO, donnes.`,
  pastedEmpty: "Collez le mouvement : une ligne par table et par tour.",
  pastedProblems: "Ce mouvement ne peut pas se jouer :",
  pastedProblem: (problem) => {
    switch (problem.kind) {
      case "boardTwice":
        return `la paire ${problem.pair} joue deux fois la donne ${problem.board}`;
      case "pairTwiceInRound":
        return `la paire ${problem.pair} est à deux tables au tour ${problem.round}`;
      case "pairAgainstItself":
        return `la paire ${problem.pair} joue contre elle-même au tour ${problem.round}`;
      case "boardAtTwoTables":
        return `la donne ${problem.board} est à deux tables au tour ${problem.round}`;
      case "tableTwiceInRound":
        return `la table ${problem.table} est occupée deux fois au tour ${problem.round}`;
    }
  },
  fixFields: "Corrigez les champs signalés ci-dessus pour créer la séance.",
  sameBoardsBad: (letter, own, a) =>
    `La section ${letter} joue ${boardsIn(own, "donnes", "tours de")}, la section A ${boardsIn(a, "donnes", "tours de")} : elles ne peuvent pas jouer les mêmes donnes. Donnez à la section ${letter} les donnes et les tours de la section A, ou choisissez des donnes différentes.`,

  pairsLine: (pairs, tables, half) =>
    `${pairs} paires à ${String(tables).replace(".", ",")} tables${half ? " (une demi-table)" : ""}.`,
  sectionsLine: (count, sameBoards, bySection) =>
    `${count} sections (${list(Array.from({ length: count }, (_, i) => String.fromCharCode(65 + i)))}), ${
      sameBoards ? "les mêmes donnes dans chacune" : "chacune ses donnes"
    } ; classement ${bySection ? "par section" : "sur tout le champ"}.`,
  boardsLine: (inPlay, fewest, most) =>
    `${inPlay} donnes en jeu ; chaque paire en joue ${fewest === most ? most : `de ${fewest} à ${most}`}.`,
  boardsInPlay: (inPlay) => `${inPlay} donnes en jeu.`,
  oneField: "Un seul classement de toutes les paires.",
  twoFields: "Deux classements : Nord-Sud et Est-Ouest.",
  sitOutLine: (byRound) => `Relâche : ${list(byRound)}.`,
  sitOutRound: (round, pair) => `${numbered(pair, "paire")} au tour ${round}`,
  skipLine: (round) =>
    `Annoncez : après le tour ${round}, Est-Ouest sautent une table (avancent de deux tables).`,
  relayLine: (first, last, between, and) =>
    `Annoncez : les tables ${first} et ${last} partagent les donnes ; une table relais (guéridon) sans joueurs entre les tables ${between} et ${and} garde un étui à chaque tour. Pas de saut.`,
  switchLine: (rounds) =>
    `Annoncez : au${rounds.length > 1 ? "x" : ""} tour${rounds.length > 1 ? "s" : ""} ${list(rounds)}, tournez les étuis : les paires mobiles prennent les cartes de Nord-Sud.`,
  meetTwice: (pairs) => `Se rencontrent deux fois : ${some(pairs, (n) => `et ${n} autres`)}.`,
  meetNever: (pairs) => `Ne se rencontrent pas : ${some(pairs, (n) => `et ${n} autres`)}.`,
  everyoneMeets: "Aucune paire ne se rencontre deux fois.",
  pastedLine: (rounds, tables, pairs) =>
    `Mouvement collé : ${rounds} tours, ${tables} tables, ${pairs} paires ; vérifié : aucune paire ne joue deux fois une donne, aucune paire à deux tables dans un tour.`,
  inSection: (letter, text) => `Section ${letter} : ${text}`,
  renumberedLine: (first, last) =>
    `Annoncez : les paires Est-Ouest sont numérotées de ${first} à ${last}, pour que chaque paire du champ ait son numéro.`,
  typeResults: (sheet, cell, sitOuts) =>
    `Tapez les résultats sur la feuille ${sheet}, à partir de la cellule ${cell} : contrat, déclarant, résultat sur la ligne de chaque donne.${
      sitOuts ? " Laissez vides les lignes de relâche : personne n'y joue." : ""
    }`,
};

export function sessionFormMessages(language: Language): SessionFormMessages {
  return language === "fr" ? FR : EN;
}
