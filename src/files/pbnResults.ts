import type { FileForm } from "../messages/files";
import { FILE_FORMS } from "../messages/files";
import { failAt } from "./fileError";
import type { PbnTag } from "./pbnScan";
import { formatTable, parseColumns, readTable } from "./pbnTables";
import type { PairEntry, PairsScoring, Player, TravellerLine } from "./session";
import {
  formatDecimal,
  formatLineScore,
  formatPlace,
  parseAdjustedScore,
  parseLead,
  parsePlace,
} from "./session";
import { normaliseContract, seatOfText, withoutBlanks } from "./values";

/**
 * A results file's tables (PBN 2.1 section 5.3, as BridgeWebs and Magic Contest write them):
 * [ScoreTable] per board, one row per traveller line (PairId_NS, PairId_EW, Contract, Declarer,
 * Result = tricks taken, Lead, Score_NS or Score_EW, MP_ or IMP_ points), and [TotalScoreTable],
 * one row per pair (Rank, PairId, Direction, TotalScoreMP or TotalScoreIMP, TotalPercentage,
 * Names). An adjusted score is written in Score_NS in USEBIO's form ("A6040").
 */

/** The points columns of each scoring, and the total's. */
const POINTS_COLUMNS: Readonly<Record<PairsScoring, { line: string; total: string }>> = {
  matchpoints: { line: "MP", total: "TotalScoreMP" },
  butler: { line: "IMP", total: "TotalScoreIMP" },
  crossImps: { line: "IMP", total: "TotalScoreIMP" },
};

function numberAt(tag: PbnTag, line: number, value: string, form: FileForm): number {
  const number = Number(value.replace(",", "."));
  if (!/^[-+]?\d+([.,]\d+)?$/.test(value) || !Number.isFinite(number)) {
    return failAt(line, (words, language) =>
      words.badTagValue(tag.name, value, FILE_FORMS[language][form])
    );
  }
  return number;
}

function optionalNumber(tag: PbnTag, line: number, value: string | undefined, form: FileForm) {
  return value === undefined ? undefined : numberAt(tag, line, value, form);
}

/** A ScoreTable's Score_NS / Score_EW (or "NS 420" in Score) as the North-South line score. */
function lineScore(tag: PbnTag, line: number, values: Record<string, string>, passed: boolean) {
  const adjusted = parseAdjustedScore(values.Score_NS ?? values.Score ?? "");
  if (adjusted) return adjusted;
  const sided = /^(NS|EW)\s+(-?\d+)$/.exec(values.Score ?? "");
  if (sided) {
    const score = Number(sided[2]);
    return { kind: "score" as const, nsScore: sided[1] === "NS" ? score : -score };
  }
  if (values.Score_NS !== undefined) {
    return { kind: "score" as const, nsScore: numberAt(tag, line, values.Score_NS, "score") };
  }
  if (values.Score_EW !== undefined) {
    const score = numberAt(tag, line, values.Score_EW, "score");
    return { kind: "score" as const, nsScore: score === 0 ? 0 : -score };
  }
  if (passed) return { kind: "score" as const, nsScore: 0 };
  return failAt(line, (words) => words.tableColumnMissing(tag.name, "Score_NS / Score_EW"));
}

function readScoreRow(tag: PbnTag, line: number, values: Record<string, string>): TravellerLine {
  const contractText = values.Contract;
  const contract = contractText === undefined ? undefined : normaliseContract(contractText);
  if (contractText !== undefined && contract === undefined) {
    failAt(line, (words, language) =>
      words.badTagValue(tag.name, contractText, FILE_FORMS[language].contract)
    );
  }
  const declarer = values.Declarer === undefined ? undefined : seatOfText(values.Declarer);
  const tricks = optionalNumber(tag, line, values.Result, "tricks");
  if (tricks !== undefined && (!Number.isInteger(tricks) || tricks < 0 || tricks > 13)) {
    failAt(line, (words, language) =>
      words.badTagValue(tag.name, values.Result as string, FILE_FORMS[language].tricks)
    );
  }
  const points = values.MP_NS !== undefined || values.MP_EW !== undefined ? "MP" : "IMP";
  const pair = (name: string): string =>
    values[name] ?? failAt(line, (words) => words.tableColumnMissing(tag.name, name));
  return withoutBlanks({
    nsPair: pair("PairId_NS"),
    ewPair: pair("PairId_EW"),
    contract,
    declarer: declarer,
    lead: values.Lead === undefined ? undefined : parseLead(values.Lead),
    tricks,
    score: lineScore(tag, line, values, contract === "PASS"),
    nsPoints: optionalNumber(tag, line, values[`${points}_NS`], "number"),
    ewPoints: optionalNumber(tag, line, values[`${points}_EW`], "number"),
    table: optionalNumber(tag, line, values.Table, "tableNumber"),
    round: optionalNumber(tag, line, values.Round, "tableNumber"),
  });
}

/** A ScoreTable without pairs is a frequency table (score, multiplicity), not a traveller. */
export function isTraveller(tag: PbnTag): boolean {
  const names = new Set(parseColumns(tag.value).map((column) => column.name));
  return names.has("PairId_NS") || names.has("PairId_EW");
}

export function readScoreTable(tag: PbnTag): TravellerLine[] {
  return readTable(tag, []).rows.map(({ line, values }) => readScoreRow(tag, line, values));
}

