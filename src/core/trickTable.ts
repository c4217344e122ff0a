import { ACCEPTED_FORMS } from "../messages/errors";
import { TRICK_TABLE_PROBLEMS, inEachLanguage } from "../messages/inputProblems";
import type { Seat } from "./board";
import type { Strain } from "./contract";
import { BridgeInputError, describeValue } from "./errors";

/**
 * A double-dummy table as a hand record prints it: `tricks[seat][strain]` is the number of tricks
 * (0-13) that seat takes as declarer in that strain with best play by all four hands. Rows are
 * the seats N E S W (TRICK_TABLE_SEATS), columns the strains C D H S NT (TRICK_TABLE_STRAINS).
 * This is the shape BRIDGE.PAR reads and a double-dummy table function gives.
 */
export type TrickTable = readonly (readonly number[])[];

export const TRICK_TABLE_SEATS: readonly Seat[] = ["N", "E", "S", "W"];
export const TRICK_TABLE_STRAINS: readonly Strain[] = ["C", "D", "H", "S", "NT"];

/**
 * The error for a cell of a table that holds no trick count 0-13, naming the cell by its seat
 * and strain in each language ("the tricks of South in notrump are "ten"").
 */
export function badTricks(
  argument: string,
  seat: number,
  strain: number,
  received: unknown
): BridgeInputError {
  return new BridgeInputError(
    argument,
    received,
    ACCEPTED_FORMS.trickTable,
    inEachLanguage(TRICK_TABLE_PROBLEMS, (language, words) =>
      words.tricksOf(words.tableCell(seat, strain), describeValue(received, language))
    )
  );
}

/**
 * The least median, over the five strains, of the ten sums "North's tricks + East's" and "South's
 * + West's" that a double-dummy table may have. In a real table each sum is 13 give or take the
 * difference the opening lead makes; measured on DDS's 1,000 test deals the median was never
 * below 9 (notes, section 12). A grid of levels (tricks minus 6, 0-7) has sums of 0 to 8.
 */
export const LEAST_MEDIAN_OF_SIDE_SUMS = 9;

/** The ten sums N+E and S+W of a table's five strains, and their median. */
export function medianOfSideSums(table: TrickTable): number {
  const sums: number[] = [];
  for (let strain = 0; strain < 5; strain++) {
    const at = (seat: number): number => (table[seat] as readonly number[])[strain] as number;
    sums.push(at(0) + at(1), at(2) + at(3));
  }
  sums.sort((a, b) => a - b);
  return ((sums[4] as number) + (sums[5] as number)) / 2;
}

/**
 * Checks that `table` is a double-dummy table (4 x 5 whole numbers 0-13 whose sides' tricks add
 * up to about 13 in each strain) and returns it. A grid of contract levels, which some hand
 * records print as "makeable contracts", is refused with a message saying so: reading it as
 * tricks would give a par that looks right and is wrong.
 */
export function checkTrickTable(table: TrickTable, argument = "tricks"): TrickTable {
  if (table.length !== 4 || table.some((row) => row.length !== 5)) {
    throw new BridgeInputError(
      argument,
      undefined,
      ACCEPTED_FORMS.trickTable,
      inEachLanguage(TRICK_TABLE_PROBLEMS, (_, words) => words.rowCount(table.length))
    );
  }
  table.forEach((row, seat) =>
    row.forEach((tricks, strain) => {
      if (!(Number.isInteger(tricks) && tricks >= 0 && tricks <= 13)) {
        throw badTricks(argument, seat, strain, tricks);
      }
    })
  );
  const median = medianOfSideSums(table);
  if (median < LEAST_MEDIAN_OF_SIDE_SUMS) {
    const levels = table.every((row) => row.every((tricks) => tricks <= 7));
    throw new BridgeInputError(
      argument,
      undefined,
      ACCEPTED_FORMS.trickTable,
      inEachLanguage(TRICK_TABLE_PROBLEMS, (language, words) => {
        const shown = describeValue(median, language);
        return levels ? words.levelsGrid(shown) : words.sidesDoNotAddUp(shown);
      })
    );
  }
  return table;
}
