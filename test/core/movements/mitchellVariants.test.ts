/*
 * The Mitchells clubs play beyond the textbook one: a half table (a missing pair), arrow-switched
 * rounds for one winner, and the share-and-relay for an even number of tables. Each is checked by
 * the invariants of ./movementChecks.ts (written apart from the core's own movementProblems,
 * which is checked against them) over every size the pane offers.
 */
import fc from "fast-check";
import {
  advisedSwitchedRounds,
  boardsPerPair,
  meetingsOf,
  mitchellMovement,
  mitchellUsualRounds,
  movementProblems,
  sitOuts,
} from "../../../src/core/movements";
import type { MitchellOptions } from "../../../src/core/movements";
import {
  boardsByPair,
  boardsPlayedTwice,
  clashesWithinRounds,
  meetings,
  playsByBoard,
} from "./movementChecks";

/** Every Mitchell the pane offers: 2 to 30 tables here (the pane's 60 are the same code). */
const mitchellOptions = fc.integer({ min: 2, max: 30 }).chain((tables) =>
  fc.record({
    tables: fc.constant(tables),
    rounds: fc.integer({ min: 1, max: tables }),
    boardsPerRound: fc.integer({ min: 1, max: 4 }),
    firstBoard: fc.integer({ min: 1, max: 40 }),
    missing: fc.option(
      fc.record({
        direction: fc.constantFrom("NS" as const, "EW" as const),
        pair: fc.integer({ min: 1, max: tables }),
      }),
      { nil: undefined }
    ),
    switchedRounds: fc.subarray(Array.from({ length: tables }, (_, i) => i + 1)),
    evenTables: fc.constantFrom("skip" as const, "share-relay" as const),
  })
);

describe("Mitchell variants: the invariants over every size", () => {
  it("no pair plays a board twice or sits at two tables in a round; each board set is in play once a round (the share-and-relay's shared set at its two tables)", () => {
    fc.assert(
      fc.property(mitchellOptions, (options: MitchellOptions) => {
        const movement = mitchellMovement(options);
        const relay = movement.relay !== undefined;
        expect(boardsPlayedTwice(movement)).toEqual([]);
        expect(clashesWithinRounds(movement, relay)).toEqual([]);
        expect(movementProblems(movement)).toEqual([]);
        const pairs = boardsByPair(movement);
        for (const boards of pairs.values())
          expect(boards.size).toBeLessThanOrEqual(options.rounds * options.boardsPerRound);
        // The missing pair plays nothing: it is no pair at all.
        if (options.missing !== undefined) {
          const { direction, pair } = options.missing;
          const number =
            direction === "EW" && movement.fields === "ONE" ? options.tables + pair : pair;
          const key =
            movement.fields === "ONE" ? String(number) : `${direction.toLowerCase()} ${number}`;
          expect(pairs.has(key)).toBe(false);
        }
      })
    );
  });

  it("every North-South pair meets every East-West pair at most once in the usual rounds, skip or share-and-relay", () => {
    for (let tables = 2; tables <= 30; tables += 1)
      for (const evenTables of ["skip", "share-relay"] as const) {
        const movement = mitchellMovement({
          tables,
          rounds: mitchellUsualRounds(tables, evenTables),
          boardsPerRound: 2,
          firstBoard: 1,
          evenTables,
        });
        const repeated = [...meetings(movement)].filter(([, count]) => count > 1);
        expect([tables, evenTables, repeated]).toEqual([tables, evenTables, []]);
      }
  });
});

describe("a half table", () => {
  // 13 pairs: 6.5 tables, North-South 7 missing, as the example.
  const movement = mitchellMovement({
    tables: 7,
    rounds: 7,
    boardsPerRound: 3,
    firstBoard: 1,
    missing: { direction: "NS", pair: 7 },
  });

  it("leaves table 7's North-South seat empty every round, and the East-West pair there sits out", () => {
    const empty = movement.seatings.filter((s) => s.absent !== undefined);
    expect(empty.map((s) => [s.round, s.table, s.absent])).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((round) => [round, 7, "NS"])
    );
    // East-West move up one table: EW 7 at table 7 in round 1, EW 6 in round 2 ...
    expect(sitOuts(movement)).toEqual(
      [7, 6, 5, 4, 3, 2, 1].map((pair, i) => ({ round: i + 1, pair: `EW ${pair}` }))
    );
  });

  it("has 13 pairs: every pair plays 18 of the 21 boards, each board is played 6 times", () => {
    expect(boardsPerPair(movement)).toEqual({ fewest: 18, most: 21 });
    expect(new Set(playsByBoard(movement).values())).toEqual(new Set([6]));
    expect(boardsByPair(movement).size).toBe(13);
  });

  it("with East-West 7 missing the North-South pairs sit out in turn", () => {
    const ew = mitchellMovement({
      tables: 7,
      rounds: 7,
      boardsPerRound: 3,
      firstBoard: 1,
      missing: { direction: "EW", pair: 7 },
    });
    expect(sitOuts(ew).map((s) => s.pair)).toEqual([
      "NS 7",
      "NS 1",
      "NS 2",
      "NS 3",
      "NS 4",
      "NS 5",
      "NS 6",
    ]);
  });
});

