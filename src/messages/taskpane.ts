/*
 * Every text the task pane shows, in English and French. The pane follows Excel's display
 * language (Office.context.displayLanguage "fr-*" is French). French duplicate bridge words:
 * donne, marque, levées, vulnérable, donneur, déclarant, points de match, IMP, PV, sans-atout.
 */
import type { Language } from "./session";

export type { Language };

export interface TaskpaneMessages {
  readonly title: string;
  readonly loading: string;
  readonly ready: string;
  readonly officeMissing: string;
  readonly officeSilent: string;
  readonly notInExcel: string;
  readonly sessionsUnsupported: string;
  readonly namesUnsupported: string;

  readonly newSession: string;
  readonly event: string;
  readonly eventPairsMp: string;
  readonly eventPairsXimps: string;
  readonly eventPairsButler: string;
  readonly eventTeams: string;
  readonly movement: string;
  readonly movementMitchell: string;
  readonly movementHowell: string;
  readonly movementNone: string;
  readonly tables: string;
  readonly boardsPerRound: string;
  readonly rounds: string;
  readonly boards: string;
  readonly howellTable: string;
  readonly howellOption: (
    pairs: number,
    tables: number,
    boards: number,
    relay: boolean,
    incomplete: boolean
  ) => string;
  readonly firstBoard: string;
  readonly sessionName: string;
  readonly sessionNameHint: string;
  readonly howellSummary: (pairs: number, rounds: number, boards: number) => string;
  readonly noneSummary: (tables: number, boards: number) => string;
  readonly teamsSummary: (boards: number) => string;
  readonly build: string;
  readonly building: string;

  readonly eventRoundRobin: string;
  readonly eventSwissTeams: string;
  readonly eventSwissPairs: string;
  readonly entries: string;
  readonly boardsPerMatch: string;
  readonly vpScale: string;
  readonly vpScaleWbf: string;
  readonly vpScaleTable: string;
  readonly vpTable: string;
  readonly vpTableHint: string;
  readonly entryNames: string;
  readonly entryNamesHint: string;
  readonly eventNameHint: string;
  readonly eventSummary: (
    swiss: boolean,
    entries: number,
    rounds: number,
    boards: number
  ) => string;
  readonly vpTableLine: (line: number, text: string) => string;
  readonly drawTitle: string;
  readonly drawText: string;
  readonly drawRound: string;
  readonly noSwissEvent: string;
  readonly severalSwissEvents: (events: readonly string[]) => string;
  readonly allDrawn: (rounds: number) => string;
  readonly roundUnfinished: (round: number, found: number, expected: number) => string;
  readonly drawUnreadable: (sheet: string) => string;

  readonly sample: string;
  readonly sampleText: string;
  readonly buildSample: string;
  readonly sampleSource: (source: string) => string;

  readonly handRecords: string;
  readonly handRecordsText: string;
  readonly handRecordsFile: string;
  readonly buildHandRecords: string;
  readonly handFileRead: (file: string, boards: number, withTricks: number) => string;
  readonly handFileLawTwo: (boards: readonly number[]) => string;
  readonly handFileEmpty: (file: string) => string;
  readonly handFileBad: (file: string, message: string) => string;
  readonly resultsFile: string;
  readonly resultsFileText: string;
  readonly resultsFileInput: string;
  readonly resultsSection: string;
  readonly buildResults: string;

  readonly cardNames: string;
  readonly cardNamesText: string;
  readonly cardNamesNeeds: string;
  readonly addNames: string;

  readonly functions: string;
  readonly functionsText: string;
  readonly moreHelp: string;
  readonly optional: string;

  readonly built: (sheets: readonly string[]) => string;
  readonly namesAdded: (names: readonly string[]) => string;
  readonly namesTaken: (names: readonly string[]) => string;
  readonly noNamesAdded: string;
  readonly unknownNames: (cells: readonly string[]) => string;
  readonly outOfBounds: (field: string, min: number, max: number) => string;
  readonly unknownHowell: string;
  readonly fieldNames: Readonly<Record<string, string>>;
  readonly protectedWorkbook: string;
  readonly failed: (reason: string) => string;
  readonly leftBehind: (items: readonly string[]) => string;
}

