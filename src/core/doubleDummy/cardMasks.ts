/**
 * Holdings as 13-bit masks, one per seat and suit (bit 0 the two, bit 12 the ace): the two counts
 * every part of the solver, and the first guess, reads them with.
 */

/** Math's functions bound once: a global looked up per call is slow in some hosts (Node's vm, where jest runs). */
const { clz32 } = Math;

export function highestRank(mask: number): number {
  return 31 - clz32(mask);
}

export function countCards(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
