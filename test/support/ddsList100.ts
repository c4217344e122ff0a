/**
 * Reads test/fixtures/reference/dds-hands-list100.txt (dds-bridge/dds hands/list100.txt,
 * Apache-2.0): each deal's PBN text and DDS's TABLE line, re-laid as BRIDGE.DDTABLE's rows
 * N E S W and columns C D H S NT. The file gives 20 numbers, strain S H D C NT, each for
 * declarer N E S W.
 */
import * as fs from "fs";
import * as path from "path";

export interface DdsDeal {
  readonly pbn: string;
  /** rows N E S W, columns C D H S NT */
  readonly table: number[][];
}

const FILE = path.join(__dirname, "..", "fixtures", "reference", "dds-hands-list100.txt");
/** The file's strain order S H D C NT, by our column C D H S NT. */
const FILE_STRAIN_OF_COLUMN = [3, 2, 1, 0, 4];

export function readDdsList100(): DdsDeal[] {
  const lines = fs.readFileSync(FILE, "utf8").split(/\r?\n/);
  const deals: DdsDeal[] = [];
  let pbn: string | undefined;
  for (const line of lines) {
    const words = line.trim().split(/\s+/);
    if (words[0] === "PBN") pbn = /"([^"]+)"/.exec(line)?.[1];
    if (words[0] === "TABLE" && pbn !== undefined) {
      const numbers = words.slice(1).map(Number);
      const table = [0, 1, 2, 3].map((declarer) =>
        FILE_STRAIN_OF_COLUMN.map((strain) => numbers[strain * 4 + declarer]!)
      );
      deals.push({ pbn, table });
      pbn = undefined;
    }
  }
  return deals;
}
