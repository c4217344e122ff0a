/**
 * What the help pages (dist/help/<id>.html, dist/help/fr/<id>.html) say beyond functions.json:
 * worked examples from real boards and the errors a function gives, with what to do, in English
 * and French. The build (scripts/helpPages.ts) adds each function's description and arguments from
 * the built metadata. Examples are data: test/messages/help.test.ts calls each one through the
 * exported custom function and checks the result shown here, so a page never shows a wrong number.
 */

import type { Language } from "./errors";

export type { Language };

export type Texts = Readonly<Record<Language, string>>;

/** A cell's value as a formula or a range holds it. */
export type ExampleValue = number | string | boolean;

/**
 * A range argument: its reference as the formula writes it, and the values its cells hold: a
 * column, or a block given row by row.
 */
export interface ExampleRange {
  readonly range: string;
  readonly values: readonly ExampleValue[] | readonly (readonly ExampleValue[])[];
}

/** null: an argument left out, as in =BRIDGE.SCORE("4S", 10, 1, , "E"). */
export type ExampleArgument = ExampleValue | ExampleRange | null;

export interface HelpExample {
  readonly args: readonly ExampleArgument[];
  /** What the cell shows; a list for a spilled column (or row), rows of values for a spilled block. */
  readonly result: ExampleValue | readonly ExampleValue[] | readonly (readonly ExampleValue[])[];
  readonly explanation: Texts;
  /** Where the numbers come from, so a reader can check them. */
  readonly source: string;
}

export interface HelpError {
  /** The error value and what caused it. */
  readonly cause: Texts;
  readonly fix: Texts;
}

export interface FunctionHelp {
  readonly examples: readonly HelpExample[];
  readonly errors: readonly HelpError[];
}

const BUTLER_MITCHELL =
  "butler_mitchell.json (Compscore3, a real club Butler pairs session), board 1";
const MP_MITCHELL =
  "mp_pairs_mitchell.json (Compscore3, a real club matchpoint pairs session), board 2";
const LAW_2 = "Laws of Duplicate Bridge 2017, Law 2";
const DDS_DEAL_2 =
  "DDS hands/list100.txt, deal 2 (test/fixtures/reference/dds-hands-list100.txt): its PBN, TABLE and PAR2 lines";

/** Deal 2 of DDS's list100: dealer East, North-South vulnerable (board 2). */
const DEAL_2: ExampleRange = {
  range: "B1",
  values: ["E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63"],
};

/** Deal 1 of DDS's list100 (board 1). */
const DEAL_1 = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";

/** Its double-dummy table: rows N E S W, columns C D H S NT. */
const TABLE_2: ExampleRange = {
  range: "B4:F7",
  values: [
    [6, 8, 10, 4, 9],
    [7, 3, 2, 9, 3],
    [6, 8, 10, 4, 9],
    [7, 3, 2, 9, 3],
  ],
};

const TRICK_TABLE_ERROR: HelpError = {
  cause: {
    en: "#VALUE! when the table is not 4 x 5 (or 5 x 4) cells of tricks 0-13, or looks like a grid of levels (makeable contracts 0-7, as some hand records print them): the message says which.",
    fr: "#VALEUR! quand la table n'a pas 4 x 5 (ou 5 x 4) cellules de levées 0-13, ou ressemble à une grille de paliers (contrats réalisables 0-7, comme certaines feuilles de donnes les impriment) : le message dit lequel.",
  },
  fix: {
    en: "Give the tricks each seat takes as declarer: a level of the hand record plus 6.",
    fr: "Donnez les levées de chaque joueur comme déclarant : un palier de la feuille de donnes plus 6.",
  },
};

const DEAL_ERROR: HelpError = {
  cause: {
    en: '#VALUE! when the deal is not 52 different cards, 13 to a hand: the message says what is wrong ("♠Q appears twice", "East has 12 cards").',
    fr: '#VALEUR! quand la donne n\'a pas 52 cartes différentes, 13 par main : le message dit ce qui ne va pas ("♠Q appears twice", "East has 12 cards").',
  },
  fix: {
    en: 'Correct the deal\'s text: a seat and a colon, then four hands separated by spaces, each "spades.hearts.diamonds.clubs".',
    fr: 'Corrigez le texte de la donne : un joueur et deux-points, puis quatre mains séparées par des espaces, chacune "piques.cœurs.carreaux.trèfles".',
  },
};

/** Board 1 of the Butler session: North-South's scores, pairs 1NS to 7NS. */
const BUTLER_BOARD_1: ExampleRange = {
  range: "B2:B8",
  values: [-140, -140, 50, 100, -420, 50, 50],
};

/** A club's own 20-VP table: the IMP margin each band starts from, the winner's VPs. */
const CLUB_VP_TABLE: ExampleRange = {
  range: "H2:I5",
  values: [
    [0, 10],
    [1, 11],
    [3, 12],
    [6, 13],
  ],
};

