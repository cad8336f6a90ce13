import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { discoveryRuns } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createStore } from "../../../tests/setup/factories";
import { discoveryActionSchema } from "./discovery-schema";
import { findDiscoveryStore, listDiscoveryRuns, saveStoreSite } from "./store-discovery.server";

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

describe("a store's site", () => {
  it("is saved only on the store's own domain, and cleared when left empty", async () => {
    const created = await createStore(db, { name: "Site Store", domain: "jarir.example" });
    const store = (await findDiscoveryStore(db, created.id))!;
    expect(await saveStoreSite(db, store, "https://evil.example/")).toEqual({
      ok: false,
      errorKey: "adminDiscovery.errors.otherDomain",
    });
    expect((await findDiscoveryStore(db, created.id))?.site).toBeNull();
    expect(await saveStoreSite(db, store, "https://www.jarir.example/sa-ar/")).toEqual({ ok: true });
    expect((await findDiscoveryStore(db, created.id))?.site).toBe("https://www.jarir.example/sa-ar/");
    expect(await saveStoreSite(db, store, null)).toEqual({ ok: true });
    expect((await findDiscoveryStore(db, created.id))?.site).toBeNull();

    const noDomain = (await findDiscoveryStore(db, (await createStore(db, { name: "No Domain" })).id))!;
    expect(await saveStoreSite(db, noDomain, "https://shop.example/")).toEqual({
      ok: false,
      errorKey: "adminDiscovery.errors.noDomain",
    });
    expect(await findDiscoveryStore(db, "not-a-uuid")).toBeNull();
  });

  it("must be a full http(s) address", () => {
    expect(discoveryActionSchema.safeParse({ intent: "site", site: "ftp://jarir.example" }).success).toBe(
      false,
    );
    expect(discoveryActionSchema.safeParse({ intent: "site", site: "jarir" }).success).toBe(false);
    expect(discoveryActionSchema.parse({ intent: "site", site: " https://jarir.example " })).toEqual({
      intent: "site",
      site: "https://jarir.example/",
    });
    expect(discoveryActionSchema.parse({ intent: "site", site: "" })).toEqual({ intent: "site", site: null });
  });

  it("lists the latest runs first", async () => {
    const store = await createStore(db, { name: "Runs Store" });
    await db.insert(discoveryRuns).values([
      {
        storeId: store.id,
        site: "https://a.example/",
        startedAt: new Date("2026-11-01"),
        status: "finished",
        matched: 3,
      },
      { storeId: store.id, site: "https://a.example/", startedAt: new Date("2026-11-02"), status: "running" },
    ]);
    const runs = await listDiscoveryRuns(db, store.id);
    expect(runs.map((run) => run.status)).toEqual(["running", "finished"]);
  });
});
