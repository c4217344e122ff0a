import fc from "fast-check";
import { score } from "../../src/excel/functions/score";
import { readPavlicekTable } from "../support/pavlicekTable";
import { readReferenceFixture } from "../support/referenceFixtures";
import type { ScoreWriting } from "../support/scoreWritings";
import { expectedFor, writingsOf } from "../support/scoreWritings";

// Random deals of Pavlicek's table (test/fixtures/reference/pavlicek-complete-scoring-table.txt)
// written in a random one of issue 2's notations, with random letter case and random spaces around
// and between the parts of the contract: BRIDGE.SCORE must give the table's score every time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const SCORE = score as (...args: any[]) => unknown;
const cases = readPavlicekTable(
  readReferenceFixture("pavlicek-complete-scoring-table.txt")
).flatMap((row) => row.cases);

const spaces = fc.constantFrom("", " ", "  ", "\t");
/** Text with each letter's case chosen at random and spaces before, inside (between tokens) and after. */
function jumbled(text: string, flips: readonly boolean[], pad: readonly string[]): string {
  const cased = Array.from(text)
    .map((ch, i) => (flips[i % flips.length] ? ch.toLowerCase() : ch.toUpperCase()))
    .join("");
  return `${pad[0] ?? ""}${cased}${pad[1] ?? ""}`;
}
function spacedContract(contract: string, pad: readonly string[]): string {
  // Spaces may separate the level, the strain and the doubling suffix.
  return contract
    .replace(/^(\s*\d)\s*/, `$1${pad[2] ?? ""}`)
    .replace(/(X+|\*+)\s*$/i, `${pad[3] ?? ""}$1`);
}

describe("BRIDGE.SCORE on random writings of the table's deals (fast-check)", () => {
  it("gives the table's score whatever the notation, letter case and spacing", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.nat(),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.array(spaces, { minLength: 4, maxLength: 4 }),
        (c, pick, flips, pad) => {
          const writings = writingsOf(c, pick);
          const w = writings[pick % writings.length] as ScoreWriting;
          const text = (value: string | null): string | null =>
            value === null ? null : jumbled(value, flips, pad);
          const written: ScoreWriting = {
            ...w,
            contract: jumbled(spacedContract(w.contract.trim(), pad), flips, pad),
            doubling: text(w.doubling),
            declarer: text(w.declarer),
            vulnerability:
              typeof w.vulnerability === "string"
                ? jumbled(w.vulnerability, flips, pad)
                : w.vulnerability,
            result:
              typeof w.result === "string" ? `${pad[0] ?? ""}${w.result}${pad[1] ?? ""}` : w.result,
          };
          const got = SCORE(
            written.contract,
            written.result,
            written.vulnerability,
            written.doubling,
            written.declarer
          );
          expect({ written, got }).toEqual({ written, got: expectedFor(c, w) });
        }
      ),
      { numRuns: 3000 }
    );
  });
});
