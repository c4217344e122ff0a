/*
 * The texts a planned session writes into the workbook: sheet names and column headers, in
 * English and French (French duplicate bridge words: donne, donneur, déclarant, levées, marque,
 * points de match, IMP, PV, vulnérabilité). Formulas stay in English: Excel translates them.
 */

import type { Language } from "./language";

export type { Language };

export interface SessionLabels {
  /** The default session name, before the date: "Session 2026-11-30". */
  readonly session: string;
  readonly match: string;
  /** Suffixes of the other sheets' names. */
  readonly rankingSheet: string;
  readonly boardsSheet: string;
  readonly pairsSheet: string;
  /**
   * A session's hand records (a results file's HANDSET). French "Diagrammes": the Hand records
   * sheet's own French name, "Donnes", is already the Boards sheet's suffix.
   */
  readonly handRecordsSheet: string;
  readonly board: string;
  readonly round: string;
  readonly table: string;
  readonly nsPair: string;
  readonly ewPair: string;
  readonly contract: string;
  readonly declarer: string;
  readonly result: string;
  readonly lead: string;
  readonly nsScore: string;
  readonly nsMatchpoints: string;
  readonly ewMatchpoints: string;
  readonly nsImps: string;
  readonly ewImps: string;
  readonly dealer: string;
  readonly vulnerability: string;
  readonly pair: string;
  /** The Pairs sheet's headers after the pair: its direction, each player's name and number. */
  readonly direction: string;
  readonly playerName: (player: number) => string;
  readonly memberNumber: (player: number) => string;
  /** The Ranking's column of the pairs' names, beside RANKING's spill. */
  readonly players: string;
  readonly openRoom: string;
  readonly closedRoom: string;
  readonly imps: string;
  readonly runningTotal: string;
  readonly matchSummary: string;
  readonly home: string;
  readonly visitors: string;
  readonly vps: string;
  readonly boardsPlayed: string;
  /** A note beside the VPs: they count the match's boards, finished or not. */
  readonly vpNote: (boards: number) => string;
  /** The declarer validation's message. */
  readonly declarerHint: string;
  /** A match sheet's line-up block: its header, its rows ("Open room 1") and its note. */
  readonly lineUp: {
    readonly title: string;
    readonly homePlayer: string;
    readonly visitorsPlayer: string;
    readonly memberNumber: string;
    readonly roomPlayer: (room: "open" | "closed", player: number) => string;
    readonly note: string;
  };
  /** Where a sample session's numbers come from, written beside its ranking. */
  readonly sampleSource: (source: string) => string;
  /** Written in a half table's empty seat on the Results sheet, and in the line's note. */
  readonly sitOut: string;
  /** The Results sheet's note column: what is special about a line. */
  readonly note: string;
  /** The note of a line played arrow-switched. */
  readonly arrowSwitched: string;
  /** The note of a sit-out line: who sits out, and that the boards are not played there. */
  readonly sitOutNote: (pair: string) => string;
  /** The same note once a result is typed on the sit-out line: it is not scored, and why. */
  readonly sitOutTyped: (note: string) => string;
  /** A section's Ranking sheet's suffix: " Ranking A". */
  readonly sectionRankingSheet: (letter: string) => string;
  /** The Pairs sheet's handicap columns: the pair's handicap, and what the ranking adds of it. */
  readonly handicap: string;
  readonly handicapAdded: (percentage: boolean) => string;
  /**
   * The note beside a ranking with the pairs' handicaps: where they come from, which share of
   * each is added to what (the percentage, else the total), what each column shows and which
   * places the file published.
   */
  readonly handicapNote: (note: HandicapNote) => string;
}

/** What the note beside a handicap session's ranking says. */
export interface HandicapNote {
  readonly share: number;
  /** Added to the percentage (matchpoints), else to the total (IMPs). */
  readonly percentage: boolean;
  readonly placesAfterHandicap: boolean;
}

