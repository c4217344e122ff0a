// Over 120 lines: RANKING reads four columns (boards, pairs, scores) into a session's lines, naming
// each bad line, and lays the ranking out; the ranking itself is core/ranking.ts's.
import { RANKING_ARGUMENTS, RANKING_HEADER } from "../../messages/functions/ranking";
import type { AcceptedForms } from "../../messages/errors";
import { ERROR_TEXTS, labelColumnForms } from "../../messages/errors";
import { messageLanguage } from "../displayLanguage";
import { BridgeInputError } from "../../core/errors";
import type { RankedPair } from "../../core/ranking";
import type { SessionLine } from "../../core/sessionLine";
import { readKeyword } from "../../core/keyword";
import { RANKING_METHODS, rankSession } from "../../core/ranking";
import { FIELD_COUNTS } from "../../core/sessionFields";
import type { LabelKey } from "../../core/boardLabels";
import { boundedText, textArgument } from "../arguments";
import { boardCall, readScores, settingCell } from "../boardCall";
import { entryIn } from "../boardScores";
import { readLabelColumn } from "../labelColumn";
import type { CellOutput } from "../cells";
import { isExcelError, readCell } from "../cells";
import { invalidValue } from "../errors";

/** BRIDGE.RANKING: its arguments and descriptions are declared in src/messages/functions/ranking.ts. */
export function ranking(
  boards: any[][],
  ns_pairs: any[][],
  ew_pairs: any[][],
  scores: any[][],
  method?: any[][],
  fields?: any[][]
): any[][] {
  return boardCall(() => {
    // Read here, checked after the table: a table with no score gives a blank whatever they hold.
    const methodText = textArgument(
      settingCell(method, "method"),
      "method",
      RANKING_ARGUMENTS.method.accepts
    );
    const fieldsText = textArgument(
      settingCell(fields, "fields"),
      "fields",
      RANKING_ARGUMENTS.fields.accepts
    );
    const table = readSessionTable(boards, ns_pairs, ew_pairs, scores);
    if (table.lines.every((line) => line.result === undefined)) return [[""]];
    const ranked = rankSession(table.lines, {
      method: readKeyword(RANKING_METHODS, methodText),
      fields: readKeyword(FIELD_COUNTS, fieldsText),
      nameOfLine: table.nameOfLine,
    });
    return laidOut(ranked, table.shownPair);
  });
}

function laidOut(
  ranked: readonly RankedPair[],
  shownPair: (key: LabelKey) => CellOutput
): CellOutput[][] {
  const twoFields = ranked.some((pair) => pair.field !== undefined);
  const header = RANKING_HEADER[messageLanguage()];
  const rows: CellOutput[][] = [
    twoFields ? [...header.columns, header.field] : [...header.columns],
  ];
  for (const pair of ranked) {
    const row: CellOutput[] = [
      pair.tied ? `${pair.place}=` : pair.place,
      shownPair(pair.pair),
      pair.boards,
      pair.total,
      pair.percentage ?? "",
    ];
    if (twoFields) row.push(pair.field ?? "");
    rows.push(row);
  }
  return rows;
}

interface SessionTable {
  readonly lines: SessionLine[];
  readonly nameOfLine: (line: number) => string;
  /** A pair's id as the sheet first shows it (3 stays a number, " 3ns" is "3ns"). */
  readonly shownPair: (key: LabelKey) => CellOutput;
}

/**
 * The four columns of a session's table, line by line. Any bad cell on a line with a score stops
 * the ranking with #VALUE! naming the line: a ranking computed without it would be wrong.
 */
function readSessionTable(
  boards: unknown,
  nsPairs: unknown,
  ewPairs: unknown,
  scores: unknown
): SessionTable {
  // Text too long in any argument is reported as such before any other check (see boundedText).
  const arguments_: [unknown, string, AcceptedForms][] = [
    [boards, "boards", RANKING_ARGUMENTS.boards.accepts],
    [nsPairs, "ns_pairs", RANKING_ARGUMENTS.ns_pairs.accepts],
    [ewPairs, "ew_pairs", RANKING_ARGUMENTS.ns_pairs.accepts],
    [scores, "scores", RANKING_ARGUMENTS.scores.accepts],
  ];
  for (const [value, argument, accepted] of arguments_) {
    const single = Array.isArray(value) ? undefined : readCell(value);
    if (typeof single === "string") boundedText(single, argument, accepted);
  }
  const scoreRange = readScores(scores);
  const { rows, columns } = scoreRange;
  const language = messageLanguage();
  const texts = ERROR_TEXTS[language];
  const nameOfLine = (i: number): string =>
    columns === 1
      ? texts.lineOfTable(i + 1, undefined)
      : texts.lineOfTable(Math.floor(i / columns) + 1, (i % columns) + 1);
  // The pairs' labels as shown, one map for both directions (the boards' apart).
  const shown = new Map<LabelKey, number | string>();
  const labels = (range: unknown, argument: string, accepted: AcceptedForms, into = shown) => {
    const shape = labelColumnForms(accepted, rows, columns);
    return readLabelColumn(range, argument, accepted, shape, rows, columns, into);
  };
  const boardKeys = labels(boards, "boards", RANKING_ARGUMENTS.boards.accepts, new Map());
  const nsKeys = labels(nsPairs, "ns_pairs", RANKING_ARGUMENTS.ns_pairs.accepts);
  const ewKeys = labels(ewPairs, "ew_pairs", RANKING_ARGUMENTS.ew_pairs.accepts);
  const lines: SessionLine[] = [];
  for (let i = 0; i < rows * columns; i++) {
    const entry = entryIn(scoreRange, i);
    if (typeof entry === "object" && "kind" in entry) {
      if (entry.input) throw entry.input.forArgument(`${entry.input.argument}, ${nameOfLine(i)}`);
      const why = entry.error.message || texts.holdsErrorValue(entry.error.code);
      throw invalidValue(texts.badLine(nameOfLine(i), why));
    }
    const board = boardKeys.keys[i];
    const ns = nsKeys.keys[i];
    const ew = ewKeys.keys[i];
    // A row of 0s is a row desktop Excel passes empty, not a passed-out board of no pairs.
    const unfilled = entry === 0 && board === undefined && ns === undefined && ew === undefined;
    const result = unfilled ? undefined : entry;
    if (result !== undefined) {
      const line = nameOfLine(i);
      for (const [column, argument, accepted] of [
        [boardKeys, "boards", RANKING_ARGUMENTS.boards.accepts],
        [nsKeys, "ns_pairs", RANKING_ARGUMENTS.ns_pairs.accepts],
        [ewKeys, "ew_pairs", RANKING_ARGUMENTS.ew_pairs.accepts],
      ] as const) {
        const bad = column.bad.get(i);
        if (bad === undefined) continue;
        const received = isExcelError(bad) ? bad.code : bad;
        throw new BridgeInputError(`${argument}, ${line}`, received, accepted);
      }
    }
    lines.push({ board, ns, ew, result });
  }
  return { lines, nameOfLine, shownPair: (key) => shown.get(key) ?? key };
}
