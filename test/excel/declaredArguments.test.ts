/*
 * Every argument's declaration (src/messages/functions) reads the forms its `accepts` lists:
 * each form written there is fed to the function as Excel passes it, beside arguments that are
 * right, and must be read (an answer, or a blank for a blank form); a few forms it does not list
 * must be refused with #VALUE! naming the argument and citing the declared forms. An argument read
 * cell by cell is also fed to readArgument itself. The forms below are copied from the accepted
 * forms (src/messages/acceptedForms.ts, src/messages/teams.ts): a declaration whose forms have
 * no entry here fails the test, so a new argument cannot go unchecked.
 */
import { CROSS_IMPS_METHODS } from "../../src/core/crossImps";
import { DATUM_ROUNDINGS } from "../../src/core/butler";
import { BridgeInputError } from "../../src/core/errors";
import type { Keywords } from "../../src/core/keyword";
import { MATCHPOINT_DIRECTIONS, MATCHPOINT_SCALES } from "../../src/core/matchpoints";
import { RANKING_METHODS } from "../../src/core/ranking";
import { FIELD_COUNTS } from "../../src/core/sessionFields";
import { VICTORY_POINT_SCALES } from "../../src/core/victoryPoints";
import type { CellArgument, KeywordArgument } from "../../src/excel/arguments";
import { readArgument } from "../../src/excel/arguments";
import { BLANK, readCell } from "../../src/excel/cells";
import { IMPLEMENTATIONS } from "../../src/excel/implementations";
import { OMITTED } from "../../src/excel/lift";
import { ACCEPTED_FORMS, MATCH_BOARD_COUNT_FORMS } from "../../src/messages/acceptedForms";
import type { ArgumentDeclaration } from "../../src/messages/declarations";
import type { LocalizedText } from "../../src/messages/language";
import { FUNCTION_DECLARATIONS } from "../../src/messages/functions";
import { TEAMS_FORMS } from "../../src/messages/teams";
import { MASTER_POINTS_FORMS } from "../../src/messages/masterPoints";
import {
  MASTER_POINT_MOVEMENTS,
  MASTER_POINT_SCHEMES,
} from "../../src/core/masterPoints/awardMasterPoints";
import { LADDER_FORMS } from "../../src/messages/ladder";
import { LADDER_BASES } from "../../src/core/ladder";

const DEAL = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
/** DDS's first test deal's table (src/messages/functions/par.ts's example). */
const TRICKS = [
  [7, 5, 6, 5, 6],
  [5, 7, 6, 8, 6],
  [7, 5, 6, 5, 6],
  [5, 7, 6, 8, 6],
];
const TRANSPOSED = TRICKS[0]!.map((_, strain) => TRICKS.map((row) => row[strain]));
const column = (...cells: unknown[]): unknown[][] => cells.map((cell) => [cell]);
const BOARD_SCORES = column(450, 420, -800, -50, 420, 420);
/** Two lines of a Results sheet (board, round, table, pairs, contract, declarer, result, lead, score). */
const RESULT_LINES = [
  [1, 1, 1, "1", "2", "4S", "N", "=", "", 420],
  [1, 2, 1, "3", "4", "4S", "N", "+1", "", 450],
];
/** Board 1's row for BRIDGE.CHECKS: the board, then TRICKS's rows side by side as DDROW spills them. */
const TRICK_ROW = [[1, ...TRICKS.flat()]];

/**
 * Each function called with arguments that are right (as Excel passes them: null for one left
 * out); the argument under test takes each form in turn. The double-dummy functions solve deals,
 * so their deals are read by readArgument only.
 */
