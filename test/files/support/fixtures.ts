import { readFileSync } from "fs";
import { join } from "path";

const FIXTURES = join(__dirname, "..", "..", "fixtures");

/**
 * The five Compscore3 sessions of test/fixtures/usebio (abftech/cobalt
 * results/tests/test_files/*.xml, GPL-3.0; see that folder's README), each with its JSON
 * transcription in test/fixtures/realdata (the expected values: each file names its source).
 */
export const COMPSCORE_SESSIONS = [
  "mp_pairs_mitchell",
  "mp_pairs_mitchell_03",
  "mp_pairs_mitchell_04",
  "mp_pairs_howell",
  "butler_mitchell",
] as const;

export function readUsebioFixture(name: string): string {
  return readFileSync(join(FIXTURES, "usebio", `${name}.xml`), "utf8");
}

/** A traveller line's fields as the transcriptions name them; absent ones are not there. */
type LineField =
  | "ns_pair_number"
  | "ew_pair_number"
  | "contract"
  | "played_by"
  | "tricks"
  | "score"
  | "ns_match_points"
  | "ew_match_points"
  | "ns_butler_points"
  | "ew_butler_points";
export type TranscribedLine = Readonly<Partial<Record<LineField, string>>>;

export interface TranscribedSession {
  readonly source: string;
  readonly event_type: string;
  readonly program: string;
  readonly pairs: ReadonlyArray<{
    readonly pair_number: string;
    readonly direction: string;
    readonly total_score: string;
    readonly percentage: string;
    readonly place: string;
  }>;
  readonly boards: ReadonlyArray<{ readonly board: number; readonly lines: TranscribedLine[] }>;
  readonly deals: Readonly<Record<string, Readonly<Record<"N" | "E" | "S" | "W", string>>>>;
}

export function readTranscription(name: string): TranscribedSession {
  return JSON.parse(
    readFileSync(join(FIXTURES, "realdata", `${name}.json`), "utf8")
  ) as TranscribedSession;
}

/** A fixture of test/fixtures/reference (sources in its README). */
export function readReference(name: string): string {
  return readFileSync(join(FIXTURES, "reference", name), "utf8");
}
