/*
 * A Hand records sheet from the boards of a hand-record file (PBN, or a USEBIO HANDSET): one block
 * per board with its dealer, vulnerability, the four hands as a club prints them, HCP, the deal
 * as PBN text, and formulas for the double-dummy tricks (BRIDGE.DDROW), the makeable levels and
 * par (BRIDGE.PAR, BRIDGE.PARCONTRACT with the board number as vulnerability). Where the file
 * has its own table of tricks, a formula compares it with the solver's, so the flag follows the
 * solver's answer. Pure: the pane's writer applies the plan.
 */
import { dealerForBoard, vulnerabilityForBoard } from "../core/board";
import type { Hand } from "../core/deal";
import { SEAT_ORDER, SUIT_SYMBOLS, formatDeal, formatHolding } from "../core/deal";
import { VOID } from "../core/hand";
import type { LawTwoDisagreement } from "../files/pbnEvent";
import type { HandRecord } from "../files/session";
import type { HandRecordLabels } from "../messages/handRecords";
import { handRecordLabels } from "../messages/handRecords";
import type { Language } from "../messages/language";
import { cellAddress, columnLetters, rangeAddress } from "./a1";
import type { CellBlock, ErrorHighlight, SessionPlan, SheetPlan } from "./plan";
import { freeSheetNames } from "./sheetNames";

export interface HandRecordsOptions {
  readonly boards: readonly HandRecord[];
  /** The file's dealers and vulnerabilities that are not Law 2's (readPbn's). */
  readonly disagreements: readonly LawTwoDisagreement[];
  readonly language: Language;
  readonly existingSheets: readonly string[];
}

/** Columns of a board's block, 1-based. */
export const HAND_RECORD_COLUMNS = {
  label: 1,
  /** North, East, South, West: the hands, then their HCP; the solver's row starts here too. */
  firstHand: 2,
  trickSeats: 7,
  firstTricks: 8,
  makeableSeats: 13,
  firstMakeable: 14,
  par: 19,
  parContract: 20,
  /** After the solver's 20 cells (B:U): the comparison with the file's tricks. */
  comparison: 22,
} as const;

/** Rows of a board's block from its first row. */
export const HAND_RECORD_ROWS = {
  board: 0,
  deal: 1,
  headers: 2,
  /** ♠ ♥ ♦ ♣, then the tricks and makeable levels of N E S W on the same four rows. */
  firstSuit: 3,
  hcp: 7,
  solver: 8,
  fileTricks: 9,
} as const;

const FIRST_BLOCK_ROW = 4;
const STRAINS = 5;
const SEATS = 4;
const TABLE_CELLS = SEATS * STRAINS;

/** Rows a board's block takes, the blank row after it included. */
export function blockHeight(board: HandRecord): number {
  return (fileTricksOf(board) ? HAND_RECORD_ROWS.fileTricks : HAND_RECORD_ROWS.solver) + 2;
}

/** The file's own tricks: [DoubleDummyTricks], else [OptimumResultTable]. */
function fileTricksOf(board: HandRecord): readonly (readonly number[])[] | undefined {
  return board.doubleDummyTricks ?? board.optimumResultTable;
}

/** "♠ AKJ5", "♥ —": a suit's line of a hand, never read as a number. */
function suitLine(hand: Hand, suit: number): string {
  return `${SUIT_SYMBOLS[suit] ?? ""} ${formatHolding(hand[suit] ?? 0) || VOID}`;
}

/** The solver's cell of a seat and strain in the board's DDROW row (N, E, S, W; each C..NT). */
function solverCell(row: number, seat: number, strain: number): string {
  return cellAddress(HAND_RECORD_COLUMNS.firstHand + seat * STRAINS + strain, row);
}

