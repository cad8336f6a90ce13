import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { profiles, reviews, savedProducts, users } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createProduct, createUser } from "../../../tests/setup/factories";
import { deleteUser, listUsersForAdmin, setUserRole, updateUser } from "./users.server";

let handle: DatabaseHandle;
const ids = { boss: "", deputy: "", shopper: "" };

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const [key, role] of [
    ["boss", "admin"],
    ["deputy", "user"],
    ["shopper", "user"],
  ] as const) {
    ids[key] = crypto.randomUUID();
    // The shopper has not confirmed their address yet.
    const emailVerified = key !== "shopper";
    await createUser(handle.db, { id: ids[key], email: `${key}@example.com`, role, emailVerified });
  }
  await handle.db.insert(profiles).values({ id: ids.shopper, fullName: "Reem Al-Harbi" });
});
afterAll(() => handle.close());

const roleOf = async (id: string) =>
  (await handle.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe("roles", () => {
  it("an admin cannot demote themself, and the last admin cannot be demoted", async () => {
    expect(await setUserRole(handle.db, ids.boss, ids.boss, false)).toEqual({
      ok: false,
      errorKey: "adminUsers.errors.ownRole",
    });
    expect(await updateUser(handle.db, ids.boss, ids.boss, { fullName: "Boss", isAdmin: false })).toEqual({
      ok: false,
      errorKey: "adminUsers.errors.ownRole",
    });
    expect(await roleOf(ids.boss)).toBe("admin");
  });

  it("promotes and demotes others while another admin remains", async () => {
    expect(await setUserRole(handle.db, ids.boss, ids.deputy, true)).toEqual({ ok: true });
    expect(await roleOf(ids.deputy)).toBe("admin");
    expect(await setUserRole(handle.db, ids.deputy, ids.boss, false)).toEqual({ ok: true });
    expect(await roleOf(ids.boss)).toBe("user");
    // The deputy is now the only admin: nobody can demote them (they cannot demote themself either).
    expect(await setUserRole(handle.db, ids.deputy, ids.deputy, false)).toMatchObject({ ok: false });
    await setUserRole(handle.db, ids.deputy, ids.boss, true);
  });

  it("makes nobody an admin whose address is not confirmed", async () => {
    const refused = { ok: false, errorKey: "adminUsers.errors.unverified" };
    expect(await setUserRole(handle.db, ids.boss, ids.shopper, true)).toEqual(refused);
    expect(await updateUser(handle.db, ids.boss, ids.shopper, { fullName: null, isAdmin: true })).toEqual(
      refused,
    );
    expect(await roleOf(ids.shopper)).toBe("user");
  });

  it("keeps the name when updating a user", async () => {
    expect(
      await updateUser(handle.db, ids.boss, ids.shopper, { fullName: "Reem A.", isAdmin: false }),
    ).toEqual({ ok: true });
    const [profile] = await handle.db.select().from(profiles).where(eq(profiles.id, ids.shopper));
    expect(profile?.fullName).toBe("Reem A.");
  });
});

it("lists users with search and totals", async () => {
  const all = await listUsersForAdmin(handle.db, { query: "", page: 1 });
  expect(all).toMatchObject({ totalUsers: 3, totalAdmins: 2, matching: 3 });
  const found = await listUsersForAdmin(handle.db, { query: "reem", page: 1 });
  expect(found.rows.map((row) => row.email)).toEqual(["shopper@example.com"]);
  expect((await listUsersForAdmin(handle.db, { query: "100%_", page: 1 })).rows).toEqual([]);
});

describe("deleting users", () => {
  it("refuses to delete oneself", async () => {
    expect(await deleteUser(handle.db, ids.boss, ids.boss)).toEqual({
      ok: false,
      errorKey: "adminUsers.errors.deleteSelf",
    });
  });

  it("deletes a user with their data", async () => {
    const product = await createProduct(handle.db);
    await handle.db
      .insert(reviews)
      .values({ productId: product!.id, userId: ids.shopper, rating: 5, reviewText: "!" });
    await handle.db.insert(savedProducts).values({ productId: product!.id, userId: ids.shopper });

    expect(await deleteUser(handle.db, ids.boss, ids.shopper)).toEqual({ ok: true, avatarUrl: null });
    expect(await handle.db.$count(users, eq(users.id, ids.shopper))).toBe(0);
    expect(await handle.db.$count(reviews, eq(reviews.userId, ids.shopper))).toBe(0);
    expect(await handle.db.$count(savedProducts, eq(savedProducts.userId, ids.shopper))).toBe(0);
  });
});
