// The browser process's own side (see browser-process.server.ts): started with `node --import tsx`
// by the web process or a job worker, it reads store pages with `createBrowserRenderer` and answers
// over the IPC channel. It exits when its parent goes, and on any error of its own: the parent
// fails the readings in flight and starts a fresh one for the next reading.

import type { ChildSettings, FromChild, ToChild } from "./browser-process.server.ts";
import { allowAllAddresses, createBrowserRenderer, publicAddressPolicy } from "./browser-renderer.server.ts";
import { PriceFetchError } from "./price-errors.ts";

const settings = JSON.parse(process.argv[2] ?? "{}") as ChildSettings;
const renderer = createBrowserRenderer({
  executablePath: settings.executablePath,
  policy: settings.addresses === "any" ? allowAllAddresses : publicAddressPolicy,
  poolSize: settings.poolSize,
  pageTimeoutMs: settings.pageTimeoutMs,
  // The parent stops this process when idle; the browser lives as long as it does.
  idleCloseMs: 2 ** 31 - 1,
});

const cancels = new Map<number, AbortController>();
const answers = new Map<string, (isReady: boolean) => void>();
let nextSeq = 1;

function send(message: FromChild) {
  if (process.connected) process.send?.(message);
}

async function render(id: number, request: Extract<ToChild, { type: "render" }>["request"]) {
  const controller = new AbortController();
  cancels.set(id, controller);
  const isReady = request.asksReadiness
    ? (html: string, url: string) =>
        new Promise<boolean>((resolve) => {
          const seq = nextSeq++;
          answers.set(`${id}:${seq}`, resolve);
          send({ type: "ask", id, seq, html, url });
        })
    : undefined;
  try {
    const page = await renderer.render({
      url: request.url,
      waitForSelector: request.waitForSelector,
      screenshot: request.screenshot,
      isReady,
      signal: controller.signal,
    });
    send({ type: "rendered", id, page });
  } catch (error) {
    if (controller.signal.aborted) return;
    if (error instanceof PriceFetchError)
      send({ type: "failed", id, code: error.code, params: error.params });
    else {
      console.error(JSON.stringify({ level: "warn", msg: "browser reading failed", error: String(error) }));
      send({ type: "failed", id, code: "browserFailed", params: {} });
    }
  } finally {
    cancels.delete(id);
    for (const [key, answer] of answers) {
      if (key.startsWith(`${id}:`)) {
        answer(false);
        answers.delete(key);
      }
    }
  }
}

async function close(code: number) {
  await Promise.race([renderer.close(), new Promise((resolve) => setTimeout(resolve, 3000))]);
  process.exit(code);
}

process.on("message", (message: ToChild) => {
  switch (message.type) {
    case "render":
      void render(message.id, message.request);
      break;
    case "ready":
      answers.get(`${message.id}:${message.seq}`)?.(message.isReady);
      answers.delete(`${message.id}:${message.seq}`);
      break;
    case "cancel":
      cancels.get(message.id)?.abort(new PriceFetchError("fetchFailed"));
      break;
    case "close":
      void close(0);
      break;
  }
});
// The web process went away (or closed the channel): nothing is left to read for.
process.on("disconnect", () => void close(0));
// Anything unexpected ends this process, never the web server; the parent starts a new one.
process.on("uncaughtException", (error) => {
  console.error(JSON.stringify({ level: "error", msg: "browser process failed", error: String(error) }));
  void close(1);
});
process.on("unhandledRejection", (error) => {
  console.error(JSON.stringify({ level: "error", msg: "browser process failed", error: String(error) }));
  void close(1);
});
