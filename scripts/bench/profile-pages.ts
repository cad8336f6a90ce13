// Where a page's time goes (docs/decisions/0029): the production server (build/, or QAREN_BUILD_DIR)
// on PROFILE_DB (by default a database `qaren_speed` it fills with the demo catalogue), loaded by 10
// connections after a warm-up, with a CPU profile of the load taken through the inspector
// (/tmp/speed/<name>.cpuprofile, for Chrome's DevTools) and the server's CPU time per request.
//   npx tsx scripts/bench/profile-pages.ts <name> <first|render|signed-product|signed-products> [requests]
// first: each product once; render: 20 products whose data is in memory, rendered each time;
// signed-product: a signed-in shopper's product pages in turn; signed-products: their /products.
// NO_PROFILE=1 measures the CPU time alone (the profiler slows the server).
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const [name = "profile", mode = "first", countArg] = process.argv.slice(2);
mkdirSync("/tmp/speed", { recursive: true });
const count = Number(countArg ?? 300);
const DB = process.env.PROFILE_DB ?? "postgres://postgres@127.0.0.1:5432/qaren_speed";
// The default database is made on first use (the server migrates and seeds it).
if (!process.env.PROFILE_DB) {
  const admin = new pg.Client({ connectionString: DB.replace(/\/qaren_speed$/, "/postgres") });
  await admin.connect();
  const { rowCount } = await admin.query("select 1 from pg_database where datname = 'qaren_speed'");
  if (!rowCount) await admin.query("create database qaren_speed");
  await admin.end();
}
const root = process.cwd();
const port = 4000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;

const child = spawn(
  path.join(root, "node_modules/.bin/node"),
  ["--max-old-space-size=256", "--max-semi-space-size=4", "--inspect=127.0.0.1:0", "server/index.ts"],
  {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: "2",
      DATABASE_URL: DB,
      SEED_DEMO: process.env.PROFILE_DB ? "0" : "1",
      LOG_LEVEL: "error",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: base,
      DATA_DIR: `/tmp/speed/data-${port}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  },
);
let out = "";
const ws = await new Promise<string>((resolve, reject) => {
  let wsUrl = "";
  const on = (c: Buffer) => {
    out += c;
    wsUrl ||= out.match(/(ws:\/\/127\.0\.0\.1:\d+\/[0-9a-f-]+)/)?.[1] ?? "";
    if (wsUrl && /Qaren listening on/.test(out)) resolve(wsUrl);
  };
  child.stdout.on("data", on);
  child.stderr.on("data", on);
  child.on("exit", () => reject(new Error(out)));
});
const client = new pg.Client({ connectionString: DB });
await client.connect();
const { rows } = await client.query("select id from products order by md5(id::text) limit 5000");
await client.end();
const ids = rows.map((r) => r.id as string);
console.log(`${ids.length} products`);
const socket = new WebSocket(ws);
await new Promise((r) => socket.addEventListener("open", r));
let seq = 0;
const pending = new Map<number, (result: { profile?: unknown }) => void>();
socket.addEventListener("message", (e) => {
  const msg = JSON.parse(String(e.data));
  if (msg.id && pending.has(msg.id)) pending.get(msg.id)!(msg.result);
});
const send = (method: string, params: object = {}) =>
  new Promise<{ profile?: unknown }>((resolve) => {
    const id = ++seq;
    pending.set(id, resolve);
    socket.send(JSON.stringify({ id, method, params }));
  });

async function signIn() {
  const form = new URLSearchParams({
    email: "bench-shopper@example.com",
    password: "bench-shopper-password-1",
  });
  await fetch(`${base}/register`, {
    method: "POST",
    body: new URLSearchParams({ ...Object.fromEntries(form), confirmPassword: "bench-shopper-password-1" }),
    headers: { origin: base },
    redirect: "manual",
  });
  const r = await fetch(`${base}/login`, {
    method: "POST",
    body: form,
    headers: { origin: base },
    redirect: "manual",
  });
  return r.headers
    .getSetCookie()
    .map((v) => v.split(";")[0])
    .join("; ");
}
const cookie = mode.startsWith("signed")
  ? await signIn()
  : mode === "render"
    ? "qaren.session_token=not-a-signed-session"
    : "";
let turn = 0;
const nextPath = () => {
  if (mode === "signed-products") return "/products";
  if (mode === "render") return `/products/${ids[turn++ % 20]}`;
  if (mode === "signed-product") return `/products/${ids[turn++ % Math.min(1000, ids.length)]}`;
  return `/products/${ids[(ids.length > 2500 ? 2000 : 0) + (turn++ % (ids.length > 2500 ? 3000 : ids.length))]}`;
};
const load = (amount: number) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 10,
        amount,
        headers: cookie ? { cookie } : {},
        requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: nextPath() }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
// warm-up (JIT, caches for the modes that want them)
const warmTurn = turn;
await load(mode === "render" ? 100 : 100);
if (mode === "signed-product") turn = warmTurn; // 1000 products in turn: the data cache holds what warm-up read
const cpuMs = () => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const profiling = !process.env.NO_PROFILE;
if (profiling) await send("Profiler.enable");
if (profiling) await send("Profiler.setSamplingInterval", { interval: 200 });
if (profiling) await send("Profiler.start");
const t0 = performance.now();
const cpu0 = cpuMs();
const result = await load(count);
const cpu = cpuMs() - cpu0;
const secs = (performance.now() - t0) / 1000;
if (profiling) {
  const { profile } = await send("Profiler.stop");
  writeFileSync(`/tmp/speed/${name}.cpuprofile`, JSON.stringify(profile));
}
console.log(
  `${name}: ${count} requests in ${secs.toFixed(1)} s, ${(count / secs).toFixed(0)} req/s, p50 ${result.latency.p50} p97.5 ${result.latency.p97_5} non2xx ${result.non2xx} errors ${result.errors}, server CPU ${(cpu / count).toFixed(1)} ms a request`,
);
socket.close();
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
