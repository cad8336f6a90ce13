export * from "./accounts";
export * from "./catalog";
export * from "./notifications";
export * from "./prices";
export * from "./rate-limits";
export * from "./reviews";
export * from "./shopping";
export * from "./stores";
