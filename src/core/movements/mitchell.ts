import type { Movement, Seating } from "./movement";
import { boardRange } from "./movement";

export interface MitchellOptions {
  readonly tables: number;
  readonly rounds: number;
  readonly boardsPerRound: number;
  readonly firstBoard: number;
}

/**
 * A Mitchell: North-South pair t stays at table t; East-West pairs move up one table and boards
 * down one table each round. Table t starts with board set t (sets of `boardsPerRound` boards),
 * so every set is in play every round and each board is played `rounds` times. With an even
 * number of tables the East-West pairs skip a table after half the tables' rounds, or they would
 * meet the boards they have played (E.T. Baker's skip Mitchell; bridgecentral.com, "Skip
 * Mitchell"). Pairs are numbered 1..tables in each direction; the two directions are ranked apart.
 */
export function mitchellMovement(options: MitchellOptions): Movement {
  const { tables, rounds, boardsPerRound, firstBoard } = options;
  const seatings: Seating[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const moves = round - 1 + skipsBefore(round, tables);
    for (let table = 1; table <= tables; table += 1) {
      const set = wrap(table - 1 + round - 1, tables);
      seatings.push({
        round,
        table,
        ns: table,
        ew: wrap(table - 1 - moves, tables) + 1,
        boards: boardRange(firstBoard + set * boardsPerRound, boardsPerRound),
      });
    }
  }
  return {
    kind: "mitchell",
    tables,
    rounds,
    boards: boardRange(firstBoard, tables * boardsPerRound),
    seatings,
    fields: "TWO",
    playsPerBoard: rounds,
  };
}

/** The most rounds a Mitchell of this size has: one per table. */
export function mitchellMaxRounds(tables: number): number {
  return tables;
}

/**
 * The usual length: every table's boards once; with an even number of tables one round less,
 * since the last round would meet the first round's opponents again (the "revenge round").
 */
export function mitchellUsualRounds(tables: number): number {
  return tables % 2 === 0 && tables > 1 ? tables - 1 : tables;
}

/** The skip: with an even number of tables, one extra table moved from round tables/2 + 1 on. */
function skipsBefore(round: number, tables: number): number {
  return tables % 2 === 0 && round > tables / 2 ? 1 : 0;
}

function wrap(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}