const RIGHT_ARGUMENTS: Readonly<Record<string, readonly unknown[] | undefined>> = {
  VUL: [7],
  DEALER: [7],
  DATUM: [BOARD_SCORES, null, null, null],
  BUTLER: [BOARD_SCORES, null, null, null, null],
  CHECKS: [RESULT_LINES, null],
  DDTABLE: undefined,
  DDROW: undefined,
  HCP: [DEAL, "N"],
  HAND: [DEAL, "N"],
  IMPS: [430, null],
  MATCHPOINTS: [BOARD_SCORES, null, null, null, null],
  PAR: [TRICKS, "None", "N"],
  PARCONTRACT: [TRICKS, "None", "N"],
  RANKING: [column(1, 1), column(1, 2), column(3, 4), column(100, 200), null, null, null],
  SCORE: ["1NT", 7, "V", null, "N"],
  BAM: [120, 110, null],
  STANDINGS: [
    column("A", "B"),
    column("B", "A"),
    column(15, 5),
    [
      [10, 5],
      [5, 10],
    ],
    null,
  ],
  SWISSDRAW: [
    column("A", "B"),
    column("B", "A"),
    column(15, 5),
    [
      [10, 5],
      [5, 10],
    ],
    null,
  ],
  VP: [20, 16, null],
  LADDER: [column("Ann", "Bob"), column(55, 45), column(1, 1), null, null, null, null],
  XIMPS: [BOARD_SCORES, null, null, null],
  MASTERPOINTS: [column(1, 2, 3, 4), null, null, null, null, 24],
};

/**
 * The forms each `accepts` lists, as Excel passes them, and a few it does not. A range argument
 * takes a range; a form of a range argument that is one cell stands in the range's first cell.
 */
interface Forms {
  readonly read: readonly unknown[];
  readonly refused: readonly unknown[];
}

