import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { priceFetchLogs, stores } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { botWallPausedUntil, botWallPauseMs } from "./bot-wall-backoff.server";
import { getStoreHealth } from "./store-health.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const HOUR = 3_600_000;

describe("store health", () => {
  it("counts each store's readings of the last 24 hours and flags one that mostly fails", async () => {
    const now = new Date();
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
    await handle.db.insert(stores).values([
      { name: "Healthy Mart", nameAr: "متجر سليم", domain: "healthy.example.sa" },
      { name: "Walled Shop", nameAr: "متجر محجوب", domain: "walled.example.sa" },
    ]);
    const log = (url: string, success: boolean, hoursAgo: number, errorCode: string | null = null) => ({
      url,
      success,
      errorCode,
      errorMessage: errorCode,
      price: success ? "10.00" : null,
      createdAt: at(hoursAgo),
    });
    await handle.db.insert(priceFetchLogs).values([
      log("https://www.healthy.example.sa/p/1", true, 1),
      log("https://healthy.example.sa/p/2", true, 2),
      log("https://healthy.example.sa/p/3", false, 3, "timeout"),
      log("https://walled.example.sa/p/1", true, 40),
      log("https://walled.example.sa/p/1", false, 1, "botCheck"),
      log("https://walled.example.sa/p/2", false, 2, "botCheck"),
      log("https://walled.example.sa/p/3", false, 3, "noPrice"),
      // Older than a day: not counted.
      log("https://walled.example.sa/p/4", true, 30),
    ]);

    const health = await getStoreHealth(handle.db, now);
    const walled = health.find((row) => row.storeName === "Walled Shop")!;
    const healthy = health.find((row) => row.storeName === "Healthy Mart")!;
    expect(walled).toMatchObject({
      storeNameAr: "متجر محجوب",
      readings: 3,
      successes: 0,
      successRate: 0,
      commonError: { code: "botCheck", count: 2 },
      isFlagged: true,
    });
    expect(new Date(walled.lastSuccessAt!).getTime()).toBe(at(30).getTime());
    expect(healthy).toMatchObject({
      readings: 3,
      successes: 2,
      isFlagged: false,
      commonError: { code: "timeout" },
    });
    expect(healthy.successRate).toBeCloseTo(2 / 3);
    // The failing store comes first.
    expect(health[0]!.storeName).toBe("Walled Shop");
  });
});

describe("the backoff after bot walls", () => {
  it("leaves a store alone 30 minutes after a wall, doubling with each wall in a row", async () => {
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const wall = (host: string, minutes: number) => ({
      url: `https://${host}/p`,
      success: false,
      errorCode: "botCheck",
      createdAt: minutesAgo(minutes),
    });
    await handle.db.insert(priceFetchLogs).values([
      wall("one-wall.example.sa", 10),
      {
        url: "https://read-since.example.sa/p",
        success: false,
        errorCode: "botCheck",
        createdAt: minutesAgo(20),
      },
      { url: "https://read-since.example.sa/p", success: true, price: "5.00", createdAt: minutesAgo(5) },
      wall("three-walls.example.sa", 100),
      wall("three-walls.example.sa", 90),
      wall("three-walls.example.sa", 80),
    ]);
    expect(botWallPauseMs(1)).toBe(30 * 60_000);
    expect(botWallPauseMs(3)).toBe(120 * 60_000);
    expect(botWallPauseMs(20)).toBe(24 * 3_600_000);
    expect((await botWallPausedUntil(handle.db, "one-wall.example.sa", now))?.getTime()).toBe(
      minutesAgo(10).getTime() + 30 * 60_000,
    );
    // The latest reading got through: nothing to wait for.
    expect(await botWallPausedUntil(handle.db, "read-since.example.sa", now)).toBeNull();
    // Three walls in a row: two hours after the last one.
    expect((await botWallPausedUntil(handle.db, "three-walls.example.sa", now))?.getTime()).toBe(
      minutesAgo(80).getTime() + 120 * 60_000,
    );
    expect(await botWallPausedUntil(handle.db, "never-seen.example.sa", now)).toBeNull();
  });
});