/** The Butler datum a ScoreTable publishes in a column of its own (Ruter's ButlerDatum). */
export function readScoreTableDatum(tag: PbnTag): number | undefined {
  for (const { line, values } of readTable(tag, []).rows) {
    const datum = values.ButlerDatum ?? values.Datum;
    if (datum !== undefined) return numberAt(tag, line, datum, "number");
  }
  return undefined;
}

/** "Player 1 - Player 2" (also "&", "/" or " and "): the players of a pair. */
function playersOf(names: string | undefined): Player[] {
  if (names === undefined || names.trim() === "") return [];
  return names
    .split(/\s+(?:-|&|\/|and)\s+|\s*;\s*/)
    .filter((name) => name.trim() !== "")
    .map((name) => ({ name: name.trim() }));
}

/** A teams event's standings (TeamId, no PairId: ./pbnTeamsRead.ts) hold no pairs. */
export function readTotalScoreTable(tag: PbnTag): PairEntry[] {
  const names = parseColumns(tag.value).map((column) => column.name);
  if (names.includes("TeamId") && !names.includes("PairId")) return [];
  return readTable(tag, ["PairId"]).rows.map(({ line, values }) => {
    const rank = values.Rank;
    const read = rank === undefined ? undefined : parsePlace(rank);
    // Ruter's RankTie gives the last place of a tie ("4" and "5" for 4-5 shared).
    const place = read && values.RankTie !== undefined ? { ...read, tied: true } : read;
    if (rank !== undefined && place === undefined) {
      failAt(line, (words, language) =>
        words.badTagValue(tag.name, rank, FILE_FORMS[language].place)
      );
    }
    const direction = values.Direction?.toUpperCase().replace(/[-/\s]/g, "");
    const total =
      values.TotalScoreMP ?? values.TotalScoreIMP ?? values.TotalScore ?? values.MP ?? values.IMP;
    const pair = values.PairId;
    if (pair === undefined) failAt(line, (words) => words.tableColumnMissing(tag.name, "PairId"));
    return withoutBlanks({
      pair,
      direction: direction === "NS" || direction === "EW" ? direction : undefined,
      place,
      totalScore: optionalNumber(tag, line, total, "number"),
      percentage: optionalNumber(tag, line, values.TotalPercentage ?? values.Percentage, "number"),
      players: playersOf(values.Names),
    });
  });
}

function formatPoints(value: number | undefined): string | undefined {
  return value === undefined ? undefined : formatDecimal(value);
}

/** PBN's lead, suit then rank ("DT"), of USEBIO's "TD"; text that is no card as it is. */
function pbnLead(lead: string): string {
  const card = parseLead(lead);
  return card === undefined ? lead : `${card[1]}${card[0]}`;
}

export function formatScoreTable(lines: readonly TravellerLine[], scoring: PairsScoring): string[] {
  const points = POINTS_COLUMNS[scoring].line;
  const hasTables = lines.some((line) => line.table !== undefined || line.round !== undefined);
  const names = [
    ...(hasTables ? ["Table", "Round"] : []),
    "PairId_NS",
    "PairId_EW",
    "Contract",
    "Declarer",
    "Result",
    "Lead",
    "Score_NS",
    "Score_EW",
    `${points}_NS`,
    `${points}_EW`,
  ];
  const rows = lines.map((line) => {
    const score = line.score;
    // North-South's column holds adjusted scores and North-South's plus scores; East-West's the rest.
    const ewPlus = score.kind === "score" && score.nsScore < 0;
    return {
      Table: line.table === undefined ? undefined : String(line.table),
      Round: line.round === undefined ? undefined : String(line.round),
      PairId_NS: line.nsPair,
      PairId_EW: line.ewPair,
      Contract: line.contract === "PASS" ? "Pass" : line.contract,
      Declarer: line.declarer,
      Result: line.tricks === undefined ? undefined : String(line.tricks),
      Lead: line.lead === undefined ? undefined : pbnLead(line.lead),
      Score_NS: ewPlus ? undefined : formatLineScore(score),
      Score_EW: ewPlus ? String(-score.nsScore) : undefined,
      [`${points}_NS`]: formatPoints(line.nsPoints),
      [`${points}_EW`]: formatPoints(line.ewPoints),
    };
  });
  return formatTable("ScoreTable", names, rows, new Set(["Contract", "Lead", "Declarer"]));
}

export function formatTotalScoreTable(
  pairs: readonly PairEntry[],
  scoring: PairsScoring
): string[] {
  const total = POINTS_COLUMNS[scoring].total;
  const names = ["Rank", "PairId", "Direction", total, "TotalPercentage", "Names"];
  const rows = pairs.map((pair) => ({
    Rank: pair.place === undefined ? undefined : formatPlace(pair.place),
    PairId: pair.pair,
    Direction: pair.direction,
    [total]: pair.totalScore === undefined ? undefined : pair.totalScore.toFixed(2),
    TotalPercentage: pair.percentage === undefined ? undefined : pair.percentage.toFixed(2),
    Names: pair.players.length === 0 ? undefined : pair.players.map((p) => p.name).join(" - "),
  }));
  return formatTable("TotalScoreTable", names, rows, new Set(["PairId", "Direction", "Names"]));
}