const FORMS = new Map<LocalizedText, Forms>([
  [ACCEPTED_FORMS.board, { read: [1, 7, 16, "7", "Board 7"], refused: [1.5, "seven", true] }],
  [ACCEPTED_FORMS.pointDifference, { read: [430, -50, "430", "-50"], refused: ["4S", true] }],
  [
    ACCEPTED_FORMS.adjusted,
    {
      read: [
        420,
        null,
        "",
        "NP",
        "N/P",
        "Not played",
        "DNP",
        "A60",
        "A50",
        "A40",
        "A+",
        "A=",
        "A-",
        "Avg+",
        "Avg",
        "Avg-",
        "Ave",
        "Average",
        "A6040",
        "A60/40",
        "60/40",
      ],
      refused: ["4S", true],
    },
  ],
  [ACCEPTED_FORMS.trim, { read: [0, 1, 2, 0.05, null], refused: [-1, "one", true] }],
  [ACCEPTED_FORMS.datumRounding, { read: ["AWAY", "EVEN", "UP", null], refused: ["DOWN", 5] }],
  [
    ACCEPTED_FORMS.boardLabels,
    { read: [column(1, 1, 1, 2, 2, 2), column("a", "a", "a", "b", "b", "b"), null], refused: [] },
  ],
  [ACCEPTED_FORMS.matchpointDirection, { read: ["NS", "EW", "BOTH", null], refused: ["N", 1] }],
  [ACCEPTED_FORMS.deal, { read: [DEAL, null], refused: ["N:AKQ", 5, true] }],
  [
    ACCEPTED_FORMS.seat,
    { read: ["N", "E", "S", "W", "North", "East", "South", "West"], refused: ["X", 1] },
  ],
  [ACCEPTED_FORMS.trickTable, { read: [TRICKS, TRANSPOSED], refused: ["table", 7] }],
  [
    ACCEPTED_FORMS.parVulnerability,
    { read: ["None", "NS", "EW", "Both", 1, null], refused: ["Some", true] },
  ],
  [ACCEPTED_FORMS.dealer, { read: ["N", "E", "S", "W"], refused: ["Q", true] }],
  [ACCEPTED_FORMS.matchpointScale, { read: ["WBF", "ACBL", "%", null], refused: ["IMP", 2] }],
  [ACCEPTED_FORMS.expectedResults, { read: [null, 6, 10], refused: [2.5, "six"] }],
  [ACCEPTED_FORMS.crossImpsMethod, { read: ["AVG", "SUM", null], refused: ["MEAN", 1] }],
  [ACCEPTED_FORMS.rankingMethod, { read: ["MP", "ACBL", "XIMPS", "BUTLER", null], refused: ["X"] }],
  [ACCEPTED_FORMS.fields, { read: ["ONE", "TWO", null], refused: ["THREE", true] }],
  [
    ACCEPTED_FORMS.handicapTable,
    {
      read: [
        [
          [1, 3],
          [4, -2.5],
        ],
        [
          [1, "NS", "Player 1", 3],
          ["2", "EW", "Player 2", ""],
        ],
        null,
      ],
      refused: [
        [[1], [2]],
        [[1, "three"]],
        [[1, "north", 3]],
        [
          [1, 2],
          [1, 3],
        ],
      ],
    },
  ],
  [ACCEPTED_FORMS.boardLabel, { read: [column(1, 1), column("1a", "1a")], refused: [] }],
  [ACCEPTED_FORMS.pair, { read: [column(1, 2), column("1NS", "2NS")], refused: [] }],
  [
    ACCEPTED_FORMS.contract,
    {
      read: [
        "1NT",
        "1N",
        "1♠",
        "1Tr",
        "1T",
        "1Ca",
        "1K",
        "1Co",
        "1Pi",
        "1P",
        "1SA",
        "1NTX",
        "1NT*",
        "1NTXX",
        "1NT**",
        "PASS",
        "PO",
        "Passed out",
        "Passe",
        null,
      ],
      refused: ["8S", "1Z", true],
    },
  ],
  // Text that is no result is refused citing the forms of the call's contract (contextForms.ts).
  [
    ACCEPTED_FORMS.result,
    { read: [7, 13, "=", "+1", "+6", "-1", "-7", -2, null], refused: [true] },
  ],
  [
    ACCEPTED_FORMS.vulnerability,
    {
      read: [
        true,
        false,
        "V",
        "Vul",
        "NV",
        "None",
        "Nil",
        "Love All",
        "Personne",
        "-",
        "NS",
        "N-S",
        "EW",
        "E-W",
        "EO",
        "Both",
        "All",
        "Game All",
        "Tous",
        7,
      ],
      refused: ["Red", null],
    },
  ],
  [ACCEPTED_FORMS.doubling, { read: [null, "", "-", "X", "*", "XX", "**"], refused: ["XXX", 2] }],
  [
    ACCEPTED_FORMS.declarer,
    {
      read: ["N", "E", "S", "W", "North", "Nord", "Sud", "Est", "Ouest", "O", null],
      refused: ["Q"],
    },
  ],
  [TEAMS_FORMS.score, { read: [420, -100, "420"], refused: ["4S", true] }],
  [TEAMS_FORMS.tieMargin, { read: [0, 20, null], refused: [-10, "tie"] }],
  [TEAMS_FORMS.team, { read: ["A", 3, column("A", "B")], refused: [column(true, "B")] }],
  [TEAMS_FORMS.opponents, { read: ["B", 4, null, column("B", "A")], refused: [column(true, "A")] }],
  [TEAMS_FORMS.vps, { read: [column(15, 5), column(0, 20)], refused: [column("won", 5)] }],
  [
    TEAMS_FORMS.imps,
    {
      read: [
        [
          [10, 5],
          [5, 10],
        ],
        null,
      ],
      refused: [
        [
          ["ten", 5],
          [5, 10],
        ],
      ],
    },
  ],
  [
    TEAMS_FORMS.tieBreak,
    { read: ["none", "head-to-head", "imp-difference", "imp-quotient", null], refused: ["coin"] },
  ],
  [ACCEPTED_FORMS.impMargin, { read: [12, -7, 0, "12"], refused: [3.5, "many"] }],
  [MATCH_BOARD_COUNT_FORMS, { read: [1, 16, 10000], refused: [0, 10001, null] }],
  [ACCEPTED_FORMS.vpScale, { read: ["WBF", null], refused: ["IMP"] }],
  [ACCEPTED_FORMS.resultsTable, { read: [RESULT_LINES, null], refused: [[[1, 1, 1, "1"]]] }],
  [
    ACCEPTED_FORMS.trickRows,
    { read: [TRICK_ROW, null], refused: [[[1, "ten", ...TRICKS.flat().slice(1)]]] },
  ],
  [
    MASTER_POINTS_FORMS.ranking,
    {
      read: [column(1, 2, 3, 4), column("1", "2=", "2=", 4), column("Place", 1, 2, 3)],
      refused: [true, -1, 2.5, column(1, "first", 3, 4)],
    },
  ],
  [MASTER_POINTS_FORMS.tables, { read: [1, 6.5, 19, "7", 0, null], refused: [0.5, "many"] }],
  [MASTER_POINTS_FORMS.scheme, { read: ["ABF", "EBU", "ebu", null], refused: ["ACBL", 1] }],
  [
    MASTER_POINTS_FORMS.movement,
    { read: ["MITCHELL", "HOWELL", "INDIVIDUAL", null], refused: ["SWISS", 2] },
  ],
  [
    MASTER_POINTS_FORMS.grade,
    { read: ["E", "F", "D", "B4C", "b4c", 1.5, null], refused: ["CLUB", "A", -1, true] },
  ],
  [MASTER_POINTS_FORMS.boards, { read: [24, 36, 12, 1, null], refused: [0.5, "many"] }],
  [LADDER_FORMS.players, { read: ["Ann", 7, "", null], refused: [true] }],
  [LADDER_FORMS.results, { read: [55, "55", 0, 100, null], refused: ["lots", true] }],
  [LADDER_FORMS.sessions, { read: [1, "Tue", "2026-12-01"], refused: [true] }],
  [LADDER_FORMS.best, { read: [0, 1, 4, null], refused: [-1, 2.5, "four", true] }],
  [LADDER_FORMS.minimum, { read: [0, 3, null], refused: [-1, 1.5, "three"] }],
  [LADDER_FORMS.drop, { read: [0, 1, null], refused: [-1, "one"] }],
  [
    LADDER_FORMS.by,
    { read: ["PERCENTAGE", "MATCHPOINTS", "IMPS", "MASTERPOINTS", null], refused: ["VPS", 1] },
  ],
]);

