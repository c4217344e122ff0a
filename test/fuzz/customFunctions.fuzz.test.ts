/*
 * Issue 6: every custom function, fed what Excel can pass in every argument position, answers
 * cleanly (cleanAnswer.ts), the same way twice, and leaves its arguments as they were.
 * FUZZ_RUNS sets the number of cases shared among the functions (100,000 by default, as in
 * `npm test`; `FUZZ_RUNS=1000000 npm run fuzz` for a longer run); FUZZ_SEED replays a run;
 * FUZZ_STATS=1 prints what kinds of answers each function gave.
 */
import fc from "fast-check";
import { isDeepStrictEqual } from "util";
import { builtFunctions, customFunctions } from "./customFunctions";
import { canonical, describe as show, problemWithAnswer } from "./cleanAnswer";
import { callsOf } from "./fuzzCalls";

const TOTAL_RUNS = Number(process.env.FUZZ_RUNS) || 100_000;
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const functions = customFunctions();
const runsPerFunction = Math.ceil(TOTAL_RUNS / Math.max(1, functions.length));

type AnswerKind = "number" | "text" | "blank" | "#VALUE!" | "#N/A" | "other error";

/** The two error codes a function may answer with a message of its own. */
const KIND_OF_CODE: ReadonlyMap<string, AnswerKind> = new Map([
  [CustomFunctions.ErrorCode.invalidValue, "#VALUE!"],
  [CustomFunctions.ErrorCode.notAvailable, "#N/A"],
]);

function kindsIn(answer: unknown, tally: Map<AnswerKind, number>): void {
  const cellsOfAnswer = Array.isArray(answer) ? answer.flat() : [answer];
  for (const cell of cellsOfAnswer) {
    const kind: AnswerKind =
      typeof cell === "number"
        ? "number"
        : cell === ""
          ? "blank"
          : typeof cell === "string"
            ? "text"
            : ((cell instanceof CustomFunctions.Error ? KIND_OF_CODE.get(cell.code) : undefined) ??
              "other error");
    tally.set(kind, (tally.get(kind) ?? 0) + 1);
  }
}

describe("the fuzzer's view of the add-in", () => {
  it("finds custom functions in src/excel/functions, each with at least one parameter", () => {
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) expect([fn.id, fn.parameterCount >= 1]).toEqual([fn.id, true]);
  });

  it("fuzzes every function the built functions.json registers", () => {
    const built = builtFunctions();
    const registered = (built ?? []).map((entry) => entry.id).sort();
    const fuzzed = new Set(functions.map((fn) => fn.id));
    expect(registered.filter((id) => !fuzzed.has(id))).toEqual([]);
  });
});

describe.each(functions.map((fn) => [fn.id, fn] as const))("BRIDGE.%s under fuzzing", (id, fn) => {
  it(`answers ${runsPerFunction} calls of Excel values cleanly, identically twice, without changing its arguments`, async () => {
    const tally = new Map<AnswerKind, number>();
    // Functions that answer with a Promise (BRIDGE.DDTABLE) are awaited as Excel awaits them.
    await fc.assert(
      fc.asyncProperty(callsOf(fn), async (args) => {
        const before = canonical(args);
        const answer: unknown = await fn.call(...args);
        const call = () => `${id}(${args.map(show).join(", ")})`;
        const problem = problemWithAnswer(answer, args);
        if (problem) throw new Error(`${call()} gave ${problem}`);
        const again: unknown = await fn.call(...args);
        if (!isDeepStrictEqual(canonical(again), canonical(answer))) {
          throw new Error(`${call()} gave ${show(answer)}, then ${show(again)}`);
        }
        if (!isDeepStrictEqual(canonical(args), before))
          throw new Error(`${call()} changed its arguments`);
        kindsIn(answer, tally);
      }),
      { numRuns: runsPerFunction, seed: SEED }
    );
    if (process.env.FUZZ_STATS) console.log(`${id} ${JSON.stringify(Object.fromEntries(tally))}`);
  }, 600_000);
});
