/**
 * French texts of the functions' metadata: the build writes dist/functions-fr.json from the
 * English functions.json (made from the JSDoc of src/excel/functions) with these descriptions,
 * keeping every id and name as they are (names are what the error messages cite). Excel in French
 * reads that file through the manifest's bt:Override of the metadata URL
 * (learn.microsoft.com/office/dev/add-ins/excel/custom-functions-naming, "Localize custom
 * functions": one JSON metadata file per language, name and description localized, id never).
 *
 * Examples are written as Excel in French shows formulas: arguments separated by ";", decimal
 * comma, VRAI/FAUX. Vocabulary of French duplicate bridge (the Fédération's scoring tables):
 * marque, levées, vulnérable, donneur, déclarant, points de match, IMP, PV, sans-atout,
 * contre/surcontre, chute, de mieux.
 *
 * The build uses only what functions.json contains: an entry may be written ahead of the
 * function or parameter it describes.
 */

export interface FrenchFunctionText {
  readonly description: string;
  /** By parameter name, as in functions.json. */
  readonly parameters: Readonly<Record<string, string>>;
}

const SCORES =
  'Les marques Nord-Sud de la donne : une colonne, une ligne ou un bloc ; nombres, cellules vides, "NP" (non jouée) ou marques ajustées. Exemple : B2:B7.';
const TRIM =
  "Marques écartées à chaque extrémité : un nombre entier (1 par défaut ; aucune s'il en resterait moins de 2), ou une part inférieure à 1 (0,05 écarte 5 % à chaque extrémité, arrondi vers le bas). Exemple : 0,05.";
const BOARDS =
  "Le numéro de donne de chaque ligne, de la même forme que scores : chaque marque n'est comparée qu'aux marques de sa donne, et une seule formule remplit la colonne de toute la séance. Exemple : A2:A49.";
const IMP_DIRECTION =
  '"NS" (par défaut) : les IMP de Nord-Sud ; "EW" : ceux d\'Est-Ouest (signe inversé) ; "BOTH" : les deux côte à côte. Exemple : "EW".';
const BOARD_NUMBER = "Numéro de donne, un nombre entier à partir de 1. Exemple : 7.";
const DD_TRICKS =
  "La table double mort d'une feuille de donnes, plage de 4 x 5 : lignes N, E, S, O (W) ; colonnes Trèfle, Carreau, Cœur, Pique, Sans-atout ; dans chaque cellule les levées (0-13) que fait ce joueur comme déclarant. La transposée 5 x 4 est lue aussi. Exemple : C2:G5.";
const PAR_VULNERABILITY =
  'Vulnérabilité de la donne : "None", "NS", "EW", "Both", ou le numéro de donne (qui donne aussi le donneur). Exemple : 7.';
const PAR_DEALER =
  'Le donneur : N, E, S ou W ; inutile si un numéro de donne est donné. Exemple : "S".';
const PBN_DEAL =
  'Une donne au format PBN : "N:AKJ.T98.Q2.8765 ...", quatre mains à partir de n\'importe quel joueur. Exemple : A2.';