/** The keyword tables of core/keyword.ts, by the forms their declarations cite. */
const KEYWORDS = new Map<LocalizedText, Keywords<unknown, unknown>>([
  [ACCEPTED_FORMS.datumRounding, DATUM_ROUNDINGS],
  [ACCEPTED_FORMS.matchpointDirection, MATCHPOINT_DIRECTIONS],
  [ACCEPTED_FORMS.matchpointScale, MATCHPOINT_SCALES],
  [ACCEPTED_FORMS.crossImpsMethod, CROSS_IMPS_METHODS],
  [ACCEPTED_FORMS.rankingMethod, RANKING_METHODS],
  [ACCEPTED_FORMS.fields, FIELD_COUNTS],
  [ACCEPTED_FORMS.vpScale, VICTORY_POINT_SCALES],
  [MASTER_POINTS_FORMS.scheme, MASTER_POINT_SCHEMES],
  [MASTER_POINTS_FORMS.movement, MASTER_POINT_MOVEMENTS],
  [LADDER_FORMS.by, LADDER_BASES],
]);

const CELL_KINDS = new Set([
  "number",
  "boardNumber",
  "text",
  "deal",
  "numberOrText",
  "boardVulnerability",
  "team",
  "vulnerability",
  "keyword",
  "keywordOrTable",
]);

const EVERY_ARGUMENT = FUNCTION_DECLARATIONS.flatMap((fn) =>
  Object.values(fn.arguments).map(
    (argument, position) => [`${fn.id} ${argument.name.en}`, fn.id, position, argument] as const
  )
);

