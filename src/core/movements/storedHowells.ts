/*
 * Howell movements for 4 to 14 pairs, as stored tables (./storedHowells.json): for each round,
 * the tables played, each as [table, North-South pair, East-West pair, boards]. A table that sits
 * out in a round is absent. The file stores the rounds only; the pairs, tables and boards each
 * movement needs follow from them here. ./howell.ts reads the movements.
 *
 * Source: thebridsk/bridgescorer, server/src/main/resources/.../backend/Movement.*.yaml, as
 * converted to JSON in the project's reference folder (movements/bridgescorer-movements.json,
 * checked there: no pair plays a board twice, every board is played the stated number of times);
 * the Howell tables only. "teams" in the descriptions means pairs.
 *
 * MIT License
 *
 * Copyright (c) 2018 The Bridge Scorekeeper
 *
 * Permission is hereby granted, free of charge, to any person obtaining a copy of this software
 * and associated documentation files (the "Software"), to deal in the Software without
 * restriction, including without limitation the rights to use, copy, modify, merge, publish,
 * distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
 * Software is furnished to do so, subject to the following conditions:
 *
 * The above copyright notice and this permission notice shall be included in all copies or
 * substantial portions of the Software.
 *
 * THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
 * BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
 * NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
 * DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 * OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
 */

import storedRounds from "./storedHowells.json";

/** [table, ns pair, ew pair, boards] */
export type StoredTable = readonly [number, number, number, readonly number[]];

/** A Howell as ./storedHowells.json stores it. */
export interface StoredRounds {
  /** The source's name, kept as the movement's id. */
  readonly id: string;
  /** The source's description. */
  readonly description: string;
  readonly rounds: readonly (readonly StoredTable[])[];
}

export interface StoredHowell extends StoredRounds {
  /** Pairs 1 to `pairs` play. */
  readonly pairs: number;
  /** The highest table number: a Howell "without table 1" still numbers its tables from 1. */
  readonly tables: number;
  /** Boards 1 to `boards` are played. */
  readonly boards: number;
  /** Some pairs never meet (a 3/4 Howell, or a relay Howell cut short). */
  readonly incomplete: boolean;
}

function highest(numbers: readonly number[]): number {
  return numbers.reduce((most, n) => Math.max(most, n), 0);
}

/** Whether some two of the pairs 1 to `pairs` never sit at one table. */
function someNeverMeet(rounds: StoredRounds["rounds"], pairs: number): boolean {
  const meetings = new Set(
    rounds.flat().map(([, ns, ew]) => `${Math.min(ns, ew)} ${Math.max(ns, ew)}`)
  );
  return meetings.size < (pairs * (pairs - 1)) / 2;
}

/** A movement's pairs, tables and boards, from its rounds. */
export function withCounts({ id, description, rounds }: StoredRounds): StoredHowell {
  const seated = rounds.flat();
  const pairs = highest(seated.flatMap(([, ns, ew]) => [ns, ew]));
  return {
    id,
    pairs,
    tables: highest(seated.map(([table]) => table)),
    boards: highest(seated.flatMap(([, , , boards]) => boards)),
    description,
    rounds,
    incomplete: someNeverMeet(rounds, pairs),
  };
}

// JSON types its tables as arrays, not tuples; test/session/howell.test.ts checks every one.
export const STORED_HOWELLS: readonly StoredHowell[] = (
  storedRounds as unknown as readonly StoredRounds[]
).map(withCounts);
