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

/** A cell of a table named in words, so that "S" cannot be read as South or spades. */
const SEAT_WORDS = ["North", "East", "South", "West"];
const STRAIN_WORDS = ["clubs", "diamonds", "hearts", "spades", "notrump"];

/** "East in spades": which cell of a table, in words. */
export function nameTableCell(seat: number, strain: number): string {
  return `${SEAT_WORDS[seat]} in ${STRAIN_WORDS[strain]}`;
}

export const TRICK_TABLE_FORMS =
  "a double-dummy table: 4 rows (N, E, S, W) by 5 columns (C, D, H, S, NT), or its 5 x 4 transpose, of the tricks each seat takes as declarer (whole numbers 0-13)";

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
      TRICK_TABLE_FORMS,
      `a table of ${table.length} rows is not 4 rows of 5`
    );
  }
  table.forEach((row, seat) =>
    row.forEach((tricks, strain) => {
      if (!(Number.isInteger(tricks) && tricks >= 0 && tricks <= 13)) {
        throw new BridgeInputError(
          argument,
          tricks,
          TRICK_TABLE_FORMS,
          `the tricks of ${nameTableCell(seat, strain)} are ${describeValue(tricks)}`
        );
      }
    })
  );
  const median = medianOfSideSums(table);
  if (median < LEAST_MEDIAN_OF_SIDE_SUMS) {
    const levels = table.every((row) => row.every((tricks) => tricks <= 7));
    throw new BridgeInputError(
      argument,
      undefined,
      TRICK_TABLE_FORMS,
      levels
        ? `the two sides' tricks in a strain add up to ${median} (the median of N+E and S+W), not about 13: it looks like a grid of levels (makeable contracts 0-7); add 6 to each level for the tricks`
        : `the two sides' tricks in a strain add up to ${median} (the median of N+E and S+W), not about 13 as in a double-dummy table`
    );
  }
  return table;
}
