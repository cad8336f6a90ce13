// The built-in browser in a process of its own (issue 30): store pages are untrusted, and whatever
// one does to the browser, or to the code that drives it, must not take the web server with it.
// The reading itself is `createBrowserRenderer` (browser-renderer.server.ts), run in a child Node
// process (browser-process.child.ts) that this side starts on the first reading, restarts after it
// dies, and stops when idle. A reading the child cannot finish, because it exited, crashed or went
// quiet past the page's time limit, fails with a reason like any other reading.
//
// The child gets no secrets: only what Chromium needs to run (PATH, HOME, TMPDIR, locale).

import { type ChildProcess, fork } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  type AddressPolicy,
  allowAllAddresses,
  type BrowserRenderer,
  publicAddressPolicy,
  type RenderedPage,
  type RenderRequest,
} from "./browser-renderer.server";
import {
  isPriceErrorCode,
  type PriceErrorCode,
  type PriceErrorParams,
  PriceFetchError,
} from "./price-errors";

export type BrowserProcessOptions = {
  executablePath: string;
  /** "public": PD-8's public-address rule; "any": every address (FETCH_ALLOW_PRIVATE_HOSTS). */
  addresses: "public" | "any";
  /** Pages open at once; further readings wait their turn. */
  poolSize?: number;
  /** How long a page may take to show its price after it starts loading (the spec's 5 s wait). */
  pageTimeoutMs?: number;
  /** The browser process (and its child) stop after this long without a reading. */
  idleCloseMs?: number;
};

/** What the child is started with (its first argument, as JSON). */
export type ChildSettings = {
  executablePath: string;
  addresses: "public" | "any";
  poolSize: number;
  pageTimeoutMs: number;
};

/** A reading as sent to the child: the request without its callbacks and signal. */
export type ChildRenderRequest = {
  url: string;
  waitForSelector: string | null;
  screenshot: boolean;
  /** Whether the child asks this side if the page is ready (the caller gave `isReady`). */
  asksReadiness: boolean;
};

export type ToChild =
  | { type: "render"; id: number; request: ChildRenderRequest }
  | { type: "ready"; id: number; seq: number; isReady: boolean }
  | { type: "cancel"; id: number }
  | { type: "close" };

export type FromChild =
  | { type: "ask"; id: number; seq: number; html: string; url: string }
  | { type: "rendered"; id: number; page: RenderedPage }
  | { type: "failed"; id: number; code: string; params: PriceErrorParams };

/** Past the page's own limit, how long a reading may take before its child counts as stuck. */
const WATCHDOG_GRACE_MS = 45_000;
/** How long a child asked to close may take before it is killed. */
const CLOSE_GRACE_MS = 5000;
const CHILD_HEAP_MB = 128;
const CHILD_ENTRY = "app/features/page-fetching/browser-process.child.ts";

/** The checkout the code runs from: the sources' folder, or the build's, lie inside it. */
function projectRoot(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, CHILD_ENTRY))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

type Reading = {
  request: RenderRequest;
  resolve(page: RenderedPage): void;
  reject(error: unknown): void;
  watchdog: NodeJS.Timeout | null;
};

type Child = { process: ChildProcess; readings: Map<number, Reading> };

