import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { createMailer } from "~/features/email/mailer.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { createTestDatabase } from "../../../tests/setup/database";
import { register, requestPasswordReset } from "./accounts.server";
import { createAuth } from "./auth.server";

let handle: DatabaseHandle;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-reset-log-"));
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The text of every mail in the outbox, oldest first, once there are `count` of them. */
async function outboxMailTexts(count: number): Promise<string[]> {
  const outbox = path.join(dataDir, "outbox");
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (() => {
      try {
        return readdirSync(outbox).sort();
      } catch {
        return [];
      }
    })();
    if (files.length >= count)
      return Promise.all(
        files.map(async (file) => (await PostalMime.parse(readFileSync(path.join(outbox, file)))).text ?? ""),
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} mails in the outbox`);
}

it("logs that a verification and a reset mail were written to the outbox, never their links or codes", async () => {
  // Without SMTP_URL, at the default log level, as `npm start` runs.
  const env = parseEnv({ DATA_DIR: dataDir, BASE_URL: "https://qaren.example" });
  const logger = createLogger("info", (line) => logLines.push(line));
  const mailer = createMailer({ dataDir, logger });
  const auth = createAuth({ db: handle.db, env, mailer, secret: "x".repeat(32), logger });
  const deps = {
    auth,
    db: handle.db,
    mailer,
    baseUrl: env.BASE_URL,
    clientIp: "10.1.0.1",
    headers: new Headers(),
    sleep: async () => {},
  };
  const email = "reem@example.com";

  expect((await register(deps, { email, password: "secret-123", locale: "en" })).ok).toBe(true);
  expect((await requestPasswordReset(deps, { email, locale: "en" })).ok).toBe(true);

  const mails = (await outboxMailTexts(2)).join("\n");
  const code = mails.match(/reset-password\?code=([\w-]+)/)?.[1];
  const token = mails.match(/verify-email\?token=([\w.-]+)/)?.[1];
  expect(code).toBeTruthy();
  expect(token).toBeTruthy();
  const log = logLines.join("\n");
  const written = logLines
    .map((line) => JSON.parse(line))
    .find((entry) => entry.msg === "mail written to outbox" && entry.subject === "Reset your Qaren password");
  expect(written).toMatchObject({ to: email, subject: "Reset your Qaren password" });
  expect(written.file).toContain(path.join(dataDir, "outbox"));
  expect(log).not.toContain(code);
  expect(log).not.toContain(token);
  expect(log).not.toContain("reset-password?code");
  expect(log).not.toContain("verify-email?token");
});
