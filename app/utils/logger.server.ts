// Structured logs: one JSON object per line on stdout, easy to grep locally and to ship anywhere.

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;
type Fields = Record<string, unknown>;

export type Logger = Record<Exclude<LogLevel, "silent">, (message: string, fields?: Fields) => void>;

/** An error as JSON, with its driver code and what it wraps (Drizzle keeps the driver's error in `cause`). */
function serializeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const code = (value as { code?: unknown }).code;
  return {
    name: value.name,
    message: value.message,
    ...(code === undefined ? {} : { code }),
    stack: value.stack,
    ...(value.cause === undefined || depth >= 3 ? {} : { cause: serializeError(value.cause, depth + 1) }),
  };
}

export function createLogger(level: LogLevel = "info", write: (line: string) => void = console.log): Logger {
  const log =
    (entryLevel: Exclude<LogLevel, "silent">) =>
    (message: string, fields: Fields = {}) => {
      if (LEVELS[entryLevel] < LEVELS[level]) return;
      // `npm start` may run several web processes (ADR-0032): each line says which one wrote it.
      const entry: Fields = {
        time: new Date().toISOString(),
        level: entryLevel,
        pid: process.pid,
        msg: message,
      };
      for (const [key, value] of Object.entries(fields)) entry[key] = serializeError(value);
      write(JSON.stringify(entry));
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
