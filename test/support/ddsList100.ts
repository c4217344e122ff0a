import type { Seat, Vulnerability } from "../../src/core";
import { readReferenceFixture } from "./referenceFixtures";

/**
 * The deals of DDS's hands/list100.txt (test/fixtures/reference/dds-hands-list100.txt, source in
 * that folder's README). Per deal: a `PBN dealer vul trump first "deal"` line, `TABLE` the 20
 * double-dummy trick counts strain by strain (S H D C NT), each for declarer N E S W, and `PAR2`
 * the DealerPar result: North-South's score and the par contracts in DDS's order.
 */
export interface DdsDeal {
  /** 1-based position in the file. */
  readonly index: number;
  readonly pbn: string;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** tricks[seat][strain]: seats N E S W, strains C D H S NT (a hand record's 4x5 layout). */
  readonly tricks: number[][];
  readonly parScore: number;
  readonly parContracts: string[];
}

/** DDS's encodings (include/dll.h): dealer 0 N, 1 E, 2 S, 3 W; vulnerable 0 None, 1 Both, 2 NS, 3 EW. */
const DDS_DEALERS: readonly Seat[] = ["N", "E", "S", "W"];
const DDS_VULNERABILITIES: readonly Vulnerability[] = ["None", "Both", "NS", "EW"];
/** TABLE order S H D C NT, as positions in our order C D H S NT. */
const DDS_STRAIN_TO_OURS = [3, 2, 1, 0, 4];

function quotedFields(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"/g)].map((match) => match[1] as string);
}

export function readDdsList100(): DdsDeal[] {
  const deals: DdsDeal[] = [];
  let current: { -readonly [K in keyof DdsDeal]?: DdsDeal[K] } = {};
  for (const line of readReferenceFixture("dds-hands-list100.txt").split(/\r?\n/)) {
    const [keyword, ...fields] = line.trim().split(/\s+/);
    if (keyword === "PBN") {
      current = {
        index: deals.length + 1,
        dealer: DDS_DEALERS[Number(fields[0])],
        vulnerability: DDS_VULNERABILITIES[Number(fields[1])],
        pbn: quotedFields(line)[0],
      };
    } else if (keyword === "TABLE") {
      const counts = fields.map(Number);
      const tricks = [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
      counts.forEach((count, i) => {
        const strain = DDS_STRAIN_TO_OURS[Math.floor(i / 4)] as number;
        (tricks[i % 4] as number[])[strain] = count;
      });
      current.tricks = tricks;
    } else if (keyword === "PAR2") {
      const [score, ...contracts] = quotedFields(line);
      deals.push({ ...current, parScore: Number(score), parContracts: contracts } as DdsDeal);
    }
  }
  return deals;
}
