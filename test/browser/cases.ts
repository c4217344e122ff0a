/*
 * What the browser test calls each custom function with, keyed by the function's id in
 * functions.json. Every id the build declares must have cases here (the test fails otherwise):
 * add yours when you add a function. Arguments are what Excel passes: single values, null for an
 * omitted optional argument, rows of columns for a range. Every expected value names its source.
 */

/** An error value expected in a cell: its code, and words its message must contain. */
export interface ExpectedError {
  readonly error: "#VALUE!" | "#N/A";
  readonly mentions: readonly string[];
}

export type Expected = string | number | ExpectedError | readonly Expected[];

export interface BrowserCase {
  /** States the behaviour, as a test name does. */
  readonly behaviour: string;
  readonly args: readonly unknown[];
  readonly expected: Expected;
  /** Where the expected value comes from: a Law, a table, a published result. */
  readonly source: string;
}

/** #VALUE! whose message names the argument and the value it got. */
export function valueError(argument: string, received: string): ExpectedError {
  return { error: "#VALUE!", mentions: [argument, received] };
}

/** #N/A where the argument ranges of a spilled call do not meet (Excel's array lifting). */
const RANGES_DO_NOT_MEET: ExpectedError = { error: "#N/A", mentions: [] };

const LAW_77 = "Law 77 scoring table";
const LAW_78B = "Law 78B IMP scale (test/fixtures/reference/laws-77-79.txt)";
const LAW_2 = "Law 2: vulnerability repeats every 16 boards, dealer every 4";

/** DDS's first test deal (hands/list100.txt, examples/hands.cpp) and its table, rows N E S W, columns C D H S NT. */
const DDS_FIRST_DEAL = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
const DDS_FIRST_TABLE = [
  [7, 5, 6, 5, 6],
  [5, 7, 6, 8, 6],
  [7, 5, 6, 5, 6],
  [5, 7, 6, 8, 6],
];
const DDS_FIRST_TABLE_TRANSPOSED = DDS_FIRST_TABLE[0]!.map((_, strain) =>
  DDS_FIRST_TABLE.map((row) => row[strain] as number)
);
const DDS_FIRST_PAR = 'DDS hands/list100.txt deal 1: PAR2 "-110" "2S-EW" (None, dealer N)';

