import type { Seat, Vulnerability } from "../../src/core";

/*
 * Law 2 (Laws of Duplicate Bridge 2017; text at https://ibescore.com/5219-2; ACBL text at
 * https://server.bridgehands.com/Laws/ACBL/Duplicate/Preliminaries.htm), the table of dealer and
 * vulnerability as the Law prints it:
 *
 *   Dealer N: 1 5 9 13     Dealer E: 2 6 10 14     Dealer S: 3 7 11 15     Dealer W: 4 8 12 16
 *   None: 1 8 11 14        NS: 2 5 12 15           EW: 3 6 9 16            Both: 4 7 10 13
 *
 * "The same sequence is repeated for Boards 17-32, and for each subsequent group of 16 boards."
 */
export const LAW_2_DEALER: Readonly<Record<Seat, readonly number[]>> = {
  N: [1, 5, 9, 13],
  E: [2, 6, 10, 14],
  S: [3, 7, 11, 15],
  W: [4, 8, 12, 16],
};

export const LAW_2_VULNERABILITY: Readonly<Record<Vulnerability, readonly number[]>> = {
  None: [1, 8, 11, 14],
  NS: [2, 5, 12, 15],
  EW: [3, 6, 9, 16],
  Both: [4, 7, 10, 13],
};

/** Dealer and vulnerability of a board (1 or more) as the Law 2 table gives them. */
export function law2Board(board: number): { dealer: Seat; vulnerability: Vulnerability } {
  const inCycle = ((board - 1) % 16) + 1;
  const holder = <K extends string>(table: Readonly<Record<K, readonly number[]>>): K => {
    const found = (Object.keys(table) as K[]).find((key) => table[key].includes(inCycle));
    if (found === undefined) throw new Error(`board ${board} is not in the Law 2 table`);
    return found;
  };
  return { dealer: holder(LAW_2_DEALER), vulnerability: holder(LAW_2_VULNERABILITY) };
}

/** Whether a seat's side is vulnerable on a board: "NS" makes North and South vulnerable, "Both" everyone. */
export function law2SideVulnerable(board: number, declarer: Seat): boolean {
  const { vulnerability } = law2Board(board);
  const northSouth = declarer === "N" || declarer === "S";
  return (
    vulnerability === "Both" ||
    (vulnerability === "NS" && northSouth) ||
    (vulnerability === "EW" && !northSouth)
  );
}

export const BOARDS_1_TO_64: readonly number[] = Array.from({ length: 64 }, (_, i) => i + 1);
