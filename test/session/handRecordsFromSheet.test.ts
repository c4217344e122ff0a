/*
 * A Hand records sheet read back from its computed values (HyperFormula with the BRIDGE
 * functions, test/support/formulaEngine.ts, the solver's cells as Excel shows them): the sample's board 1 (src/session/sample) gives its
 * deal, the solver's tricks as the sample's own table (made by scripts/makeSampleSession.ts with
 * the same solver), and par from BRIDGE.PAR and BRIDGE.PARCONTRACT; written as PBN, BridgeWebs'
 * tags carry them.
 */
import { formatDeal } from "../../src/core/deal";
import { findPar } from "../../src/core/par";
import { readPbn } from "../../src/files/pbnRead";
import { writePbn } from "../../src/files/pbnWrite";
import {
  HAND_RECORD_COLUMNS,
  HAND_RECORD_ROWS,
  planHandRecords,
} from "../../src/session/handRecords";
import { readHandRecordsSheet } from "../../src/session/publish/handRecordsFromSheet";
import { sampleHandRecords } from "../../src/session/sample/sampleSession";
import { evaluatePlan } from "../support/formulaEngine";
import { tableOfDeal } from "../../src/excel/doubleDummyService";

describe("the sample's board 1 on a Hand records sheet, computed and read back", () => {
  const board = sampleHandRecords()[0]!;
  const plan = planHandRecords({
    boards: [{ ...board, doubleDummyTricks: undefined }],
    disagreements: [],
    language: "en",
    existingSheets: [],
  });
  const workbook = evaluatePlan(plan);
  // DDROW's solving goes on after the engine has answered: wait for the same deal's table (the
  // pool solves an equal deal once) so no import runs after the test's environment is gone.
  afterAll(() => tableOfDeal(board.deal!), 60_000);
  const values = workbook
    .values(plan.sheets[0]!.name, "A1:V14")
    .map((row) => row.map((cell) => (cell === null ? "" : cell)));
  workbook.destroy();
  // BRIDGE.DDROW answers asynchronously, which the engine does not wait for: its row and the
  // cells that follow from it (PAR, PARCONTRACT) are put where Excel shows them, from the
  // sample's table (the solver's, test/session/sampleSession.test.ts) and findPar of it.
  const par = findPar(board.doubleDummyTricks!, "None", "N");
  const SOLVER_ROW = 4 + HAND_RECORD_ROWS.solver;
  const PAR_ROW = 4 + HAND_RECORD_ROWS.firstSuit;
  board.doubleDummyTricks!.flat().forEach((tricks, index) => {
    values[SOLVER_ROW - 1]![HAND_RECORD_COLUMNS.firstHand - 1 + index] = tricks;
  });
  values[PAR_ROW - 1]![HAND_RECORD_COLUMNS.par - 1] = par.score;
  values[PAR_ROW - 1]![HAND_RECORD_COLUMNS.parContract - 1] = par.contracts.join(", ");
  const [read] = readHandRecordsSheet(values);

  it("gives the deal and the solver's tricks, the sample's own table", () => {
    expect(read?.board).toBe(1);
    expect(formatDeal(read!.deal!)).toBe(formatDeal(board.deal!));
    expect(read?.doubleDummyTricks).toEqual(board.doubleDummyTricks);
  });

  it("gives par as PBN writes it: OptimumScore North-South's, ParContract side then contract", () => {
    expect(read?.optimumScore).toEqual({ side: "NS", score: par.score });
    const [contract, side] = par.contracts[0]!.split("-");
    expect(read?.parContract).toBe(
      `${side === "NS" || side === "N" || side === "S" ? "NS" : "EW"} ${contract}`
    );
  });

  it("writes PBN's DoubleDummyTricks, OptimumScore and ParContract, read back the same", () => {
    const text = writePbn([read!]);
    expect(text).toMatch(/\[DoubleDummyTricks "[0-9a-d]{20}"\]/);
    const [again] = readPbn(text).boards;
    expect(again?.doubleDummyTricks).toEqual(board.doubleDummyTricks);
    expect(again?.optimumScore).toEqual(read?.optimumScore);
    expect(again?.parContract).toBe(read?.parContract);
  });
});
