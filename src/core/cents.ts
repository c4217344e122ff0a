/**
 * Rounded to 2 decimals as the programs publish, halves to even (Compscore: 68.425 is 68.42). A
 * value within 1e-6 of a half cent is that half: the sums carry the doubles' error.
 * @example roundToCents(68.425) // 68.42
 */
export function roundToCents(value: number): number {
  const scaled = value * 100;
  const floor = Math.floor(scaled);
  const isHalf = Math.abs(scaled - floor - 0.5) < 1e-6;
  const cents = isHalf ? (floor % 2 === 0 ? floor : floor + 1) : Math.round(scaled);
  const rounded = cents / 100;
  return rounded === 0 ? 0 : rounded;
}
