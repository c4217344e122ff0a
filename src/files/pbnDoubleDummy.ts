import type { TrickTable } from "../core/trickTable";
import { FILE_FORMS } from "../messages/files";
import { failAt } from "./fileError";
import type { PbnTag } from "./pbnScan";
import { formatTable, readTable } from "./pbnTables";

/**
 * Double-dummy tables in a hand-record file, to and from core's TrickTable (seats N E S W,
 * strains C D H S NT):
 * - [DoubleDummyTricks "65657656576867568675"] (BridgeComposer's tag, read by BridgeWebs): 20
 *   hex digits, declarers N, S, E, W, each in NT, S, H, D, C: digit 5·declarer + strain.
 * - [OptimumResultTable "Declarer;Denomination\2R;Result\2R"] (PBN 2.1 section 5.4) and 20 rows
 *   "N NT 10", in the same order.
 */

/** Declarers in the file's order, as TrickTable rows (N 0, E 1, S 2, W 3). */
const FILE_DECLARERS = [0, 2, 1, 3] as const;
/** Strains in the file's order, as TrickTable columns (C 0, D 1, H 2, S 3, NT 4). */
const FILE_STRAINS = [4, 3, 2, 1, 0] as const;
const DECLARER_LETTERS = ["N", "E", "S", "W"];
const STRAIN_LETTERS = ["C", "D", "H", "S", "NT"];

function emptyTable(): number[][] {
  return [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
}

/** Each table cell in the files' order: [row, column] of TrickTable. */
function cellsInFileOrder(): Array<readonly [number, number]> {
  return FILE_DECLARERS.flatMap((seat) => FILE_STRAINS.map((strain) => [seat, strain] as const));
}

export function readDoubleDummyTricks(tag: PbnTag): TrickTable {
  const value = tag.value.trim();
  if (!/^[0-9a-d]{20}$/i.test(value)) {
    failAt(tag.line, (words, language) =>
      words.badTagValue(tag.name, value, FILE_FORMS[language].doubleDummyTricks)
    );
  }
  const table = emptyTable();
  cellsInFileOrder().forEach(([seat, strain], index) => {
    (table[seat] as number[])[strain] = parseInt(value[index] as string, 16);
  });
  return table;
}

export function formatDoubleDummyTricks(table: TrickTable): string {
  return cellsInFileOrder()
    .map(([seat, strain]) => ((table[seat] as readonly number[])[strain] as number).toString(16))
    .join("");
}

export function readOptimumResultTable(tag: PbnTag): TrickTable {
  const { rows } = readTable(tag, ["Declarer", "Denomination", "Result"]);
  const table = emptyTable();
  const seen = new Set<string>();
  for (const { line, values } of rows) {
    const seat = DECLARER_LETTERS.indexOf((values.Declarer ?? "").toUpperCase());
    const strainText = (values.Denomination ?? "").toUpperCase();
    const strain = STRAIN_LETTERS.indexOf(strainText === "N" ? "NT" : strainText);
    const result = values.Result ?? "";
    if (seat < 0) {
      failAt(line, (words, language) =>
        words.badTagValue(tag.name, values.Declarer ?? "-", FILE_FORMS[language].seat)
      );
    }
    if (strain < 0) {
      failAt(line, (words, language) =>
        words.badTagValue(tag.name, strainText || "-", FILE_FORMS[language].strain)
      );
    }
    if (!/^\d+$/.test(result) || Number(result) > 13) {
      failAt(line, (words, language) =>
        words.badTagValue(tag.name, result || "-", FILE_FORMS[language].tricks)
      );
    }
    const cell = `${DECLARER_LETTERS[seat]} ${STRAIN_LETTERS[strain]}`;
    if (seen.has(cell)) failAt(line, (words) => words.tableRowTwice(tag.name, cell));
    seen.add(cell);
    (table[seat] as number[])[strain] = Number(result);
  }
  if (seen.size !== 20) {
    failAt(tag.line, (words) => words.tableRowCount(tag.name, seen.size, 20));
  }
  return table;
}

export function formatOptimumResultTable(table: TrickTable): string[] {
  const rows = cellsInFileOrder().map(([seat, strain]) => ({
    Declarer: DECLARER_LETTERS[seat],
    Denomination: STRAIN_LETTERS[strain],
    Result: String((table[seat] as readonly number[])[strain]),
  }));
  return formatTable(
    "OptimumResultTable",
    ["Declarer", "Denomination", "Result"],
    rows,
    new Set(["Declarer"])
  );
}
