import fc from "fast-check";
import { BridgeInputError } from "../../src/core/errors";
import type {
  MasterPointEvent,
  MasterPointMovement,
  RankedEntry,
} from "../../src/core/masterPoints/awardMasterPoints";
import {
  awardMasterPoints,
  masterPointLabels,
} from "../../src/core/masterPoints/awardMasterPoints";
import { abfPositionAwards, abfWinnersAward } from "../../src/core/masterPoints/abfSessionAwards";
import { EBU_SCALES, ebuPlaceAwards } from "../../src/core/masterPoints/ebuLocalPoints";
import type { PairEntry } from "../../src/files/session";
import { readUsebio } from "../../src/files/usebioRead";
import { COMPSCORE_SESSIONS, readUsebioFixture } from "../files/support/fixtures";

/**
 * The ABF's session awards against every award Compscore3 published in the five sessions of
 * test/fixtures/usebio (abftech/cobalt results/tests/test_files, GPL-3.0: MASTER_POINTS_AWARDED,
 * hundredths), from the ranking alone: places, fields, the movement (WINNER_TYPE) and the
 * points' colour (GREEN: grade E, RED: grade B4c). The EBU's local points against the example
 * the EBU's forum publishes (forums.ebu.co.uk, discussion 1365).
 */

const GRADE_OF_COLOUR: Readonly<Record<string, string>> = { GREEN: "E", RED: "B4C" };

interface PublishedSession {
  readonly pairs: readonly PairEntry[];
  readonly movement: MasterPointMovement;
  readonly grade: string;
}

function publishedSession(name: string): PublishedSession {
  const session = readUsebio(readUsebioFixture(name));
  const colour = session.pairs[0]?.masterPointType ?? "";
  return {
    pairs: session.pairs,
    movement: session.event.winnerType === 2 ? "MITCHELL" : "HOWELL",
    grade: GRADE_OF_COLOUR[colour] ?? colour,
  };
}

function entriesOf(pairs: readonly PairEntry[]): RankedEntry[] {
  return pairs.map((pair) => ({
    place: pair.place?.place ?? 0,
    ...(pair.direction ? { field: pair.direction } : {}),
  }));
}

const EVERY_PUBLISHED_PAIR = COMPSCORE_SESSIONS.flatMap((name) =>
  publishedSession(name).pairs.map(
    (pair, index) =>
      [
        name,
        `${pair.pair} (place ${pair.place?.place ?? "?"}${pair.place?.tied ? "=" : ""})`,
        index,
        pair.masterPoints,
      ] as const
  )
);

describe("the ABF's session awards (Masterpoint Manual 3.1.1, 4.2)", () => {
  const awardsOf = new Map(
    COMPSCORE_SESSIONS.map((name) => {
      const session = publishedSession(name);
      const event: MasterPointEvent = {
        scheme: "ABF",
        movement: session.movement,
        grade: session.grade,
      };
      return [name, awardMasterPoints(entriesOf(session.pairs), event)] as const;
    })
  );

  it("reads 93 published awards, one per pair of the five sessions", () => {
    expect(EVERY_PUBLISHED_PAIR).toHaveLength(38 + 13 + 16 + 12 + 14);
    expect(EVERY_PUBLISHED_PAIR.every(([, , , published]) => published !== undefined)).toBe(true);
  });

  it.each(EVERY_PUBLISHED_PAIR)(
    "%s: pair %s gets the award Compscore published",
    (name, _pair, index, published) => {
      expect(awardsOf.get(name)?.[index]).toBe(published);
    }
  );

  it("gives the same awards with the movement left to the ranking's fields", () => {
    for (const name of COMPSCORE_SESSIONS) {
      const session = publishedSession(name);
      const awards = awardMasterPoints(entriesOf(session.pairs), {
        scheme: "ABF",
        grade: session.grade,
      });
      expect([name, awards]).toEqual([name, awardsOf.get(name)]);
    }
  });

  it("follows 3.1.1's formulae above 30 tables (two winners) and 15 (one winner)", () => {
    // W(1 - exp(-T/32)) at 32 tables, grade E: 1.5 x (1 - 1/e) = 0.948...
    expect(abfWinnersAward(32, 1.5, 2)).toBeCloseTo(1.5 * (1 - Math.exp(-1)), 12);
    expect(abfWinnersAward(30, 1.5, 2)).toBeCloseTo(0.9, 12);
    expect(abfWinnersAward(15, 1.5, 1)).toBeCloseTo(0.9, 12);
    expect(abfWinnersAward(16, 1.5, 1)).toBeCloseTo(1.5 * (1 - Math.exp(-1)), 12);
  });

  it("gives runners-up 70 % and place p the winners' award / (p - 1), to the hundredth (4.2)", () => {
    // 19 tables, grade E, two winners: 0.57, as mp_pairs_mitchell.xml's winners got.
    expect(abfPositionAwards(0.57, 9)).toEqual([57, 40, 29, 19, 14, 11, 10, 8, 7]);
  });

  it("awards the top half of a field, rounding down (4.2: a field of 9 to the 4th)", () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ place: i + 1 }));
    const awards = awardMasterPoints(nine, { scheme: "ABF", movement: "HOWELL" });
    expect(awards.filter((award) => award > 0)).toHaveLength(4);
  });

  it("counts a half table as a whole one (3.1.3): 13 pairs of a Howell play at 7 tables", () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ place: i + 1 }));
    // 0.04 x 1.5 x 7 = 0.42
    expect(awardMasterPoints(thirteen, { scheme: "ABF", movement: "HOWELL" })[0]).toBe(42);
    expect(awardMasterPoints(thirteen, { scheme: "ABF", tables: 6.5 })[0]).toBe(42);
  });

  it("takes a grade's weight as a number, and names the colour of the grades it knows", () => {
    const four = [{ place: 1 }, { place: 2 }, { place: 3 }, { place: 4 }];
    expect(awardMasterPoints(four, { scheme: "ABF", grade: 2.5 })).toEqual(
      awardMasterPoints(four, { scheme: "ABF", grade: "b4c" })
    );
    expect(masterPointLabels("ABF", undefined)).toEqual({ scale: "Club", type: "GREEN" });
    expect(masterPointLabels("ABF", "B4C")).toEqual({ scale: "Club", type: "RED" });
    expect(masterPointLabels("ABF", 1.2)).toEqual({ scale: "Club" });
  });
});

