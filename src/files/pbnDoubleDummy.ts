import type { Seat } from "../core/board";
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
 *   "N NT 10", in any order (BridgeComposer writes NT first, Dealmaster and BCDD NT last or C
 *   first). A compact table that gives some declarers only (10 rows, N and W, as some producers
 *   write it) is no table of all 20 results: it is read as the declarers it gives, and the board
 *   keeps no table (the sheet shows the solver's), rather than a partner's tricks taken as given.
 * - A [DoubleDummyTricks] with "-" or "*" for a result not known is read likewise, as no table.
 */

/** Declarers in the file's order, as TrickTable rows (N 0, E 1, S 2, W 3). */
const FILE_DECLARERS = [0, 2, 1, 3] as const;
/** Strains in the file's order, as TrickTable columns (C 0, D 1, H 2, S 3, NT 4). */
const FILE_STRAINS = [4, 3, 2, 1, 0] as const;
const DECLARER_LETTERS = ["N", "E", "S", "W"];
/** Declarers in [DoubleDummyTricks]'s order. */
const FILE_SEATS = ["N", "S", "E", "W"];
const STRAIN_LETTERS = ["C", "D", "H", "S", "NT"];

function emptyTable(): number[][] {
  return [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
}

/** Each table cell in the files' order: [row, column] of TrickTable. */
function cellsInFileOrder(): Array<readonly [number, number]> {
  return FILE_DECLARERS.flatMap((seat) => FILE_STRAINS.map((strain) => [seat, strain] as const));
}

/** A table the file gives only in part: the declarers whose results it gives. */
export interface PartialTricks {
  readonly partial: true;
  readonly declarers: readonly Seat[];
}

export function readDoubleDummyTricks(tag: PbnTag): TrickTable | PartialTricks {
  const value = tag.value.trim();
  if (/^[0-9a-d*-]{20}$/i.test(value) && /[*-]/.test(value)) {
    // The declarers given in full: all five strains known.
    const declarers = [0, 1, 2, 3].filter((index) =>
      /^[0-9a-d]{5}$/i.test(value.slice(5 * index, 5 * index + 5))
    );
    return { partial: true, declarers: declarers.map((d) => FILE_SEATS[d] as Seat) };
  }
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

export function readOptimumResultTable(tag: PbnTag): TrickTable | PartialTricks {
  const { rows } = readTable(tag, ["Declarer", "Denomination", "Result"]);
  const table = emptyTable();
  const seen = new Set<string>();
  for (const { line, values } of rows) {
    const seat = DECLARER_LETTERS.indexOf((values.Declarer ?? "").toUpperCase());
    const strainText = (values.Denomination ?? "").toUpperCase();
    const strain = STRAIN_LETTERS.indexOf(strainText === "N" ? "NT" : strainText);
    const result = values.Result ?? "";
    if (result === "" || result === "*") continue;
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
    const complete = (seat: string): boolean =>
      STRAIN_LETTERS.every((strain) => seen.has(`${seat} ${strain}`));
    return { partial: true, declarers: DECLARER_LETTERS.filter(complete) as Seat[] };
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
