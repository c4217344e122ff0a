import fs from "fs";
import path from "path";

// The built functions.json (npm test builds first). Microsoft's custom-functions-json.md,
// "allowErrorForDataTypeAny": with it true, "all parameters with the type any or any[][] can
// accept errors as input values"; custom-functions-errors.md: it "can only be used with manually
// created JSON metadata", so webpack.config.js adds it to what the metadata plugin writes. Then
// a #N/A in one cell of a traveller reaches the function, which gives that row its own error
// (test/excel/realSheets.test.ts), instead of Excel making the whole spilled answer one error.
const metadata = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, "../dist/functions.json"), "utf8")
) as {
  allowErrorForDataTypeAny?: unknown;
  functions: { id: string; parameters: { name: string; type?: string }[] }[];
};

describe("dist/functions.json", () => {
  it("lets error values through to the functions (allowErrorForDataTypeAny)", () => {
    expect(metadata.allowErrorForDataTypeAny).toBe(true);
  });

  it("declares every parameter any, the type error values are allowed for", () => {
    const notAny = metadata.functions.flatMap((fn) =>
      fn.parameters.filter((p) => (p.type ?? "any") !== "any").map((p) => `${fn.id}.${p.name}`)
    );
    expect(notAny).toEqual([]);
  });
});
