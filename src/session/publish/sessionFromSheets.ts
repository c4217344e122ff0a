/*
 * A pairs session as src/files writes it (PairsSession), from the computed values of the
 * session's sheets as the Excel API reads them: the Results sheet's lines (RESULT_COLUMNS), the
 * Ranking's places, totals and percentages (BRIDGE.RANKING's spill), the Pairs sheet's names
 * (the layout of src/session/pairsSession.ts) and the Hand records sheet's deals, tricks and par. What is published is
 * what the sheets show: nothing is scored again here, only read (contract, declarer, tricks and
 * lead as the USEBIO and PBN forms write them). Pure.
 */
import type { AdjustedScore } from "../../core/adjusted";
import { isAdjustedScoreNotation, isRulingNotation, parseAdjustedScore } from "../../core/adjusted";
import type { Ruling } from "../../core/ruling";
import { parseRuling } from "../../core/ruling";
import type { Seat } from "../../core/board";
import type { Contract } from "../../core/contract";
import { PASSED_OUT, readContractCell } from "../../core/contract";
import type { MasterPointLabels } from "../../core/masterPoints/awardMasterPoints";
import type { BareNumbers } from "../../core/result";
import { bareNumbersAmong, tricksFromResult } from "../../core/result";
import { parseSeat } from "../../core/seatWords";
import type {
  BoardResults,
  HandRecord,
  LineScore,
  PairEntry,
  PairsScoring,
  PairsSession,
  Player,
  TravellerLine,
} from "../../files/session";
import { parseLead, parsePlace } from "../../files/session";
import { USEBIO_PROGRAM_NAME } from "../../files/usebioWrite";
import { nationalIdsOf } from "../members";
import { RANKING_MASTER_POINTS_COLUMN, RESULT_COLUMNS } from "../pairsSession";
import type { Cell, Rows } from "./cells";
import { cellAt, isErrorText, numberOf, textOf } from "./cells";
import { awardInFileUnits, masterPointSettings } from "./masterPointsFromSheet";
import { PublishError } from "./publishError";
import type { SessionSheets } from "./sessionSheets";

export interface SessionValues {
  readonly sheets: SessionSheets;
  /** The Results sheet's values from A1. */
  readonly results: Rows;
  /** The formula of the Results sheet's first NS points cell (K2). */
  readonly pointsFormula: string;
  /** The Ranking sheet's values from A1. */
  readonly ranking: Rows;
  /** The formula of the Ranking's master points column (H1), when the sheet has one. */
  readonly masterPointsFormula?: string;
  /** That column, 1-based, when not H (K in a handicap session: ../rankingHandicaps.ts). */
  readonly masterPointsColumn?: number;
  readonly pairs?: Rows;
  /** The Members sheet's values from A1, when the workbook has one (../members.ts). */
  readonly members?: Rows;
  readonly handRecords: readonly HandRecord[];
}

export interface PublishOptions {
  readonly clubName?: string;
  readonly clubId?: string;
  /** yyyy-mm-dd; the session's name's date when it has one, else this. */
  readonly today: string;
  readonly programVersion: string;
}

