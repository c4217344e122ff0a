/*
 * The functions' declarations (src/messages/functions) hold together: every declared function has
 * its adapter with as many parameters, an argument's English name has one French name whatever
 * the function (the messages translate by name), names are unique in a function, and a keyword
 * setting cites the words its table in the core reads.
 */
import { DATUM_ROUNDINGS } from "../../src/core/butler";
import { CROSS_IMPS_METHODS } from "../../src/core/crossImps";
import { MATCHPOINT_DIRECTIONS, MATCHPOINT_SCALES } from "../../src/core/matchpoints";
import { RANKING_METHODS } from "../../src/core/ranking";
import { FIELD_COUNTS } from "../../src/core/sessionFields";
import { VICTORY_POINT_SCALES } from "../../src/core/victoryPoints";
import {
  MASTER_POINT_MOVEMENTS,
  MASTER_POINT_SCHEMES,
} from "../../src/core/masterPoints/awardMasterPoints";
import { IMPLEMENTATIONS } from "../../src/excel/implementations";
import { ARGUMENT_NAMES, argumentName } from "../../src/messages/argumentNames";
import { FUNCTION_DECLARATIONS } from "../../src/messages/functions";
import { BUTLER_ARGUMENTS, DATUM_ARGUMENTS } from "../../src/messages/functions/butler";
import { MASTERPOINTS_ARGUMENTS } from "../../src/messages/functions/masterPoints";
import { MATCHPOINTS_ARGUMENTS } from "../../src/messages/functions/matchpoints";
import { RANKING_ARGUMENTS } from "../../src/messages/functions/ranking";
import { VP_ARGUMENTS } from "../../src/messages/functions/vp";
import { XIMPS_ARGUMENTS } from "../../src/messages/functions/ximps";

describe("the functions' declarations", () => {
  it("declare each function once, each with its adapter taking as many arguments", () => {
    const ids = FUNCTION_DECLARATIONS.map((fn) => fn.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(IMPLEMENTATIONS).sort());
    for (const fn of FUNCTION_DECLARATIONS) {
      expect([fn.id, IMPLEMENTATIONS[fn.id]?.length]).toEqual([
        fn.id,
        Object.keys(fn.arguments).length,
      ]);
    }
  });

  it("key each argument by its English name, and give it a French name of its own", () => {
    const frenchOf = new Map<string, Set<string>>();
    for (const fn of FUNCTION_DECLARATIONS) {
      const french = Object.values(fn.arguments).map((argument) => argument.name.fr);
      expect([fn.id, new Set(french).size]).toEqual([fn.id, french.length]);
      for (const [key, argument] of Object.entries(fn.arguments)) {
        expect(argument.name.en).toBe(key);
        expect(argument.name.fr).not.toBe(argument.name.en);
        frenchOf.set(key, (frenchOf.get(key) ?? new Set()).add(argument.name.fr));
      }
    }
    const ambiguous = [...frenchOf].filter(([, names]) => names.size > 1).map(([name]) => name);
    expect(ambiguous).toEqual([]);
    expect(argumentName("vulnerability", "fr")).toBe("vulnérabilité");
    expect(argumentName("ns_pairs, ligne 3", "fr")).toBe("paires_ns, ligne 3");
    expect(argumentName("contract", "en")).toBe("contract");
  });

  it("take every name from the one table of names, and every name there is some argument's", () => {
    const used = new Set<string>();
    for (const fn of FUNCTION_DECLARATIONS) {
      for (const [key, argument] of Object.entries(fn.arguments)) {
        expect(argument.name).toBe(ARGUMENT_NAMES[key as keyof typeof ARGUMENT_NAMES]);
        used.add(key);
      }
    }
    expect([...used].sort()).toEqual(Object.keys(ARGUMENT_NAMES).sort());
  });

  it("read 0 as a blank for every argument read as text (no notation is 0)", () => {
    const textKinds = new Set([
      "text",
      "deal",
      "keyword",
      "keywordOrTable",
      "labels",
      "trickTable",
      "ranking",
    ]);
    for (const fn of FUNCTION_DECLARATIONS) {
      for (const argument of Object.values(fn.arguments)) {
        if (textKinds.has(argument.kind)) {
          expect([fn.id, argument.name.en, argument.zeroIsBlank]).toEqual([
            fn.id,
            argument.name.en,
            true,
          ]);
        }
      }
    }
  });

  it("give optional arguments only after the required ones, as Excel needs", () => {
    for (const fn of FUNCTION_DECLARATIONS) {
      const optional = Object.values(fn.arguments).map((argument) => argument.optional === true);
      expect([fn.id, optional]).toEqual([fn.id, [...optional].sort()]);
    }
  });

  it("cite the words each keyword setting's table in the core reads (core/keyword.ts)", () => {
    expect([
      DATUM_ARGUMENTS.rounding.accepts,
      XIMPS_ARGUMENTS.method.accepts,
      BUTLER_ARGUMENTS.direction.accepts,
      MATCHPOINTS_ARGUMENTS.scale.accepts,
      RANKING_ARGUMENTS.fields.accepts,
      RANKING_ARGUMENTS.method.accepts,
      VP_ARGUMENTS.scale.accepts,
      MASTERPOINTS_ARGUMENTS.scheme.accepts,
      MASTERPOINTS_ARGUMENTS.movement.accepts,
    ]).toEqual([
      DATUM_ROUNDINGS.forms,
      CROSS_IMPS_METHODS.forms,
      MATCHPOINT_DIRECTIONS.forms,
      MATCHPOINT_SCALES.forms,
      FIELD_COUNTS.forms,
      RANKING_METHODS.forms,
      VICTORY_POINT_SCALES.forms,
      MASTER_POINT_SCHEMES.forms,
      MASTER_POINT_MOVEMENTS.forms,
    ]);
  });
});
