/*
 * A results file's published ranking against ours: the file's traveller lines scored and ranked by
 * the core exactly as the built sheets' formulas do (BRIDGE.SCORE's scoreDeal on the contract,
 * tricks as written, board and declarer; BRIDGE.RANKING's rankSession with the sheet's method and
 * fields), then every pair's published place, total and percentage compared with ours, and every
 * line's published score with ours. The pane lists what differs instead of hiding it, and says
 * why where the file's own conventions explain it (./resultsConventions.ts). Pure.
 */
import type { LabelKey } from "../core/boardLabels";
import { labelKey } from "../core/boardLabels";
import { BridgeInputError } from "../core/errors";
import type { RankedPair, SessionLine } from "../core/ranking";
import { rankSession } from "../core/ranking";
import { scoreDeal } from "../core/travellerLine";
import type { PairEntry, PairsSession } from "../files/session";
import type { ResultLine } from "./pairsSession";
import { SHEET_SCORING, cellOfLabel, fieldsOfSession, resultLinesOfSession } from "./resultsFile";
import type { CheckNote } from "../messages/resultsFile";
import {
  handicapShare,
  handicappedPlaces,
  notPlayedButScored,
  percentagesOfLines,
  totalIsPercentage,
  unfactoredPercentages,
  within,
} from "./resultsConventions";

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
  /** The file's conventions recognised, and what explains some differences. */
  readonly notes: readonly CheckNote[];
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

/** The session's lines as the core ranks them, and the lines whose published score differs. */
function sessionLines(session: PairsSession): {
  readonly lines: SessionLine[];
  readonly lineDifferences: LineDifference[];
} {
  const rows = resultLinesOfSession(session);
  const lineDifferences: LineDifference[] = [];
  const fileLines = session.boards.flatMap((board) => board.lines);
  const lines: SessionLine[] = rows.map((row, i) => {
    const fileLine = fileLines[i];
    const published = fileLine?.score;
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
    // A board not played has no score of ours; one the file scored anyway is a note of its own.
    const notPlayed = fileLine?.contract === "NP";
    if (published?.kind === "score" && !notPlayed && ours !== published.nsScore) {
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
  return { lines, lineDifferences };
}

/**
 * Our ranking of the file's lines, and what differs from the file's. Bad lines throw the core's
 * BridgeInputError, naming a line as `nameOfLine` does (RANKING's "row 3" of its table).
 */
export function checkPublishedRanking(
  session: PairsSession,
  nameOfLine?: (line: number) => string
): RankingCheck {
  const fields = fieldsOfSession(session);
  const { lines, lineDifferences } = sessionLines(session);
  const ranked = rankSession(lines, {
    method: SHEET_SCORING[session.scoring],
    ...(fields ? { fields } : {}),
    ...(nameOfLine ? { nameOfLine } : {}),
  });
  const twoFields = ranked.some((pair) => pair.field !== undefined);
  const ours = new Map(ranked.map((pair) => [keyOf(pair.pair, pair.field), pair]));
  const entryOf = (entry: PairEntry) =>
    ours.get(keyOf(labelKey(entry.pair), twoFields ? entry.direction : undefined));
  const matched = session.pairs.flatMap((entry) => {
    const mine = entryOf(entry);
    return mine ? [{ entry, mine }] : [];
  });
  const notes: CheckNote[] = [];
  const percentTotals = session.scoring === "matchpoints" && totalIsPercentage(session.pairs);
  if (percentTotals) notes.push({ kind: "totalIsPercentage" });
  const share = handicapShare(matched);
  const handicapOf = (entry: PairEntry): number => (share ?? 0) * (entry.handicap ?? 0);
  const afterHandicap = share === undefined ? undefined : handicappedPlaces(matched, handicapOf);
  const placesAfterHandicap = afterHandicap?.fewerDifferences ?? false;
  const placeOf =
    afterHandicap && placesAfterHandicap
      ? afterHandicap.places
      : new Map(matched.map(({ mine }) => [mine, mine.place]));
  if (share !== undefined) {
    notes.push({
      kind: "handicap",
      share,
      pairs: session.pairs.filter((entry) => (entry.handicap ?? 0) !== 0).length,
      placesAfterHandicap,
    });
  }
  const unfactored =
    session.scoring === "matchpoints" ? unfactoredPercentages(lines, twoFields) : undefined;
  const unfactoredPairs: string[] = [];
  const fromLines =
    session.scoring === "matchpoints"
      ? percentagesOfLines(session, (label, side) =>
          keyOf(labelKey(cellOfLabel(label)), twoFields ? side : undefined)
        )
      : undefined;
  const notFromLines: string[] = [];
  const differences: RankingDifference[] = [];
  const seen = new Set<string>();
  for (const entry of session.pairs) {
    const mine = entryOf(entry);
    const pair = nameOf(entry, twoFields);
    if (!mine) {
      if (!entry.place && entry.totalScore === undefined && entry.percentage === undefined) {
        notes.push({ kind: "noResults", pair });
        continue;
      }
      const published = entry.place ? String(entry.place.place) : twoDecimals(entry.totalScore);
      differences.push({ pair, what: "pair", published, ours: "" });
      continue;
    }
    seen.add(keyOf(mine.pair, mine.field));
    const place = placeOf.get(mine) ?? mine.place;
    if (entry.place && entry.place.place !== place)
      differences.push({
        pair,
        what: "place",
        published: String(entry.place.place),
        ours: String(place),
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
    if (!percentTotals) compare("total", entry.totalScore, mine.total);
    // With a handicap added, ours is rounded before and after: equal within a rounding of each.
    const handicap = handicapOf(entry);
    const percentage =
      mine.percentage === undefined ? undefined : Number((mine.percentage + handicap).toFixed(2));
    const published = entry.percentage;
    if (published === undefined || percentage === undefined) continue;
    if (
      handicap === 0
        ? Math.abs(published - percentage) < PUBLISHED_DECIMALS
        : within(published, percentage)
    )
      continue;
    const raw = unfactored?.get(keyOf(mine.pair, mine.field));
    if (raw !== undefined && within(published, raw + handicap)) {
      unfactoredPairs.push(pair);
      continue;
    }
    compare("percentage", published, percentage);
    const ofLines = fromLines?.get(keyOf(mine.pair, mine.field));
    if (ofLines !== undefined && Math.abs(published - (ofLines + handicap)) >= 0.05) {
      notFromLines.push(pair);
    }
  }
  if (unfactoredPairs.length > 0) notes.push({ kind: "unfactored", pairs: unfactoredPairs });
  if (notFromLines.length > 0) notes.push({ kind: "notFromLines", pairs: notFromLines });
  for (const found of notPlayedButScored(session)) notes.push(found);
  for (const mine of ranked) {
    if (seen.has(keyOf(mine.pair, mine.field))) continue;
    const pair =
      twoFields && typeof mine.pair === "number" ? `${mine.pair} ${mine.field}` : String(mine.pair);
    differences.push({ pair, what: "pair", published: "", ours: String(mine.place) });
  }
  return { pairs: session.pairs.length, ranked, differences, lineDifferences, notes };
}