/** The scoring the Results sheet's points formula names (src/session/pairsSession.ts). */
export function scoringOfFormula(formula: string): PairsScoring | undefined {
  if (/BRIDGE\.XIMPS\s*\(/i.test(formula)) return "crossImps";
  if (/BRIDGE\.BUTLER\s*\(/i.test(formula)) return "butler";
  if (/BRIDGE\.MATCHPOINTS\s*\(/i.test(formula)) return "matchpoints";
  return undefined;
}

export function sessionFromSheets(values: SessionValues, options: PublishOptions): PairsSession {
  const { sheets } = values;
  const scoring = scoringOfFormula(values.pointsFormula);
  if (!scoring) throw new PublishError({ kind: "scoring", sheet: sheets.results });
  const boards = boardsOf(values.results, sheets.results);
  const names = namesOf(values.pairs ?? [], nationalIdsOf(values.members ?? []));
  const ranked = rankedPairs(
    values.ranking,
    sheets.ranking,
    names,
    values.masterPointsColumn ?? RANKING_MASTER_POINTS_COLUMN
  );
  const awarded = withMasterPoints(ranked, values.masterPointsFormula ?? "");
  const pairs = awarded?.pairs ?? ranked.map(({ entry }) => entry);
  const twoFields = pairs.some((pair) => pair.direction !== undefined);
  const date = /(\d{4}-\d{2}-\d{2})/.exec(sheets.base)?.[1] ?? options.today;
  return {
    scoring,
    version: "1.2",
    club: { name: options.clubName ?? "", id: options.clubId ?? "" },
    event: {
      identifier: sheets.base,
      description: sheets.base,
      programName: USEBIO_PROGRAM_NAME,
      programVersion: options.programVersion,
      winnerType: twoFields ? 2 : 1,
      title: sheets.base,
      date,
      ...(awarded ? { masterPointScale: awarded.labels.scale } : {}),
      sessionCount: 1,
      sectionCount: 1,
      otherFields: awarded
        ? [
            ...(awarded.labels.type ? [["MASTER_POINT_TYPE", awarded.labels.type] as const] : []),
            ["MPS_AWARDED_FLAG", "Y"] as const,
          ]
        : [],
    },
    pairs,
    boards,
    handRecords: values.handRecords,
  };
}

/** The lines of the Results sheet with a score, grouped by board in board order. */
function boardsOf(rows: Rows, sheet: string): BoardResults[] {
  const C = RESULT_COLUMNS;
  // The results column is read as BRIDGE.SCORE read it: bare numbers as tricks or overtricks.
  const results = rows.slice(1).map((row): unknown => row[C.result - 1]);
  const bareNumbers = bareNumbersAmong(
    results.filter(
      (cell): cell is number | string => typeof cell === "number" || typeof cell === "string"
    )
  );
  const byBoard = new Map<number, TravellerLine[]>();
  for (let row = 2; row <= rows.length; row += 1) {
    const at = (index: number): Cell => cellAt(rows, row, index);
    for (const index of [C.nsScore, C.nsPoints, C.ewPoints]) {
      if (isErrorText(at(index)))
        throw new PublishError({ kind: "lineError", sheet, row, value: textOf(at(index)) });
    }
    const board = numberOf(at(C.board));
    const score = lineScore(at(C.nsScore), at(C.contract));
    if (board === undefined || score === undefined) continue;
    const line = travellerLine(at, score, bareNumbers, { sheet, row });
    byBoard.set(board, [...(byBoard.get(board) ?? []), line]);
  }
  if (byBoard.size === 0) throw new PublishError({ kind: "noLines", sheet });
  return [...byBoard.entries()]
    .sort(([a], [b]) => a - b)
    .map(([board, lines]) => ({ board, lines }));
}

/** The line's score: a number, or an adjusted score typed in the contract or score cell. */
function lineScore(nsScore: Cell, contract: Cell): LineScore | undefined {
  const score = numberOf(nsScore);
  const adjusted = [textOf(nsScore), textOf(contract)].find(
    (text) => text !== "" && isAdjustedScoreNotation(text)
  );
  if (adjusted !== undefined && isRulingNotation(adjusted)) return rulingLineScore(adjusted);
  if (adjusted !== undefined) {
    let award: AdjustedScore;
    try {
      award = parseAdjustedScore(adjusted);
    } catch {
      return undefined;
    }
    return { kind: "adjusted", nsPercent: award.nsPercent, ewPercent: award.ewPercent };
  }
  return score === undefined ? undefined : { kind: "score", nsScore: score };
}

/**
 * A ruling as a file's line can carry it: a fouled board's line or a penalised one as its score
 * (the penalty is in the points the sheet awarded), a split artificial score as one; a weighted
 * or split assigned score has no form in USEBIO or PBN and is left out (docs/guide/rulings.md).
 */
function rulingLineScore(text: string): LineScore | undefined {
  let ruling: Ruling;
  try {
    ruling = parseRuling(text);
  } catch {
    return undefined;
  }
  const { ns, ew } = ruling;
  if ("percent" in ns && "percent" in ew) {
    return { kind: "adjusted", nsPercent: ns.percent, ewPercent: ew.percent };
  }
  if ("parts" in ns && "parts" in ew && ns.parts.length === 1 && ew.parts.length === 1) {
    const score = (ns.parts[0] as { score: number }).score;
    if ((ew.parts[0] as { score: number }).score === score)
      return { kind: "score", nsScore: score };
  }
  return undefined;
}

function travellerLine(
  at: (index: number) => Cell,
  score: LineScore,
  bareNumbers: BareNumbers,
  where: { readonly sheet: string; readonly row: number }
): TravellerLine {
  const C = RESULT_COLUMNS;
  const points = (index: number) => numberOf(at(index));
  const common = {
    nsPair: textOf(at(C.ns)),
    ewPair: textOf(at(C.ew)),
    score,
    ...optional("nsPoints", points(C.nsPoints)),
    ...optional("ewPoints", points(C.ewPoints)),
    ...optional("table", points(C.table)),
    ...optional("round", points(C.round)),
  };
  if (score.kind === "adjusted") return common;
  const played = playedContract(at, bareNumbers, where);
  return { ...common, ...played };
}

function optional<Key extends string, Value>(
  key: Key,
  value: Value | undefined
): { [K in Key]?: Value } {
  return (value === undefined ? {} : { [key]: value }) as { [K in Key]?: Value };
}

/** Contract "4SX", declarer, tricks taken and lead of a line scored from them. */
function playedContract(
  at: (index: number) => Cell,
  bareNumbers: BareNumbers,
  where: { readonly sheet: string; readonly row: number }
): Pick<TravellerLine, "contract" | "declarer" | "tricks" | "lead"> {
  const C = RESULT_COLUMNS;
  const contractText = textOf(at(C.contract));
  const unreadable = (value: string) =>
    new PublishError({ kind: "lineUnreadable", ...where, value });
  let reading: ReturnType<typeof readContractCell>;
  try {
    reading = readContractCell(contractText);
  } catch {
    throw unreadable(contractText);
  }
  const lead = parseLead(textOf(at(C.lead)));
  if (reading.contract === PASSED_OUT) return { contract: "PASS" };
  const contract: Contract = reading.contract;
  let declarer: Seat;
  let tricks: number;
  try {
    declarer = parseSeat(textOf(at(C.declarer)));
  } catch {
    throw unreadable(textOf(at(C.declarer)));
  }
  const result = at(C.result);
  try {
    tricks =
      reading.relative !== undefined
        ? tricksFromResult(reading.relative === 0 ? "=" : signed(reading.relative), contract)
        : tricksFromResult(
            typeof result === "number" ? result : textOf(result),
            contract,
            "result",
            bareNumbers
          );
  } catch {
    throw unreadable(textOf(result));
  }
  return {
    contract: `${contract.level}${contract.strain}${"X".repeat(contract.doubling)}`,
    declarer,
    tricks,
    ...(lead ? { lead } : {}),
  };
}

function signed(relative: number): string {
  return relative > 0 ? `+${relative}` : String(relative);
}

/**
 * The players of each pair, by pair id and direction ("" in a Howell), from the Pairs sheet; a
 * member number the Members sheet lists with a national number is published as that number.
 */
function namesOf(rows: Rows, nationalIds: ReadonlyMap<string, string>): Map<string, Player[]> {
  const names = new Map<string, Player[]>();
  for (let row = 2; row <= rows.length; row += 1) {
    const at = (column: number) => textOf(cellAt(rows, row, column));
    const pair = at(1);
    if (pair === "") continue;
    const players = [
      [at(3), at(4)],
      [at(5), at(6)],
    ]
      .filter(([name]) => name !== "")
      .map(([name, number]): Player => {
        const id = nationalIds.get((number as string).toUpperCase()) ?? number;
        return { name: name as string, ...(id ? { nationalId: id } : {}) };
      });
    names.set(pairKey(pair, directionOf(at(2))), players);
  }
  return names;
}

function directionOf(text: string): "NS" | "EW" | undefined {
  const folded = text.toUpperCase();
  if (folded === "NS") return "NS";
  if (folded === "EW" || folded === "EO") return "EW";
  return undefined;
}

function pairKey(pair: string, direction: "NS" | "EW" | undefined): string {
  return `${pair.toUpperCase().replace(/\s+/g, "")}|${direction ?? ""}`;
}

/**
 * The pairs with the master points of the Ranking's column, in the file's unit, and the event's
 * labels of them; undefined when the column's formula does not say its scheme or a ranked pair
 * has no award (an error, a blank): a file carries every pair's award or none.
 */
function withMasterPoints(
  ranked: readonly RankedRow[],
  formula: string
): { readonly pairs: PairEntry[]; readonly labels: MasterPointLabels } | undefined {
  const settings = masterPointSettings(formula);
  if (settings === undefined) return undefined;
  const pairs: PairEntry[] = [];
  for (const { entry, masterPoints } of ranked) {
    const award = awardInFileUnits(masterPoints, settings.scheme);
    if (award === undefined) return undefined;
    const type = settings.labels.type;
    pairs.push({ ...entry, masterPoints: award, ...(type ? { masterPointType: type } : {}) });
  }
  return { pairs, labels: settings.labels };
}

/** A pair of the Ranking and the cell of its master points. */
interface RankedRow {
  readonly entry: PairEntry;
  readonly masterPoints: Cell;
}

/** Place, pair, boards, total, percentage[, field]: BRIDGE.RANKING's spill from A1. */
function rankedPairs(
  rows: Rows,
  sheet: string,
  names: Map<string, Player[]>,
  masterPointsColumn: number
): RankedRow[] {
  const first = textOf(cellAt(rows, 1, 1));
  if (isErrorText(cellAt(rows, 1, 1)))
    throw new PublishError({ kind: "noRanking", sheet, value: first });
  const pairs: RankedRow[] = [];
  for (let row = 2; row <= rows.length; row += 1) {
    const at = (column: number) => cellAt(rows, row, column);
    const pair = textOf(at(2));
    if (pair === "") continue;
    const direction = directionOf(textOf(at(6)));
    const place = parsePlace(textOf(at(1)));
    const players = names.get(pairKey(pair, direction)) ?? names.get(pairKey(pair, undefined));
    const entry: PairEntry = {
      pair,
      ...(direction ? { direction } : {}),
      ...(place ? { place } : {}),
      ...optional("totalScore", numberOf(at(4))),
      ...optional("percentage", numberOf(at(5))),
      players: players ?? [],
    };
    pairs.push({ entry, masterPoints: at(masterPointsColumn) });
  }
  if (pairs.length === 0) throw new PublishError({ kind: "noRanking", sheet, value: first });
  return pairs;
}
