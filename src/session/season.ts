/*
 * The Season sheet (issue 49): BRIDGE.LADDER over the sessions of a workbook. The sheet holds its
 * settings (best N, the minimum, the lowest dropped, by what), the ladder's one formula, and a
 * table with a block of rows per session: each row of the session's Ranking read by formula (the
 * session's name, the pair's two players looked up on its Pairs sheet, its percentage or total).
 * A session added later is a new block below the last, written only into empty cells: the table
 * grows by rows the ladder already reads (rows FIRST_ROW to LAST_ROW), so no cell is written
 * twice and nothing the scorer typed is touched. Pure: the sessions come in as data.
 */
import type { LadderBasis } from "../core/ladder";
import type { Language } from "../messages/language";
import { seasonMessages } from "../messages/season";
import { cellAddress, onSheet, rangeAddress } from "./a1";
import type { SessionPlan, SheetPlan } from "./plan";
import { freeSheetNames } from "./sheetNames";

/** A session of the workbook, as the Season sheet reads it. */
export interface SeasonSession {
  /** Its name (its Results sheet's), written on each of its rows. */
  readonly base: string;
  readonly ranking: string;
  /** Its Pairs sheet, which names each pair's players; without it, the Ranking's names column. */
  readonly pairs?: string;
  /** Rows of the Ranking under its header: the most pairs it can list. */
  readonly rankingRows: number;
  /** Rows of the Pairs sheet under its header. */
  readonly pairsRows: number;
}

/** What BRIDGE.LADDER is asked: a Season sheet built by the pane reads rankings, never awards. */
export type SeasonBasis = Exclude<LadderBasis, "MASTERPOINTS">;

export interface SeasonSettings {
  readonly best?: number;
  readonly minimum?: number;
  readonly drop?: number;
  readonly by: SeasonBasis;
}

/** The table's first row of sessions and the last the ladder reads. */
export const SEASON_TABLE = { header: 11, first: 12, last: 2011 } as const;
/** The settings' cells, B3:B6, and the ladder's formula, spilled from F1. */
const SETTINGS_ROW = 3;
export const LADDER_CELL = "F1";

/** The columns of the Ranking a session's rows read: B pair, D total, E percentage, F field, G names. */
const RANKING = { pair: "B", total: "D", percentage: "E", field: "F", names: "G" } as const;

/** The plan of a new Season sheet over `sessions`, on a free name ("Season", "Season (2)"). */
export function planSeasonSheet(
  sessions: readonly SeasonSession[],
  settings: SeasonSettings,
  options: { readonly language: Language; readonly existingSheets: readonly string[] }
): SessionPlan {
  const texts = seasonMessages(options.language);
  const [name] = freeSheetNames(texts.sheet, [""], options.existingSheets) as [string];
  const header = SEASON_TABLE.header;
  const blocks = sessionBlocks(sessions, SEASON_TABLE.first, settings.by);
  const sheet: SheetPlan = {
    role: "ranking",
    name,
    blocks: [
      { address: "A1", values: [[texts.title]] },
      {
        address: `A${SETTINGS_ROW}`,
        values: [
          [texts.best, settings.best ?? ""],
          [texts.minimum, settings.minimum ?? 1],
          [texts.drop, settings.drop ?? 0],
          [texts.by, settings.by],
        ],
      },
      { address: "A8", values: [[texts.tableNote(SEASON_TABLE.first, SEASON_TABLE.last)]] },
      {
        address: `A${header}`,
        values: [[texts.session, texts.player(1), texts.player(2), texts.result]],
      },
      ...blocks.map((block) => ({ address: block.address, formulas: block.formulas })),
      { address: LADDER_CELL, formulas: [[ladderFormula()]] },
    ],
    headerAddresses: ["A1", `A${header}:D${header}`, "F1:K1"],
    headerRows: 0,
    columnWidths: [120, 110, 110, 64, 16, 48, 140, 56, 64, 72, 200],
    numberFormats: [
      { address: `D${SEASON_TABLE.first}:D${SEASON_TABLE.last}`, format: "0.00" },
      { address: "J2:J400", format: "0.00" },
    ],
    validations: [
      {
        address: `B${SETTINGS_ROW + 3}`,
        list: ["PERCENTAGE", "MATCHPOINTS", "IMPS"],
        hint: texts.by,
      },
    ],
    highlights: [],
  };
  return { sheets: [sheet], names: [], activate: name };
}

/** The ladder over the whole table, its settings from B3:B6. */
function ladderFormula(): string {
  const { first, last } = SEASON_TABLE;
  const settings = [0, 1, 2, 3].map((i) => `$B$${SETTINGS_ROW + i}`).join(", ");
  return `=BRIDGE.LADDER($B$${first}:$C$${last}, $D$${first}:$D$${last}, $A$${first}:$A$${last}, ${settings})`;
}

/** A block of the table: a session's rows of formulas from its top-left cell. */
export interface SeasonBlock {
  readonly session: string;
  readonly address: string;
  readonly formulas: string[][];
}

