// Vitest's global setup for the unit and integration run: the migrations run once, and every test
// file that asks for a database gets a copy of the migrated one (tests/setup/database.ts). A copy
// is a PGlite data directory loaded from a dump, or on the PostgreSQL server a database created
// from a template: about a second instead of the five a fresh migration takes.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "~/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dumped PGlite data directory holding the migrated schema (PGlite runs). */
    pgliteTemplateFile: string | null;
    /** A migrated database on the TEST_DATABASE_URL server to create test databases from. */
    postgresTemplate: string | null;
  }
}

let cleanup: () => Promise<void> = async () => {};

export async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `qaren_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplateFile", null);
    cleanup = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    return;
  }
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  const dump = await handle.pglite?.dumpDataDir("none");
  await handle.close();
  if (!dump) throw new Error("PGlite gave no data directory to copy");
  const directory = mkdtempSync(path.join(os.tmpdir(), "qaren-test-template-"));
  const file = path.join(directory, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplateFile", file);
  project.provide("postgresTemplate", null);
  cleanup = async () => rmSync(directory, { recursive: true, force: true });
}

export async function teardown() {
  await cleanup();
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
