/*
 * Property: any session the pane builds, once computed (HyperFormula with the BRIDGE functions:
 * test/support/formulaEngine.ts), published as USEBIO 1.2 and as PBN and read back by our
 * readers, gives the numbers its sheets show: every line's North-South score and both sides'
 * matchpoints or IMPs, every pair's place, total and percentage. Sessions are generated: a
 * Mitchell of 2 to 4 tables, 1 or 2 boards a round, random contracts, declarers, tricks and
 * leads, scored by matchpoints, cross-IMPs or Butler.
 */
import fc from "fast-check";
import type { CellValue } from "hyperformula";
import { readPbn } from "../../src/files/pbnRead";
import { writePbn } from "../../src/files/pbnWrite";
import { readUsebio } from "../../src/files/usebioRead";
import { writeUsebio } from "../../src/files/usebioWrite";
import type { ResultLine } from "../../src/session/pairsSessionData";
import { movementLines, pairsOfLines } from "../../src/session/pairsSessionData";
import { mitchellMovement } from "../../src/core/movements/mitchell";
import type { PairsScoring } from "../../src/files/session";
import { planPairsSession } from "../../src/session/pairsSession";
import { sessionFromSheets } from "../../src/session/publish/sessionFromSheets";
import { findSessions } from "../../src/session/publish/sessionSheets";
import { evaluatePlan } from "../support/formulaEngine";

const NAMES = { results: "S", ranking: "S Ranking", boards: "S Boards", pairs: "S Pairs" };
const CONTRACTS = ["1C", "2D", "3H", "4S", "3NT", "4SX", "6NT", "5DXX", "PASS"];

const asExcelReads = (rows: CellValue[][]): unknown[][] =>
  rows.map((row) =>
    row.map((cell) =>
      typeof cell === "object" && cell !== null && "value" in cell ? cell.value : cell
    )
  );

const arbitraryPlayed = fc.record({
  contract: fc.constantFrom(...CONTRACTS),
  declarer: fc.constantFrom("N", "E", "S", "W"),
  tricks: fc.integer({ min: 0, max: 13 }),
  lead: fc.constantFrom("", "AS", "TD", "2C", "QH"),
});

const arbitrarySession = fc
  .record({
    tables: fc.integer({ min: 2, max: 4 }),
    boardsPerRound: fc.integer({ min: 1, max: 2 }),
    scoring: fc.constantFrom<PairsScoring>("matchpoints", "crossImps", "butler"),
  })
  .chain(({ tables, boardsPerRound, scoring }) => {
    const seated = movementLines(
      mitchellMovement({ tables, rounds: tables, boardsPerRound, firstBoard: 1 })
    );
    return fc
      .array(arbitraryPlayed, { minLength: seated.length, maxLength: seated.length })
      .map((played) => ({
        scoring,
        lines: seated.map((line, index): ResultLine => {
          const { contract, declarer, tricks, lead } = played[index]!;
          if (contract === "PASS") return { ...line, contract };
          const level = Number(contract.charAt(0));
          return {
            ...line,
            contract,
            declarer,
            result: level + 6 - tricks >= 4 ? tricks - level - 6 : tricks,
            lead,
          };
        }),
      }));
  });

describe("a generated session's sheets, published and read back", () => {
  it("give the sheets' scores, points, places, totals and percentages, in USEBIO and in PBN", () => {
    fc.assert(
      fc.property(arbitrarySession, ({ scoring, lines }) => {
        const plan = planPairsSession(
          {
            name: NAMES.results,
            lines,
            pairs: pairsOfLines(lines, undefined),
            boards: [...new Set(lines.map((line) => line.board))],
            scoring,
            fields: undefined,
            maxPairs: 8,
          },
          { date: "2026-11-30", language: "en", existingSheets: [] }
        ).sheets;
        const workbook = evaluatePlan({ sheets: plan, names: [], activate: NAMES.ranking });
        const results = asExcelReads(workbook.values(NAMES.results, `A1:L${lines.length + 1}`));
        const ranking = asExcelReads(workbook.values(NAMES.ranking, "A1:F17"));
        workbook.destroy();
        const formulas = plan[0]!.blocks.find((block) => block.address === "J2");
        const session = sessionFromSheets(
          {
            sheets: findSessions(plan.map((sheet) => sheet.name))[0]!,
            results,
            pointsFormula: formulas && "formulas" in formulas ? formulas.formulas[0]![1]! : "",
            ranking,
            handRecords: [],
          },
          { today: "2026-12-01", programVersion: "test" }
        );
        const shownLines = results.slice(1).map((row) => ({
          board: row[0],
          ns: String(row[3]),
          score: row[9],
          nsPoints: row[10],
          ewPoints: row[11],
        }));
        const shownPairs = ranking
          .slice(1)
          .filter((row) => row[1] !== "" && row[1] !== null)
          .map((row) => ({
            place: String(row[0]).replace("=", ""),
            pair: String(row[1]),
            direction: row[5],
            total: row[3],
            percentage: row[4] === "" ? undefined : row[4],
          }));
        const byKey = <T extends { board: unknown; ns: string }>(list: T[]) =>
          [...list].sort((a, b) =>
            `${String(a.board)} ${a.ns}`.localeCompare(`${String(b.board)} ${b.ns}`)
          );

        const usebio = readUsebio(writeUsebio(session));
        const pbn = readPbn(writePbn([], { event: "S", results: session }));
        for (const read of [
          usebio.boards.map((b) => ({ board: b.board, lines: b.lines })),
          pbn.boards.map((b) => ({ board: b.board, lines: b.results ?? [] })),
        ]) {
          const readLines = read.flatMap((board) =>
            board.lines.map((line) => ({
              board: board.board,
              ns: line.nsPair,
              score: line.score.kind === "score" ? line.score.nsScore : undefined,
              nsPoints: line.nsPoints,
              ewPoints: line.ewPoints,
            }))
          );
          const expected = shownLines.map((line) => ({
            ...line,
            nsPoints: round(line.nsPoints),
            ewPoints: round(line.ewPoints),
          }));
          expect(byKey(readLines)).toEqual(byKey(expected));
        }
        for (const pairs of [usebio.pairs, pbn.pairs]) {
          expect(
            pairs.map((pair) => ({
              place: String(pair.place?.place),
              pair: pair.pair,
              direction: pair.direction,
              total: pair.totalScore,
              percentage: pair.percentage,
            }))
          ).toEqual(
            shownPairs.map((pair) => ({
              ...pair,
              total: round2(pair.total),
              percentage: pair.percentage === undefined ? undefined : round2(pair.percentage),
            }))
          );
        }
      }),
      { numRuns: 12 }
    );
  });
});

/** The writers' forms: points to 6 decimals (formatDecimal), totals and percentages to 2 (USEBIO's). */
function round(value: unknown): unknown {
  return typeof value === "number" ? Number(value.toFixed(6)) : value;
}
function round2(value: unknown): unknown {
  return typeof value === "number" ? Number(value.toFixed(2)) : value;
}
