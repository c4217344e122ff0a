/** The scoring core: the Laws of Duplicate Bridge as pure functions, free of Office. */
export * from "./errors";
export * from "./contract";
export * from "./result";
export * from "./score";
export * from "./board";
export * from "./deal";
export * from "./imps";
export * from "./adjusted";
export * from "./matchpoints";
export * from "./neuberg";
export * from "./adjustedImps";
export * from "./crossImps";
export * from "./butler";
export * from "./victoryPoints";
export * from "./scoreTally";
export * from "./pbnDeal";
export * from "./hand";