function lawTwoNote(
  labels: HandRecordLabels,
  disagreement: LawTwoDisagreement | undefined
): string {
  if (!disagreement) return "";
  const seat = (letter: string) => labels.seats[SEAT_ORDER.indexOf(letter as never)] ?? letter;
  const { dealer, vulnerability } = disagreement;
  return labels.lawTwo(
    disagreement.board,
    dealer && { file: seat(dealer.file), law: seat(dealer.law) },
    vulnerability && {
      file: labels.vulnerabilities[vulnerability.file],
      law: labels.vulnerabilities[vulnerability.law],
    }
  );
}

interface BoardBlock {
  readonly blocks: CellBlock[];
  readonly headers: string[];
  readonly highlights: ErrorHighlight[];
}

function planBoard(
  board: HandRecord,
  top: number,
  labels: HandRecordLabels,
  disagreement: LawTwoDisagreement | undefined
): BoardBlock {
  const C = HAND_RECORD_COLUMNS;
  const row = (name: keyof typeof HAND_RECORD_ROWS) => top + HAND_RECORD_ROWS[name];
  const at = (column: number, name: keyof typeof HAND_RECORD_ROWS) =>
    cellAddress(column, row(name));
  const dealCell = `$${columnLetters(C.firstHand)}$${row("deal")}`;
  const boardCell = at(C.firstHand, "board");
  const dealer = board.dealer ?? dealerForBoard(board.board);
  const vulnerability = board.vulnerability ?? vulnerabilityForBoard(board.board);
  const seats = [0, 1, 2, 3];
  const strains = [0, 1, 2, 3, 4];
  const trick = (seat: number, strain: number) =>
    cellAddress(C.firstTricks + strain, row("firstSuit") + seat);
  const table = rangeAddress(C.firstTricks, row("firstSuit"), C.firstTricks + 4, row("hcp") - 1);
  const blocks: CellBlock[] = [
    {
      address: at(C.label, "board"),
      values: [
        [
          labels.board,
          board.board,
          labels.dealer,
          labels.seats[SEAT_ORDER.indexOf(dealer)] ?? dealer,
          labels.vulnerability,
          labels.vulnerabilities[vulnerability],
          lawTwoNote(labels, disagreement),
        ],
        [labels.deal, board.deal ? formatDeal(board.deal, dealer) : ""],
      ],
    },
    {
      address: at(C.firstHand, "headers"),
      values: [
        [
          ...labels.seats,
          "",
          labels.doubleDummy,
          ...labels.strains,
          labels.makeable,
          ...labels.strains,
          labels.par,
          labels.parContract,
        ],
      ],
    },
    {
      address: at(C.trickSeats, "firstSuit"),
      values: seats.map((seat) => [labels.seats[seat] ?? ""]),
    },
    {
      address: at(C.makeableSeats, "firstSuit"),
      values: seats.map((seat) => [labels.seats[seat] ?? ""]),
    },
    {
      address: at(C.label, "hcp"),
      values: [[labels.hcp], [labels.solverTricks]],
    },
    {
      address: at(C.firstHand, "hcp"),
      formulas: [SEAT_ORDER.map((seat) => `=BRIDGE.HCP(${dealCell}, "${seat}")`)],
    },
    { address: at(C.firstHand, "solver"), formulas: [[`=BRIDGE.DDROW(${dealCell})`]] },
    {
      address: at(C.firstTricks, "firstSuit"),
      formulas: seats.map((seat) =>
        strains.map((strain) => {
          const cell = solverCell(row("solver"), seat, strain);
          return `=IF(ISNUMBER(${cell}), ${cell}, "")`;
        })
      ),
    },
    {
      address: at(C.firstMakeable, "firstSuit"),
      formulas: seats.map((seat) =>
        strains.map((strain) => {
          const cell = trick(seat, strain);
          return `=IF(ISNUMBER(${cell}), IF(${cell} - 6 >= 1, ${cell} - 6, ""), "")`;
        })
      ),
    },
    {
      address: at(C.par, "firstSuit"),
      formulas: [
        [`=BRIDGE.PAR(${table}, ${boardCell})`, `=BRIDGE.PARCONTRACT(${table}, ${boardCell})`],
      ],
    },
  ];
  if (board.deal) {
    blocks.push({
      address: at(C.firstHand, "firstSuit"),
      values: [0, 1, 2, 3].map((suit) =>
        board.deal ? board.deal.hands.map((hand) => suitLine(hand, suit)) : []
      ),
    });
  }
  const highlights: ErrorHighlight[] = [];
  const fileTricks = fileTricksOf(board);
  if (fileTricks) {
    // The solver's row of tricks and the file's, cell for cell from the first hand's column.
    const tricksRow = (name: "solver" | "fileTricks") =>
      rangeAddress(C.firstHand, row(name), C.firstHand + TABLE_CELLS - 1, row(name));
    const solver = tricksRow("solver");
    const file = tricksRow("fileTricks");
    const flag = at(C.comparison, "fileTricks");
    blocks.push(
      { address: at(C.label, "fileTricks"), values: [[labels.fileTricks, ...fileTricks.flat()]] },
      {
        address: flag,
        formulas: [
          [
            `=IF(COUNT(${solver}) < ${TABLE_CELLS}, "", IF(SUMPRODUCT(--(${solver} = ${file})) = ${TABLE_CELLS}, "${labels.agrees}", "${labels.differs}"))`,
          ],
        ],
      }
    );
    highlights.push({ address: flag, formula: `=${flag}="${labels.differs}"` });
  }
  return {
    blocks,
    headers: [
      rangeAddress(C.label, row("board"), C.label + 5, row("board")),
      rangeAddress(C.firstHand, row("headers"), C.parContract, row("headers")),
    ],
    highlights,
  };
}

