import fc from "fast-check";
import type { Deal, Seat } from "../../src/core";
import {
  BridgeInputError,
  RANK_CHARACTERS,
  SEAT_ORDER,
  formatDeal,
  formatHand,
  highCardPoints,
  parseDeal,
} from "../../src/core";
import { readDdsList100 } from "../support/ddsList100";

// The first deal of DDS's hands/list100.txt (and of DDS's examples/hands.cpp).
const DDS_DEAL_1 = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
// The second: it starts at East, and South holds no spade.
const DDS_DEAL_2 = "E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63";

/** The bit of a rank character: 2 is bit 0, A bit 12. */
function bits(ranks: string): number {
  return Array.from(ranks).reduce((mask, rank) => mask | (1 << RANK_CHARACTERS.indexOf(rank)), 0);
}

function problemIn(text: string): string {
  try {
    parseDeal(text);
  } catch (error) {
    expect(error).toBeInstanceOf(BridgeInputError);
    expect((error as BridgeInputError).argument).toBe("deal");
    return (error as Error).message;
  }
  throw new Error(`parseDeal accepted ${text}`);
}

describe("parseDeal reads PBN deals (PBN 2.1 section 3.4.11)", () => {
  it("reads DDS's first deal hand by hand, suit by suit, as bit masks (bit 0 the 2, bit 12 the ace)", () => {
    const deal = parseDeal(DDS_DEAL_1);
    expect(deal.hands[0]).toEqual([bits("QJ6"), bits("K652"), bits("J85"), bits("T98")]);
    expect(deal.hands[1]).toEqual([bits("873"), bits("J97"), bits("AT764"), bits("Q4")]);
    expect(deal.hands[2]).toEqual([bits("K5"), bits("T83"), bits("KQ9"), bits("A7652")]);
    expect(deal.hands[3]).toEqual([bits("AT942"), bits("AQ4"), bits("32"), bits("KJ3")]);
  });

  it("puts the first hand at the seat the deal starts with (E: East, then South, West, North)", () => {
    const deal = parseDeal(DDS_DEAL_2);
    expect(deal.hands[1]).toEqual([bits("QJT5432"), bits("T"), bits("6"), bits("QJ82")]);
    expect(deal.hands[2]).toEqual([0, bits("J97543"), bits("K7532"), bits("94")]);
    expect(deal.hands[0]).toEqual([bits("AK96"), bits("KQ8"), bits("A98"), bits("K63")]);
  });

  it("reads lower case, 10 for the ten, cards in any order, extra spaces and a [Deal] tag alike", () => {
    const expected = parseDeal(DDS_DEAL_1);
    for (const text of [
      "n:qj6.k652.j85.t98 873.j97.at764.q4 k5.t83.kq9.a7652 at942.aq4.32.kj3",
      "N:QJ6.K652.J85.1098 873.J97.A10764.Q4 K5.1083.KQ9.A7652 A10942.AQ4.32.KJ3",
      "N:6JQ.256K.58J.89T 378.79J.467TA.4Q 5K.38T.9QK.2567A 249TA.4QA.23.3JK",
      "  N : QJ6.K652.J85.T98   873.J97.AT764.Q4 K5.T83.KQ9.A7652  AT942.AQ4.32.KJ3 ",
      `[Deal "${DDS_DEAL_1}"]`,
      `"${DDS_DEAL_1}"`,
    ]) {
      expect(parseDeal(text)).toEqual(expected);
    }
  });

  it("reads every deal of DDS's list100 file and writes it back as DDS wrote it", () => {
    const deals = readDdsList100();
    expect(deals).toHaveLength(100);
    for (const { pbn } of deals) {
      expect(formatDeal(parseDeal(pbn), pbn[0] as Seat)).toBe(pbn);
    }
  });
});

