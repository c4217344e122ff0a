/*
 * The sample session's Results and Ranking as Excel would show them once computed, values from
 * A1, computed in Node by HyperFormula with the BRIDGE functions (test/support/formulaEngine.ts):
 * the fake Excel computes nothing, so a browser test puts these where Excel would show them.
 */
import { planSampleSession } from "../../src/session/sample/samplePlan";
import { evaluatePlan } from "../support/formulaEngine";

/** Today as the pane names the sample session: yyyy-mm-dd, local time. */
export function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** The sample's computed Results (A1:L148) and Ranking (A1:F15), by role. */
export function computedSample(): {
  results: unknown[][];
  ranking: unknown[][];
  names: Record<"results" | "ranking", string>;
} {
  const plan = planSampleSession({ date: today(), language: "en", existingSheets: ["Sheet1"] });
  // The Hand records sheet is left as written: solving 21 deals in the formula engine is slow,
  // and its deals are what the files carry (its solver cells stay formulas: no tricks, no par).
  const scored = { ...plan, sheets: plan.sheets.filter((s) => s.role !== "handRecords") };
  const workbook = evaluatePlan(scored);
  const excel = (rows: unknown[][]) =>
    rows.map((row) =>
      row.map((cell) =>
        cell === null ? "" : typeof cell === "object" && "value" in cell ? cell.value : cell
      )
    );
  const name = (role: string) => plan.sheets.find((s) => s.role === role)!.name;
  try {
    return {
      results: excel(workbook.values(name("results"), "A1:L148")),
      ranking: excel(workbook.values(name("ranking"), "A1:F15")),
      names: { results: name("results"), ranking: name("ranking") },
    };
  } finally {
    workbook.destroy();
  }
}