describe("arrow-switched rounds", () => {
  it("are the last round with rounds of three boards or more, the last two with two-board rounds (EBU: G. Rainsford, 'Arrow switching')", () => {
    expect(advisedSwitchedRounds(7, 3)).toEqual([7]);
    expect(advisedSwitchedRounds(7, 4)).toEqual([7]);
    expect(advisedSwitchedRounds(13, 2)).toEqual([12, 13]);
    expect(advisedSwitchedRounds(1, 2)).toEqual([1]);
  });

  it("turn the boards at every table of the switched round and rank one field: East-West k is pair tables + k", () => {
    const movement = mitchellMovement({
      tables: 7,
      rounds: 7,
      boardsPerRound: 3,
      firstBoard: 1,
      switchedRounds: [7],
    });
    expect(movement.fields).toBe("ONE");
    const round1table3 = movement.seatings.find((s) => s.round === 1 && s.table === 3);
    expect(round1table3).toMatchObject({ ns: 3, ew: 10 });
    // Round 7: East-West 4 (pair 11) reached table 3 (up one table each round) and holds the
    // North-South cards; the stationary pair 3 holds East-West's.
    const round7table3 = movement.seatings.find((s) => s.round === 7 && s.table === 3);
    expect(round7table3).toMatchObject({ ns: 11, ew: 3, switched: true });
    expect(movement.seatings.filter((s) => s.switched).map((s) => s.round)).toEqual(
      Array.from({ length: 7 }, () => 7)
    );
  });

  it("turn an empty seat with the boards: a 6.5-table Mitchell's sit-out stays the same pair", () => {
    const movement = mitchellMovement({
      tables: 7,
      rounds: 7,
      boardsPerRound: 3,
      firstBoard: 1,
      missing: { direction: "NS", pair: 7 },
      switchedRounds: [7],
    });
    const last = movement.seatings.find((s) => s.round === 7 && s.table === 7);
    expect(last).toMatchObject({ absent: "EW", switched: true, ew: 7, ns: 8 });
    expect(sitOuts(movement).map((s) => s.pair)).toEqual(["14", "13", "12", "11", "10", "9", "8"]);
  });
});

describe("the share-and-relay Mitchell (bridgecentral.com/Relay.htm)", () => {
  const movement = mitchellMovement({
    tables: 8,
    rounds: 8,
    boardsPerRound: 3,
    firstBoard: 1,
    evenTables: "share-relay",
  });
  const setAt = (round: number, table: number) =>
    (movement.seatings.find((s) => s.round === round && s.table === table)?.boards[0] ?? 0) / 3 +
    2 / 3;

  it("sets 1-4 on tables 1-4, set 5 on the relay, sets 6-8 on tables 5-7; table 8 shares table 1's set", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((table) => setAt(1, table))).toEqual([
      1, 2, 3, 4, 6, 7, 8, 1,
    ]);
    expect(movement.relay).toEqual({ sharing: [1, 8], relayBetween: [4, 5] });
  });

  it("moves the shared set to table 7, table 5's to the relay and the relay's to table 4", () => {
    expect(setAt(2, 7)).toBe(1);
    expect(setAt(2, 4)).toBe(5);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((table) => setAt(2, table))).not.toContain(6);
  });

  it("has no skip: every North-South pair meets every East-West pair once in 8 rounds, and plays every set", () => {
    expect(movement.skipAfterRound).toBeUndefined();
    expect(meetingsOf(movement)).toEqual({ twice: [], never: [] });
    expect(boardsPerPair(movement)).toEqual({ fewest: 24, most: 24 });
  });
});

describe("the skip Mitchell's facts for the announcement", () => {
  it("8 tables, 7 rounds: East-West skip after round 4; each East-West pair misses one North-South pair", () => {
    const movement = mitchellMovement({ tables: 8, rounds: 7, boardsPerRound: 3, firstBoard: 1 });
    expect(movement.skipAfterRound).toBe(4);
    const { twice, never } = meetingsOf(movement);
    expect(twice).toEqual([]);
    expect(never).toHaveLength(8);
    // EW 5 starts at table 5 and skips table 1 (elsid.co.za's Mitchell movements; mitchell.test.ts).
    expect(never).toContain("NS 1 - EW 5");
  });
});
