/*
 * A pairs session as src/files writes it (PairsSession), from the computed values of the
 * session's sheets as the Excel API reads them: the Results sheet's lines (RESULT_COLUMNS), the
 * Ranking's places, totals and percentages (BRIDGE.RANKING's spill), the Pairs sheet's names
 * (the layout of src/session/pairsSession.ts) and the Hand records sheet's deals, tricks and
 * par. What is published is what the sheets show: nothing is scored again here, only read (the
 * Results sheet's lines by resultsSheetLines.ts). Pure.
 */
import type { MasterPointLabels } from "../../core/masterPoints/awardMasterPoints";
import { optional } from "../../files/optionalField";
import type {
  HandRecord,
  PairEntry,
  PairsScoring,
  PairsSession,
  Player,
} from "../../files/session";
import { parsePlace } from "../../files/session";
import { USEBIO_PROGRAM_NAME } from "../../files/usebioWrite";
import { nationalIdsOf } from "../members";
import { RANKING_MASTER_POINTS_COLUMN } from "../pairsSession";
import type { Cell, Rows } from "./cells";
import { cellAt, isErrorText, numberOf, textOf } from "./cells";
import { awardInFileUnits, masterPointSettings } from "./masterPointsFromSheet";
import { PublishError } from "./publishError";
import { boardsOf } from "./resultsSheetLines";
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

/** The scoring the Results sheet's points formula names (src/session/pairsResultsSheet.ts). */
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
