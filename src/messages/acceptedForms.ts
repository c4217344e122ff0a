/**
 * What each argument accepts, as the error messages cite it, in English and French: the forms the
 * functions' declarations (src/messages/functions) give their arguments. A module of its own, so
 * that the declarations and the message templates (errors.ts, which cites the declared names) can
 * both read it.
 */
import type { LocalizedText } from "./language";

/**
 * What each argument accepts, by the argument's concept. Vocabulary of French bridge: donne,
 * levées, PV (points de victoire), IMP.
 */
export const ACCEPTED_FORMS = {
  board: {
    en: "a board number: a whole number from 1",
    fr: "un numéro de donne : un nombre entier à partir de 1",
  },
  pointDifference: {
    en: "a number of points, such as 430 or -50",
    fr: "un nombre de points, comme 430 ou -50",
  },
  vpScale: {
    en: '"WBF" (the WBF 2013 continuous 20-VP scale, the default)',
    fr: '"WBF" (le barème continu WBF 2013 sur 20 PV, par défaut)',
  },
  impMargin: {
    en: "a whole number of IMPs, such as 12 or -7",
    fr: "un nombre entier d'IMP, comme 12 ou -7",
  },
  contract: {
    en: 'a level 1-7 and a strain (C D H S NT or N; ♣ ♦ ♥ ♠; French Tr/T Ca/K Co Pi/P SA), optionally X/XX or */**, such as "4S", "3NTX" or "6♥XX", optionally with its result ("4S+1", "3NTX-2", "4♥="); or PASS (PO, Passed out, Passe)',
    fr: 'un palier 1-7 et une dénomination (Tr/T Ca/K Co Pi/P SA ; C D H S NT ou N ; ♣ ♦ ♥ ♠), au besoin X/XX ou */** (contré, surcontré), comme "4S", "3NTX" ou "6♥XX", au besoin avec son résultat ("4S+1", "3NTX-2", "4♥=") ; ou PASS (PO, Passe, Passed out)',
  },
  doubling: {
    en: 'blank, "" or "-" (undoubled), "X" or "*" (doubled), "XX" or "**" (redoubled)',
    fr: 'vide, "" ou "-" (non contré), "X" ou "*" (contré), "XX" ou "**" (surcontré)',
  },
  vulnerability: {
    en: 'of the declaring side: TRUE/FALSE, "V"/"Vul" or "NV"; or of the board: "None" ("Nil", "Love All", "Personne", "-"), "NS" ("N-S"), "EW" ("E-W", "EO"), "Both" ("All", "Game All", "Tous") or a board number (a number is always a board number: for a 1/0 column write TRUE/FALSE)',
    fr: 'du camp du déclarant : VRAI/FAUX, "V"/"Vul" (vulnérable) ou "NV" (non vulnérable) ; ou de la donne : "None" ("Personne", "Nil", "Love All", "-"), "NS" ("N-S"), "EW" ("E-W", "EO"), "Both" ("Tous", "All", "Game All") ou un numéro de donne (un nombre est toujours un numéro de donne : pour une colonne de 1/0, écrire VRAI/FAUX)',
  },
  declarer: {
    en: "N, E, S or W (North, Nord, Sud, Est, Ouest or O; or blank for the declaring side's score)",
    fr: "N, E, S ou W (Nord, Sud, Est, Ouest ou O, North ; ou vide pour la marque du camp du déclarant)",
  },
  result: {
    en: 'tricks taken by declarer (at most 3 down as a bare number); or relative to the contract: "=", "+1".."+6", "-1".."-13" (a negative number is down that many)',
    fr: 'les levées du déclarant (en nombre seul, au plus 3 de chute) ; ou relatif au contrat : "=", "+1".."+6", "-1".."-13" (un nombre négatif est une chute d\'autant de levées)',
  },
  deal: {
    en: "a PBN deal: the first hand's seat and a colon, then the four hands clockwise separated by spaces, each hand's ♠.♥.♦.♣ separated by dots (A K Q J T or 10, 9-2), such as \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3\"",
    fr: 'une donne PBN : la position de la première main et deux-points, puis les quatre mains dans le sens des aiguilles d\'une montre, séparées par des espaces, les ♠.♥.♦.♣ de chaque main séparés par des points (A K Q J T ou 10, 9-2), comme "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"',
  },
  scoreTally: {
    en: "finite numbers of points",
    fr: "des nombres de points finis",
  },
  datumRounding: {
    en: '"AWAY" (halves away from zero, as Compscore; the default), "EVEN" (halves to even tens, as ACBLscore) or "UP" (halves up)',
    fr: '"AWAY" (les demis en s\'éloignant de zéro, comme Compscore ; par défaut), "EVEN" (les demis vers la dizaine paire, comme ACBLscore) ou "UP" (les demis vers le haut)',
  },
  trim: {
    en: "a whole number of scores dropped at each end (0, 1, 2 ...; default 1), or a share below 1 such as 0.05 for 5 % at each end",
    fr: "un nombre entier de marques écartées à chaque extrémité (0, 1, 2... ; 1 par défaut), ou une part inférieure à 1, comme 0,05 pour 5 % à chaque extrémité",
  },
  datumScore: {
    en: "whole numbers of points",
    fr: "des nombres entiers de points",
  },
  crossImpsMethod: {
    en: '"AVG" (the IMPs divided by the number of comparisons, the default) or "SUM" (the total)',
    fr: '"AVG" (les IMP divisés par le nombre de comparaisons, par défaut) ou "SUM" (le total)',
  },
  matchpointScale: {
    en: '"WBF" (2 per score beaten, 1 per tie; the default), "ACBL" (1 and 1/2) or "%" (percentage of the top)',
    fr: '"WBF" (2 par marque battue, 1 par égalité ; par défaut), "ACBL" (1 et 1/2) ou "%" (pourcentage du top)',
  },
  matchpointDirection: {
    en: '"NS" (North-South, the default), "EW" (East-West) or "BOTH" (North-South and East-West side by side)',
    fr: '"NS" (Nord-Sud, par défaut), "EW" (Est-Ouest) ou "BOTH" (Nord-Sud et Est-Ouest côte à côte)',
  },
  rankingMethod: {
    en: '"MP" (matchpoints, WBF 2/1 scale; the default), "ACBL" (matchpoints 1/½), "XIMPS" (cross-IMPs, average) or "BUTLER" (Butler IMPs)',
    fr: '"MP" (points de match, barème WBF 2/1 ; par défaut), "ACBL" (points de match 1/½), "XIMPS" (IMP croisés, moyenne) ou "BUTLER" (IMP Butler)',
  },
  fields: {
    en: '"ONE" (every pair in one ranking, as a Howell), "TWO" (North-South and East-West ranked apart, as a Mitchell) or blank (from the movement)',
    fr: '"ONE" (toutes les paires en un seul classement, comme un Howell), "TWO" (Nord-Sud et Est-Ouest classés à part, comme un Mitchell) ou vide (selon le mouvement)',
  },
  trickTable: {
    en: "a double-dummy table: 4 rows (N, E, S, W) by 5 columns (C, D, H, S, NT), or its 5 x 4 transpose, of the tricks each seat takes as declarer (whole numbers 0-13)",
    fr: "une table double mort : 4 lignes (N, E, S, W) sur 5 colonnes (C, D, H, S, NT), ou sa transposée 5 x 4, des levées de chaque joueur comme déclarant (nombres entiers 0-13)",
  },
  adjusted: {
    en: 'a North-South score (a number), blank or "NP" ("N/P", "Not played", "DNP"), or an adjusted score: "A60", "A50", "A40", "A+", "A=", "A-", "Avg+", "Avg", "Avg-" ("Ave", "Average"), or two-sided such as "A6040", "A60/40" or "60/40"',
    fr: 'une marque Nord-Sud (un nombre), vide ou "NP" ("N/P", "Not played", "DNP" : non jouée), ou une marque ajustée : "A60", "A50", "A40", "A+", "A=", "A-", "Avg+", "Avg", "Avg-" ("Ave", "Average"), ou des deux camps comme "A6040", "A60/40" ou "60/40"',
  },
  ruling: {
    en: 'a ruling written as docs/guide/rulings.md shows: a weighted score "30% +420 70% -50" (weights in percent adding up to 100, each before its North-South score), a split score "NS +420 EW -50" or "NS A60 EW -50" (each side\'s award after its name, scores as North-South\'s), a procedural penalty after the score "+420 PEN EW 10%" or "+420 PEN NS 3 IMP", a fouled board\'s second form "F +420" ("F3" its third), or an artificial score such as "A60" or "A60/40"',
    fr: 'une décision écrite comme le montre docs/guide/rulings.md : une marque pondérée "30% +420 70% -50" (des poids en pour cent faisant 100, chacun avant sa marque Nord-Sud), une marque partagée "NS +420 EW -50" ou "NS A60 EW -50" (la marque de chaque camp après son nom, en marques Nord-Sud), une pénalité de procédure après la marque "+420 PEN EW 10%" ou "+420 PEN NS 3 IMP", la seconde forme d\'une donne faussée "F +420" ("F3" la troisième), ou une marque arbitrale comme "A60" ou "A60/40"',
  },
  boardLabels: {
    en: "a range of the same shape as scores holding each line's board number or label, or left out for a single board",
    fr: "une plage de même forme que marques donnant le numéro ou le nom de donne de chaque ligne, ou omis pour une seule donne",
  },
  parVulnerability: {
    en: '"None", "NS", "EW" or "Both" (as BRIDGE.SCORE reads a board\'s vulnerability), or a board number, which also gives the dealer',
    fr: '"None", "NS", "EW" ou "Both" (comme BRIDGE.SCORE lit la vulnérabilité d\'une donne), ou un numéro de donne, qui donne aussi le donneur',
  },
  dealer: {
    en: "N, E, S or W (needed unless the vulnerability is a board number, which gives the dealer)",
    fr: "N, E, S ou W (nécessaire sauf si la vulnérabilité est un numéro de donne, qui donne le donneur)",
  },
  expectedResults: {
    en: "blank (the number of scores on the board; with boards, on each board) or a whole number of results, at least the real results on the board",
    fr: "vide (le nombre de marques de la donne ; avec donnes, de chaque donne) ou un nombre entier de résultats, au moins les résultats réels de la donne",
  },
  seat: {
    en: "N, E, S or W (North, East, South, West); a range of them spills each seat's",
    fr: "N, E, S ou W (Nord, Est, Sud, Ouest) ; une plage de positions donne le résultat de chacune",
  },
  handicapTable: {
    en: "a table of the pairs' handicaps: a row per pair, its number or id in the first column and its handicap (a number, added to its percentage, or to its total with IMPs) in the last; with three columns or more, the second is its direction (NS, EW or blank), and the columns between are not read (a Pairs sheet with its players); or blank (no handicaps)",
    fr: "une table des handicaps des paires : une ligne par paire, son numéro ou identifiant dans la première colonne et son handicap (un nombre, ajouté à son pourcentage, ou à son total en IMP) dans la dernière ; avec trois colonnes ou plus, la deuxième est son orientation (NS, EW, EO ou vide) et les colonnes entre elles ne sont pas lues (une feuille des paires avec ses joueurs) ; ou vide (pas de handicap)",
  },
  pair: {
    en: 'a pair number or id such as 3 or "3NS"',
    fr: 'un numéro ou un identifiant de paire, comme 3 ou "3NS"',
  },
  boardLabel: {
    en: "a board number or label",
    fr: "un numéro ou un nom de donne",
  },
  resultsTable: {
    en: "a session's lines, a row per table per board, with at least 8 columns as the Results sheet has them: board, round, table, North-South pair, East-West pair, contract, declarer, result, then optionally the lead and the North-South score",
    fr: "les lignes d'une séance, une par table et par donne, d'au moins 8 colonnes comme la feuille de résultats : donne, tour, table, paire Nord-Sud, paire Est-Ouest, contrat, déclarant, résultat, puis au besoin l'entame et la marque Nord-Sud",
  },
  trickRows: {
    en: "rows of 21 cells: a board number, then its 20 double-dummy tricks as BRIDGE.DDROW spills them (declarer N, E, S, W, each in C, D, H, S, NT; whole numbers 0-13)",
    fr: "des lignes de 21 cellules : un numéro de donne, puis ses 20 levées double mort comme les donne BRIDGE.DDROW (déclarant N, E, S, W, chacun à Trèfle, Carreau, Cœur, Pique, Sans-atout ; nombres entiers 0-13)",
  },
} as const satisfies Readonly<Record<string, LocalizedText>>;

/** The most boards a match may have (BRIDGE.VP), beside the forms that tell the user so. */
export const MOST_MATCH_BOARDS = 10_000;

/** The number of boards of a match. */
export const MATCH_BOARD_COUNT_FORMS: LocalizedText = {
  en: `a whole number of boards from 1 to ${MOST_MATCH_BOARDS}`,
  fr: `un nombre entier de donnes de 1 à ${MOST_MATCH_BOARDS}`,
};
