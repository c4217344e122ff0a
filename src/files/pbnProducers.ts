/*
 * What one producer of PBN files writes that the standard does not say, read so that no wrong
 * number reaches a sheet. Each quirk names the file it was seen in (test/fixtures/pbn-external).
 */
import type { PbnGame } from "./pbnScan";

/**
 * Dealmaster Pro (`%Creator: Dealmaster Pro`) writes 1 in [DoubleDummyTricks] for every result
 * under 7 tricks: in Hand_Trophy_Pairs.pbn 284 of its 520 cells are 1, where its 236 results of
 * 7 or more equal the solver's. Such a digit is no count of tricks: it is read as not known ("-",
 * as the standard's partial tables write it), so the board keeps no table from the file and the
 * Hand records sheet shows the solver's.
 */
export function withProducersReadAsMeant(text: string, games: readonly PbnGame[]): PbnGame[] {
  if (!/^%\s*Creator:\s*Dealmaster/im.test(text)) return [...games];
  return games.map((game) => ({
    ...game,
    tags: game.tags.map((tag) =>
      tag.name === "DoubleDummyTricks" ? { ...tag, value: tag.value.replace(/[0-6]/g, "-") } : tag
    ),
  }));
}
