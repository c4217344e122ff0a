/** The side a board function answers for: North-South or East-West. */
export type Side = "ns" | "ew";

/** A board's IMPs for a real result, found by its North-South score, for either side. */
export type ImpsOfResult = (score: number, side: Side) => number;
