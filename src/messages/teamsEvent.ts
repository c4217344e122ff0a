/*
 * The texts a teams event's sheets show (a round robin, Swiss teams, Swiss pairs): sheet names,
 * headers and notes, in English and French. Formulas stay in English: Excel translates them.
 */
import type { Language } from "./language";

export type TeamsEventKind = "teams-rr" | "swiss-teams" | "swiss-pairs";

export interface TeamsEventLabels {
  /** The event's kind, as its settings block names it. */
  readonly kindName: Readonly<Record<TeamsEventKind, string>>;
  /** The default event name, before the date: short, so every sheet's name fits in 31. */
  readonly defaultName: Readonly<Record<TeamsEventKind, string>>;
  /** Suffixes of the sheets' names: " Teams" (" Pairs" for Swiss pairs), " Standings", " R3". */
  readonly entriesSheet: (kind: TeamsEventKind) => string;
  readonly standingsSheet: string;
  readonly roundSheet: (round: number) => string;
  readonly number: string;
  readonly name: string;
  /** The default name of entry n: "Team 3", "Pair 3". */
  readonly entryName: (kind: TeamsEventKind, entry: number) => string;
  readonly round: string;
  readonly entry: (kind: TeamsEventKind) => string;
  readonly opponents: string;
  readonly vps: string;
  readonly impsWon: string;
  readonly impsLost: string;
  readonly eventHeader: string;
  readonly entries: string;
  readonly rounds: string;
  readonly boardsPerMatch: string;
  readonly vpScale: string;
  readonly byeVps: string;
  readonly standings: string;
  readonly roundSheetName: (round: number) => string;
  readonly impMarginFrom: string;
  readonly winnersVps: string;
  readonly table: string;
  readonly home: string;
  readonly away: string;
  readonly homeName: string;
  readonly awayName: string;
  readonly boardImps: (board: number) => string;
  readonly typedHome: string;
  readonly typedAway: string;
  readonly homeImps: string;
  readonly awayImps: string;
  readonly homeVps: string;
  readonly awayVps: string;
  readonly bye: string;
  readonly roundTitle: (round: number) => string;
  readonly roundNote: string;
  readonly playedBlock: string;
  readonly playedNote: string;
  readonly resultsIn: string;
  readonly nextDraw: string;
  readonly standingsNote: string;
}

const EN: TeamsEventLabels = {
  kindName: { "teams-rr": "Teams", "swiss-teams": "Swiss teams", "swiss-pairs": "Swiss pairs" },
  defaultName: { "teams-rr": "Teams", "swiss-teams": "Swiss", "swiss-pairs": "Pairs" },
  entriesSheet: (kind) => (kind === "swiss-pairs" ? " Pairs" : " Teams"),
  standingsSheet: " Standings",
  roundSheet: (round) => ` R${round}`,
  number: "No.",
  name: "Name",
  entryName: (kind, entry) => `${kind === "swiss-pairs" ? "Pair" : "Team"} ${entry}`,
  round: "Round",
  entry: (kind) => (kind === "swiss-pairs" ? "Pair" : "Team"),
  opponents: "Opponents",
  vps: "VPs",
  impsWon: "IMPs won",
  impsLost: "IMPs lost",
  eventHeader: "Event",
  entries: "Entries",
  rounds: "Rounds",
  boardsPerMatch: "Boards per match",
  vpScale: "VP scale",
  byeVps: "VPs for a bye",
  standings: "Standings sheet",
  roundSheetName: (round) => `Round ${round} sheet`,
  impMarginFrom: "IMP margin from",
  winnersVps: "Winner's VPs",
  table: "Table",
  home: "Home",
  away: "Away",
  homeName: "Home name",
  awayName: "Away name",
  boardImps: (board) => `Bd ${board}`,
  typedHome: "Match IMPs home",
  typedAway: "Match IMPs away",
  homeImps: "Home IMPs",
  awayImps: "Away IMPs",
  homeVps: "Home VPs",
  awayVps: "Away VPs",
  bye: "Bye",
  roundTitle: (round) => `Round ${round}`,
  roundNote:
    "Type each board's IMPs for the home team (+ won, - lost), or the match's IMPs for both teams in the two typed columns (they win over the boards).",
  playedBlock: "Played matches of this round (the Teams sheet reads them)",
  playedNote: "A row per team per match, a bye's row without opponents.",
  resultsIn: "Rows with VPs",
  nextDraw: "Next round's draw",
  standingsNote:
    "Ties: IMP difference over every match, then they share the place. The draw is the next round's (Swiss): the pane's Draw the next round button writes it as a new sheet.",
};

const FR: TeamsEventLabels = {
  kindName: {
    "teams-rr": "Équipes",
    "swiss-teams": "Patton suisse",
    "swiss-pairs": "Paires suisse",
  },
  defaultName: { "teams-rr": "Équipes", "swiss-teams": "Patton", "swiss-pairs": "Paires" },
  entriesSheet: (kind) => (kind === "swiss-pairs" ? " Paires" : " Équipes"),
  standingsSheet: " Classement",
  roundSheet: (round) => ` T${round}`,
  number: "N°",
  name: "Nom",
  entryName: (kind, entry) => `${kind === "swiss-pairs" ? "Paire" : "Équipe"} ${entry}`,
  round: "Tour",
  entry: (kind) => (kind === "swiss-pairs" ? "Paire" : "Équipe"),
  opponents: "Adversaires",
  vps: "PV",
  impsWon: "IMP gagnés",
  impsLost: "IMP perdus",
  eventHeader: "Épreuve",
  entries: "Inscrits",
  rounds: "Tours",
  boardsPerMatch: "Donnes par match",
  vpScale: "Barème de PV",
  byeVps: "PV d'un exempt",
  standings: "Feuille du classement",
  roundSheetName: (round) => `Feuille du tour ${round}`,
  impMarginFrom: "Écart en IMP à partir de",
  winnersVps: "PV du gagnant",
  table: "Table",
  home: "Recevant",
  away: "Visiteur",
  homeName: "Nom du recevant",
  awayName: "Nom du visiteur",
  boardImps: (board) => `D ${board}`,
  typedHome: "IMP du match recevant",
  typedAway: "IMP du match visiteur",
  homeImps: "IMP recevant",
  awayImps: "IMP visiteur",
  homeVps: "PV recevant",
  awayVps: "PV visiteur",
  bye: "Exempt",
  roundTitle: (round) => `Tour ${round}`,
  roundNote:
    "Tapez les IMP de chaque donne pour le recevant (+ gagnés, - perdus), ou les IMP du match des deux équipes dans les deux colonnes à taper (elles priment sur les donnes).",
  playedBlock: "Matchs joués de ce tour (lus par la feuille des équipes)",
  playedNote: "Une ligne par équipe et par match ; un exempt sans adversaires.",
  resultsIn: "Lignes avec PV",
  nextDraw: "Tirage du tour suivant",
  standingsNote:
    "Égalités : différence d'IMP sur tous les matchs, sinon place partagée. Le tirage est celui du tour suivant (suisse) : le bouton Tirer le tour suivant du volet l'écrit dans une nouvelle feuille.",
};

export function teamsEventLabels(language: Language): TeamsEventLabels {
  return language === "fr" ? FR : EN;
}

/** Every language's labels, to read back a sheet written in either. */
export const ALL_TEAMS_EVENT_LABELS: readonly TeamsEventLabels[] = [EN, FR];
