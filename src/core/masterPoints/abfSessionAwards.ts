/**
 * The Australian Bridge Federation's session awards, as its Masterpoint Manual states them
 * (abfmasterpoints.com.au/mpmanual/html, "the Manual" below). Awards are in hundredths of a
 * master point, the unit the ABF publishes them to (0.57) and USEBIO carries them in (57).
 */

/** A grade of club tournament (Manual book 2a) and what it awards. */
export interface AbfGrade {
  /** The grade weight W of the formulae of 3.1.1. */
  readonly weight: number;
  /** The colour of its points, as Compscore writes MASTER_POINT_TYPE. */
  readonly colour: "GREEN" | "RED";
  /** Where the weight and colour are stated. */
  readonly source: string;
}

/**
 * The club grades, by the letters the Manual names them. Grade C (regional championships) is
 * left out: its weight could not be found in a public source.
 */
export const ABF_GRADES: Readonly<Record<"E" | "F" | "D" | "B4C", AbfGrade>> = {
  E: {
    weight: 1.5,
    colour: "GREEN",
    source:
      "Manual 2.1 (grade E, green, the basic grade); weight 1.5: NSWBA Affiliated Clubs Handbook, Masterpoints (green points 'usually at a rate of 1.5') and Compscore's green awards (test/fixtures/usebio)",
  },
  F: {
    weight: 0.75,
    colour: "GREEN",
    source: "Manual 2.2 (supervised play: green points at half of the grade E rate)",
  },
  D: {
    weight: 2,
    colour: "GREEN",
    source:
      "Manual 2.3 (club championships, green); weight 2.0: Parramatta Bridge Club, 'The Masterpoint System' (2022), not confirmed by the Manual's text",
  },
  B4C: {
    weight: 2.5,
    colour: "RED",
    source:
      "Manual 2.6 (special club events, red); weight 2.5: Manual 3.1.3 (tables 1C and 2C) and Compscore's red awards (test/fixtures/usebio)",
  },
};

/** The default grade: the Manual's 2.1, "the basic grade for all tournaments". */
export const ABF_DEFAULT_GRADE = "E";

/**
 * The winners' award, in master points, of a session of `tables` tables (Manual 3.1.1): two
 * winners (each direction of a Mitchell) 0.02WT up to 30 tables, W(1 - exp(-T/32)) above; one
 * winner (Howell, individual) 0.04WT up to 15 tables, W(1 - exp(-T/16)) above. A half table
 * counts as a whole one (3.1.3): the caller passes whole tables.
 * @example abfWinnersAward(19, 1.5, 2) // 0.57
 */
export function abfWinnersAward(tables: number, weight: number, winners: 1 | 2): number {
  const linearUpTo = winners === 2 ? 30 : 15;
  if (tables <= linearUpTo) return (winners === 2 ? 0.02 : 0.04) * weight * tables;
  return weight * (1 - Math.exp(-tables / (winners === 2 ? 32 : 16)));
}

/**
 * The award of each position in hundredths, from the winners' award (Manual 4.2): runners-up
 * 70 %, position p >= 3 the winners' award / (p - 1), each rounded to the hundredth, a half
 * upward, as the ABF publishes them (Compscore's awards: 0.285 published as 0.29).
 * @example abfPositionAwards(0.21, 3) // [21, 15, 11]
 */
export function abfPositionAwards(winnersAward: number, positions: number): number[] {
  return Array.from({ length: positions }, (_, index) => {
    const position = index + 1;
    const award =
      position === 1 ? winnersAward : position === 2 ? 0.7 * winnersAward : winnersAward / index;
    return hundredthsHalfUp(award);
  });
}

/**
 * How many positions of a field are awarded (Manual 4.2): the top half, rounding down ("in a
 * field of 9, awards are made to the 4th position").
 */
export function abfAwardedPositions(fieldSize: number): number {
  return Math.floor(fieldSize / 2);
}

/**
 * Tied pairs share the awards of the positions they occupy (Manual 4.2 defers to 4.4.6, which
 * could not be retrieved): the positions' published awards added, divided equally and rounded to
 * the hundredth, a half upward, which gives every tie of Compscore's published awards (two pairs
 * tied 6th of 9 awarded, 0.11 and 0.10: 0.11 each; tied 3rd of 3 awarded, 0.11 and nothing: 0.06
 * each).
 */
export function abfSharedAward(positionAwards: readonly number[]): number {
  const total = positionAwards.reduce((sum, award) => sum + award, 0);
  const count = positionAwards.length;
  return Math.floor((2 * total + count) / (2 * count));
}

/** Master points to hundredths, a half upward; the margin absorbs binary fractions (28.4999...). */
function hundredthsHalfUp(masterPoints: number): number {
  return Math.floor(masterPoints * 100 + 0.5 + 1e-9);
}
