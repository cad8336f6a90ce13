// Imported first by app/root.tsx, before any module that builds a zod schema. Zod compiles a fast
// parser for each object schema with `new Function`, after probing whether eval is allowed; under
// our Content Security Policy (no 'unsafe-eval') the probe itself is reported as a violation, on
// every page. In the browser zod is told not to compile (forms parse a few fields; speed is moot).
// Zod keeps its settings on `globalThis.__zod_globalConfig` and reads them as each schema is
// built, so this works whether or not zod has been loaded yet.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

if (typeof document !== "undefined") {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
