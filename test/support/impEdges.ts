import type { ImpBand } from "./impScaleText";

/** A difference in points and the IMPs Law 78B gives it, with why. */
export interface ImpEdge {
  readonly difference: number;
  readonly imps: number;
  readonly why: string;
}

/**
 * Both sides of every boundary of the scale, for gains and losses: each band's lowest and highest
 * difference, the difference 10 below its lowest (the band under it) and 10 above its highest
 * (the band over it); 0 and 10 (below the first band: no IMPs); and huge differences (24).
 */
export function impEdges(bands: readonly ImpBand[]): ImpEdge[] {
  const gains: ImpEdge[] = [
    { difference: 0, imps: 0, why: "no difference" },
    { difference: 10, imps: 0, why: "below the first band (20-40)" },
  ];
  for (const band of bands) {
    const name = `band ${band.low}-${band.high ?? "up"}`;
    gains.push({ difference: band.low - 10, imps: band.imps - 1, why: `10 below ${name}` });
    gains.push({ difference: band.low, imps: band.imps, why: `lowest of ${name}` });
    if (band.high !== undefined) {
      gains.push({ difference: band.high, imps: band.imps, why: `highest of ${name}` });
      gains.push({ difference: band.high + 10, imps: band.imps + 1, why: `10 above ${name}` });
    } else {
      for (const huge of [7600 + 2980, 1e6, Number.MAX_SAFE_INTEGER, 1e300]) {
        gains.push({ difference: huge, imps: band.imps, why: `far above the lowest of ${name}` });
      }
    }
  }
  const losses = gains
    .filter((edge) => edge.difference !== 0)
    .map((edge) => ({
      difference: -edge.difference,
      imps: edge.imps === 0 ? 0 : -edge.imps,
      why: `a loss: ${edge.why}`,
    }));
  return [...gains, ...losses];
}
