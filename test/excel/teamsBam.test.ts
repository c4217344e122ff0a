import { bam } from "../../src/excel/functions/teamsBam";
import { errorIn } from "../support/excelOutput";
import { value, inFrench } from "./teamsCalls";

describe("BRIDGE.BAM as Excel calls it", () => {
  it("gives 1, 0.5 or 0 for the team whose score is first (the ACBL's rule)", () => {
    expect(bam(value(120), value(110))).toBe(1);
    expect(bam(value(110), value(120))).toBe(0);
    expect(bam(value(-100), value(-100))).toBe(0.5);
    expect(bam(value(420), value(-50))).toBe(1);
  });

  it("ties a net within the tie margin the conditions of contest set (Law 78D)", () => {
    expect(bam(value(620), value(600), value(20))).toBe(0.5);
    expect(bam(value(600), value(620), value(20))).toBe(0.5);
    expect(bam(value(630), value(600), value(20))).toBe(1);
    expect(bam(value(620), value(600), value(null))).toBe(1);
    expect(bam(value(620), value(600), value(""))).toBe(1);
  });

  it("lifts over ranges as IMPS does, a board not played in both rooms staying blank", () => {
    expect(bam([[420], [-50], [null], [100]], [[400], [-50], [140], [""]])).toEqual([
      [1],
      [0.5],
      [""],
      [""],
    ]);
    expect(errorIn((bam([[1], [2], [3]], [[1], [2]]) as unknown[][])[2]?.[0]).code).toBe("#N/A");
  });

  it("reads scores typed as text and passes error values on", () => {
    expect(bam(value(" 420 "), value("-50"))).toBe(1);
    expect(errorIn(bam(value({ code: "#N/A" }), value(10))).code).toBe("#N/A");
  });

  it("names the bad argument, in English and French", () => {
    expect(errorIn(bam(value("4S"), value(10))).message).toBe(
      'score: got "4S"; expected a score in points, such as 420 or -100.'
    );
    expect(errorIn(bam(value(10), value(true))).message).toMatch(/^other_room_score: got TRUE;/);
    expect(errorIn(bam(value(10), value(0), value(-10))).message).toBe(
      "tie_margin: got -10; expected a number of points from 0 up (0, the default: only equal totals tie)."
    );
    expect(errorIn(inFrench(() => bam(value("4S"), value(10)))).message).toBe(
      'marque : reçu "4S" ; attendu une marque en points, comme 420 ou -100.'
    );
    expect(errorIn(inFrench(() => bam(value(10), value(0), value(-10)))).message).toMatch(
      /^marge_nulle : reçu -10 ;/
    );
  });
});
