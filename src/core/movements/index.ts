/** Movements: who sits where and plays which boards, round by round (./movement.ts). */
export { boardRange, type Direction, type Movement, type Relay, type Seating } from "./movement";
export {
  advisedSwitchedRounds,
  mitchellMaxRounds,
  mitchellMovement,
  mitchellUsualRounds,
  type EvenTables,
  type MissingPair,
  type MitchellOptions,
} from "./mitchell";
export { findStoredHowell, howellMovement, storedHowells } from "./howell";
export type { StoredHowell } from "./storedHowells";
export {
  boardsPerPair,
  meetingsOf,
  movementProblems,
  pairsOfMovement,
  sitOuts,
  type MovementProblem,
  type PairKey,
} from "./movementFacts";
export { PastedLineError, readPastedMovement } from "./pasted";
export { FULL_HOWELL_PAIRS, fullHowellMovement, type FullHowellOptions } from "./fullHowell";