describe("parseDeal says what is wrong with a malformed deal, naming the argument deal", () => {
  it.each([
    // One card given twice: North's ♠Q also in East's hand instead of the 8.
    [
      "N:QJ6.K652.J85.T98 Q73.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
      'deal: ♠Q appears twice in "N:QJ6.K652.J85.T98 Q73.J97.AT764.Q4 K5.T…"',
    ],
    ["N:QJ6.K652.J85.T98 873.J97.AT764.Q K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "East has 12 cards"],
    [
      "N:QJ6.K652.J85.T98 873.J97.AT764.Q K5.T83.KQ9.A7652 AT942.AQ4.32.KJ34",
      "East has 12 cards, West has 14 cards",
    ],
    [
      "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ1",
      '"1" in West\'s ♣ is not a card',
    ],
    [
      "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJX",
      '"X" in West\'s ♣ is not a card',
    ],
    ["N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652", "there are 3 hands, not 4"],
    ["N:", "there are 0 hands, not 4"],
    [
      "N:QJ6.K652.J85.T98 873.J97.AT764Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
      'East\'s hand "873.J97.AT764Q4" has 3 suits, not 4',
    ],
    ["N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 -", 'West\'s hand is not given ("-")'],
    [
      "QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
      "the first hand's seat and a colon (N:, E:, S: or W:) do not start it",
    ],
    ["X:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3", "do not start it"],
  ])("%s: %s", (text, problem) => {
    const message = problemIn(text);
    expect(message).toContain(problem);
    expect(message).toMatch(/^deal: /);
    expect(message).toContain("expected a PBN deal");
  });
});

describe("hands of a deal", () => {
  // Source: the cards of DDS's first and second deals, counted A 4, K 3, Q 2, J 1.
  it("counts high-card points: DDS's first deal, N 7, E 7, S 12, W 14", () => {
    const deal = parseDeal(DDS_DEAL_1);
    expect(deal.hands.map(highCardPoints)).toEqual([7, 7, 12, 14]);
  });

  it('shows a hand as "♠QJ6 ♥K652 ♦J85 ♣T98", a void as "—"', () => {
    expect(formatHand(parseDeal(DDS_DEAL_1).hands[0])).toBe("♠QJ6 ♥K652 ♦J85 ♣T98");
    expect(formatHand(parseDeal(DDS_DEAL_2).hands[2])).toBe("♠— ♥J97543 ♦K7532 ♣94");
  });
});

/** A random deal: the 52 cards shuffled and dealt 13 to each seat from North. */
const arbitraryDeal: fc.Arbitrary<string> = fc
  .shuffledSubarray(
    Array.from({ length: 52 }, (_, card) => card),
    { minLength: 52, maxLength: 52 }
  )
  .map((cards) => {
    const hands = [0, 1, 2, 3].map((seat) =>
      [0, 1, 2, 3]
        .map((suit) =>
          cards
            .slice(seat * 13, seat * 13 + 13)
            .filter((card) => Math.floor(card / 13) === suit)
            .map((card) => RANK_CHARACTERS[card % 13])
            .join("")
        )
        .join(".")
    );
    return `N:${hands.join(" ")}`;
  });

function handsOf(deal: Deal): number[][] {
  return deal.hands.map((hand) => [...hand]);
}

describe("parseDeal properties", () => {
  it("reads a deal written from any seat as the same hands", () => {
    fc.assert(
      fc.property(arbitraryDeal, fc.integer({ min: 0, max: 3 }), (text, start) => {
        const deal = parseDeal(text);
        const seat = SEAT_ORDER[start] as Seat;
        const rotated = formatDeal(deal, seat);
        expect(rotated.startsWith(`${seat}:`)).toBe(true);
        expect(handsOf(parseDeal(rotated))).toEqual(handsOf(deal));
      })
    );
  });

  it("reads the cards of a suit in any order as the same holding", () => {
    fc.assert(
      fc.property(arbitraryDeal, fc.integer(), (text, seed) => {
        let state = seed;
        const shuffled = text.replace(/[^.: ]+/g, (cards) =>
          cards.length < 2
            ? cards
            : Array.from(cards)
                .map((card) => {
                  state = (state * 1103515245 + 12345) | 0;
                  return [state, card] as const;
                })
                .sort((a, b) => a[0] - b[0])
                .map(([, card]) => card)
                .join("")
        );
        expect(handsOf(parseDeal(shuffled))).toEqual(handsOf(parseDeal(text)));
      })
    );
  });

  it("deals 40 high-card points, 13 cards to each seat, every card once", () => {
    fc.assert(
      fc.property(arbitraryDeal, (text) => {
        const deal = parseDeal(text);
        expect(deal.hands.map(highCardPoints).reduce((a, b) => a + b, 0)).toBe(40);
        for (let suit = 0; suit < 4; suit++) {
          const holdings = deal.hands.map((hand) => hand[suit] as number);
          expect(holdings.reduce((a, b) => a | b, 0)).toBe(0x1fff);
          expect(holdings.reduce((a, b) => a + b, 0)).toBe(0x1fff);
        }
      })
    );
  });
});
