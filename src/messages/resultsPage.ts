/*
 * The texts of the results page the pane saves (src/files/resultsPage.ts), in English and French:
 * its headings, the columns of the ranking, travellers and score cards, and the words of a hand
 * diagram.
 */
import type { Language } from "./language";

export interface ResultsPageTexts {
  /** The page's language, as HTML's lang attribute. */
  readonly lang: string;
  readonly ranking: string;
  readonly boards: string;
  readonly scoreCards: string;
  readonly contents: string;
  readonly scoring: {
    readonly matchpoints: string;
    readonly crossImps: string;
    readonly butler: string;
  };
  readonly place: string;
  readonly pair: string;
  readonly players: string;
  readonly total: string;
  readonly percentage: string;
  readonly field: (direction: "NS" | "EW") => string;
  readonly board: (board: number) => string;
  readonly boardColumn: string;
  readonly dealer: string;
  readonly vulnerability: string;
  readonly vulnerabilities: {
    readonly None: string;
    readonly NS: string;
    readonly EW: string;
    readonly Both: string;
  };
  readonly seats: {
    readonly N: string;
    readonly E: string;
    readonly S: string;
    readonly W: string;
  };
  readonly handsOf: (board: number) => string;
  readonly makeable: string;
  readonly par: string;
  readonly noDeal: string;
  readonly traveller: string;
  readonly ns: string;
  readonly ew: string;
  readonly contract: string;
  readonly declarer: string;
  readonly lead: string;
  readonly result: string;
  readonly score: string;
  readonly nsScore: string;
  readonly points: string;
  readonly nsPoints: string;
  readonly ewPoints: string;
  readonly passed: string;
  readonly notPlayed: string;
  readonly adjusted: (ns: number, ew: number) => string;
  readonly cardOf: (pair: string) => string;
  readonly direction: string;
  readonly opponents: string;
  readonly top: string;
  readonly share: string;
  readonly backToTop: string;
  readonly made: (boards: number, pairs: number) => string;
}

const SCORING_EN = { matchpoints: "matchpoints", crossImps: "cross-IMPs", butler: "Butler IMPs" };
const SCORING_FR = {
  matchpoints: "points de match",
  crossImps: "IMP croisés",
  butler: "IMP Butler",
};

const EN: ResultsPageTexts = {
  lang: "en",
  ranking: "Ranking",
  boards: "Boards",
  scoreCards: "Score cards",
  contents: "Contents",
  scoring: SCORING_EN,
  place: "Place",
  pair: "Pair",
  players: "Players",
  total: "Total",
  percentage: "%",
  field: (direction) => (direction === "NS" ? "North-South" : "East-West"),
  board: (board) => `Board ${board}`,
  boardColumn: "Bd",
  dealer: "Dealer",
  vulnerability: "Vulnerable",
  vulnerabilities: { None: "None", NS: "N-S", EW: "E-W", Both: "All" },
  seats: { N: "North", E: "East", S: "South", W: "West" },
  handsOf: (board) => `The four hands of board ${board}`,
  makeable: "Makeable contracts",
  par: "Par",
  noDeal: "No hand record for this board.",
  traveller: "Traveller",
  ns: "NS",
  ew: "EW",
  contract: "Contract",
  declarer: "By",
  lead: "Lead",
  result: "+/−",
  score: "Score",
  nsScore: "NS score",
  points: "Points",
  nsPoints: "NS points",
  ewPoints: "EW points",
  passed: "Pass",
  notPlayed: "Not played",
  adjusted: (ns, ew) => `Adjusted ${ns}%/${ew}%`,
  cardOf: (pair) => `Pair ${pair}`,
  direction: "Sat",
  opponents: "Versus",
  top: "Top",
  share: "Share",
  backToTop: "Back to the ranking",
  made: (boards, pairs) =>
    `${boards} board${boards === 1 ? "" : "s"}, ${pairs} pair${pairs === 1 ? "" : "s"}. Made by Bridge Scoring for Excel from the session's sheets.`,
};

const FR: ResultsPageTexts = {
  lang: "fr",
  ranking: "Classement",
  boards: "Donnes",
  scoreCards: "Feuilles de marque",
  contents: "Sommaire",
  scoring: SCORING_FR,
  place: "Place",
  pair: "Paire",
  players: "Joueurs",
  total: "Total",
  percentage: "%",
  field: (direction) => (direction === "NS" ? "Nord-Sud" : "Est-Ouest"),
  board: (board) => `Donne ${board}`,
  boardColumn: "Dn",
  dealer: "Donneur",
  vulnerability: "Vulnérable",
  vulnerabilities: { None: "Personne", NS: "N-S", EW: "E-O", Both: "Tous" },
  seats: { N: "Nord", E: "Est", S: "Sud", W: "Ouest" },
  handsOf: (board) => `Les quatre mains de la donne ${board}`,
  makeable: "Contrats réalisables",
  par: "Par",
  noDeal: "Pas de diagramme pour cette donne.",
  traveller: "Feuille de route",
  ns: "NS",
  ew: "EO",
  contract: "Contrat",
  declarer: "Décl.",
  lead: "Entame",
  result: "+/−",
  score: "Marque",
  nsScore: "Marque NS",
  points: "Points",
  nsPoints: "Points NS",
  ewPoints: "Points EO",
  passed: "Passe",
  notPlayed: "Non jouée",
  adjusted: (ns, ew) => `Ajustée ${ns} %/${ew} %`,
  cardOf: (pair) => `Paire ${pair}`,
  direction: "Ligne",
  opponents: "Contre",
  top: "Top",
  share: "Part",
  backToTop: "Retour au classement",
  made: (boards, pairs) =>
    `${boards} donne${boards === 1 ? "" : "s"}, ${pairs} paire${pairs === 1 ? "" : "s"}. Page faite par Bridge Scoring for Excel depuis les feuilles de la séance.`,
};

export function resultsPageTexts(language: Language): ResultsPageTexts {
  return language === "fr" ? FR : EN;
}
