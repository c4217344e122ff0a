/**
 * Spellings as scorers type them (issue 30's forms, and more of the same kinds), each with the one
 * answer it has: a value by Law 77 (Pavlicek's table, test/fixtures/reference/pavlicek-complete-
 * scoring-table.txt), Law 2 (board cycle) or Law 12C2 (averages), or "refused" where it is truly
 * ambiguous. Shared by test/excel/scorerSpellings.test.ts and scripts/spellingTrial.ts, which
 * counts how many are read.
 * Law 77 figures used: 4♠= NV 420, V 620; 4♠+1 NV 450; 4♠-1 NV -50; 3NT= NV 400; 3NT+1 NV 430;
 * 4♥= NV 420; 3♣= and 3♦= NV 110; 4♠X= NV 590; 4♠XX= NV 880; 4♥X four down NV -800, V -1100;
 * 4♠ four down NV -200; 6NT= NV 990.
 */
import { score } from "../../src/excel/functions/score";
import { matchpoints } from "../../src/excel/functions/matchpoints";
import { dealer, vul } from "../../src/excel/functions/board";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => unknown;
const SCORE = score as AnyFunction;
const MATCHPOINTS = matchpoints as AnyFunction;
const VUL = vul as AnyFunction;
const DEALER = dealer as AnyFunction;

export const REFUSED = "refused" as const;

export interface SpellingCase {
  readonly kind: string;
  readonly spelling: string;
  /** The answer of the call; REFUSED where #VALUE! is right. */
  readonly expected: number | string;
  readonly call: () => unknown;
}

const column = (...values: unknown[]): unknown[][] => values.map((value) => [value]);

function results(spellings: readonly string[], contract: string, expected: number): SpellingCase[] {
  return spellings.map((spelling) => ({
    kind: "result",
    spelling,
    expected,
    call: () => SCORE(contract, spelling, "NV"),
  }));
}

function contracts(spellings: readonly string[], tricks: number, expected: number): SpellingCase[] {
  return spellings.map((spelling) => ({
    kind: "contract",
    spelling,
    expected,
    call: () => SCORE(spelling, tricks, "NV"),
  }));
}

function inCell(spellings: readonly string[], expected: number | typeof REFUSED): SpellingCase[] {
  return spellings.map((spelling) => ({
    kind: "contract and result",
    spelling,
    expected,
    call: () => SCORE(spelling, null, "NV"),
  }));
}

function doublings(spellings: readonly string[], expected: number): SpellingCase[] {
  // 4♠ made with the doubling in its own argument: 4♠X= 590, 4♠XX= 880 not vulnerable.
  return spellings.map((spelling) => ({
    kind: "doubling",
    spelling,
    expected,
    call: () => SCORE("4S", 10, "NV", spelling),
  }));
}

function vulnerabilities(spellings: readonly string[], expected: number): SpellingCase[] {
  // 4♠= declared by North: 620 when North-South are vulnerable, 420 when not.
  return spellings.map((spelling) => ({
    kind: "vulnerability",
    spelling,
    expected,
    call: () => SCORE("4S", 10, spelling, null, "N"),
  }));
}

function declarers(spellings: readonly string[], expected: number): SpellingCase[] {
  // 4♠= on a board where North-South are vulnerable: 620 to North-South; -420 when East-West
  // (not vulnerable) declare.
  return spellings.map((spelling) => ({
    kind: "declarer",
    spelling,
    expected,
    call: () => SCORE("4S", 10, "NS", null, spelling),
  }));
}

function adjusted(spellings: readonly string[], nsPercent: number): SpellingCase[] {
  // Six entries on a top of 10: the percentage of the top shows directly (Law 12C2 averages).
  return spellings.map((spelling) => ({
    kind: "adjusted score",
    spelling,
    expected: nsPercent,
    call: () => {
      const out = MATCHPOINTS(column(420, 450, 400, -50, 100, spelling), [["%"]]) as unknown[][];
      return (out[5] as unknown[])[0];
    },
  }));
}

