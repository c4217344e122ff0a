import type { Contract, Doubling } from "../../src/core";
import {
  doubledContractPremium,
  gameOrPartscorePremium,
  overtrickScore,
  scoreContract,
  slamPremium,
  trickScore,
  undertrickPenalty,
} from "../../src/core";
import type { Law77Table } from "../support/law77Table";
import { countLaw77Numbers, lawTrickScore, scoreByLaw77 } from "../support/law77Table";
import { readLawWebPage, readLawsText } from "../support/law77Text";
import { readReferenceFixture } from "../support/referenceFixtures";
import { DOUBLINGS, LEVELS, STRAINS, allDeals, caseKey } from "../support/scoreCases";

// Sources: Law 77 of the Laws of Duplicate Bridge (test/fixtures/reference/laws-77-79.txt) and the
// same table as a web page reproduces it (test/fixtures/reference/law-77-scoring-web.txt). Every
// expected value below is a number read from these texts, or a sum of them as the Law adds them up.
const laws = readLawsText(readReferenceFixture("laws-77-79.txt"));
const web = readLawWebPage(readReferenceFixture("law-77-scoring-web.txt"));

const CONTRACTS: Contract[] = LEVELS.flatMap((level) =>
  STRAINS.flatMap((strain) => DOUBLINGS.map((doubling) => ({ level, strain, doubling })))
);

describe("the Law 77 texts", () => {
  it("are read in full: 50 numbers from each, and the Laws text and the web page agree", () => {
    expect(countLaw77Numbers(laws)).toBe(50);
    expect(countLaw77Numbers(web)).toBe(50);
    expect(web).toEqual(laws);
  });

  it('price an undoubled overtrick at "Trick Value" at both vulnerabilities', () => {
    expect(laws.overtrickUndoubled).toEqual(["Trick Value", "Trick Value"]);
  });
});

describe.each([
  ["laws-77-79.txt", laws],
  ["law-77-scoring-web.txt", web],
] as [string, Law77Table][])("each part of the score against Law 77 of %s", (_, table) => {
  it("trick score: for all 105 contracts, the odd tricks bid at the Law's value per trick (notrump: first, then each additional)", () => {
    expect(CONTRACTS.map((c) => [c, trickScore(c)])).toEqual(
      CONTRACTS.map((c) => [c, lawTrickScore(table, c)])
    );
  });

  it("game or partscore premium: game from a (re)doubled trick score of 100, vulnerable 500, not vulnerable 300; otherwise 50", () => {
    for (const vulnerable of [false, true]) {
      const game = vulnerable ? table.gameVulnerable : table.gameNotVulnerable;
      expect(CONTRACTS.map((c) => [c, gameOrPartscorePremium(c, vulnerable)])).toEqual(
        CONTRACTS.map((c) => [
          c,
          lawTrickScore(table, c) >= table.gameTrickScore ? game : table.partscore,
        ])
      );
    }
  });

  it("slam premium: small slam at level 6, grand slam at level 7, nothing below", () => {
    for (const [v, vulnerable] of [false, true].entries()) {
      expect(CONTRACTS.map((c) => [c, slamPremium(c, vulnerable)])).toEqual(
        CONTRACTS.map((c) => [
          c,
          c.level === 6 ? table.smallSlam[v] : c.level === 7 ? table.grandSlam[v] : 0,
        ])
      );
    }
  });

  it("premium for fulfilling a doubled or a redoubled contract, none undoubled", () => {
    expect(DOUBLINGS.map((d) => doubledContractPremium(d))).toEqual([
      0,
      table.fulfilDoubled,
      table.fulfilRedoubled,
    ]);
  });

  it("overtricks: trick value undoubled (30 in notrump: never a first trick), flat per trick doubled and redoubled", () => {
    for (const [v, vulnerable] of [false, true].entries()) {
      for (const c of CONTRACTS) {
        const trickValue =
          c.strain === "NT" ? table.notrumpAdditionalOddTrick[0] : table.suitOddTrick[c.strain][0];
        const perTrick = [trickValue, table.overtrickDoubled[v], table.overtrickRedoubled[v]][
          c.doubling
        ] as number;
        const overtricks = Array.from({ length: 7 - c.level + 1 }, (_, n) => n);
        expect(overtricks.map((n) => overtrickScore(c, n, vulnerable))).toEqual(
          overtricks.map((n) => n * perTrick)
        );
      }
    }
  });

  it("undertricks 1-13: the first, each additional, and the bonus for the fourth and each subsequent", () => {
    for (const vulnerable of [false, true]) {
      const rows = vulnerable ? table.undertricks.vulnerable : table.undertricks.notVulnerable;
      for (const doubling of DOUBLINGS as Doubling[]) {
        const down = Array.from({ length: 13 }, (_, i) => i + 1);
        expect(down.map((n) => undertrickPenalty(doubling, n, vulnerable))).toEqual(
          down.map(
            (n) =>
              rows.first[doubling] +
              (n - 1) * rows.eachAdditional[doubling] +
              Math.max(n - 3, 0) * rows.fourthAndSubsequentBonus[doubling]
          )
        );
      }
    }
  });

  it("scoreContract: all 2,940 deals score as the Law's numbers add up", () => {
    const deals = allDeals();
    expect(deals).toHaveLength(2940);
    expect(
      deals.map((d) => [caseKey(d), scoreContract(d.contract, d.tricks, d.vulnerable)])
    ).toEqual(
      deals.map((d) => [caseKey(d), scoreByLaw77(table, d.contract, d.tricks, d.vulnerable)])
    );
  });
});