/** Four teams after two rounds, a row per team per match (docs/guide/teams.md). */
const FOUR_TEAMS = {
  teams: { range: "A2:A9", values: [1, 2, 3, 4, 1, 3, 2, 4] },
  opponents: { range: "B2:B9", values: [2, 1, 4, 3, 3, 1, 4, 2] },
  vps: { range: "C2:C9", values: [15.23, 4.77, 13.12, 6.88, 6.88, 13.12, 14.39, 5.61] },
  imps: {
    range: "D2:E9",
    values: [
      [25, 10],
      [10, 25],
      [30, 22],
      [22, 30],
      [18, 26],
      [26, 18],
      [40, 28],
      [28, 40],
    ],
  },
} as const satisfies Readonly<Record<string, ExampleRange>>;

/** Board 2 of the matchpoint session, the first six tables. */
const MP_BOARD_2: ExampleRange = { range: "F2:F7", values: [140, 50, 630, 140, 620, 620] };

const BAD_TEXT_ERROR = (en: string, fr: string): HelpError => ({
  cause: {
    en: `#VALUE! with a message naming the argument, the value it got and what it accepts: ${en}`,
    fr: `#VALEUR! avec un message qui nomme l'argument, la valeur reçue et ce qui est accepté : ${fr}`,
  },
  fix: {
    en: "Hover over the cell's error flag to read the message, then correct that cell; the other cells of the column keep their answers.",
    fr: "Survolez l'indicateur d'erreur de la cellule pour lire le message, puis corrigez cette cellule ; les autres cellules de la colonne gardent leur réponse.",
  },
});

const RANGES_DO_NOT_MEET: HelpError = {
  cause: {
    en: "#N/A in a spilled answer: the argument ranges have different sizes, so some cells have no value to work on (as with Excel's own functions).",
    fr: "#N/A dans une réponse répartie : les plages des arguments n'ont pas la même taille, certaines cellules n'ont donc pas de valeur (comme pour les fonctions d'Excel).",
  },
  fix: {
    en: "Give ranges of the same number of rows, or a single cell for an argument that is the same on every row.",
    fr: "Donnez des plages du même nombre de lignes, ou une seule cellule pour un argument identique sur chaque ligne.",
  },
};

const BOARD_CELL_BLOCKS: HelpError = {
  cause: {
    en: "#VALUE! in every cell of the board when one score is not a score: every answer depends on all the board's scores, so none is given without it. The bad cell's message says what it holds; the others name it.",
    fr: "#VALEUR! dans toutes les cellules de la donne quand une marque n'en est pas une : chaque réponse dépend de toutes les marques de la donne, aucune n'est donc donnée sans elle. Le message de la cellule fautive dit ce qu'elle contient ; les autres la désignent.",
  },
  fix: {
    en: 'Correct that cell: a number, blank, "NP" (not played) or an adjusted score such as "A60".',
    fr: 'Corrigez cette cellule : un nombre, vide, "NP" (non jouée) ou une marque ajustée comme "A60".',
  },
};

const SPILL_BLOCKED: HelpError = {
  cause: {
    en: "#SPILL! (Excel's own): the cells the answer spills into are not empty.",
    fr: "#PROPAGATION! (erreur d'Excel) : les cellules où la réponse se répartit ne sont pas vides.",
  },
  fix: {
    en: "Clear the cells below (or to the right of) the formula.",
    fr: "Videz les cellules sous la formule (ou à sa droite).",
  },
};

/**
 * A season of four sessions as a club pastes its rankings (docs/guide/season.md): each pair's
 * two players and its percentage, a row per pair per session.
 */
const FOUR_SESSIONS = {
  sessions: { range: "A2:A9", values: [1, 1, 2, 2, 3, 3, 4, 4] },
  players: {
    range: "B2:C9",
    values: [
      ["Ann", "Bob"],
      ["Cy", "Dee"],
      ["Ann", "Cy"],
      ["Bob", "Eve"],
      ["Ann", "Bob"],
      ["Dee", "Eve"],
      ["Bob", "Cy"],
      ["Dee", "Fay"],
    ],
  },
  results: { range: "D2:D9", values: [58.2, 51.4, 62.5, 47.9, 44.6, 55, 60.1, 49.3] },
} as const satisfies Readonly<Record<string, ExampleRange>>;

/**
 * The help of each function, by id. Examples are shared by both languages (numbers are numbers);
 * their explanations and the errors are in both.
 */
