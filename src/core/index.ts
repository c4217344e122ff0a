/** The scoring core: the Laws of Duplicate Bridge as pure functions, free of Office. */
export * from "./errors";
export * from "./contract";
export * from "./result";
export * from "./score";
export * from "./board";
export * from "./deal";
export * from "./imps";
