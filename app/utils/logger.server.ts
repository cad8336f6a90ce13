// Structured logs: one JSON object per line on stdout, easy to grep locally and to ship anywhere.

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;
type Fields = Record<string, unknown>;

export type Logger = Record<Exclude<LogLevel, "silent">, (message: string, fields?: Fields) => void>;

function serializeError(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

export function createLogger(level: LogLevel = "info", write: (line: string) => void = console.log): Logger {
  const log =
    (entryLevel: Exclude<LogLevel, "silent">) =>
    (message: string, fields: Fields = {}) => {
      if (LEVELS[entryLevel] < LEVELS[level]) return;
      const entry: Fields = { time: new Date().toISOString(), level: entryLevel, msg: message };
      for (const [key, value] of Object.entries(fields)) entry[key] = serializeError(value);
      write(JSON.stringify(entry));
    };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}