export function createBrowserProcess({
  executablePath,
  addresses,
  poolSize = 2,
  pageTimeoutMs = 5000,
  idleCloseMs = 60_000,
}: BrowserProcessOptions): BrowserRenderer {
  const policy: AddressPolicy = addresses === "any" ? allowAllAddresses : publicAddressPolicy;
  const settings: ChildSettings = { executablePath, addresses, poolSize, pageTimeoutMs };
  let child: Child | null = null;
  let nextId = 1;
  let active = 0;
  const queue: Array<() => void> = [];
  let idleTimer: NodeJS.Timeout | null = null;

  /** Ends every reading of a child that is gone, and forgets it. */
  const lose = (lost: Child) => {
    if (child === lost) child = null;
    for (const reading of lost.readings.values()) {
      if (reading.watchdog) clearTimeout(reading.watchdog);
      reading.reject(new PriceFetchError("browserFailed"));
    }
    lost.readings.clear();
  };

  const start = (): Child => {
    const root = projectRoot();
    const started: Child = {
      process: fork(path.join(root, CHILD_ENTRY), [JSON.stringify(settings)], {
        cwd: root,
        execArgv: ["--import", "tsx", `--max-old-space-size=${CHILD_HEAP_MB}`],
        serialization: "advanced",
        stdio: ["ignore", "inherit", "inherit", "ipc"],
        env: childEnvironment(),
      }),
      readings: new Map(),
    };
    started.process.on("message", (message: FromChild) => onMessage(started, message));
    started.process.on("exit", () => lose(started));
    started.process.on("error", () => {
      lose(started);
      started.process.kill("SIGKILL");
    });
    return started;
  };

  const send = (target: Child, message: ToChild) => {
    try {
      target.process.send(message);
    } catch {
      // The channel closed: the exit handler ends the child's readings.
    }
  };

  const onMessage = (from: Child, message: FromChild) => {
    const reading = from.readings.get(message.id);
    if (!reading) return;
    if (message.type === "ask") {
      void Promise.resolve()
        .then(() => reading.request.isReady?.(message.html, message.url) ?? false)
        .catch(() => false)
        .then((isReady) => send(from, { type: "ready", id: message.id, seq: message.seq, isReady }));
      return;
    }
    from.readings.delete(message.id);
    if (reading.watchdog) clearTimeout(reading.watchdog);
    if (message.type === "rendered") {
      const page = message.page;
      reading.resolve({ ...page, screenshot: page.screenshot ? Buffer.from(page.screenshot) : null });
    } else {
      const code: PriceErrorCode = isPriceErrorCode(message.code) ? message.code : "browserFailed";
      reading.reject(new PriceFetchError(code, message.params));
    }
  };

  const acquire = async (signal?: AbortSignal) => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (active >= poolSize) {
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        };
        const onAbort = () => {
          queue.splice(queue.indexOf(turn), 1);
          reject(signal?.reason);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        queue.push(turn);
      });
    }
    active++;
  };
  const release = () => {
    active--;
    queue.shift()?.();
    if (active === 0 && queue.length === 0) {
      idleTimer = setTimeout(() => void stop(), idleCloseMs);
      idleTimer.unref();
    }
  };

  const stop = async () => {
    const current = child;
    if (!current) return;
    child = null;
    const exited = new Promise((resolve) => current.process.once("exit", resolve));
    if (current.process.exitCode !== null || current.process.signalCode !== null) return;
    send(current, { type: "close" });
    const killer = setTimeout(() => current.process.kill("SIGKILL"), CLOSE_GRACE_MS);
    await exited;
    clearTimeout(killer);
  };

  async function render(request: RenderRequest): Promise<RenderedPage> {
    // The page's own address is checked here too, so a refused address never starts a browser.
    if (!(await policy(new URL(request.url)))) throw new PriceFetchError("blockedAddress");
    const { signal } = request;
    if (signal?.aborted) throw signal.reason;
    await acquire(signal);
    try {
      child ??= start();
      const target = child;
      const id = nextId++;
      return await new Promise<RenderedPage>((resolve, reject) => {
        const finish = () => signal?.removeEventListener("abort", onAbort);
        const onAbort = () => {
          const reading = target.readings.get(id);
          if (reading?.watchdog) clearTimeout(reading.watchdog);
          target.readings.delete(id);
          send(target, { type: "cancel", id });
          finish();
          reject(signal?.reason);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        // A child that neither answers nor exits is stuck: it is killed, and starts again next time.
        const watchdog = setTimeout(() => {
          target.readings.delete(id);
          finish();
          reject(new PriceFetchError("pageUnresponsive"));
          target.process.kill("SIGKILL");
        }, pageTimeoutMs + WATCHDOG_GRACE_MS);
        watchdog.unref();
        target.readings.set(id, {
          request,
          watchdog,
          resolve: (page) => {
            finish();
            resolve(page);
          },
          reject: (error) => {
            finish();
            reject(error);
          },
        });
        send(target, {
          type: "render",
          id,
          request: {
            url: request.url,
            waitForSelector: request.waitForSelector ?? null,
            screenshot: request.screenshot === true,
            asksReadiness: request.isReady !== undefined,
          },
        });
      });
    } finally {
      release();
    }
  }

  return {
    render,
    isRunning: () => child !== null,
    /** The child's process id while it runs (for tests that kill it mid-reading). */
    processId: () => child?.process.pid ?? null,
    close: async () => {
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      await stop();
    },
  };
}

/** Only what Chromium needs: the web process's secrets (database, session key) stay behind. */
function childEnvironment(): NodeJS.ProcessEnv {
  const keep = ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL", "TZ", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"];
  const env: NodeJS.ProcessEnv = { NODE_ENV: "production" };
  for (const name of keep) if (process.env[name] !== undefined) env[name] = process.env[name];
  return env;
}
