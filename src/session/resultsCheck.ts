/*
 * A results file's published ranking against ours: the file's traveller lines scored and ranked by
 * the core exactly as the built sheets' formulas do (BRIDGE.SCORE's scoreDeal on the contract,
 * tricks as written, board and declarer; BRIDGE.RANKING's rankSession with the sheet's method and
 * fields), then every pair's published place, total and percentage compared with ours, and every
 * line's published score with ours. The pane lists what differs instead of hiding it. Pure.
 */
import type { LabelKey } from "../core/boardLabels";
import { labelKey } from "../core/boardLabels";
import { BridgeInputError } from "../core/errors";
import type { RankedPair } from "../core/ranking";
import type { SessionLine } from "../core/sessionLine";
import { rankSession } from "../core/ranking";
import { scoreDeal } from "../core/travellerLine";
import type { PairEntry, PairsSession } from "../files/session";
import { RANKING_METHOD_OF } from "./pairsSession";
import type { ResultLine } from "./pairsSessionData";
import { fieldsOfSession, resultLinesOfSession } from "./resultsFile";

/** What differs for one pair: its place, total or percentage, or the pair itself (unranked). */
export interface RankingDifference {
  /** "3NS", or "7 EW" for a pair numbered within its field. */
  readonly pair: string;
  readonly what: "place" | "total" | "percentage" | "pair";
  /** As the file and as we give it; "" where one side has no such pair. */
  readonly published: string;
  readonly ours: string;
}

/** A traveller line whose published North-South score is not the one its contract gives. */
export interface LineDifference {
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  readonly published: string;
  /** Our score, or "" where the line cannot be scored. */
  readonly ours: string;
}

export interface RankingCheck {
  /** The pairs of the file compared. */
  readonly pairs: number;
  readonly ranked: readonly RankedPair[];
  readonly differences: readonly RankingDifference[];
  readonly lineDifferences: readonly LineDifference[];
}

/** Published figures are to 2 decimals: ours differs when it rounds to another. */
const PUBLISHED_DECIMALS = 0.005;

function scoreOfLine(line: ResultLine): number | undefined {
  const contract = line.contract ?? "";
  if (contract === "") return undefined;
  try {
    return scoreDeal({
      contract,
      ...(line.result === undefined || line.result === "" ? {} : { result: line.result }),
      vulnerability: line.board,
      ...(line.declarer ? { declarer: line.declarer } : {}),
    });
  } catch (error) {
    if (error instanceof BridgeInputError) return undefined;
    throw error;
  }
}

function keyOf(pair: LabelKey, field: "NS" | "EW" | undefined): string {
  return `${String(pair)}|${field ?? ""}`;
}

function nameOf(entry: PairEntry, twoFields: boolean): string {
  const numbered = /^\d+$/.test(entry.pair.trim());
  return twoFields && numbered && entry.direction ? `${entry.pair} ${entry.direction}` : entry.pair;
}

const twoDecimals = (value: number | undefined): string =>
  value === undefined ? "" : value.toFixed(2);

/**
 * Our ranking of the file's lines, and what differs from the file's. Bad lines throw the core's
 * BridgeInputError, naming a line as `nameOfLine` does (RANKING's "row 3" of its table).
 */
export function checkPublishedRanking(
  session: PairsSession,
  nameOfLine?: (line: number) => string
): RankingCheck {
  const rows = resultLinesOfSession(session);
  const fields = fieldsOfSession(session);
  const lineDifferences: LineDifference[] = [];
  const fileLines = session.boards.flatMap((board) => board.lines);
  const lines: SessionLine[] = rows.map((row, i) => {
    const published = fileLines[i]?.score;
    const base = {
      board: labelKey(row.board),
      ns: labelKey(row.ns ?? ""),
      ew: labelKey(row.ew ?? ""),
    };
    if (published?.kind === "adjusted") {
      return {
        ...base,
        result: { nsPercent: published.nsPercent, ewPercent: published.ewPercent },
      };
    }
    const ours = scoreOfLine(row);
    if (published && ours !== published.nsScore) {
      lineDifferences.push({
        board: row.board,
        ns: String(row.ns),
        ew: String(row.ew),
        published: String(published.nsScore),
        ours: ours === undefined ? "" : String(ours),
      });
    }
    return { ...base, result: ours };
  });
  const ranked = rankSession(lines, {
    method: RANKING_METHOD_OF[session.scoring],
    ...(fields ? { fields } : {}),
    ...(nameOfLine ? { nameOfLine } : {}),
  });
  const twoFields = ranked.some((pair) => pair.field !== undefined);
  const ours = new Map(ranked.map((pair) => [keyOf(pair.pair, pair.field), pair]));
  const differences: RankingDifference[] = [];
  const seen = new Set<string>();
  for (const entry of session.pairs) {
    const key = keyOf(labelKey(entry.pair), twoFields ? entry.direction : undefined);
    const mine = ours.get(key);
    const pair = nameOf(entry, twoFields);
    if (!mine) {
      const published = entry.place ? String(entry.place.place) : twoDecimals(entry.totalScore);
      differences.push({ pair, what: "pair", published, ours: "" });
      continue;
    }
    seen.add(key);
    if (entry.place && entry.place.place !== mine.place)
      differences.push({
        pair,
        what: "place",
        published: String(entry.place.place),
        ours: String(mine.place),
      });
    // A total or percentage differs when both are given and they part at the published decimals.
    const compare = (what: "total" | "percentage", published?: number, ourFigure?: number) => {
      if (
        published !== undefined &&
        ourFigure !== undefined &&
        Math.abs(published - ourFigure) >= PUBLISHED_DECIMALS
      )
        differences.push({
          pair,
          what,
          published: twoDecimals(published),
          ours: twoDecimals(ourFigure),
        });
    };
    compare("total", entry.totalScore, mine.total);
    compare("percentage", entry.percentage, mine.percentage);
  }
  for (const mine of ranked) {
    if (seen.has(keyOf(mine.pair, mine.field))) continue;
    const pair =
      twoFields && typeof mine.pair === "number" ? `${mine.pair} ${mine.field}` : String(mine.pair);
    differences.push({ pair, what: "pair", published: "", ours: String(mine.place) });
  }
  return { pairs: session.pairs.length, ranked, differences, lineDifferences };
}