/** The sessions' blocks, one under the other from row `firstRow`. */
export function sessionBlocks(
  sessions: readonly SeasonSession[],
  firstRow: number,
  by: LadderBasis
): SeasonBlock[] {
  const blocks: SeasonBlock[] = [];
  let row = firstRow;
  for (const session of sessions) {
    const formulas = Array.from({ length: Math.max(session.rankingRows, 1) }, (_, i) =>
      sessionRow(session, 2 + i, by)
    );
    blocks.push({ session: session.base, address: `A${row}`, formulas });
    row += formulas.length;
  }
  return blocks;
}

/** A formula's text constant: "…" with " doubled. */
function textConstant(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** One row of the Ranking (`row`) as a row of the table: session, player 1, player 2, result. */
function sessionRow(session: SeasonSession, row: number, by: LadderBasis): string[] {
  const ranking = (column: string) => onSheet(session.ranking, `$${column}$${row}`);
  const pair = ranking(RANKING.pair);
  const unlessBlank = (formula: string) => `=IF(${pair} = "", "", ${formula})`;
  const result = ranking(by === "PERCENTAGE" ? RANKING.percentage : RANKING.total);
  const players =
    session.pairs === undefined
      ? [unlessBlank(ranking(RANKING.names)), ""]
      : [playerFormula(session, row, "C"), playerFormula(session, row, "E")];
  return [`=${textConstant(session.base)}`, ...players, unlessBlank(result)];
}

/**
 * A player of the pair on Ranking row `row`, from the Pairs sheet (A pair, B direction, C and E
 * the players' names): the row whose pair is the ranking's (compared as text, 7 and "7" alike)
 * and whose direction is the ranking's field or blank, as the Ranking's own names column finds it.
 */
function playerFormula(session: SeasonSession, row: number, nameColumn: "C" | "E"): string {
  const last = 1 + Math.max(session.pairsRows, session.rankingRows, 1);
  const pairs = (column: string) => onSheet(session.pairs ?? "", `$${column}$2:$${column}$${last}`);
  const ranking = (column: string) => onSheet(session.ranking, `$${column}$${row}`);
  const [pair, field] = [ranking(RANKING.pair), ranking(RANKING.field)];
  const found = `MATCH(1, ((${pairs("A")} & "") = (${pair} & "")) * (((${pairs("B")} = ${field}) + (${pairs("B")} = "")) > 0), 0)`;
  return `=IF(${pair} = "", "", IFERROR(INDEX(${pairs(nameColumn)}, ${found}) & "", ""))`;
}

/** What a Season sheet's cells say of it: its sessions and the first free row of its table. */
export interface SeasonContents {
  readonly sessions: ReadonlySet<string>;
  readonly nextRow: number;
}

/**
 * Whether a sheet is a Season sheet, from its formulas from A1: its ladder's cell holds
 * BRIDGE.LADDER.
 */
export function isSeasonSheet(formulas: readonly (readonly unknown[])[]): boolean {
  const { row, column } = { row: 1, column: 6 };
  const cell = formulas[row - 1]?.[column - 1];
  return typeof cell === "string" && /^=BRIDGE\.LADDER\(/i.test(cell);
}

/**
 * The sessions a Season sheet's table holds (its column A, a formula ="name" or a typed name)
 * and the row under the last row with anything in columns A to D.
 */
export function readSeasonSheet(formulas: readonly (readonly unknown[])[]): SeasonContents {
  const sessions = new Set<string>();
  let nextRow: number = SEASON_TABLE.first;
  for (let row = SEASON_TABLE.first; row <= formulas.length; row++) {
    const cells = formulas[row - 1] ?? [];
    if ([0, 1, 2, 3].some((c) => cells[c] !== undefined && cells[c] !== "")) nextRow = row + 1;
    const name = sessionNameIn(cells[0]);
    if (name !== undefined) sessions.add(name.toLocaleUpperCase());
  }
  return { sessions, nextRow };
}

function sessionNameIn(cell: unknown): string | undefined {
  if (typeof cell === "number") return String(cell);
  if (typeof cell !== "string" || cell.trim() === "") return undefined;
  const constant = /^="((?:[^"]|"")*)"$/.exec(cell);
  return constant ? (constant[1] ?? "").replace(/""/g, '"') : cell.trim();
}

/** The sessions of `sessions` a Season sheet does not hold yet, in order. */
export function sessionsToAdd(
  sessions: readonly SeasonSession[],
  contents: SeasonContents
): SeasonSession[] {
  return sessions.filter((session) => !contents.sessions.has(session.base.toLocaleUpperCase()));
}

/** The address of a block of `rows` x 4 cells from row `row` of the table. */
export function blockRange(row: number, rows: number): string {
  return rangeAddress(1, row, 4, row + rows - 1);
}

/** The basis a Season sheet's setting cell B6 names, as its ladder reads it. */
export function seasonBasisOf(cell: unknown): SeasonBasis {
  const word = typeof cell === "string" ? cell.trim().toUpperCase() : "";
  return word === "MATCHPOINTS" || word === "IMPS" ? word : "PERCENTAGE";
}

/** The cell of the basis setting ("B6"), read back when sessions are added. */
export const BASIS_CELL = cellAddress(2, SETTINGS_ROW + 3);
