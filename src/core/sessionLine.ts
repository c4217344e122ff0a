import type { LabelKey } from "./boardLabels";
import type { BoardResult } from "./matchpoints";
import type { Ruling } from "./ruling";

/** A line of a session's table: which board, which pairs, and what was scored. */
export interface SessionLine {
  /** The board's key (see labelKey); undefined when the board cell is blank. */
  readonly board: LabelKey | undefined;
  /** The pairs' keys (see labelKey); undefined when blank. */
  readonly ns: LabelKey | undefined;
  readonly ew: LabelKey | undefined;
  /**
   * North-South's score, an adjusted score or a ruling (core/ruling.ts); undefined when nothing
   * was scored (blank, NP).
   */
  readonly result: BoardResult | Ruling | undefined;
}