export const FUNCTIONS_FR: Readonly<Record<string, FrenchFunctionText>> = {
  SCORE: {
    description:
      'La marque en duplicate d\'une donne (Loi 77). Avec le déclarant, la marque de Nord-Sud, comme la colonne NS d\'une feuille ambulante.\nExemple : =BRIDGE.SCORE("3NT"; 10; "V") vaut 630 ; =BRIDGE.SCORE("4SX"; "-2"; 5; ; "E") vaut 300 pour Nord-Sud.',
    parameters: {
      contract:
        'Palier 1-7 et dénomination (Tr Ca Co Pi SA, C D H S NT ou ♣ ♦ ♥ ♠), suivi de X (contré) ou XX (surcontré) ; PASS si la donne est passée. Exemple : "4Pi", "3SAX".',
      result:
        'Levées du déclarant (0-13), ou relatif au contrat : "=", "+1" (une de mieux), "-2" (deux de chute) ; un nombre de -1 à -13 est une chute. Exemple : 10 ou "+1".',
      vulnerability:
        'Du camp du déclarant : VRAI/FAUX, "V" (vulnérable) ou "NV" (non vulnérable) ; ou de la donne : "None", "NS", "EW", "Both" ou le numéro de donne (il faut alors le déclarant). Exemple : "V".',
      doubling:
        'Vide ou "-" : non contré ; "X" : contré ; "XX" : surcontré (ou écrit dans le contrat). Exemple : "X".',
      declarer:
        'N, E, S ou W : donne la marque de Nord-Sud (positive quand Nord-Sud marque). Exemple : "E".',
    },
  },
  IMPS: {
    description:
      "Les IMP d'un écart de points selon le barème de la Loi 78B, signe conservé. Avec deux arguments, les IMP de difference - other.\nExemple : =BRIDGE.IMPS(430) vaut 10 ; =BRIDGE.IMPS(620; 170) vaut 10 (une donne de match par quatre, salle ouverte contre salle fermée).",
    parameters: {
      difference:
        "Points gagnés (négatifs quand ils sont perdus), ou la marque de la première salle si other est donné. Exemple : 430.",
      other: "La marque à comparer : les IMP sont ceux de difference - other. Exemple : 170.",
    },
  },
  MATCHPOINTS: {
    description:
      "Les points de match de chaque marque d'une donne (Loi 78A), dans la forme des marques.\nExemple : =BRIDGE.MATCHPOINTS(F2:F7) donne les points de match de Nord-Sud ; =BRIDGE.MATCHPOINTS(F2:F7; ; \"EW\") ceux d'Est-Ouest.",
    parameters: {
      scores:
        'Les marques Nord-Sud de la donne (une colonne, une ligne ou un bloc) ; cellules vides, "" et "NP" sont ignorées ; marques ajustées "A60", "A+", "AVE-", "A6040"... Exemple : F2:F7.',
      scale:
        '"WBF" (2 par marque battue, 1 par égalité ; par défaut), "ACBL" (1 et 1/2) ou "%" (pourcentage du top). Exemple : "ACBL".',
      direction:
        '"NS" (par défaut), "EW", ou "BOTH" pour Nord-Sud et Est-Ouest côte à côte (pour une ligne : NS au-dessus d\'EW). Exemple : "EW".',
      expected:
        "Le nombre de résultats que la donne aurait dû avoir : avec moins de résultats réels, les points sont ajustés par Neuberg. Exemple : 6.",
      boards: BOARDS,
    },
  },
  XIMPS: {
    description:
      'IMP croisés (cross-IMPs) : chaque marque Nord-Sud d\'une donne comparée en IMP à toutes les autres marques de la donne, en moyenne sur les comparaisons (ou en total).\nExemple : =BRIDGE.XIMPS(B2:B6) avec 620, 170, 140, 140, -100 donne 10,5 ; -0,25 ; -1,25 ; -1,25 ; -7,75. Les cellules vides et "NP" restent vides ; une marque ajustée reçoit +3, 0 ou -3.',
    parameters: {
      scores: SCORES.replace("B2:B7", "B2:B6"),
      method:
        '"AVG" (par défaut) : les IMP divisés par le nombre de comparaisons, comme les publient BBO et Compscore ; "SUM" : le total. Exemple : "SUM".',
      direction: IMP_DIRECTION,
      boards: BOARDS,
    },
  },
  DATUM: {
    description:
      'Le datum Butler d\'une donne : la moyenne de ses marques Nord-Sud sans la plus haute ni la plus basse, arrondie à la dizaine.\nExemple : =BRIDGE.DATUM(B2:B7) avec 450, 420, -800, -50, 420, 420 vaut 300 (la moyenne des quatre du milieu est 302,5). Les cellules vides, "NP" et les marques ajustées ne comptent pas ; sans marque, le résultat est vide.',
    parameters: {
      scores: SCORES,
      trim: TRIM,
      rounding:
        'Une moyenne finissant exactement par 5 : "AWAY", en s\'éloignant de zéro (par défaut, comme Compscore), "EVEN", vers la dizaine paire (comme ACBLscore : 425 donne 420, 435 donne 440) ou "UP", vers le haut. Exemple : "EVEN".',
      boards: BOARDS,
    },
  },
  BUTLER: {
    description:
      "IMP Butler : chaque marque Nord-Sud d'une donne comparée en IMP au datum de la donne (voir BRIDGE.DATUM).\nExemple : =BRIDGE.BUTLER(B2:B7) avec 450, 420, -800, -50, 420, 420 (datum 300) donne 4, 3, -15, -8, 3, 3. Les cellules vides et \"NP\" restent vides ; une marque ajustée reçoit +3, 0 ou -3 et n'entre pas dans le datum.",
    parameters: {
      scores: SCORES,
      trim: TRIM.replace("Marques écartées", "Marques écartées pour le datum"),
      rounding:
        'Un datum finissant exactement par 5 : "AWAY", en s\'éloignant de zéro (par défaut, comme Compscore), "EVEN", vers la dizaine paire (comme ACBLscore) ou "UP", vers le haut. Exemple : "EVEN".',
      direction: IMP_DIRECTION,
      boards: BOARDS,
    },
  },
  VP: {
    description:
      "Les points de victoire (PV) d'un écart en IMP sur un match, au barème continu WBF 2013 sur 20 PV (2 décimales ; vainqueur et perdant se partagent 20).\nExemple : =BRIDGE.VP(20; 16) vaut 15 ; =BRIDGE.VP(-20; 16) vaut 5 ; =BRIDGE.VP(D2:D9; 8) donne les PV d'une colonne d'écarts.",
    parameters: {
      imps: "L'écart en IMP, un nombre entier : positif pour le vainqueur, négatif pour le perdant. Exemple : 20.",
      boards: "Le nombre de donnes du match, un nombre entier de 1 à 10000. Exemple : 16.",
      scale: '"WBF" (par défaut) : le barème continu WBF 2013 sur 20 PV. Exemple : "WBF".',
    },
  },
  VUL: {
    description:
      'La vulnérabilité d\'une donne selon son numéro (Loi 2, cycle de 16 donnes) : "None" (personne), "NS", "EW" ou "Both" (tous).\nExemple : =BRIDGE.VUL(7) vaut "Both".',
    parameters: { board: BOARD_NUMBER },
  },
  DEALER: {
    description:
      'Le donneur d\'une donne selon son numéro (Loi 2, cycle de 4 donnes) : "N", "E", "S" ou "W" (Ouest).\nExemple : =BRIDGE.DEALER(7) vaut "S".',
    parameters: { board: BOARD_NUMBER },
  },
  RANKING: {
    description:
      "Le classement d'une séance, en une formule : une ligne d'en-tête puis une ligne par paire (place, paire, donnes jouées, total, pourcentage), la meilleure d'abord.\nExemple : =BRIDGE.RANKING(A2:A49; B2:B49; C2:C49; G2:G49).",
    parameters: {
      boards: "Le numéro de donne de chaque ligne de la séance. Exemple : A2:A49.",
      ns_pairs:
        'La paire Nord-Sud de chaque ligne (numéro ou texte comme "3NS"). Exemple : B2:B49.',
      ew_pairs:
        'La paire Est-Ouest de chaque ligne (numéro ou texte comme "3EW"). Exemple : C2:C49.',
      scores:
        'La marque Nord-Sud de chaque ligne : résultats, marques ajustées, "NP" (non jouée) ou vide. Exemple : G2:G49.',
      method:
        '"MP" (points de match, barème WBF ; par défaut), "ACBL" (1 et 1/2), "XIMPS" (IMP croisés) ou "BUTLER". Exemple : "BUTLER".',
      fields:
        '"ONE" : un seul classement (un Howell) ; "TWO" : Nord-Sud et Est-Ouest classés à part (un Mitchell). Vide : selon le mouvement. Exemple : "TWO".',
    },
  },
  PAR: {
    description:
      "La marque du par d'une donne, vue de Nord-Sud (positive quand Nord-Sud marque), à partir de sa table double mort, comme DealerPar de DDS.\nExemple : =BRIDGE.PAR(C2:G5; 7).",
    parameters: { tricks: DD_TRICKS, vulnerability: PAR_VULNERABILITY, dealer: PAR_DEALER },
  },
  PARCONTRACT: {
    description:
      'Le ou les contrats du par, écrits comme DealerPar de DDS : "4S-NS", "2C-EW+1", "4S*-EW-1" (* contré, -1 une de chute), "pass" si la donne est passée.\nExemple : =BRIDGE.PARCONTRACT(C2:G5; 7).',
    parameters: { tricks: DD_TRICKS, vulnerability: PAR_VULNERABILITY, dealer: PAR_DEALER },
  },
  HCP: {
    description:
      "Les points d'honneur (As 4, Roi 3, Dame 2, Valet 1) d'un joueur dans une donne PBN.\nExemple : =BRIDGE.HCP(A2; \"N\").",
    parameters: {
      deal: PBN_DEAL,
      seat: 'Le joueur : N, E, S ou W ; une plage N E S W donne les quatre mains. Exemple : "N".',
    },
  },
  HAND: {
    description:
      'La main d\'un joueur telle qu\'on la lit : "♠AKJ ♥T98 ♦Q2 ♣8765" (chicane "—").\nExemple : =BRIDGE.HAND(A2; "S").',
    parameters: {
      deal: PBN_DEAL,
      seat: 'Le joueur : N, E, S ou W. Exemple : "S".',
    },
  },
  DDTABLE: {
    description:
      "La table double mort d'une donne PBN : 4 x 5 cellules, lignes N E S W, colonnes Trèfle Carreau Cœur Pique Sans-atout, les levées de chaque joueur comme déclarant (la forme que lit BRIDGE.PAR).\nExemple : =BRIDGE.DDTABLE(A2).",
    parameters: { deal: PBN_DEAL },
  },
  DDROW: {
    description:
      "Les 20 levées double mort de chaque donne d'une colonne sur une ligne (N puis E, S, W ; chacun Trèfle Carreau Cœur Pique Sans-atout).\nExemple : =BRIDGE.DDROW(A2:A33).",
    parameters: { deals: "Une colonne de donnes PBN. Exemple : A2:A33." },
  },
};