describe("the EBU's local points", () => {
  it("reproduces the EBU forum's example: a 6-table individual of 18-35 boards, club scale", () => {
    // forums.ebu.co.uk discussion 1365, on the Licensing and Master Points Handbook 2021, scale
    // F: "the top award is 24, the number of awards is 8, and the awards go down in decrements
    // of 3, except ... there is a minimum award of 6, so the 7th and 8th players both get 6".
    const players = Array.from({ length: 24 }, (_, i) => ({ place: i + 1 }));
    const awards = awardMasterPoints(players, {
      scheme: "EBU",
      movement: "INDIVIDUAL",
      boards: 24,
    });
    expect(awards.slice(0, 9)).toEqual([24, 21, 18, 15, 12, 9, 6, 6, 0]);
    expect(awards.slice(9).every((award) => award === 0)).toBe(true);
  });

  it("awards the share of the full tables the forum's thread on rounding cites", () => {
    // forums.ebu.co.uk discussion 1229, from the Handbook's tables: 13 awards at 25-26 tables
    // with a quarter, 19 tables with a third, 13 tables with a half.
    const count = (tables: number, boards: number) =>
      ebuPlaceAwards(tables, 2, boards, EBU_SCALES.CLUB).length;
    expect([count(25, 16), count(26, 16), count(19, 24), count(13, 36)]).toEqual([13, 13, 13, 13]);
  });

  it("shares tied places equally, rounding up, never below the minimum (White Book 143.4)", () => {
    // 6 full tables of pairs, 24 boards: 4 awards 24, 18, 12, 6; two pairs tied 2nd share 15.
    const pairs = [1, 2, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((place) => ({ place }));
    const awards = awardMasterPoints(pairs, { scheme: "EBU", boards: 24 });
    expect(awards.slice(0, 5)).toEqual([24, 15, 15, 6, 0]);
  });

  it("refuses a two-winner movement and a session with no boards, saying why", () => {
    const mitchell = [
      { place: 1, field: "NS" },
      { place: 1, field: "EW" },
    ];
    expect(() => awardMasterPoints(mitchell, { scheme: "EBU", boards: 24 })).toThrow(
      /two-winner movements could not be confirmed/
    );
    expect(() => awardMasterPoints([{ place: 1 }], { scheme: "EBU" })).toThrow(BridgeInputError);
    expect(masterPointLabels("EBU", "county")).toEqual({ scale: "County", type: "BLACK" });
  });
});

describe("every scheme's awards", () => {
  /** A ranking with ties: each group of `sizes` shares the place of its first member. */
  const rankingOf = (sizes: readonly number[]): RankedEntry[] => {
    const entries: RankedEntry[] = [];
    for (const size of sizes) {
      const place = entries.length + 1;
      for (let k = 0; k < size; k++) entries.push({ place });
    }
    return entries;
  };
  const events = fc.oneof(
    fc.record({
      scheme: fc.constant("ABF" as const),
      grade: fc.constantFrom("E", "F", "D", "B4C", 1, 3.5),
      movement: fc.constantFrom("HOWELL" as const, "INDIVIDUAL" as const),
    }),
    fc.record({
      scheme: fc.constant("EBU" as const),
      grade: fc.constantFrom("CLUB", "DISTRICT", "COUNTY", "REGIONAL", "NATIONAL"),
      movement: fc.constantFrom("HOWELL" as const, "INDIVIDUAL" as const),
      boards: fc.integer({ min: 1, max: 60 }),
    })
  );
  const rankings = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 40 });

  it("are whole, non-negative, non-increasing down the ranking, and equal for tied pairs", () => {
    fc.assert(
      fc.property(rankings, events, (sizes, event) => {
        const entries = rankingOf(sizes);
        const awards = awardMasterPoints(entries, event);
        awards.forEach((award, i) => {
          expect(Number.isInteger(award) && award >= 0).toBe(true);
          if (i > 0) expect(award).toBeLessThanOrEqual(awards[i - 1] as number);
          if (i > 0 && entries[i]?.place === entries[i - 1]?.place)
            expect(award).toBe(awards[i - 1]);
        });
      })
    );
  });

  it("do not depend on the order the ranking lists its pairs", () => {
    fc.assert(
      fc.property(rankings, events, fc.integer(), (sizes, event, seed) => {
        const entries = rankingOf(sizes);
        const order = entries
          .map((_, i) => i)
          .sort((a, b) => ((a * 7919 + seed) % 97) - ((b * 7919 + seed) % 97));
        const awards = awardMasterPoints(entries, event);
        const shuffled = awardMasterPoints(
          order.map((i) => entries[i] as RankedEntry),
          event
        );
        expect(shuffled).toEqual(order.map((i) => awards[i]));
      })
    );
  });
});
