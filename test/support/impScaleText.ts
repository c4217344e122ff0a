/** One band of the Law 78B scale: differences from `low` to `high` points (no `high` for the last). */
export interface ImpBand {
  readonly low: number;
  readonly high: number | undefined;
  readonly imps: number;
}

function band(low: string, high: string | undefined, imps: string): ImpBand {
  return {
    low: Number(low),
    high: high === undefined ? undefined : Number(high),
    imps: Number(imps),
  };
}

function inImpOrder(bands: ImpBand[]): ImpBand[] {
  return bands.sort((a, b) => a.imps - b.imps);
}

/**
 * Law 78B as the Laws text prints it (test/fixtures/reference/laws-77-79.txt): three columns of
 * "20 - 40<TAB>1" pairs after the "Difference / in points / IMPs" heading; the last is "4000 ++".
 * Its headings hold non-breaking spaces ("B. \u00a0International"), read as spaces.
 */
export function readLawsImpScale(lawsText: string): ImpBand[] {
  const text = lawsText.replace(/\u00a0/g, " ");
  const start = text.search(/B\.\s+International Matchpoint Scoring/);
  const end = text.search(/C\.\s+Total Point Scoring/);
  if (start < 0 || end < start) throw new Error("laws-77-79.txt: Law 78B not found");
  const bands = [...text.slice(start, end).matchAll(/(\d+) - (\d+)\t(\d+)|(\d+) \+\+\t(\d+)/g)].map(
    (m) =>
      m[1] !== undefined
        ? band(m[1], m[2], m[3] as string)
        : band(m[4] as string, undefined, m[5] as string)
  );
  return inImpOrder(bands);
}

/**
 * Law 78B as the web page prints it (test/fixtures/reference/law-77-scoring-web.txt): after
 * "converted into IMPs according to the following scale:", a line "20-40" then a line "1", and so
 * on to "4000 plus" and "24".
 */
export function readWebImpScale(text: string): ImpBand[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const start = lines.indexOf("is converted into IMPs according to the following scale:");
  if (start < 0) throw new Error("law-77-scoring-web.txt: the IMP scale not found");
  const bands: ImpBand[] = [];
  for (let i = start + 1; i + 1 < lines.length; i += 2) {
    const range = /^(\d+)(?:-(\d+)| plus)$/.exec(lines[i] as string);
    const imps = lines[i + 1] as string;
    if (!range || !/^\d+$/.test(imps)) break;
    bands.push(band(range[1] as string, range[2], imps));
  }
  return inImpOrder(bands);
}
