/**
 * The club's files, read and written (docs/FILE-FORMATS.md): PBN hand records and results,
 * USEBIO results. Bytes decoded (fileText.ts), text in, plain data out (session.ts), and back; a
 * file that cannot be read throws a FileFormatError naming the line, in English and French.
 */
export { FileFormatError } from "./fileError";
export type { DecodedText } from "./fileText";
export { decodeFileText } from "./fileText";
export type { LawTwoDisagreement, PbnBoard, PbnEvent, PbnFile } from "./pbnEvent";
export type { PbnNote } from "../messages/pbnFile";
export { readPbn } from "./pbnRead";
export type { PbnSession } from "./pbnSession";
export { readPbnSession } from "./pbnSession";
export type { PbnResults, PbnWriteOptions } from "./pbnWrite";
export { writePbn } from "./pbnWrite";
export type * from "./session";
export { readUsebio, readUsebioHandRecords } from "./usebioRead";
export { USEBIO_PROGRAM_NAME, writeUsebio } from "./usebioWrite";
