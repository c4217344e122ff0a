import type { Contract, Doubling, Strain } from "./contract";
import { tricksRequired } from "./contract";

/**
 * Law 77, the duplicate bridge scoring table, split into its named parts.
 * Scores are the declaring side's: positive when the contract is fulfilled, negative when not.
 */

const GAME_THRESHOLD = 100;

/** Trick score per odd trick bid and made, undoubled (Law 77 "Trick score"). */
function oddTrickValue(strain: Strain): number {
  return strain === "C" || strain === "D" ? 20 : 30;
}

/** Trick score of the odd tricks bid: doubling multiplies it by 2, redoubling by 4. */
export function trickScore(contract: Contract): number {
  const notrumpFirstTrickExtra = contract.strain === "NT" ? 10 : 0;
  return (
    (oddTrickValue(contract.strain) * contract.level + notrumpFirstTrickExtra) *
    2 ** contract.doubling
  );
}

/** Game premium (300 / 500) or partscore premium (50), decided on the (re)doubled trick score. */
export function gameOrPartscorePremium(contract: Contract, vulnerable: boolean): number {
  if (trickScore(contract) < GAME_THRESHOLD) return 50;
  return vulnerable ? 500 : 300;
}

/** Slam premium for a slam bid and made: small 500 / 750, grand 1000 / 1500. */
export function slamPremium(contract: Contract, vulnerable: boolean): number {
  if (contract.level === 6) return vulnerable ? 750 : 500;
  if (contract.level === 7) return vulnerable ? 1500 : 1000;
  return 0;
}

/** Premium for fulfilling a doubled (50) or redoubled (100) contract. */
export function doubledContractPremium(doubling: Doubling): number {
  return [0, 50, 100][doubling] ?? 0;
}

/** Overtricks: trick value undoubled; 100 / 200 per trick doubled, twice that redoubled. */
export function overtrickScore(
  contract: Contract,
  overtricks: number,
  vulnerable: boolean
): number {
  if (contract.doubling === 0) return overtricks * oddTrickValue(contract.strain);
  return overtricks * (vulnerable ? 200 : 100) * contract.doubling;
}

/**
 * Undertrick penalties scored by the defenders (a positive number).
 * Doubled not vulnerable: 100, 200 for the 2nd and 3rd, 300 from the 4th (Law 77's 200 plus the
 * 100 bonus for the fourth and each subsequent undertrick); doubled vulnerable 200 then 300 each.
 * Redoubled is twice doubled.
 */
export function undertrickPenalty(
  doubling: Doubling,
  undertricks: number,
  vulnerable: boolean
): number {
  if (doubling === 0) return undertricks * (vulnerable ? 100 : 50);
  const doubled = vulnerable
    ? 200 + 300 * (undertricks - 1)
    : 100 + 200 * Math.min(undertricks - 1, 2) + 300 * Math.max(undertricks - 3, 0);
  return doubled * doubling;
}

/** The declaring side's score by Law 77's parts: trick score and premiums, or undertricks. */
function scoreByLaw77(contract: Contract, tricks: number, vulnerable: boolean): number {
  const required = tricksRequired(contract);
  if (tricks < required)
    return -undertrickPenalty(contract.doubling, required - tricks, vulnerable);
  return (
    trickScore(contract) +
    gameOrPartscorePremium(contract, vulnerable) +
    slamPremium(contract, vulnerable) +
    doubledContractPremium(contract.doubling) +
    overtrickScore(contract, tricks - required, vulnerable)
  );
}

const STRAINS: readonly Strain[] = ["C", "D", "H", "S", "NT"];
const MAX_TRICKS = 13;

function strainIndex(strain: Strain): number {
  switch (strain) {
    case "C":
      return 0;
    case "D":
      return 1;
    case "H":
      return 2;
    case "S":
      return 3;
    default:
      return 4;
  }
}

function tableIndex(contract: Contract, tricks: number, vulnerable: boolean): number {
  const strain = strainIndex(contract.strain);
  return (
    ((((contract.level - 1) * 5 + strain) * 3 + contract.doubling) * 2 + (vulnerable ? 1 : 0)) *
      14 +
    tricks
  );
}

/**
 * Law 77 over its whole domain (7 levels x 5 strains x 3 doublings x 2 vulnerabilities x 0-13
 * tricks = 2,940 scores), worked out once from the parts above, so that scoring a column of
 * 100,000 deals is a lookup per deal.
 */
const LAW_77_TABLE: Int32Array = (() => {
  const table = new Int32Array(7 * 5 * 3 * 2 * 14);
  for (let level = 1; level <= 7; level++)
    for (const strain of STRAINS)
      for (const doubling of [0, 1, 2] as const)
        for (const vulnerable of [false, true])
          for (let tricks = 0; tricks <= MAX_TRICKS; tricks++) {
            const contract: Contract = { level: level as Contract["level"], strain, doubling };
            table[tableIndex(contract, tricks, vulnerable)] = scoreByLaw77(
              contract,
              tricks,
              vulnerable
            );
          }
  return table;
})();

/**
 * The declaring side's score for a contract in which declarer took `tricks` tricks (0-13).
 * @example scoreContract({ level: 3, strain: "NT", doubling: 0 }, 10, true) // 630
 */
export function scoreContract(contract: Contract, tricks: number, vulnerable: boolean): number {
  if (!(Number.isInteger(tricks) && tricks >= 0 && tricks <= MAX_TRICKS)) {
    return scoreByLaw77(contract, tricks, vulnerable);
  }
  return LAW_77_TABLE[tableIndex(contract, tricks, vulnerable)] as number;
}

/** Scores in a contract's row of the Law 77 table: 0-13 tricks, not vulnerable then vulnerable. */
export const LAW_77_ROW_LENGTH = 2 * (MAX_TRICKS + 1);

/**
 * A contract's row of the Law 77 table: the declaring side's score for 0-13 tricks not
 * vulnerable (at 0-13), then vulnerable (at 14-27). For scoring many deals of one contract.
 * @example law77Row({ level: 3, strain: "NT", doubling: 0 })[14 + 10] // 630
 */
export function law77Row(contract: Contract): Int32Array {
  const start = tableIndex(contract, 0, false);
  return LAW_77_TABLE.subarray(start, start + LAW_77_ROW_LENGTH);
}