/** The plan of one new Hand records sheet, on a free name; shown when built. */
export function planHandRecords(options: HandRecordsOptions): SessionPlan {
  const labels = handRecordLabels(options.language);
  const [name = labels.sheet] = freeSheetNames(labels.sheet, [""], options.existingSheets);
  return { sheets: [planHandRecordsSheet(options, name)], names: [], activate: name };
}

/** A pairs session's Hand records sheet, as ./pairsSession.ts asks for it (its options). */
export function planSessionHandRecords(
  language: Language
): (records: readonly HandRecord[], name: string) => SheetPlan {
  return (boards, name) => planHandRecordsSheet({ boards, disagreements: [], language }, name);
}

/** The Hand records sheet on a name the caller found free (a session's "B Hand records"). */
export function planHandRecordsSheet(
  options: Omit<HandRecordsOptions, "existingSheets">,
  name: string
): SheetPlan {
  const labels = handRecordLabels(options.language);
  const byBoard = new Map(options.disagreements.map((found) => [found.board, found]));
  const disagreeing = options.disagreements.map((found) => found.board);
  const blocks: CellBlock[] = [
    {
      address: "A1",
      values: [
        [labels.title(options.boards.length)],
        [disagreeing.length > 0 ? labels.lawTwoBoards(disagreeing) : ""],
      ],
    },
  ];
  const headerAddresses = ["A1"];
  const highlights: ErrorHighlight[] = [];
  let top = FIRST_BLOCK_ROW;
  for (const board of options.boards) {
    const planned = planBoard(board, top, labels, byBoard.get(board.board));
    blocks.push(...planned.blocks);
    headerAddresses.push(...planned.headers);
    highlights.push(...planned.highlights);
    top += blockHeight(board);
  }
  return {
    role: "handRecords",
    name,
    blocks,
    headerAddresses,
    headerRows: 1,
    columnWidths: [
      84, 84, 84, 84, 84, 60, 60, 24, 24, 24, 24, 24, 60, 24, 24, 24, 24, 24, 48, 84, 8, 48,
    ],
    numberFormats: [],
    validations: [],
    highlights,
  };
}
