import { readFileSync } from "fs";
import { join } from "path";

/** The text of a copied reference document in test/fixtures/reference (sources in its README). */
export function readReferenceFixture(name: string): string {
  return readFileSync(join(__dirname, "..", "fixtures", "reference", name), "utf8");
}
