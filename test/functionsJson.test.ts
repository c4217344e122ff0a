import fs from "fs";
import path from "path";

// The built functions.json (npm test builds first). Microsoft's custom-functions-json.md,
// "allowErrorForDataTypeAny": with it true, "all parameters with the type any or any[][] can
// accept errors as input values"; custom-functions-errors.md: it "can only be used with manually
// created JSON metadata", and src/excel/metadata.ts writes functions.json from the declarations. Then
// a #N/A in one cell of a traveller reaches the function, which gives that row its own error
// (test/excel/realSheets.test.ts), instead of Excel making the whole spilled answer one error.
const metadata = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, "../dist/functions.json"), "utf8")
) as {
  allowErrorForDataTypeAny?: unknown;
  allowCustomDataForDataTypeAny?: unknown;
  functions: {
    id: string;
    name: string;
    description?: string;
    helpUrl?: string;
    result?: { dimensionality?: string };
    parameters: { name: string; type?: string; dimensionality?: string; description?: string }[];
  }[];
};

describe("dist/functions.json", () => {
  it("lets error values through to the functions (allowErrorForDataTypeAny)", () => {
    expect(metadata.allowErrorForDataTypeAny).toBe(true);
  });

  it("keeps every field the metadata plugin wrote: data types allowed in, ranges in and out, a description and help link each", () => {
    expect(metadata.allowCustomDataForDataTypeAny).toBe(true);
    for (const fn of metadata.functions) {
      expect([fn.id, fn.name, fn.result, typeof fn.description, typeof fn.helpUrl]).toEqual([
        fn.id,
        fn.id,
        { dimensionality: "matrix" },
        "string",
        "string",
      ]);
      for (const p of fn.parameters)
        expect([fn.id, p.name, typeof p.description]).toEqual([fn.id, p.name, "string"]);
    }
    // A single deal: Excel passes one value, not a range (the one "scalar" argument).
    const scalar = metadata.functions.flatMap((fn) =>
      fn.parameters.filter((p) => p.dimensionality !== "matrix").map((p) => `${fn.id}.${p.name}`)
    );
    expect(scalar).toEqual(["DDTABLE.deal"]);
  });

  it("declares every parameter any, the type error values are allowed for", () => {
    const notAny = metadata.functions.flatMap((fn) =>
      fn.parameters.filter((p) => (p.type ?? "any") !== "any").map((p) => `${fn.id}.${p.name}`)
    );
    expect(notAny).toEqual([]);
  });
});
