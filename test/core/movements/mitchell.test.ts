/*
 * The Mitchell: North-South stay, East-West move up one table and boards down one table each
 * round; with an even number of tables East-West skip a table after half the rounds (E.T. Baker's
 * skip Mitchell, bridgecentral.com "Skip Mitchell": "after the half way round, the E-W pairs skip
 * one table"; in a 14-table Mitchell "the skip would occur after the 7th round").
 */
import * as fs from "fs";
import * as path from "path";
import fc from "fast-check";
import { mitchellMovement, mitchellUsualRounds } from "../../../src/core/movements/mitchell";
import {
  boardsByPair,
  boardsPlayedTwice,
  clashesWithinRounds,
  meetings,
  playsByBoard,
} from "./movementChecks";

interface StoredSeating {
  table: number;
  round: number;
  ns: number;
  ew: number;
  boards: number[];
}

const stored = JSON.parse(
  fs.readFileSync(path.join(__dirname, "../../fixtures/movements/mitchell3Table.json"), "utf8")
) as { movement: { rounds_played: StoredSeating[] } };

describe("mitchellMovement", () => {
  it("seats a 3-table Mitchell of 18 boards as bridgescorer's Mitchell3Table (its EW pairs 4-6 are our EW 1-3)", () => {
    const movement = mitchellMovement({ tables: 3, rounds: 3, boardsPerRound: 6, firstBoard: 1 });
    const ours = movement.seatings.map((s) => ({ ...s, boards: [...s.boards] }));
    const theirs = stored.movement.rounds_played.map((s) => ({
      round: s.round,
      table: s.table,
      ns: s.ns,
      ew: s.ew - 3,
      boards: s.boards,
    }));
    const order = (a: { round: number; table: number }, b: { round: number; table: number }) =>
      a.round - b.round || a.table - b.table;
    expect(ours.sort(order)).toEqual(theirs.sort(order));
  });

  it("starts pair t at table t against East-West t with board set t, and moves the boards down one table", () => {
    const movement = mitchellMovement({ tables: 5, rounds: 5, boardsPerRound: 3, firstBoard: 1 });
    const at = (round: number, table: number) =>
      movement.seatings.find((s) => s.round === round && s.table === table);
    expect(at(1, 4)).toEqual({ round: 1, table: 4, ns: 4, ew: 4, boards: [10, 11, 12] });
    // Round 2: EW 3 moved up from table 3; table 3's boards (7-9) moved down to table 2.
    expect(at(2, 4)).toEqual({ round: 2, table: 4, ns: 4, ew: 3, boards: [13, 14, 15] });
    expect(at(2, 2)?.boards).toEqual([7, 8, 9]);
    // Boards from table 1 go to the last table.
    expect(at(2, 5)?.boards).toEqual([1, 2, 3]);
  });

  it("skips a table after half the rounds with 8 tables: East-West 5 never meets North-South 1 (elsid.co.za's Mitchell movements)", () => {
    const movement = mitchellMovement({ tables: 8, rounds: 7, boardsPerRound: 3, firstBoard: 1 });
    const tablesOfEw5 = movement.seatings
      .filter((s) => s.ew === 5)
      .sort((a, b) => a.round - b.round)
      .map((s) => s.table);
    expect(tablesOfEw5).toEqual([5, 6, 7, 8, 2, 3, 4]);
  });

  it("skips after the 7th round of a 14-table Mitchell (bridgecentral.com)", () => {
    const movement = mitchellMovement({ tables: 14, rounds: 13, boardsPerRound: 2, firstBoard: 1 });
    const tableOfEw1 = (round: number) =>
      movement.seatings.find((s) => s.round === round && s.ew === 1)?.table;
    expect([6, 7, 8, 9].map(tableOfEw1)).toEqual([6, 7, 9, 10]);
  });

  it("numbers the boards from the first board", () => {
    const movement = mitchellMovement({ tables: 4, rounds: 3, boardsPerRound: 4, firstBoard: 17 });
    expect(movement.boards).toEqual(Array.from({ length: 16 }, (_, i) => 17 + i));
    expect(movement.seatings.find((s) => s.round === 1 && s.table === 1)?.boards).toEqual([
      17, 18, 19, 20,
    ]);
  });

  it("for any number of tables and rounds: no pair plays a board twice, no clash in a round, every board played once a round", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }).chain((tables) =>
          fc.record({
            tables: fc.constant(tables),
            rounds: fc.integer({ min: 1, max: tables }),
            boardsPerRound: fc.integer({ min: 1, max: 5 }),
            firstBoard: fc.integer({ min: 1, max: 40 }),
          })
        ),
        (options) => {
          const movement = mitchellMovement(options);
          expect(boardsPlayedTwice(movement)).toEqual([]);
          expect(clashesWithinRounds(movement)).toEqual([]);
          const plays = playsByBoard(movement);
          expect(plays.size).toBe(options.tables * options.boardsPerRound);
          expect([...plays.values()].every((count) => count === options.rounds)).toBe(true);
          for (const boards of boardsByPair(movement).values())
            expect(boards.size).toBe(options.rounds * options.boardsPerRound);
        }
      )
    );
  });

  it("in the usual number of rounds every North-South pair meets every East-West pair at most once", () => {
    for (let tables = 2; tables <= 30; tables += 1) {
      const movement = mitchellMovement({
        tables,
        rounds: mitchellUsualRounds(tables),
        boardsPerRound: 2,
        firstBoard: 1,
      });
      const repeated = [...meetings(movement)].filter(([, count]) => count > 1);
      expect([tables, repeated]).toEqual([tables, []]);
    }
  });

  it("plays as many rounds as tables with an odd count, one fewer with an even count (no revenge round) by default", () => {
    expect(mitchellUsualRounds(7)).toBe(7);
    expect(mitchellUsualRounds(8)).toBe(7);
  });
});
