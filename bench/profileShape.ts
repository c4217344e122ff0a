import "./customFunctionsGlobal";
import { columnsOf, ours, peerScores } from "./shapes";
const shape = {
  vulnerability: (process.argv[2] ?? "V/NV text") as never,
  declarer: process.argv[3] !== "none",
  result: (process.argv[4] ?? "tricks") as never,
};
const columns = columnsOf(shape);
const ts: number[] = [],
  tp: number[] = [];
for (let k = 0; k < 30; k++) {
  (globalThis as any).gc?.();
  let s = performance.now();
  ours(columns);
  ts.push(performance.now() - s);
  (globalThis as any).gc?.();
  s = performance.now();
  peerScores(columns);
  tp.push(performance.now() - s);
}
const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1]!;
console.log(
  JSON.stringify(shape),
  "ours",
  med(ts).toFixed(1),
  "peer",
  med(tp).toFixed(1),
  "ratio",
  (med(ts) / med(tp)).toFixed(2)
);
