import type { TrickTable } from "../../src/core";

/**
 * A double-dummy table written as DDS writes it (hands/list100.txt's TABLE lines), strain by strain
 * S | H | D | C | NT, each strain's tricks for declarer N E S W ("5 8 5 8 | 6 6 6 6 | ..."), turned
 * into a TrickTable (rows N E S W, columns C D H S NT).
 */
export function tableFromDdsOrder(text: string): number[][] {
  const strains = text.split("|").map((part) => part.trim().split(/\s+/).map(Number));
  const ourColumn = [3, 2, 1, 0, 4];
  const table = [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
  strains.forEach((bySeat, i) =>
    bySeat.forEach((tricks, seat) => {
      (table[seat] as number[])[ourColumn[i] as number] = tricks;
    })
  );
  return table;
}

/** The table of the deal turned one seat round: North's tricks become East's, East's South's... */
export function turnTable(table: TrickTable): number[][] {
  return [3, 0, 1, 2].map((from) => [...(table[from] as readonly number[])]);
}

/** Rows and columns swapped: the 5 x 4 layout (rows C D H S NT, columns N E S W). */
export function transpose<T>(rows: readonly (readonly T[])[]): T[][] {
  return (rows[0] ?? []).map((_, column) => rows.map((row) => row[column] as T));
}