/**
 * The call with `form` in the argument's place. A single form of an argument that is a range
 * (a score, a label, a team) stands in the range's first cell. A team alone is read by
 * readArgument only: the core matches the table's rows against each other, which one cell
 * changed breaks (undefined).
 */
function callWith(id: string, position: number, argument: ArgumentDeclaration, form: unknown) {
  const right = RIGHT_ARGUMENTS[id];
  if (right === undefined) return undefined;
  const args = [...right];
  const range = args[position];
  if (Array.isArray(range) && !Array.isArray(form) && argument.kind !== "trickTable") {
    if (argument.kind === "team") return undefined;
    args[position] = range.map((row: unknown[], r) => (r === 0 ? [form, ...row.slice(1)] : row));
  } else {
    args[position] = form;
  }
  return { answer: (IMPLEMENTATIONS[id] as (...a: unknown[]) => unknown)(...args) };
}

/** The cells of an answer, flattened; a single value is one cell. */
function cellsOf(answer: unknown): unknown[] {
  return Array.isArray(answer) ? (answer as unknown[]).flat(2) : [answer];
}

function errorsIn(answer: unknown): CustomFunctions.Error[] {
  return cellsOf(answer).filter(
    (cell): cell is CustomFunctions.Error => cell instanceof CustomFunctions.Error
  );
}

/** One cell read by readArgument, as the adapter reads it (a range stands by its first cell). */
function readOne(argument: ArgumentDeclaration, form: unknown): unknown {
  const value = Array.isArray(form) ? (form as unknown[][])[0]?.[0] : form;
  const read = readCell(value);
  const cell = read === BLANK && form === null ? OMITTED : read;
  const keywords = KEYWORDS.get(argument.accepts);
  return keywords === undefined
    ? readArgument(argument as CellArgument, cell as never)
    : readArgument(argument as KeywordArgument, cell as never, keywords);
}

describe("each argument's declaration", () => {
  it("has its accepted forms listed in this test", () => {
    const missing = EVERY_ARGUMENT.filter(([, , , argument]) => !FORMS.has(argument.accepts));
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it.each(EVERY_ARGUMENT)("%s reads each form its accepts lists", (_, id, position, argument) => {
    const forms = FORMS.get(argument.accepts) as Forms;
    for (const form of forms.read) {
      if (CELL_KINDS.has(argument.kind) && !Array.isArray(form)) {
        // A blank of a required argument may be refused (a line needs its vulnerability).
        if (!(form === null && argument.kind === "vulnerability")) readOne(argument, form);
      }
      const call = callWith(id, position, argument, form);
      if (call === undefined) continue;
      expect([argument.name.en, form, errorsIn(call.answer).map((error) => error.message)]).toEqual(
        [argument.name.en, form, []]
      );
    }
  });

  it.each(EVERY_ARGUMENT)(
    "%s refuses forms it does not list, naming itself and citing its forms",
    (_, id, position, argument) => {
      const forms = FORMS.get(argument.accepts) as Forms;
      for (const form of forms.refused) {
        if (CELL_KINDS.has(argument.kind) && !Array.isArray(form) && form !== null) {
          let refusal: unknown;
          try {
            // The value the core reads it as (a keyword's word, a number's range) may be what
            // refuses it; readArgument refuses the form itself.
            readOne(argument, form);
          } catch (error) {
            refusal = error;
          }
          if (refusal !== undefined) {
            expect(refusal).toBeInstanceOf(BridgeInputError);
            expect((refusal as BridgeInputError).argument).toBe(argument.name.en);
          }
        }
        const call = callWith(id, position, argument, form);
        if (call === undefined) continue;
        const errors = errorsIn(call.answer);
        expect([argument.name.en, form, errors.length > 0]).toEqual([argument.name.en, form, true]);
        const message = errors[0]?.message ?? "";
        expect(message.startsWith(argument.name.en)).toBe(true);
        expect(message).toContain(argument.accepts.en);
      }
    }
  );
});
