/** Movements: who sits where and plays which boards, round by round (./movement.ts). */
export { boardRange, type Movement, type Seating } from "./movement";
export {
  mitchellMaxRounds,
  mitchellMovement,
  mitchellUsualRounds,
  type MitchellOptions,
} from "./mitchell";
export { findStoredHowell, howellMovement, storedHowells } from "./howell";
export type { StoredHowell } from "./storedHowells";