const list = (items: readonly string[]) => items.join(", ");

const EN: TaskpaneMessages = {
  title: "Bridge Scoring",
  loading: "Loading…",
  ready: "Ready. Type =BRIDGE. in a cell to see the functions.",
  officeMissing:
    "Office's script (office.js) did not load, so this pane cannot reach the workbook. Check the internet connection (it comes from appsforoffice.microsoft.com), then close and reopen the pane. The function list below still works.",
  officeSilent:
    "Office has not answered yet. If this stays, close and reopen the pane, or reload the workbook.",
  notInExcel:
    "This pane works inside Excel. Open it from Excel (Home > Add-ins) to build sessions; the function list below is here for reading.",
  sessionsUnsupported:
    "This Excel is too old to build sessions from the pane (it needs the ExcelApi 1.9 requirement set: Microsoft 365, Excel 2021 or later, or Excel on the web). The BRIDGE functions still work in cells.",
  namesUnsupported: "This Excel cannot add workbook names from an add-in (ExcelApi 1.7 is needed).",

  newSession: "New session",
  event: "Event",
  eventPairsMp: "Pairs, matchpoints",
  eventPairsXimps: "Pairs, cross-IMPs",
  eventPairsButler: "Pairs, Butler IMPs",
  eventTeams: "Teams match (two rooms)",
  movement: "Movement",
  movementMitchell: "Mitchell",
  movementHowell: "Howell",
  movementNone: "None (I type the pair numbers)",
  tables: "Tables",
  boardsPerRound: "Boards per round",
  rounds: "Rounds",
  boards: "Boards",
  howellTable: "Howell table",
  howellOption: (pairs, tables, boards, relay, incomplete) =>
    `${pairs} pairs, ${tables} tables, ${boards} boards${relay ? ", relay" : ""}${
      incomplete ? ", 3/4 Howell (not every pair meets)" : ""
    }`,
  firstBoard: "First board",
  sessionName: "Session name",
  sessionNameHint: "Blank: Session and today's date.",
  howellSummary: (pairs, rounds, boards) =>
    `${pairs} pairs, ${rounds} rounds, ${boards} boards, one ranking.`,
  noneSummary: (tables, boards) => `${boards} boards, ${tables} lines per board to fill in.`,
  teamsSummary: (boards) => `${boards} boards, both rooms on one sheet, VPs for ${boards} boards.`,
  build: "Build the session",
  building: "Building…",

  eventRoundRobin: "Teams (round robin)",
  eventSwissTeams: "Swiss teams",
  eventSwissPairs: "Swiss pairs",
  entries: "Entries",
  boardsPerMatch: "Boards per match",
  vpScale: "VP scale",
  vpScaleWbf: "WBF 2013 (20 VPs)",
  vpScaleTable: "My event's table (paste it)",
  vpTable: "VP table: IMP margin from, winner's VPs",
  vpTableHint:
    "A row per band, as copied from Excel or typed: 0 10, then 1 11, 3 12... The first row is the draw, from 0 IMPs.",
  entryNames: "Names (one a line, by number)",
  entryNamesHint: "Blank: Team 1, Team 2...",
  eventNameHint: "Blank: the event's kind and today's date (Swiss 2026-12-01).",
  eventSummary: (swiss, entries, rounds, boards) =>
    swiss
      ? `${entries} entries, ${rounds} rounds of ${boards}-board matches: round 1 now, each next round drawn from the standings with the Draw button below.`
      : `${entries} teams, every round of the round robin (${entries % 2 === 0 ? entries - 1 : entries} rounds) of ${boards}-board matches, and the standings.`,
  vpTableLine: (line, text) =>
    `VP table, line ${line}: "${text}" is not two numbers (an IMP margin and the winner's VPs).`,
  drawTitle: "Swiss events: the next round",
  drawText:
    "When every match of the round has its result, draw the next round: a new sheet with the pairings the Standings sheet's draw shows. The rounds already played are not touched.",
  drawRound: "Draw the next round",
  noSwissEvent: "No Swiss event in this workbook: build one above first.",
  severalSwissEvents: (events) =>
    `Several Swiss events have a round to draw (${list(events)}): select a sheet of the one to draw, then press the button again.`,
  allDrawn: (rounds) => `All ${rounds} rounds are drawn: nothing was written.`,
  roundUnfinished: (round, found, expected) =>
    `Round ${round} is not finished: ${found} of ${expected} rows of the played matches have VPs. Type the missing results, then draw again. Nothing was written.`,
  drawUnreadable: (sheet) =>
    `The draw on ${sheet} cannot be read (an error or a blank in it, or a team twice). Fix what the sheet shows, then draw again. Nothing was written.`,

  sample: "Try a sample session",
  sampleText:
    "Builds a session filled with a made-up club evening (a 7-table Mitchell, 21 boards with their hand records), so you can see scores, matchpoints, the ranking and the hand records at once.",
  buildSample: "Build the sample session",
  sampleSource: (source) => `The numbers come from ${source}; no real club or player is in it.`,

  handRecords: "Open a hand-record file",
  handRecordsText:
    "A PBN file from the dealing machine (Dealer4, Duplimate, BridgeComposer) or a USEBIO file's hand records: a new Hand records sheet with each board's hands, HCP, double-dummy tricks, makeable contracts and par. Nothing is written until you build.",
  handRecordsFile: "Hand-record file (.pbn, .xml)",
  buildHandRecords: "Build the Hand records sheet",
  handFileRead: (file, boards, withTricks) =>
    `${file}: ${boards} board${boards === 1 ? "" : "s"}` +
    (withTricks > 0
      ? `, ${withTricks} with the file's own double-dummy tricks (compared with the solver's on the sheet).`
      : "."),
  handFileLawTwo: (boards) =>
    `Dealer or vulnerability not Law 2's for board${boards.length === 1 ? "" : "s"} ${list(boards.map(String))}: the sheet says so.`,
  handFileEmpty: (file) => `${file} has no boards: nothing to build.`,
  handFileBad: (file, message) =>
    `${file} cannot be read: ${message.replace(/\.$/, "")}. Nothing was written.`,

  resultsFile: "Open a results file",
  resultsFileText:
    "A results file of a pairs session by matchpoints, cross-IMPs or Butler: USEBIO (.xml) from Compscore, EBUScore or Scorebridge, PBN (.pbn) with results from Ruter, BridgeComposer and other scorers, or a Bridgemate database (.bws, also BridgePal's, BridgeTab's, TabScore's): the same sheets as a new session (Results with every traveller line, Ranking, Boards, Pairs with the players' names, Hand records when the file has them), so you can check, correct and publish it again. The pane lists every place, total or percentage where our ranking differs from the file's. Nothing is written until you build.",
  resultsFileInput: "Results file (.xml, .pbn, .bws)",
  resultsSection: "Section of the file",
  buildResults: "Build the session from the file",

  cardNames: "Plain names: BRIDGESCORE, IMPS, MATCHPOINTS",
  cardNamesText:
    'Adds workbook names so that =BRIDGESCORE("3NT",9,"V",""), =IMPS(430) and =MATCHPOINTS(F2:F7) work alongside the BRIDGE. functions.',
  cardNamesNeeds:
    "Needs Excel with LAMBDA (Microsoft 365, Excel 2024 or Excel on the web). The names live in this workbook only; a name already in use is left alone. Every session you build gets them too.",
  addNames: "Add the names",

  functions: "Functions",
  functionsText: "Every BRIDGE function, its arguments and an example.",
  moreHelp: "Full help",
  optional: "optional",

  built: (sheets) => `Built: ${list(sheets)}.`,
  namesAdded: (names) => `Names added: ${list(names)}.`,
  namesTaken: (names) =>
    `Already in this workbook, left alone: ${list(names)}. Rename or delete them (Formulas > Name Manager) to get the add-in's.`,
  noNamesAdded: "No name added.",
  unknownNames: (cells) =>
    `Excel shows #NAME? in ${list(cells)}: it did not recognise a BRIDGE function. Check that the add-in is loaded (Home > Add-ins), then recalculate (Ctrl+Alt+F9). If it stays, your Excel may not accept the functions' English names written by an add-in: retype one formula by hand and tell us.`,
  outOfBounds: (field, min, max) => `${field}: enter a whole number from ${min} to ${max}.`,
  unknownHowell: "Choose a Howell table from the list.",
  fieldNames: {
    tables: "Tables",
    boardsPerRound: "Boards per round",
    rounds: "Rounds",
    boards: "Boards",
    firstBoard: "First board",
    entries: "Entries",
    roundRobinEntries: "Entries",
    boardsPerMatch: "Boards per match",
  },
  protectedWorkbook:
    "The workbook's structure is protected, so no sheet can be added. Unprotect it (Review > Protect Workbook), then build again. Nothing was changed.",
  failed: (reason) =>
    `Excel could not build the session (${reason}). The sheets and names it had added were removed; your other sheets were not touched. Try again; if it fails again, save the workbook and reopen it.`,
  leftBehind: (items) =>
    `These could not be removed: ${list(items)}. Delete them by hand (right-click the sheet tab > Delete; Formulas > Name Manager).`,
};