export const FUNCTION_HELP: Readonly<Record<string, FunctionHelp>> = {
  SCORE: {
    examples: [
      {
        args: ["4S", 10, 1, null, "E"],
        result: -420,
        explanation: {
          en: "Board 1 (nobody vulnerable): East plays 4♠ and makes it. With the declarer given, the score is North-South's: minus 420.",
          fr: "Donne 1 (personne vulnérable) : Est joue 4♠ et le réussit. Avec le déclarant, la marque est celle de Nord-Sud : moins 420.",
        },
        source: `${BUTLER_MITCHELL}, pairs 5NS and 2EW`,
      },
      {
        args: ["4S", 8, 1, null, "E"],
        result: 100,
        explanation: {
          en: "The same board at another table: 4♠ two down, not vulnerable, undoubled: North-South score 100.",
          fr: "La même donne à une autre table : 4♠ deux de chute, non vulnérable, non contré : Nord-Sud marque 100.",
        },
        source: `${BUTLER_MITCHELL}, pairs 4NS and 7EW`,
      },
      {
        args: ["3NT", 10, 2, null, "N"],
        result: 630,
        explanation: {
          en: "Board 2 (North-South vulnerable): North makes 3NT with an overtrick: 630.",
          fr: "Donne 2 (Nord-Sud vulnérable) : Nord réussit 3SA avec une levée de mieux : 630.",
        },
        source: `${MP_MITCHELL}, pairs 3NS and 15EW`,
      },
    ],
    errors: [
      BAD_TEXT_ERROR(
        'for example contract "4Z" (no such strain) or result 14 (more than 13 tricks).',
        'par exemple contract "4Z" (dénomination inconnue) ou result 14 (plus de 13 levées).'
      ),
      {
        cause: {
          en: '#VALUE! when the vulnerability is a board number or "NS"/"EW" and no declarer is given: whose side is vulnerable depends on who declares.',
          fr: '#VALEUR! quand la vulnérabilité est un numéro de donne ou "NS"/"EW" sans déclarant : le camp vulnérable dépend de qui joue.',
        },
        fix: {
          en: 'Give the declarer (N, E, S or W) as the fifth argument, or the side\'s vulnerability as "V"/"NV".',
          fr: 'Donnez le déclarant (N, E, S ou W) en cinquième argument, ou la vulnérabilité du camp, "V" ou "NV".',
        },
      },
      RANGES_DO_NOT_MEET,
    ],
  },
  IMPS: {
    examples: [
      {
        args: [50, -420],
        result: 10,
        explanation: {
          en: "Board 1 of a real session: North-South +50 at one table, -420 at another: a 470-point swing is 10 IMPs.",
          fr: "Donne 1 d'une vraie séance : Nord-Sud +50 à une table, -420 à une autre : un écart de 470 points vaut 10 IMP.",
        },
        source: `${BUTLER_MITCHELL}; Law 78B scale`,
      },
      {
        args: [630, 620],
        result: 0,
        explanation: {
          en: "Board 2: 3NT+1 (630) against 4♠= (620): 10 points, 0 IMPs.",
          fr: "Donne 2 : 3SA+1 (630) contre 4♠= (620) : 10 points, 0 IMP.",
        },
        source: `${MP_MITCHELL}; Law 78B scale`,
      },
    ],
    errors: [
      BAD_TEXT_ERROR(
        'for example difference "abc" (not a number).',
        'par exemple difference "abc" (pas un nombre).'
      ),
      RANGES_DO_NOT_MEET,
    ],
  },
  MATCHPOINTS: {
    examples: [
      {
        args: [MP_BOARD_2],
        result: [3, 0, 10, 3, 7, 7],
        explanation: {
          en: "Six tables of board 2, top 10 (Law 78A: 2 for each score beaten, 1 for each tie): 630 beats the five others, 10; each 620 beats three and ties one, 7; each 140 beats the 50 and ties one, 3.",
          fr: "Six tables de la donne 2, top 10 (Loi 78A : 2 par marque battue, 1 par égalité) : 630 bat les cinq autres, 10 ; chaque 620 en bat trois et partage avec une, 7 ; chaque 140 bat le 50 et partage avec un, 3.",
        },
        source: `${MP_MITCHELL} (its first six lines); Law 78A`,
      },
      {
        args: [MP_BOARD_2, null, "EW"],
        result: [7, 10, 0, 7, 3, 3],
        explanation: {
          en: "East-West's matchpoints of the same scores: the top minus North-South's.",
          fr: "Les points de match d'Est-Ouest pour les mêmes marques : le top moins ceux de Nord-Sud.",
        },
        source: `${MP_MITCHELL}; Law 78A`,
      },
    ],
    errors: [BOARD_CELL_BLOCKS, SPILL_BLOCKED],
  },
  XIMPS: {
    examples: [
      {
        args: [BUTLER_BOARD_1, "SUM"],
        result: [-14, -14, 18, 29, -55, 18, 18],
        explanation: {
          en: 'Each score IMPed against the six others and totalled: 100 gains 6 and 6 against the two -140s, 2 against each 50 and 11 against -420: 29. Without "SUM" each total is divided by the 6 comparisons, as BBO and Compscore publish.',
          fr: 'Chaque marque comparée en IMP aux six autres, en total : 100 gagne 6 et 6 contre les deux -140, 2 contre chaque 50 et 11 contre -420 : 29. Sans "SUM", chaque total est divisé par les 6 comparaisons, comme le publient BBO et Compscore.',
        },
        source: `${BUTLER_MITCHELL}; Law 78B scale`,
      },
    ],
    errors: [BOARD_CELL_BLOCKS, SPILL_BLOCKED],
  },
  CHECKS: {
    examples: [
      {
        args: [
          {
            range: "A2:J7",
            values: [
              [19, "", "", "2", "8", "1NT", "W", 5, "5S", 200],
              [19, "", "", "5", "1", "4S", "S", 10, "AD", 420],
              [19, "", "", "6", "4", "2S", "N", 10, "4D", 170],
              [19, "", "", "10", "3", "2S", "S", 10, "KD", 170],
              [19, "", "", "11", "9", "2S", "S", 10, "AD", 170],
              [19, "", "", "12", "7", "1S", "W", 10, "AD", -170],
            ],
          },
          {
            range: "L2:AF2",
            values: [[19, 7, 6, 9, 10, 6, 6, 7, 3, 2, 4, 7, 6, 9, 10, 6, 6, 7, 3, 2, 4]],
          },
        ],
        result: [
          ["Line", "Board", "NS", "EW", "Why"],
          [
            6,
            19,
            "12",
            "7",
            "1♠ by West took 10 tricks; double dummy gives West 2 in that strain.",
          ],
          [
            6,
            19,
            "12",
            "7",
            "1♠ declared by West, but at all 4 other tables in that strain the other side declared, and double dummy gives this side far fewer tricks: is the declarer from the wrong side?",
          ],
        ],
        explanation: {
          en: "Board 19 of a real Howell as its scorer published it: the sixth line, 1♠ by West making 10 (-170), is listed twice. East-West take 2 tricks in spades on the cards, and the four other tables played spades from North-South (the ♦A led is West's: South declared).",
          fr: "La donne 19 d'un vrai Howell telle que publiée : la sixième ligne, 1♠ par Ouest avec 10 levées (-170), est signalée deux fois. Est-Ouest font 2 levées à pique sur les cartes, et les quatre autres tables ont joué pique en Nord-Sud (l'As de carreau entamé est à Ouest : Sud jouait).",
        },
        source:
          "mp_pairs_howell.xml (Compscore3, a real club Howell), board 19: its six lines, and its double-dummy table solved by src/core/doubleDummy (test/fixtures/checks/doubleDummy.json)",
      },
    ],
    errors: [
      {
        cause: {
          en: "#VALUE! naming lines: a range of fewer than 8 columns (board to result).",
          fr: "#VALEUR! qui nomme lignes : une plage de moins de 8 colonnes (de la donne au résultat).",
        },
        fix: {
          en: "Give the Results sheet's columns A to J (board, round, table, pairs, contract, declarer, result, lead, score).",
          fr: "Donnez les colonnes A à J de la feuille de résultats (donne, tour, table, paires, contrat, déclarant, résultat, entame, marque).",
        },
      },
      {
        cause: {
          en: "#VALUE! naming double_dummy and a row: a row that is not a board number followed by 20 trick counts.",
          fr: "#VALEUR! qui nomme double_mort et une ligne : une ligne qui n'est pas un numéro de donne suivi de 20 nombres de levées.",
        },
        fix: {
          en: "Put each board's number beside its BRIDGE.DDROW row, or leave the argument out.",
          fr: "Mettez le numéro de chaque donne à côté de sa ligne BRIDGE.DDROW, ou omettez l'argument.",
        },
      },
      SPILL_BLOCKED,
    ],
  },
  DATUM: {
    examples: [
      {
        args: [BUTLER_BOARD_1],
        result: -30,
        explanation: {
          en: "Without the highest (100) and the lowest (-420), the mean of -140, -140, 50, 50, 50 is -26, rounded to the nearest 10: -30.",
          fr: "Sans la plus haute (100) ni la plus basse (-420), la moyenne de -140, -140, 50, 50, 50 est -26, arrondie à la dizaine : -30.",
        },
        source: BUTLER_MITCHELL,
      },
    ],
    errors: [BOARD_CELL_BLOCKS],
  },
  BUTLER: {
    examples: [
      {
        args: [BUTLER_BOARD_1],
        result: [-3, -3, 2, 4, -9, 2, 2],
        explanation: {
          en: "Each score against the datum -30: -140 is 110 below it (-3 IMPs), 100 is 130 above (+4). The same Butler points Compscore published.",
          fr: "Chaque marque contre le datum -30 : -140 est 110 en dessous (-3 IMP), 100 est 130 au-dessus (+4). Les mêmes points Butler que Compscore a publiés.",
        },
        source: `${BUTLER_MITCHELL}, its ns_butler_points`,
      },
    ],
    errors: [BOARD_CELL_BLOCKS, SPILL_BLOCKED],
  },
  VP: {
    examples: [
      {
        args: [20, 16],
        result: 15,
        explanation: {
          en: "A 20-IMP win over 16 boards: 15 VPs (the loser gets 5).",
          fr: "Une victoire de 20 IMP en 16 donnes : 15 PV (le perdant en a 5).",
        },
        source: "WBF continuous 20-VP scale (2013), 16-board table (wbf_vp_tables.json)",
      },
      {
        args: [-12, 8],
        result: 5.61,
        explanation: {
          en: "The losing side of a 12-IMP margin over 8 boards: 20 - 14.39.",
          fr: "Le perdant d'un écart de 12 IMP en 8 donnes : 20 - 14,39.",
        },
        source: "WBF continuous 20-VP scale (2013), 8-board table (wbf_vp_tables.json)",
      },
      {
        args: [-4, 8, CLUB_VP_TABLE],
        result: 8,
        explanation: {
          en: "An event's own table: a 4-IMP loss falls in the band from 3 IMPs (12 VPs to the winner), so the loser gets 20 - 12.",
          fr: "Le barème propre d'une épreuve : une défaite de 4 IMP tombe dans la tranche qui commence à 3 IMP (12 PV au gagnant), le perdant a donc 20 - 12.",
        },
        source: "A club's short 20-VP table, read by parseVictoryPointTable (src/core/teams)",
      },
    ],
    errors: [
      BAD_TEXT_ERROR(
        "for example imps 12.5 (a margin is a whole number of IMPs) or boards 0.",
        "par exemple imps 12,5 (un écart est un nombre entier d'IMP) ou boards 0."
      ),
    ],
  },
  BAM: {
    examples: [
      {
        args: [120, 110],
        result: 1,
        explanation: {
          en: "+120 in one room against +110 in the other: the team's net is +10, the board is won.",
          fr: "+120 dans une salle contre +110 dans l'autre : le solde de l'équipe est +10, la donne est gagnée.",
        },
        source:
          "ACBL Handbook, Types of team events: the best raw score on a board earns one point",
      },
      {
        args: [-100, -100],
        result: 0.5,
        explanation: {
          en: "Equal totals tie: half a point to each team.",
          fr: "Des totaux égaux font match nul : un demi-point à chaque équipe.",
        },
        source: "ACBL Handbook, Types of team events: a tie in the raw score earns one half",
      },
      {
        args: [620, 600, 20],
        result: 0.5,
        explanation: {
          en: "With a tie margin of 20 set by the conditions of contest (Law 78D), a net of +20 ties.",
          fr: "Avec une marge de nullité de 20 fixée par les conditions de l'épreuve (Loi 78D), un solde de +20 fait match nul.",
        },
        source: "Laws of Duplicate Bridge 2017, Law 78D",
      },
    ],
    errors: [
      BAD_TEXT_ERROR(
        'for example score "4S" (a score is a number of points) or tie_margin -10.',
        'par exemple score "4S" (une marque est un nombre de points) ou tie_margin -10.'
      ),
      RANGES_DO_NOT_MEET,
    ],
  },
  LADDER: {
    examples: [
      {
        args: [FOUR_SESSIONS.players, FOUR_SESSIONS.results, FOUR_SESSIONS.sessions, 2, 3],
        result: [
          ["Place", "Player", "Played", "Counted", "Average %", "Note"],
          [1, "Cy", 3, 2, 61.3, ""],
          [2, "Ann", 3, 2, 60.35, ""],
          [3, "Bob", 4, 2, 59.15, ""],
          [4, "Dee", 3, 2, 53.2, ""],
          ["", "Eve", 2, 2, 51.45, "not ranked: 2 of the 3 sessions needed"],
          ["", "Fay", 1, 1, 49.3, "not ranked: 1 of the 3 sessions needed"],
        ],
        explanation: {
          en: "Four sessions, the best 2 of each player's percentages averaged, 3 sessions needed: Cy's 62.5 and 60.1 average 61.3; Bob's 47.9 and 44.6 are not counted; Eve and Fay follow, unplaced.",
          fr: "Quatre séances, la moyenne des 2 meilleurs pourcentages de chaque joueur, 3 séances exigées : les 62,5 et 60,1 de Cy font 61,3 de moyenne ; les 47,9 et 44,6 de Bob ne comptent pas ; Eve et Fay suivent, sans place.",
        },
        source:
          "docs/guide/season.md, A ladder from pasted rankings: the averages worked by hand (Cy (62.5 + 60.1) / 2, Ann (62.5 + 58.2) / 2, Bob (60.1 + 58.2) / 2, Dee (55 + 51.4) / 2)",
      },
    ],
    errors: [
      BAD_TEXT_ERROR(
        'for example results "lots" on row 2, a percentage over 100 (give by "MATCHPOINTS" for matchpoints), a player twice in one session, or best 2.5.',
        'par exemple résultats "lots" à la ligne 2, un pourcentage au-dessus de 100 (donnez selon "MATCHPOINTS" pour des points de match), un joueur deux fois dans une séance, ou meilleures 2,5.'
      ),
      SPILL_BLOCKED,
    ],
  },
  STANDINGS: {
    examples: [
      {
        args: [
          FOUR_TEAMS.teams,
          FOUR_TEAMS.opponents,
          FOUR_TEAMS.vps,
          FOUR_TEAMS.imps,
          "imp-difference",
        ],
        result: [
          ["Place", "Team", "Played", "VPs", "IMPs won", "IMPs lost", "IMP difference"],
          [1, 3, 2, 26.24, 56, 40, 16],
          [2, 1, 2, 22.11, 43, 36, 7],
          [3, 2, 2, 19.16, 50, 53, -3],
          [4, 4, 2, 12.49, 50, 70, -20],
        ],
        explanation: {
          en: "Four teams after two rounds, a row per team per match: team 3 leads on 26.24 VPs; the IMP columns and the tie-break's figure follow the VPs.",
          fr: "Quatre équipes après deux tours, une ligne par équipe et par match : l'équipe 3 mène avec 26,24 PV ; les colonnes d'IMP et le chiffre du départage suivent les PV.",
        },
        source:
          "docs/guide/teams.md, Standings and the Swiss draw: 8-board matches, VPs by BRIDGE.VP on the WBF 2013 scale (15 IMPs 15.23, 8 IMPs 13.12, 12 IMPs 14.39)",
      },
    ],
    errors: [
      BAD_TEXT_ERROR(
        'for example vps "lots" on row 2, or a match entered from one side only (each match needs a row for each team).',
        'par exemple vps "lots" à la ligne 2, ou un match saisi d\'un seul côté (chaque match a une ligne par équipe).'
      ),
      SPILL_BLOCKED,
    ],
  },
  SWISSDRAW: {
    examples: [
      {
        args: [FOUR_TEAMS.teams, FOUR_TEAMS.opponents, FOUR_TEAMS.vps],
        result: [
          ["Table", "Home", "Away"],
          [1, 3, 2],
          [2, 1, 4],
        ],
        explanation: {
          en: "Round 3 of the four teams: the leader, 3, has met 4 and 1, so it meets 2; then 1 meets 4.",
          fr: "Le tour 3 des quatre équipes : la première, 3, a rencontré 4 et 1, elle rencontre donc 2 ; puis 1 rencontre 4.",
        },
        source:
          "docs/guide/teams.md, Standings and the Swiss draw; the rule of Magic Contest (magicscoring.com/scoring/swiss/p19)",
      },
    ],
    errors: [
      BAD_TEXT_ERROR(
        "for example a match entered from one side only (each match needs a row for each team).",
        "par exemple un match saisi d'un seul côté (chaque match a une ligne par équipe)."
      ),
      SPILL_BLOCKED,
    ],
  },
  VUL: {
    examples: [
      {
        args: [7],
        result: "Both",
        explanation: { en: "Board 7: both sides vulnerable.", fr: "Donne 7 : tous vulnérables." },
        source: LAW_2,
      },
      {
        args: [18],
        result: "NS",
        explanation: {
          en: "Board 18 is board 2 again: the cycle repeats every 16 boards.",
          fr: "La donne 18 est la donne 2 à nouveau : le cycle se répète toutes les 16 donnes.",
        },
        source: LAW_2,
      },
    ],
    errors: [
      BAD_TEXT_ERROR(
        "for example board 0 or 2.5 (a board number is a whole number from 1).",
        "par exemple board 0 ou 2,5 (un numéro de donne est un entier à partir de 1)."
      ),
    ],
  },
  DEALER: {
    examples: [
      {
        args: [7],
        result: "S",
        explanation: { en: "Board 7: South deals.", fr: "Donne 7 : Sud donne." },
        source: LAW_2,
      },
    ],
    errors: [
      BAD_TEXT_ERROR(
        "for example board 0 or 2.5 (a board number is a whole number from 1).",
        "par exemple board 0 ou 2,5 (un numéro de donne est un entier à partir de 1)."
      ),
    ],
  },
  PAR: {
    examples: [
      {
        args: [TABLE_2, 2],
        result: 100,
        explanation: {
          en: "Board 2 (dealer East, North-South vulnerable): North-South make 4♥ (620); East-West sacrifice in 4♠ doubled, one down: +100 to North-South is par.",
          fr: "Donne 2 (donneur Est, Nord-Sud vulnérable) : Nord-Sud réussit 4♥ (620) ; Est-Ouest se sacrifie à 4♠ contré, une de chute : +100 pour Nord-Sud est le par.",
        },
        source: DDS_DEAL_2,
      },
    ],
    errors: [TRICK_TABLE_ERROR],
  },
  PARCONTRACT: {
    examples: [
      {
        args: [TABLE_2, 2],
        result: "4S*-EW-1",
        explanation: {
          en: "The same board: 4♠ doubled (*) by East-West, one down, as DDS writes it.",
          fr: "La même donne : 4♠ contré (*) par Est-Ouest, une de chute, écrit comme DDS l'écrit.",
        },
        source: DDS_DEAL_2,
      },
    ],
    errors: [TRICK_TABLE_ERROR],
  },
  HCP: {
    examples: [
      {
        args: [DEAL_2, "N"],
        result: 19,
        explanation: {
          en: "North holds ♠AK96 ♥KQ8 ♦A98 ♣K63: 4 + 3 + 3 + 2 + 4 + 3 = 19 high-card points.",
          fr: "Nord a ♠AK96 ♥KQ8 ♦A98 ♣K63 : 4 + 3 + 3 + 2 + 4 + 3 = 19 points d'honneur.",
        },
        source: DDS_DEAL_2,
      },
    ],
    errors: [DEAL_ERROR],
  },
  HAND: {
    examples: [
      {
        args: [DEAL_2, "S"],
        result: "♠— ♥J97543 ♦K7532 ♣94",
        explanation: {
          en: "South's hand, with its spade void shown as —.",
          fr: "La main de Sud, sa chicane à pique écrite —.",
        },
        source: DDS_DEAL_2,
      },
    ],
    errors: [DEAL_ERROR],
  },
  RANKING: {
    examples: [
      {
        args: [
          { range: "A2:A7", values: [1, 1, 1, 1, 1, 1] },
          { range: "B2:B7", values: ["2NS", "3NS", "4NS", "5NS", "6NS", "7NS"] },
          { range: "C2:C7", values: ["3EW", "5EW", "7EW", "2EW", "4EW", "6EW"] },
          { range: "G2:G7", values: [110, 150, -300, -50, -140, 110] },
        ],
        result: [
          ["Place", "Pair", "Boards", "Total", "Percentage", "Field"],
          [1, "3NS", 1, 10, 100, "NS"],
          ["2=", "2NS", 1, 7, 70, "NS"],
          ["2=", "7NS", 1, 7, 70, "NS"],
          [4, "5NS", 1, 4, 40, "NS"],
          [5, "6NS", 1, 2, 20, "NS"],
          [6, "4NS", 1, 0, 0, "NS"],
          [1, "7EW", 1, 10, 100, "EW"],
          [2, "4EW", 1, 8, 80, "EW"],
          [3, "2EW", 1, 6, 60, "EW"],
          ["4=", "3EW", 1, 3, 30, "EW"],
          ["4=", "6EW", 1, 3, 30, "EW"],
          [6, "5EW", 1, 0, 0, "EW"],
        ],
        explanation: {
          en: 'The ranking after board 1 of a real Mitchell (six tables): pairs numbered NS and EW sit in one direction, so each field has its own places; ties share a place shown "2=". With the session\'s 126 lines it gives the ranking Compscore published.',
          fr: 'Le classement après la donne 1 d\'un vrai Mitchell (six tables) : les paires numérotées NS et EW restent dans une ligne, chaque ligne a donc ses places ; les ex aequo partagent une place écrite "2=". Avec les 126 lignes de la séance, il donne le classement publié par Compscore.',
        },
        source:
          "mp_pairs_mitchell_03.json (Compscore3, a real club Mitchell), board 1; docs/guide/scoring.md, Whole session",
      },
    ],
    errors: [
      {
        cause: {
          en: "#VALUE! naming a line: a score without a board or a pair, a score that is not one, or in one field the same pair on both sides of a line or twice on a board.",
          fr: "#VALEUR! qui nomme une ligne : une marque sans donne ou sans paire, une marque qui n'en est pas une, ou dans une même ligne de classement la même paire des deux côtés d'une table ou deux fois sur une donne.",
        },
        fix: {
          en: "Correct that line of the session table; the ranking is given only when every line can be read.",
          fr: "Corrigez cette ligne du tableau de la séance ; le classement n'est donné que si toutes les lignes se lisent.",
        },
      },
      SPILL_BLOCKED,
    ],
  },
  // MASTERPOINTS (issue 49): every award below is one a federation or its scorers published.
  MASTERPOINTS: {
    examples: [
      {
        args: [
          { range: "A2:A13", values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
          null,
          "ABF",
          null,
          "B4C",
        ],
        result: [0.6, 0.42, 0.3, 0.2, 0.15, 0.12, 0, 0, 0, 0, 0, 0],
        explanation: {
          en: "A real Howell of 6 tables, a red-point special club session (grade B4c, weight 2.5): the winners get 0.04 x 2.5 x 6 = 0.60, the runners-up 70 %, the 3rd half, the 4th a third...; the top half of the field is awarded.",
          fr: "Un vrai Howell de 6 tables, séance spéciale de club en points rouges (catégorie B4c, poids 2,5) : les vainqueurs ont 0,04 x 2,5 x 6 = 0,60, les deuxièmes 70 %, les troisièmes la moitié, les quatrièmes le tiers... ; la première moitié du classement est récompensée.",
        },
        source:
          "mp_pairs_howell.xml (Compscore3, a real club Howell): the MASTER_POINTS_AWARDED it published; ABF Masterpoint Manual 3.1.1 and 4.2",
      },
      {
        args: [{ range: "A2:A8", values: [1, 2, "3=", "3=", 5, 6, 7] }, null, "ABF", "MITCHELL"],
        result: [0.21, 0.15, 0.06, 0.06, 0, 0, 0],
        explanation: {
          en: "North-South of a real Mitchell of 7 tables, grade E: 0.02 x 1.5 x 7 = 0.21 to the winners; the two pairs tied 3rd share the 3rd place's 0.11 and the 4th's nothing (3 places of 7 are awarded): 0.06 each, rounded up from 0.055.",
          fr: "Les Nord-Sud d'un vrai Mitchell de 7 tables, catégorie E : 0,02 x 1,5 x 7 = 0,21 aux vainqueurs ; les deux paires 3es ex aequo se partagent les 0,11 de la 3e place et rien pour la 4e (3 places sur 7 sont récompensées) : 0,06 chacune, arrondi de 0,055.",
        },
        source:
          "mp_pairs_mitchell_03.xml (Compscore3, a real club Mitchell), North-South: the MASTER_POINTS_AWARDED it published",
      },
      {
        args: [
          {
            range: "A2:A25",
            values: Array.from({ length: 24 }, (_, i) => i + 1),
          },
          null,
          "EBU",
          "INDIVIDUAL",
          "CLUB",
          24,
        ],
        result: [24, 21, 18, 15, 12, 9, 6, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
        explanation: {
          en: "The EBU's own example: a 6-table individual over 24 boards on the club scale awards a third of the players, 8, from 24 local points down by 3; no award is below the club scale's 6.",
          fr: "L'exemple de l'EBU : un individuel de 6 tables en 24 donnes au barème de club récompense un tiers des joueurs, 8, de 24 points locaux en descendant de 3 ; aucun point n'est sous le minimum de 6 du barème de club.",
        },
        source:
          "forums.ebu.co.uk, discussion 1365 (the EBU Licensing and Master Points Handbook 2021, scale F)",
      },
    ],
    errors: [
      BAD_TEXT_ERROR(
        'for example a place "first" on row 3, grade "CLUB" with the ABF\'s scheme, or the EBU\'s scheme for a Mitchell (its two-winner scale could not be confirmed) or without boards.',
        'par exemple une place "premier" à la ligne 3, le niveau "CLUB" avec le système de l\'ABF, ou le système de l\'EBU pour un Mitchell (son barème à deux vainqueurs n\'a pu être confirmé) ou sans donnes.'
      ),
      SPILL_BLOCKED,
    ],
  },
  // DDTABLE and DDROW (issue 15): the tables are DDS's TABLE lines.
  DDTABLE: {
    examples: [
      {
        args: [DEAL_2],
        result: [6, 8, 10, 4, 9, 7, 3, 2, 9, 3, 6, 8, 10, 4, 9, 7, 3, 2, 9, 3],
        explanation: {
          en: "Board 2's double-dummy table, rows N, E, S, W and columns C, D, H, S, NT: North and South take 10 tricks in hearts, East and West 9 in spades.",
          fr: "La table double mort de la donne 2, lignes N, E, S, W et colonnes C, D, H, S, NT : Nord et Sud font 10 levées à cœur, Est et Ouest 9 à pique.",
        },
        source: DDS_DEAL_2,
      },
    ],
    errors: [DEAL_ERROR],
  },
  DDROW: {
    examples: [
      {
        args: [{ range: "A2:A3", values: [DEAL_1, DEAL_2.values[0] as string] }],
        result: [
          7, 5, 6, 5, 6, 5, 7, 6, 8, 6, 7, 5, 6, 5, 6, 5, 7, 6, 8, 6, 6, 8, 10, 4, 9, 7, 3, 2, 9, 3,
          6, 8, 10, 4, 9, 7, 3, 2, 9, 3,
        ],
        explanation: {
          en: "Two deals, one row of 20 tricks each: North's C D H S NT, then East's, South's and West's.",
          fr: "Deux donnes, une ligne de 20 levées chacune : celles de Nord à Trèfle, Carreau, Cœur, Pique, Sans-atout, puis d'Est, de Sud et d'Ouest.",
        },
        source: "DDS hands/list100.txt, deals 1 and 2: their PBN and TABLE lines",
      },
    ],
    errors: [DEAL_ERROR],
  },
};

/** The words of the help pages around the functions' own texts. */
export const HELP_PAGE_TEXTS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    title: "Bridge Scoring for Excel: help",
    intro:
      "Duplicate bridge scoring by the Laws as Excel functions. Type =BRIDGE. in a cell to see them; each takes single values or ranges, and a range gives a spilled range of answers.",
    functions: "Functions",
    arguments: "Arguments",
    argument: "argument",
    accepts: "accepts",
    optional: "optional",
    examples: "Examples from real boards",
    holds: "holds",
    shows: "gives",
    source: "Source",
    errors: "Errors and what to do",
    fix: "What to do",
    back: "All functions",
    otherLanguage: "En français",
    blankHint:
      "A blank contract or result gives a blank, so unfinished rows stay empty. A message is shown by hovering over a cell's error flag.",
  },
  fr: {
    title: "Bridge Scoring pour Excel : aide",
    intro:
      "La marque du bridge de compétition (duplicate) selon le Code, en fonctions Excel. Tapez =BRIDGE. dans une cellule pour les voir ; chacune accepte des valeurs ou des plages, et une plage donne une plage de réponses.",
    functions: "Fonctions",
    arguments: "Arguments",
    argument: "argument",
    accepts: "accepte",
    optional: "facultatif",
    examples: "Exemples de vraies donnes",
    holds: "contient",
    shows: "donne",
    source: "Source",
    errors: "Erreurs et que faire",
    fix: "Que faire",
    back: "Toutes les fonctions",
    otherLanguage: "In English",
    blankHint:
      "Un contrat ou un résultat vide donne une cellule vide : les lignes non remplies restent vides. Le message d'une erreur s'affiche en survolant l'indicateur d'erreur de la cellule.",
  },
};
