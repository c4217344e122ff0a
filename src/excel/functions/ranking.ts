// Over 120 lines: RANKING reads four columns (boards, pairs, scores) into a session's lines, naming
// each bad line, and lays the ranking out; the ranking itself is core/ranking.ts's.
import { RANKING_ARGUMENTS, RANKING_HEADER } from "../../messages/functions/ranking";
import type { ArgumentDeclaration } from "../../messages/declarations";
import { ERROR_TEXTS, labelColumnForms } from "../../messages/errors";
import { messageLanguage } from "../displayLanguage";
import { BridgeInputError } from "../../core/errors";
import type { RankedPair } from "../../core/ranking";
import type { SessionLine } from "../../core/sessionLine";
import { readKeyword } from "../../core/keyword";
import { RANKING_METHODS, rankSession } from "../../core/ranking";
import { FIELD_COUNTS } from "../../core/sessionFields";
import type { LabelKey } from "../../core/boardLabels";
import { boundedText } from "../arguments";
import { boardCall, readScores, readSetting } from "../boardCall";
import { entryIn } from "../boardScores";
import { readLabelColumn } from "../labelColumn";
import type { CellOutput } from "../cells";
import { isExcelError, readCell } from "../cells";
import { invalidValue } from "../errors";
import { readHandicapTable } from "../handicapTable";

/** BRIDGE.RANKING: its arguments and descriptions are declared in src/messages/functions/ranking.ts. */
export function ranking(
  boards: any[][],
  ns_pairs: any[][],
  ew_pairs: any[][],
  scores: any[][],
  method?: any[][],
  fields?: any[][],
  handicaps?: any[][]
): any[][] {
  return boardCall(() => {
    // Read here, checked after the table: a table with no score gives a blank whatever they hold.
    const methodText = readSetting(RANKING_ARGUMENTS.method, method);
    const fieldsText = readSetting(RANKING_ARGUMENTS.fields, fields);
    const table = readSessionTable(boards, ns_pairs, ew_pairs, scores);
    if (table.lines.every((line) => line.result === undefined)) return [[""]];
    const handicapOf = readHandicapTable(handicaps, RANKING_ARGUMENTS.handicaps);
    const ranked = rankSession(table.lines, {
      method: readKeyword(RANKING_METHODS, methodText, RANKING_ARGUMENTS.method.name.en),
      fields: readKeyword(FIELD_COUNTS, fieldsText, RANKING_ARGUMENTS.fields.name.en),
      nameOfLine: table.nameOfLine,
      ...(handicapOf ? { handicapOf } : {}),
    });
    return laidOut(ranked, table.shownPair, handicapOf !== undefined);
  });
}

/**
 * The header and a row per pair. With handicaps, the field's column is there with one field too
 * (blank), so that the handicap, the figure with it and the place by that figure are always the
 * seventh, eighth and ninth.
 */
function laidOut(
  ranked: readonly RankedPair[],
  shownPair: (key: LabelKey) => CellOutput,
  handicapped: boolean
): CellOutput[][] {
  const fieldColumn = handicapped || ranked.some((pair) => pair.field !== undefined);
  const header = RANKING_HEADER[messageLanguage()];
  const rows: CellOutput[][] = [
    [
      ...header.columns,
      ...(fieldColumn ? [header.field] : []),
      ...(handicapped ? header.handicap : []),
    ],
  ];
  for (const pair of ranked) {
    const row: CellOutput[] = [
      pair.tied ? `${pair.place}=` : pair.place,
      shownPair(pair.pair),
      pair.boards,
      pair.total,
      pair.percentage ?? "",
    ];
    if (fieldColumn) row.push(pair.field ?? "");
    const { handicap } = pair;
    if (handicap) {
      row.push(
        handicap.handicap ?? "",
        handicap.withHandicap,
        handicap.tied ? `${handicap.place}=` : handicap.place
      );
    }
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
  const declared = RANKING_ARGUMENTS;
  const arguments_ = [
    [boards, declared.boards],
    [nsPairs, declared.ns_pairs],
    [ewPairs, declared.ew_pairs],
    [scores, declared.scores],
  ] as const;
  for (const [value, declaration] of arguments_) {
    const single = Array.isArray(value) ? undefined : readCell(value);
    if (typeof single === "string") boundedText(single, declaration.name.en, declaration.accepts);
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
  const labels = (range: unknown, declaration: ArgumentDeclaration, into = shown) => {
    const shape = labelColumnForms(declaration.accepts, rows, columns);
    return readLabelColumn(range, declaration, shape, rows, columns, into);
  };
  const boardKeys = labels(boards, declared.boards, new Map());
  const nsKeys = labels(nsPairs, declared.ns_pairs);
  const ewKeys = labels(ewPairs, declared.ew_pairs);
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
      for (const [column, declaration] of [
        [boardKeys, declared.boards],
        [nsKeys, declared.ns_pairs],
        [ewKeys, declared.ew_pairs],
      ] as const) {
        const bad = column.bad.get(i);
        if (bad === undefined) continue;
        const received = isExcelError(bad) ? bad.code : bad;
        throw new BridgeInputError(
          `${declaration.name.en}, ${line}`,
          received,
          declaration.accepts
        );
      }
    }
    lines.push({ board, ns, ew, result });
  }
  return { lines, nameOfLine, shownPair: (key) => shown.get(key) ?? key };
}
