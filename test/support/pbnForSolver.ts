const RANKS = "23456789TJQKA";
export function holdingsOf(pbn: string): number[][] {
  const first = "NESW".indexOf(pbn[0]!);
  const hands = pbn.slice(2).trim().split(/\s+/);
  const out = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
  hands.forEach((h, i) => {
    const seat = (first + i) % 4;
    h.split(".").forEach((suit, s) => {
      for (const c of suit) out[seat]![s]! |= 1 << RANKS.indexOf(c);
    });
  });
  return out;
}