export function scorerSpellings(): SpellingCase[] {
  return [
    ...results(["made", "Made", "MADE", "M", "m", "mk", "Mk", "=0", "+0", "-0", "="], "4S", 420),
    ...results(
      ["1 down", "down 1", "Down 1", "D1", "d1", "1 off", "-1", "1 Down", "off 1"],
      "4S",
      -50
    ),
    ...results(["10 tricks", "10 Tricks", "'10", "10.0", "10.", "10", " 10 "], "4S", 420),
    ...results(["+1", "11 tricks", "'11"], "4S", 450),
    ...results(["'=", "fait", "juste", "Juste", "10 tr"], "4S", 420),
    ...results(["'+1", "1 de mieux"], "4S", 450),
    ...results(["one down", "One Down"], "4S", -50),
    ...results(["2 de chute", "chute 2", "two down", "down two", "'-2"], "4S", -100),
    ...doublings(["Double", "dbl", "X", "×", "*"], 590),
    ...doublings(["Redouble", "rdbl", "XX", "××", "**"], 880),
    ...contracts(["4S(dbl)", "4S (Dbl)"], 10, 590),
    ...inCell(["P.O.", "p.o."], 0),
    ...vulnerabilities(["Nord-Sud", "NZ", "N-Z", "NS Game", "Allen", "Alle", "Beide"], 620),
    ...vulnerabilities(["Est-Ouest", "OW", "O-W", "Niemand", "Keiner"], 420),
    ...declarers(["Nord-Sud", "NZ"], 620),
    ...declarers(["Est-Ouest", "OW"], -420),
    ...adjusted(["60-40", "60%-40%", "A60-40", "Avg.+", "Ave. plus"], 60),
    { kind: "board", spelling: "Board: 7 (VUL)", expected: "Both", call: () => VUL("Board: 7") },
    ...contracts(
      ["4 spades", "4 Spades", "4SPADES", "4 spade", "4Spades", "4 S", "4s", "4♠"],
      10,
      420
    ),
    ...contracts(["4 hearts", "4Hearts", "4 Heart", "4HEARTS"], 10, 420),
    ...contracts(["3 clubs", "3 Clubs", "3 club", "3 diamonds", "3Diamonds", "3 Diamond"], 9, 110),
    ...contracts(
      ["3 notrump", "3 No Trump", "3NoTrump", "3 no trumps", "3 No-Trump", "3 NT", "3N", "3nt"],
      9,
      400
    ),
    ...contracts(
      [
        "4S dbl",
        "4S DBL",
        "4S X",
        "4SX",
        "4S(X)",
        "4S ×",
        "4S*",
        "4s x",
        "4 spades doubled",
        "4S Dbl",
      ],
      10,
      590
    ),
    ...contracts(["4S rdbl", "4S RDBL", "4S XX", "4S ××", "4S(XX)", "4S**", "4S redbl"], 10, 880),
    ...inCell(["3NT 9", "3NT/9", "3NT=", "3NT/=", "3NT M", "3NT made", "3NT/made"], 400),
    ...inCell(["4S 10", "4S/10", "4S M", "4S=", "4S/=", "4S made", "4 spades made"], 420),
    ...inCell(["4S/+1", "4S +1", "4S 11", "4S+1"], 450),
    ...inCell(["4S/-1", "4S -1", "4S D1", "4S 1 down", "4S 9", "4S-1"], -50),
    ...inCell(["4S X/=", "4SX 10", "4S dbl made"], 590),
    ...inCell(["4S 6"], REFUSED), // 6 alone: 6 tricks (four down) or an ACBL level made (6 = +2)
    ...inCell(
      [
        "P/O",
        "Passed-out",
        "Pas",
        "Passed out",
        "PO",
        "Pass",
        "passe",
        "All Pass",
        "Pass out",
        "P-O",
      ],
      0
    ),
    ...vulnerabilities(
      [
        "Neither",
        "Nobody",
        "None",
        "Nil",
        "Love All",
        "EW Vul",
        "E/W Vul",
        "E-W Vul",
        "EW",
        "NV",
        "Non-Vul",
        "Not Vul",
        "None Vul",
      ],
      420
    ),
    ...vulnerabilities(
      [
        "NS Vul",
        "N/S Vul",
        "N-S Vul",
        "NS",
        "All Vul",
        "Both Vul",
        "Both",
        "All",
        "V",
        "Vul",
        "Game All",
      ],
      620
    ),
    ...declarers(
      ["NS", "N-S", "N/S", "N", "North", "Noord", "Zuid", "Z", "Süd", "Sud", "Nord", "S"],
      620
    ),
    ...declarers(
      ["EW", "E-W", "E/W", "E", "East", "Oost", "Ost", "W", "West", "Est", "Ouest", "O"],
      -420
    ),
    ...adjusted(
      [
        "60%",
        "A60%",
        "A60:40",
        "Ave plus",
        "Average plus",
        "Avg plus",
        "Av+",
        "A60",
        "Ave+",
        "60/40",
        "A60/40",
        "Avg+",
        "60:40",
        "60%/40%",
      ],
      60
    ),
    ...adjusted(
      ["Ave minus", "Average minus", "Avg minus", "40%", "A40", "Ave-", "A40:60", "40/60"],
      40
    ),
    ...adjusted(["Ave", "Average", "50%", "A50", "A50:50", "50/50"], 50),
    { kind: "board", spelling: "Board 7 (VUL)", expected: "Both", call: () => VUL("Board 7") },
    { kind: "board", spelling: "Bd 7 (VUL)", expected: "Both", call: () => VUL("Bd 7") },
    { kind: "board", spelling: "Board 7 (DEALER)", expected: "S", call: () => DEALER("Board 7") },
    { kind: "board", spelling: "Board #7 (DEALER)", expected: "S", call: () => DEALER("Board #7") },
    {
      kind: "board",
      spelling: "Board 7 (SCORE)",
      expected: 620,
      call: () => SCORE("4S", 10, "Board 7", null, "N"),
    },
    {
      kind: "board",
      spelling: "7 (SCORE)",
      expected: 620,
      call: () => SCORE("4S", 10, 7, null, "N"),
    },
    {
      kind: "data type",
      spelling: "String 4S, Double 10, Boolean FALSE",
      expected: 420,
      call: () =>
        SCORE(
          { type: "String", basicValue: "4S" },
          { type: "Double", basicValue: 10 },
          { type: "Boolean", basicValue: false }
        ),
    },
    {
      kind: "data type",
      spelling: "FormattedNumber 10",
      expected: 420,
      call: () => SCORE("4S", { type: "FormattedNumber", basicValue: 10, numberFormat: "0" }, "NV"),
    },
    {
      kind: "data type",
      spelling: "Entity showing 4S",
      expected: REFUSED,
      call: () => SCORE({ type: "Entity", text: "4S", properties: {} }, 10, "NV"),
    },
    {
      kind: "trick column",
      spelling: "4HX with 6 tricks beside 10",
      expected: -800,
      call: () => (SCORE(column("4S", "4HX"), column(10, 6), "NV") as unknown[][])[1]?.[0],
    },
    {
      kind: "trick column",
      spelling: "4S with 6 tricks beside 9",
      expected: -200,
      call: () => (SCORE(column("3NT", "4S"), column(9, 6), "NV") as unknown[][])[1]?.[0],
    },
    {
      kind: "trick column",
      spelling: '4HX with "6 tricks" alone (the word says it)',
      expected: -800,
      call: () => SCORE("4HX", "6 tricks", "NV"),
    },
    {
      kind: "trick column",
      spelling: "4HX with 6 tricks alone",
      expected: REFUSED,
      call: () => SCORE("4HX", 6, "NV"),
    },
    {
      kind: "trick column",
      spelling: "4S with 1 beside '= (eaten plus)",
      expected: 450,
      call: () => (SCORE(column("4S", "4S"), column("=", 1), "NV") as unknown[][])[1]?.[0],
    },
    {
      kind: "French bare C",
      spelling: "4C beside 3SA",
      expected: REFUSED,
      call: () => (SCORE(column("3SA", "4C"), column(9, 10), "NV") as unknown[][])[1]?.[0],
    },
    {
      kind: "declarer",
      spelling: "O beside Z (Dutch Oost or French Ouest)",
      expected: REFUSED,
      call: () =>
        (SCORE(column("4S", "4S"), 10, "NV", null, column("Z", "O")) as unknown[][])[1]?.[0],
    },
  ];
}

/** What a call answered, as the trial compares it: a number or text, or REFUSED for an error. */
export function answerOfCase(spelling: SpellingCase): number | string {
  const answer = spelling.call();
  if (typeof answer === "number" || typeof answer === "string") return answer;
  if (Array.isArray(answer)) {
    const cell = (answer[0] as unknown[] | undefined)?.[0];
    if (typeof cell === "number" || typeof cell === "string") return cell;
  }
  return REFUSED;
}