export const CASES: Readonly<Record<string, readonly BrowserCase[]>> = {
  SCORE: [
    {
      behaviour: "scores 3NT made with an overtrick vulnerable as 630",
      args: ["3NT", 10, "V"],
      expected: 630,
      source: `${LAW_77}: trick score 40+30+30, overtrick 30, vulnerable game 500`,
    },
    {
      behaviour: "reads suit symbols: 4♥ made not vulnerable is 420",
      args: ["4♥", 10, "NV"],
      expected: 420,
      source: `${LAW_77}: trick score 4×30, game 300 (4♥= NV 420)`,
    },
    {
      behaviour: "scores 6NT+1 not vulnerable as 1020 with a relative result",
      args: ["6NT", "+1", false],
      expected: 1020,
      source: `${LAW_77}: 190 + overtrick 30 + game 300 + small slam 500`,
    },
    {
      behaviour: "scores 7NT made vulnerable as 2220",
      args: ["7NT", 13, true],
      expected: 2220,
      source: `${LAW_77}: 220 + game 500 + grand slam 1500`,
    },
    {
      behaviour: "counts game on the doubled trick score: 2♥X made not vulnerable is 470",
      args: ["2♥X", 8, "NV"],
      expected: 470,
      source: `${LAW_77}: doubled trick score 120 is game, 300 + insult 50`,
    },
    {
      behaviour: "takes the doubling as its own argument: 4♦ doubled, down 3 vulnerable is -800",
      args: ["4♦", "-3", "V", "X"],
      expected: -800,
      source: `${LAW_77}: doubled vulnerable undertricks 200 + 300 + 300`,
    },
    {
      behaviour: "scores 4♦XX with 7 tricks not vulnerable as -1000",
      args: ["4♦XX", 7, "NV"],
      expected: -1000,
      source: `${LAW_77}: redoubled non-vulnerable undertricks 200 + 400 + 400`,
    },
    {
      behaviour: "reads the French notation: 3SA made not vulnerable is 400",
      args: ["3SA", 9, "NV"],
      expected: 400,
      source: `${LAW_77}: 3NT= trick score 100, game 300 (duplicate-scoring-tables-fr-en.txt)`,
    },
    {
      behaviour: "gives North-South's score for East's 4♠X down 2 on board 5 as +300",
      args: ["4SX", "-2", 5, null, "E"],
      expected: 300,
      source: `${LAW_2} (board 5: NS vulnerable, so East-West not); ${LAW_77}: 100 + 200`,
    },
    {
      behaviour: "scores a passed-out board 0",
      args: ["PASS", "", "None"],
      expected: 0,
      source: "Law 77: if all four players pass, each side enters a zero score",
    },
    {
      behaviour: "leaves a blank row blank",
      args: ["", null, ""],
      expected: "",
      source: "issue 2: a blank contract or result gives an empty cell",
    },
    {
      behaviour: "reports a bad contract as #VALUE! naming the argument and the value",
      args: ["9X", 9, "V"],
      expected: valueError("contract", '"9X"'),
      source: "Law 77 contracts are levels 1-7; issue 2: bad input is #VALUE! with a message",
    },
    {
      behaviour: "gives a 1×1 range back for 1×1 ranges",
      args: [[["3NT"]], [[10]], [["V"]]],
      expected: [[630]],
      source: `${LAW_77} (as the first case); Excel returns an array for range arguments`,
    },
    {
      behaviour: "scores a traveller column with one bad row, the error in that row only",
      args: [[["3NT"], ["4♠"], ["9X"], ["2H"], [""]], [[10], [10], [10], [8], [null]], "NV"],
      expected: [[430], [420], [valueError("contract", '"9X"')], [110], [""]],
      source: `${LAW_77}: 3NT+1 NV 100+30+300, 4♠= NV 120+300, 2♥= 60+50; blank row blank`,
    },
    {
      behaviour: "spreads one declarer row across: 3NT= on board 1 for N, E, S, W",
      args: ["3NT", 9, 1, null, [["N", "E", "S", "W"]]],
      expected: [[400, -400, 400, -400]],
      source: `${LAW_2} (board 1: none vulnerable); ${LAW_77}: 3NT= NV 400, sign of NS`,
    },
    {
      behaviour: "puts #N/A where ranges of different heights do not meet",
      args: [[["3NT"], ["4S"]], [[9], [10], [10]], "NV"],
      expected: [[400], [420], [RANGES_DO_NOT_MEET]],
      source: `${LAW_77}; Excel's array lifting gives #N/A outside the smaller range`,
    },
    {
      behaviour: "reads contract and result in one cell: 4S+1 not vulnerable is 450",
      args: ["4S+1", null, "NV"],
      expected: 450,
      source: `${LAW_77}: 4♠+1 NV 120+30+300 (issue 10, BBO-style contract cell)`,
    },
    {
      behaviour: "reads a column whose plus signs Excel ate: 1 beside '= is +1",
      args: [[["4S"], ["3NT"], ["2H"]], [[1], ["="], [-1]], "NV"],
      expected: [[450], [400], [-50]],
      source: `${LAW_77}: 4♠+1 NV 450, 3NT= NV 400, 2♥-1 NV -50 (issue 10, item 1)`,
    },
    {
      behaviour: "refuses a bare number that reads as six down: an ACBL 'Made 4' on 4♠",
      args: ["4S", 4, "NV"],
      expected: valueError("result", "4"),
      source: 'docs/guide/scoring.md, "How results are read" (issue 10, item 2)',
    },
    {
      behaviour: "refuses a bare C on a French sheet: 4C beside 4Co",
      args: [[["4Co"], ["4C"]], [[10], [10]], "NV"],
      expected: [[420], [valueError("contract", '"4C"')]],
      source: `${LAW_77}: 4♥= NV 420; docs/guide/scoring.md, French sheets (issue 10, item 6)`,
    },
  ],
  IMPS: [
    {
      behaviour: "converts 430 points to 10 IMPs",
      args: [430],
      expected: 10,
      source: `${LAW_78B}: 430-490 is 10`,
    },
    {
      behaviour: "compares two rooms: 620 against 170 is 10 IMPs",
      args: [620, 170],
      expected: 10,
      source: `${LAW_78B}: difference 450 is in 430-490`,
    },
    {
      behaviour: "keeps the sign: -50 is -2 IMPs",
      args: [-50],
      expected: -2,
      source: `${LAW_78B}: 50-80 is 2`,
    },
    {
      behaviour: "gives 0 IMPs for a difference of 10",
      args: [10],
      expected: 0,
      source: `${LAW_78B}: below 20 scores no IMP`,
    },
    {
      behaviour: "gives 24 IMPs from 4000 points",
      args: [4000],
      expected: 24,
      source: `${LAW_78B}: 4000 and more is 24`,
    },
    {
      behaviour: "spreads across a row at a band edge: 420 and 430 are 9 and 10",
      args: [[[420, 430]], 0],
      expected: [[9, 10]],
      source: `${LAW_78B}: 370-420 is 9, 430-490 is 10`,
    },
    {
      behaviour: "converts a column with one bad row and one blank row",
      args: [[[20], [-4000], ["x"], [""]]],
      expected: [[1], [-24], [valueError("difference", '"x"')], [""]],
      source: `${LAW_78B}: 20-40 is 1, 4000 is 24 with the sign kept`,
    },
  ],
  VUL: [
    {
      behaviour: "gives None for board 1 and Both for board 7",
      args: [[[1], [7]]],
      expected: [["None"], ["Both"]],
      source: LAW_2,
    },
    {
      behaviour: "gives the first four boards' vulnerability down a column",
      args: [[[1], [2], [3], [4]]],
      expected: [["None"], ["NS"], ["EW"], ["Both"]],
      source: LAW_2,
    },
    {
      behaviour: "repeats after 16 boards: board 16 is EW, board 17 None",
      args: [[[16, 17]]],
      expected: [["EW", "None"]],
      source: LAW_2,
    },
    {
      behaviour: "gives Both for board 7 as a single value",
      args: [7],
      expected: "Both",
      source: LAW_2,
    },
    {
      behaviour: "reports board -3 as #VALUE!",
      args: [-3],
      expected: valueError("board", "-3"),
      source: "Law 2 numbers boards from 1",
    },
    {
      behaviour: "leaves board 0 blank, as desktop Excel may pass an empty cell",
      args: [[[0], [7]]],
      expected: [[""], ["Both"]],
      source: "Law 2 numbers boards from 1 (no board is 0); board 7 is Both",
    },
  ],
  DEALER: [
    {
      behaviour: "gives N, E, S, W for boards 1-4 across a row",
      args: [[[1, 2, 3, 4]]],
      expected: [["N", "E", "S", "W"]],
      source: LAW_2,
    },
    {
      behaviour: "gives S for board 7 and N for board 17",
      args: [[[7], [17]]],
      expected: [["S"], ["N"]],
      source: LAW_2,
    },
    {
      behaviour: "leaves a blank board blank and reports a fraction as #VALUE!",
      args: [[[""], [2.5]]],
      expected: [[""], [valueError("board", "2.5")]],
      source: "Law 2 numbers boards with whole numbers; issue 2: blank in, blank out",
    },
  ],
  MATCHPOINTS: [
    {
      behaviour:
        "spills a board's NS matchpoints: 110, 150, -300, -50, -140, 110 as 7, 10, 0, 4, 2, 7",
      args: [[[110], [150], [-300], [-50], [-140], [110]]],
      expected: [[7], [10], [0], [4], [2], [7]],
      source: "Compscore3, realdata mp_pairs_mitchell_03.json board 1 (Law 78A)",
    },
    {
      behaviour: "spills NS and EW with BOTH: A5050 at 50 %, real results Neuberg-factored",
      args: [[[200], [230], ["A5050"], [650], [170], [300]], null, "BOTH"],
      expected: [
        [2.6, 7.4],
        [5, 5],
        [5, 5],
        [9.8, 0.2],
        [0.2, 9.8],
        [7.4, 2.6],
      ],
      source: "Compscore3, realdata mp_pairs_howell.json board 26",
    },
    {
      behaviour: "counts on the ACBL scale",
      args: [[[420], [430], [500], [420], [450], [-50], [170]], "ACBL"],
      expected: [[2.5], [4], [6], [2.5], [5], [0], [1]],
      source: "bridge-scorer test/matchpointsACBL.js",
    },
    {
      behaviour: "reports a bad scale naming it",
      args: [[[420], [450]], "EBU"],
      expected: [[valueError("scale", "EBU")]],
      source: "issue 3: bad values give #VALUE! naming the argument",
    },
    {
      behaviour: "scores two interleaved boards in one call with boards, a blank line blank",
      args: [
        [[400], [-110], [430], [-140], [""], [150], [-140], [-50], [-120]],
        null,
        null,
        null,
        [[1], [2], [1], [2], [""], [1], [2], [1], [2]],
      ],
      expected: [[4], [6], [6], [1], [""], [2], [1], [0], [4]],
      source:
        "bridge-scorer test/matchpoints.js boards [400, 430, 150, -50] and [-110, -140, -140, -120] (Law 78A)",
    },
  ],
  XIMPS: [
    {
      behaviour: "spills a board's cross-IMPs averaged over the comparisons",
      args: [[[620], [170], [140], [140], [-100]]],
      expected: [[10.5], [-0.25], [-1.25], [-1.25], [-7.75]],
      source: "bridge-scorer test/imps.js (bridge-tips.co.il), divided by n-1",
    },
    {
      behaviour: "totals with SUM, skips blanks and NP, gives A60 +3",
      args: [[[430], [""], [400], ["NP"], [150], ["A60"], [-50]], "SUM"],
      expected: [[18], [""], [15], [""], [-8], [3], [-25]],
      source: "BridgeHit example (1+7+10 = 18); average plus is +3 IMPs (ACBLscore manual p.83)",
    },
    {
      behaviour: "reports an unknown method",
      args: [[[620], [170]], "MEAN"],
      expected: [[valueError("method", '"MEAN"')]],
      source: "issue 4: method is AVG or SUM",
    },
    {
      behaviour: "gives East-West their own share of a two-sided adjusted score: A6060 +3 to both",
      args: [[[620], ["A6060"], [170]], null, "BOTH"],
      expected: [
        [10, -10],
        [3, 3],
        [-10, 10],
      ],
      source: "Law 86A (+3 to each side over 50 %); Law 78B: 450 is 10 IMPs",
    },
  ],
  DATUM: [
    {
      behaviour: "drops the best and worst and rounds 302.5 to 300",
      args: [[[450], [420], [-800], [-50], [420], [420]]],
      expected: [[300]],
      source: "ilovebridge.nl Butler example (butler-regels-uitgelegd)",
    },
    {
      behaviour: "rounds a half to even tens with EVEN: 425 is 420",
      args: [[[425]], 0, "EVEN"],
      expected: [[420]],
      source: "ACBLscore manual p.83: 425 is rounded to 420",
    },
  ],
  BUTLER: [
    {
      behaviour: "spills each score's IMPs against the datum 300",
      args: [[[450], [420], [-800], [-50], [420], [420]]],
      expected: [[4], [3], [-15], [-8], [3], [3]],
      source: "ilovebridge.nl Butler example (butler-regels-uitgelegd)",
    },
    {
      behaviour: "gives an A5050 line 0 and leaves it out of the datum",
      args: [[[-420], ["A5050"], [-450], [-420], [-200], [-420], [-450]]],
      expected: [[0], [0], [-1], [0], [6], [0], [-1]],
      source: "realdata butler_mitchell.json board 15 (Compscore3)",
    },
    {
      behaviour: "gives East-West -3 for A4040 with direction EW, not +3",
      args: [[[450], [420], [-800], [-50], [420], ["A4040"], [420]], null, null, "EW"],
      expected: [[-4], [-3], [15], [8], [-3], [-3], [-3]],
      source: "ilovebridge.nl Butler example (datum 300) negated; Law 86A: A4040 -3 to both sides",
    },
  ],
  RANKING: [
    {
      behaviour: 'ranks a Howell of 4 pairs in one field, tied pairs "2=" by pair id',
      args: [
        [[1], [1], [2], [2], [3], [3]],
        [[1], [3], [1], [4], [1], [2]],
        [[2], [4], [3], [2], [4], [3]],
        [[100], [100], [200], [100], [-100], [-50]],
      ],
      expected: [
        ["Place", "Pair", "Boards", "Total", "Percentage"],
        [1, 2, 3, 5, 83.33],
        ["2=", 1, 3, 3, 50],
        ["2=", 4, 3, 3, 50],
        [4, 3, 3, 1, 16.67],
      ],
      source: "Law 78A on each board (top 2): pair 2 1+2+2, pairs 1 and 4 3, pair 3 1 of 6",
    },
    {
      behaviour: "refuses a pair twice on one board, naming the line",
      args: [[[1], [1]], [[1], [1]], [[2], [3]], [[100], [200]], null, "ONE"],
      expected: [[valueError("ns_pairs, row 2", "got 1")]],
      source: "issue 11: a pair plays a board once in its field",
    },
  ],
  MASTERPOINTS: [
    {
      behaviour: "gives a real Howell's red-point awards (0.60 to the winners of 6 tables)",
      args: [
        [[1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [11], [12]],
        null,
        "ABF",
        null,
        "B4C",
      ],
      expected: [[0.6], [0.42], [0.3], [0.2], [0.15], [0.12], [0], [0], [0], [0], [0], [0]],
      source: "mp_pairs_howell.xml (Compscore3): the MASTER_POINTS_AWARDED it published",
    },
    {
      behaviour: "shares a tied place: two pairs 3rd of 7 tables get 0.06 each",
      args: [[[1], [2], ["3="], ["3="], [5], [6], [7]], null, "ABF", "MITCHELL"],
      expected: [[0.21], [0.15], [0.06], [0.06], [0], [0], [0]],
      source: "mp_pairs_mitchell_03.xml (Compscore3), North-South: the awards it published",
    },
    {
      behaviour: "refuses a place that is none, naming its row",
      args: [[[1], ["first"]]],
      expected: [[valueError("ranking, row 2", "first")]],
      source: "issue 49: a ranking's places are whole numbers from 1",
    },
  ],
  VP: [
    {
      behaviour: "gives 15.00 for 20 IMPs over 16 boards",
      args: [20, 16],
      expected: 15,
      source: "WBF 2013 scale: VP = 15 at a third of the blitz margin 15·√16 = 60",
    },
    {
      behaviour: "spills a column of margins, loser included",
      args: [[[15], [-15], [43]], 8],
      expected: [[15.23], [4.77], [20]],
      source: "realdata wbf_vp_tables.json, 8 boards: 15 IMPs 15.23, 43 and more 20",
    },
    {
      behaviour: "reports a margin that is not whole",
      args: [12.5, 16],
      expected: valueError("imps", "12.5"),
      source: "issue 4: margins are whole numbers",
    },
    {
      behaviour: "reads an event's own two-column table as the scale",
      args: [
        [[-4], [7]],
        8,
        [
          [0, 10],
          [1, 11],
          [3, 12],
          [6, 13],
        ],
      ],
      expected: [[8], [13]],
      source: "issue 28: a club's table; a 4-IMP loss is in the band from 3 (20 - 12)",
    },
  ],
  CHECKS: [
    {
      behaviour: "lists a line whose result the cards cannot produce, with why",
      args: [
        [
          [19, "", "", "2", "8", "1NT", "W", 5, "5S", 200],
          [19, "", "", "5", "1", "4S", "S", 10, "AD", 420],
          [19, "", "", "6", "4", "2S", "N", 10, "4D", 170],
          [19, "", "", "10", "3", "2S", "S", 10, "KD", 170],
          [19, "", "", "11", "9", "2S", "S", 10, "AD", 170],
          [19, "", "", "12", "7", "1S", "W", 10, "AD", -170],
        ],
        [[19, 7, 6, 9, 10, 6, 6, 7, 3, 2, 4, 7, 6, 9, 10, 6, 6, 7, 3, 2, 4]],
      ],
      expected: [
        ["Line", "Board", "NS", "EW", "Why"],
        [6, 19, "12", "7", "1♠ by West took 10 tricks; double dummy gives West 2 in that strain."],
        [
          6,
          19,
          "12",
          "7",
          "1♠ declared by West, but at all 4 other tables in that strain the other side declared, and double dummy gives this side far fewer tricks: is the declarer from the wrong side?",
        ],
      ],
      source:
        "board 19 of mp_pairs_howell.xml (Compscore3), its table solved by src/core/doubleDummy: 1♠ by West making 10 is a slip",
    },
  ],
  LADDER: [
    {
      behaviour: "averages each player's best 2 sessions and lists one below the minimum last",
      args: [
        [
          ["Ann", "Bob"],
          ["Ann", "Bob"],
          ["Ann", "Cy"],
        ],
        [[60], [50], [70]],
        [[1], [2], [3]],
        2,
        2,
        null,
        null,
      ],
      expected: [
        ["Place", "Player", "Played", "Counted", "Average %", "Note"],
        [1, "Ann", 3, 2, 65, ""],
        [2, "Bob", 2, 2, 55, ""],
        ["", "Cy", 1, 1, 70, "not ranked: 1 of the 2 sessions needed"],
      ],
      source: "issue 49: best 2 of Ann's 60, 50, 70 is (70 + 60) / 2; Bob's (60 + 50) / 2",
    },
  ],
  STANDINGS: [
    {
      behaviour: 'spills a header and the teams by VPs, a shared place "1="',
      args: [[[1], [2], [3]], [[2], [1], [null]], [[10], [10], [10]], null, null],
      expected: [
        ["Place", "Team", "Played", "Byes", "VPs"],
        ["1=", 1, 1, 0, 10],
        ["1=", 2, 1, 0, 10],
        ["1=", 3, 0, 1, 10],
      ],
      source: "issue 28: teams level on VPs share the place without a tie-break",
    },
  ],
  SWISSDRAW: [
    {
      behaviour: "draws round 1 of three teams, the bye to the last",
      args: [[[1], [2], [3]], [[null], [null], [null]], [[null], [null], [null]], null, null],
      expected: [
        ["Table", "Home", "Away"],
        [1, 1, 2],
        ["Bye", 3, ""],
      ],
      source: "Magic Contest's Swiss rule: the bye to the lowest-placed team without one",
    },
  ],
  BAM: [
    {
      behaviour: "gives 1, 0.5 and 0 for a column of boards",
      args: [[[120], [-100], [400]], [[110], [-100], [420]], null],
      expected: [[1], [0.5], [0]],
      source: "ACBL Handbook, types of team events: best raw score wins, equal totals tie",
    },
    {
      behaviour: "refuses a negative tie margin",
      args: [620, 600, -10],
      expected: valueError("tie_margin", "-10"),
      source: "Law 78D: a margin the conditions of contest set, from 0 up",
    },
  ],
  DDTABLE: [
    {
      behaviour: "spills the double-dummy table of a deal where each hand holds one whole suit",
      args: ["N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"],
      expected: [
        [0, 13, 0, 13, 0],
        [13, 0, 13, 0, 0],
        [0, 13, 0, 13, 0],
        [13, 0, 13, 0, 0],
      ],
      source:
        "the cards alone: the side holding trumps ruffs or runs them for all 13 tricks; at notrump declarer's left-hand opponent leads and runs his suit",
    },
    {
      behaviour: "reports a card dealt twice",
      args: ["N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. A...AKQJT9876543"],
      expected: [[{ error: "#VALUE!", mentions: ["deal", "♠A appears twice"] }]],
      source: "PBN 2.1 §3.4.11: a deal holds 52 distinct cards",
    },
  ],
  DDROW: [
    {
      behaviour: "gives one row of 20 tricks per deal and a blank row for a blank cell",
      args: [[["N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"], [""]]],
      expected: [
        [0, 13, 0, 13, 0, 13, 0, 13, 0, 0, 0, 13, 0, 13, 0, 13, 0, 13, 0, 0],
        ["", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", ""],
      ],
      source: "the same deal as DDTABLE's: its four rows N, E, S, W side by side",
    },
  ],
  PAR: [
    {
      behaviour: "gives DDS's first test deal's par, -110, from its 4 x 5 table",
      args: [DDS_FIRST_TABLE, "None", "N"],
      expected: -110,
      source: DDS_FIRST_PAR,
    },
    {
      behaviour: "reads the 5 x 4 transpose and a board number (board 1: dealer N, None)",
      args: [DDS_FIRST_TABLE_TRANSPOSED, 1, null],
      expected: -110,
      source: `${DDS_FIRST_PAR}; ${LAW_2}`,
    },
    {
      behaviour: "refuses a grid of levels, saying it looks like levels",
      args: [
        DDS_FIRST_TABLE.map((row) => row.map((tricks) => Math.max(0, tricks - 6))),
        "None",
        "N",
      ],
      expected: { error: "#VALUE!", mentions: ["tricks", "looks like a grid of levels", "add 6"] },
      source: "DDS's 1,000 test deals: a real table's N+E and S+W sums have a median of 9 or more",
    },
  ],
  PARCONTRACT: [
    {
      behaviour: "gives DDS's first test deal's par contract, \"2S-EW\"",
      args: [DDS_FIRST_TABLE, "None", "N"],
      expected: "2S-EW",
      source: DDS_FIRST_PAR,
    },
    {
      behaviour: "spills a column of vulnerabilities: None and EW",
      args: [
        [
          [6, 6, 3, 10, 7],
          [6, 6, 9, 3, 5],
          [6, 6, 3, 10, 7],
          [6, 6, 9, 3, 5],
        ],
        [["None"], ["EW"]],
        "N",
      ],
      expected: [["5H*-EW-2"], ["4S-NS"]],
      source: "synthetic table S 10 3 10 3 | H 3 9 3 9 | D, C 6s | NT 7 5 7 5 (DDS's DealerPar)",
    },
  ],
  HCP: [
    {
      behaviour: "spills the four seats' points of DDS's first deal: 7, 7, 12, 14",
      args: [DDS_FIRST_DEAL, [["N", "E", "S", "W"]]],
      expected: [[7, 7, 12, 14]],
      source: "the deal's cards counted A 4, K 3, Q 2, J 1",
    },
    {
      behaviour: "reports a card given twice",
      args: ["N:QJ6.K652.J85.T98 Q73.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "N"],
      expected: { error: "#VALUE!", mentions: ["deal", "♠Q appears twice"] },
      source: "issue 13: a malformed deal says what is wrong",
    },
  ],
  HAND: [
    {
      behaviour: "shows North's hand of DDS's first deal as \"♠QJ6 ♥K652 ♦J85 ♣T98\"",
      args: [DDS_FIRST_DEAL, "N"],
      expected: "♠QJ6 ♥K652 ♦J85 ♣T98",
      source: "the deal's North hand QJ6.K652.J85.T98",
    },
    {
      behaviour: 'shows a void as "—"',
      args: ["E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63", "S"],
      expected: "♠— ♥J97543 ♦K7532 ♣94",
      source: "DDS list100 deal 2: South's hand .J97543.K7532.94",
    },
  ],
};