const EN: SessionLabels = {
  session: "Session",
  match: "Match",
  rankingSheet: " Ranking",
  boardsSheet: " Boards",
  pairsSheet: " Pairs",
  handRecordsSheet: " Hand records",
  board: "Board",
  round: "Round",
  table: "Table",
  nsPair: "NS",
  ewPair: "EW",
  contract: "Contract",
  declarer: "Declarer",
  result: "Tricks/result",
  lead: "Lead",
  nsScore: "NS score",
  nsMatchpoints: "NS MP",
  ewMatchpoints: "EW MP",
  nsImps: "NS IMPs",
  ewImps: "EW IMPs",
  dealer: "Dealer",
  vulnerability: "Vulnerability",
  pair: "Pair",
  direction: "Direction",
  playerName: (player) => `Player ${player}`,
  memberNumber: (player) => `Player ${player} member no.`,
  players: "Players",
  openRoom: "Open room",
  closedRoom: "Closed room",
  imps: "IMPs",
  runningTotal: "Running total",
  matchSummary: "Match",
  home: "Home (NS in the open room)",
  visitors: "Visitors",
  vps: "VPs",
  boardsPlayed: "Boards scored",
  vpNote: (boards) => `VPs on the WBF scale for a match of ${boards} boards`,
  lineUp: {
    title: "Line-up",
    homePlayer: "Home player",
    visitorsPlayer: "Visitors' player",
    memberNumber: "Member number",
    roomPlayer: (room, player) => `${room === "open" ? "Open room" : "Closed room"} ${player}`,
    note: "Who sat where (optional): the home team North-South in the open room and East-West in the closed, the visitors the other way. A member number finds the name on the Members sheet.",
  },
  declarerHint: "N, E, S or W",
  sampleSource: (source) => `Sample data: ${source}`,
  sitOut: "sit-out",
  note: "Note",
  arrowSwitched: "arrow-switch: NS and EW swapped",
  sitOutNote: (pair) => `sit-out: ${pair} plays no board here`,
  sitOutTyped: (note) =>
    `${note}. NOT SCORED: nobody played on this row; type the result on the row of the table that played the board`,
  sectionRankingSheet: (letter) => ` Ranking ${letter}`,
  handicap: "Handicap",
  handicapAdded: (percentage) => `Added to the ${percentage ? "percentage" : "total"}`,
  handicapNote: ({ share, percentage, placesAfterHandicap }) => {
    const figure = percentage ? "percentage" : "total";
    const part = share === 1 ? "all of it" : share === 0.5 ? "half of it" : `${share} times it`;
    return (
      `Handicap event: each pair's HANDICAP, as the file gives it, is on the Pairs sheet (column G); ${part} (column H) is added to the pair's ${figure}. ` +
      `Handicap is what is added, With handicap the ${figure} with it (as the file publishes it), Handicap place the place by that figure. ` +
      `Place ranks the ${figure}s before the handicap${placesAfterHandicap ? "; the file's places rank them after it (Handicap place)." : ", as the file's places do."}`
    );
  },
};

const FR: SessionLabels = {
  session: "Séance",
  match: "Match",
  rankingSheet: " Classement",
  boardsSheet: " Donnes",
  pairsSheet: " Paires",
  handRecordsSheet: " Diagrammes",
  board: "Donne",
  round: "Tour",
  table: "Table",
  nsPair: "NS",
  ewPair: "EO",
  contract: "Contrat",
  declarer: "Déclarant",
  result: "Levées/résultat",
  lead: "Entame",
  nsScore: "Marque NS",
  nsMatchpoints: "Points de match NS",
  ewMatchpoints: "Points de match EO",
  nsImps: "IMP NS",
  ewImps: "IMP EO",
  dealer: "Donneur",
  vulnerability: "Vulnérabilité",
  pair: "Paire",
  direction: "Orientation",
  playerName: (player) => `Joueur ${player}`,
  memberNumber: (player) => `N° de licence joueur ${player}`,
  players: "Joueurs",
  openRoom: "Salle ouverte",
  closedRoom: "Salle fermée",
  imps: "IMP",
  runningTotal: "Cumul",
  matchSummary: "Match",
  home: "Équipe NS en salle ouverte",
  visitors: "Adversaires",
  vps: "PV",
  boardsPlayed: "Donnes marquées",
  vpNote: (boards) => `PV au barème WBF pour un match de ${boards} donnes`,
  lineUp: {
    title: "Composition",
    homePlayer: "Joueur du recevant",
    visitorsPlayer: "Joueur adverse",
    memberNumber: "N° de licence",
    roomPlayer: (room, player) => `${room === "open" ? "Salle ouverte" : "Salle fermée"} ${player}`,
    note: "Qui a joué où (facultatif) : le recevant Nord-Sud en salle ouverte et Est-Ouest en salle fermée, les adversaires l'inverse. Un numéro trouve le nom sur la feuille des membres.",
  },
  declarerHint: "N, E, S ou W (O s'écrit W)",
  sampleSource: (source) => `Données de l'exemple : ${source}`,
  sitOut: "relâche",
  note: "Note",
  arrowSwitched: "flèche inversée : NS et EO échangés",
  sitOutNote: (pair) => `relâche : ${pair} ne joue pas de donne ici`,
  sitOutTyped: (note) =>
    `${note}. NON MARQUÉ : personne n'a joué sur cette ligne ; tapez le résultat sur la ligne de la table qui a joué la donne`,
  sectionRankingSheet: (letter) => ` Classement ${letter}`,
  handicap: "Handicap",
  handicapAdded: (percentage) => `Ajouté au ${percentage ? "pourcentage" : "total"}`,
  handicapNote: ({ share, percentage, placesAfterHandicap }) => {
    const figure = percentage ? "pourcentage" : "total";
    const part =
      share === 1
        ? "ce handicap"
        : share === 0.5
          ? "la moitié de ce handicap"
          : `${String(share).replace(".", ",")} fois ce handicap`;
    return (
      `Tournoi à handicap : le HANDICAP de chaque paire, tel que le fichier le donne, est sur la feuille des paires (colonne G) ; on ajoute ${part} (colonne H) au ${figure} de la paire. ` +
      `Handicap est ce qui est ajouté, Avec handicap le ${figure} avec lui (tel que le fichier le publie), Place handicap la place selon ce chiffre. ` +
      `Place classe les ${figure}s d'avant le handicap${placesAfterHandicap ? " ; les places du fichier les classent après lui (Place handicap)." : ", comme les places du fichier."}`
    );
  },
};

export function sessionLabels(language: Language): SessionLabels {
  return language === "fr" ? FR : EN;
}