const FR: TaskpaneMessages = {
  title: "Marque du bridge",
  loading: "Chargement…",
  ready: "Prêt. Tapez =BRIDGE. dans une cellule pour voir les fonctions.",
  officeMissing:
    "Le script d'Office (office.js) ne s'est pas chargé : ce volet ne peut pas atteindre le classeur. Vérifiez la connexion à Internet (il vient de appsforoffice.microsoft.com), puis fermez et rouvrez le volet. La liste des fonctions ci-dessous reste lisible.",
  officeSilent:
    "Office n'a pas encore répondu. Si cela dure, fermez et rouvrez le volet, ou rechargez le classeur.",
  notInExcel:
    "Ce volet fonctionne dans Excel. Ouvrez-le depuis Excel (Accueil > Compléments) pour créer des séances ; la liste des fonctions ci-dessous reste lisible.",
  sessionsUnsupported:
    "Cet Excel est trop ancien pour créer des séances depuis le volet (il faut l'ensemble de conditions ExcelApi 1.9 : Microsoft 365, Excel 2021 ou plus récent, ou Excel pour le web). Les fonctions BRIDGE restent utilisables dans les cellules.",
  namesUnsupported:
    "Cet Excel ne permet pas à un complément d'ajouter des noms au classeur (il faut ExcelApi 1.7).",

  newSession: "Nouvelle séance",
  event: "Épreuve",
  eventPairsMp: "Paires, points de match",
  eventPairsXimps: "Paires, IMP croisés",
  eventPairsButler: "Paires, IMP Butler",
  eventTeams: "Match par quatre (deux salles)",
  movement: "Mouvement",
  movementMitchell: "Mitchell",
  movementHowell: "Howell",
  movementNone: "Aucun (je tape les numéros de paires)",
  tables: "Tables",
  boardsPerRound: "Donnes par tour",
  rounds: "Tours",
  boards: "Donnes",
  howellTable: "Table de Howell",
  howellOption: (pairs, tables, boards, relay, incomplete) =>
    `${pairs} paires, ${String(tables).replace(".", ",")} tables, ${boards} donnes${
      relay ? ", relais" : ""
    }${incomplete ? ", Howell 3/4 (toutes les paires ne se rencontrent pas)" : ""}`,
  firstBoard: "Première donne",
  sessionName: "Nom de la séance",
  sessionNameHint: "Vide : Séance et la date du jour.",
  howellSummary: (pairs, rounds, boards) =>
    `${pairs} paires, ${rounds} tours, ${boards} donnes, un seul classement.`,
  noneSummary: (tables, boards) => `${boards} donnes, ${tables} lignes par donne à remplir.`,
  teamsSummary: (boards) =>
    `${boards} donnes, les deux salles sur une feuille, PV pour ${boards} donnes.`,
  build: "Créer la séance",
  building: "Création…",

  eventRoundRobin: "Équipes (toutes rondes)",
  eventSwissTeams: "Patton suisse",
  eventSwissPairs: "Paires suisse",
  entries: "Inscrits",
  boardsPerMatch: "Donnes par match",
  vpScale: "Barème de PV",
  vpScaleWbf: "WBF 2013 (20 PV)",
  vpScaleTable: "Le barème de l'épreuve (à coller)",
  vpTable: "Barème : écart en IMP à partir de, PV du gagnant",
  vpTableHint:
    "Une ligne par tranche, copiée d'Excel ou tapée : 0 10, puis 1 11, 3 12... La première ligne est le match nul, à partir de 0 IMP.",
  entryNames: "Noms (un par ligne, par numéro)",
  entryNamesHint: "Vide : Équipe 1, Équipe 2...",
  eventNameHint: "Vide : le type d'épreuve et la date du jour (Patton 2026-12-01).",
  eventSummary: (swiss, entries, rounds, boards) =>
    swiss
      ? `${entries} inscrits, ${rounds} tours de matchs de ${boards} donnes : le tour 1 tout de suite, chaque tour suivant tiré du classement par le bouton Tirer ci-dessous.`
      : `${entries} équipes, tous les tours du toutes rondes (${entries % 2 === 0 ? entries - 1 : entries} tours) en matchs de ${boards} donnes, et le classement.`,
  vpTableLine: (line, text) =>
    `Barème, ligne ${line} : « ${text} » n'est pas deux nombres (un écart en IMP et les PV du gagnant).`,
  drawTitle: "Épreuves suisses : le tour suivant",
  drawText:
    "Quand chaque match du tour a son résultat, tirez le tour suivant : une nouvelle feuille avec les rencontres que montre le tirage de la feuille du classement. Les tours déjà joués ne sont pas touchés.",
  drawRound: "Tirer le tour suivant",
  noSwissEvent: "Aucune épreuve suisse dans ce classeur : créez-en une ci-dessus d'abord.",
  severalSwissEvents: (events) =>
    `Plusieurs épreuves suisses ont un tour à tirer (${list(events)}) : sélectionnez une feuille de celle à tirer, puis appuyez de nouveau sur le bouton.`,
  allDrawn: (rounds) => `Les ${rounds} tours sont tirés : rien n'a été écrit.`,
  roundUnfinished: (round, found, expected) =>
    `Le tour ${round} n'est pas fini : ${found} lignes sur ${expected} des matchs joués ont leurs PV. Tapez les résultats manquants, puis tirez de nouveau. Rien n'a été écrit.`,
  drawUnreadable: (sheet) =>
    `Le tirage de ${sheet} est illisible (une erreur ou un vide, ou une équipe deux fois). Corrigez ce que montre la feuille, puis tirez de nouveau. Rien n'a été écrit.`,

  sample: "Essayer une séance d'exemple",
  sampleText:
    "Crée une séance remplie avec une soirée de club inventée (un Mitchell de 7 tables, 21 donnes avec leurs jeux) : marques, points de match, classement et donnes, tout de suite.",
  buildSample: "Créer la séance d'exemple",
  sampleSource: (source) =>
    `Les chiffres viennent de ${source} ; aucun vrai club ni joueur n'y figure.`,

  handRecords: "Ouvrir un fichier de donnes",
  handRecordsText:
    "Un fichier PBN de la machine à donnes (Dealer4, Duplimate, BridgeComposer) ou les donnes d'un fichier USEBIO : une nouvelle feuille Donnes avec les mains, les points H, les levées double mort, les contrats réalisables et le par de chaque donne. Rien n'est écrit avant de créer la feuille.",
  handRecordsFile: "Fichier de donnes (.pbn, .xml)",
  buildHandRecords: "Créer la feuille Donnes",
  handFileRead: (file, boards, withTricks) =>
    `${file} : ${boards} donne${boards === 1 ? "" : "s"}` +
    (withTricks > 0
      ? `, dont ${withTricks} avec les levées double mort du fichier (comparées à celles du solveur sur la feuille).`
      : "."),
  handFileLawTwo: (boards) =>
    `Donneur ou vulnérabilité autres que ceux de la Loi 2 : donne${boards.length === 1 ? "" : "s"} ${list(boards.map(String))} ; la feuille le signale.`,
  handFileEmpty: (file) => `${file} ne contient aucune donne : rien à créer.`,
  handFileBad: (file, message) =>
    `${file} illisible : ${message.replace(/\.$/, "")}. Rien n'a été écrit.`,

  resultsFile: "Ouvrir un fichier de résultats",
  resultsFileText:
    "Un fichier de résultats d'une épreuve par paires en points de match, cross-IMPs ou Butler : USEBIO (.xml) de Compscore, EBUScore ou Scorebridge, PBN (.pbn) avec résultats de Ruter, BridgeComposer et d'autres logiciels, ou une base Bridgemate (.bws, aussi celle de BridgePal, BridgeTab, TabScore) : les mêmes feuilles qu'une nouvelle séance (Résultats avec chaque ligne des feuilles ambulantes, Classement, Donnes, Paires avec les noms des joueurs, Diagrammes si le fichier les contient), pour vérifier, corriger et publier à nouveau. Le volet liste chaque place, total ou pourcentage où notre classement diffère de celui du fichier. Rien n'est écrit avant de créer les feuilles.",
  resultsFileInput: "Fichier de résultats (.xml, .pbn, .bws)",
  resultsSection: "Section du fichier",
  buildResults: "Créer la séance du fichier",

  cardNames: "Noms simples : BRIDGESCORE, IMPS, MATCHPOINTS",
  cardNamesText:
    'Ajoute des noms au classeur pour que =BRIDGESCORE("3NT";9;"V";""), =IMPS(430) et =MATCHPOINTS(F2:F7) marchent à côté des fonctions BRIDGE.',
  cardNamesNeeds:
    "Il faut un Excel avec LAMBDA (Microsoft 365, Excel 2024 ou Excel pour le web). Les noms n'existent que dans ce classeur ; un nom déjà pris est laissé tel quel. Chaque séance créée les reçoit aussi.",
  addNames: "Ajouter les noms",

  functions: "Fonctions",
  functionsText: "Chaque fonction BRIDGE, ses arguments et un exemple.",
  moreHelp: "Aide complète",
  optional: "facultatif",

  built: (sheets) => `Créé : ${list(sheets)}.`,
  namesAdded: (names) => `Noms ajoutés : ${list(names)}.`,
  namesTaken: (names) =>
    `Déjà dans ce classeur, laissés tels quels : ${list(names)}. Renommez-les ou supprimez-les (Formules > Gestionnaire de noms) pour avoir ceux du complément.`,
  noNamesAdded: "Aucun nom ajouté.",
  unknownNames: (cells) =>
    `Excel affiche #NOM? dans ${list(cells)} : il n'a pas reconnu une fonction BRIDGE. Vérifiez que le complément est chargé (Accueil > Compléments), puis recalculez (Ctrl+Alt+F9). Si cela reste, votre Excel n'accepte peut-être pas les noms anglais des fonctions écrits par un complément : retapez une formule à la main et signalez-le.`,
  outOfBounds: (field, min, max) => `${field} : un nombre entier de ${min} à ${max}.`,
  unknownHowell: "Choisissez une table de Howell dans la liste.",
  fieldNames: {
    tables: "Tables",
    boardsPerRound: "Donnes par tour",
    rounds: "Tours",
    boards: "Donnes",
    firstBoard: "Première donne",
    entries: "Inscrits",
    roundRobinEntries: "Inscrits",
    boardsPerMatch: "Donnes par match",
  },
  protectedWorkbook:
    "La structure du classeur est protégée : aucune feuille ne peut être ajoutée. Ôtez la protection (Révision > Protéger le classeur), puis recommencez. Rien n'a été modifié.",
  failed: (reason) =>
    `Excel n'a pas pu créer la séance (${reason}). Les feuilles et noms déjà ajoutés ont été retirés ; vos autres feuilles n'ont pas été touchées. Recommencez ; si cela échoue encore, enregistrez le classeur et rouvrez-le.`,
  leftBehind: (items) =>
    `Impossible de retirer : ${list(items)}. Supprimez-les à la main (clic droit sur l'onglet > Supprimer ; Formules > Gestionnaire de noms).`,
};

export { languageOf } from "./language";

export function taskpaneMessages(language: Language): TaskpaneMessages {
  return language === "fr" ? FR : EN;
}
