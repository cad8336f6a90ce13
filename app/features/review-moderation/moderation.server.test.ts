import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createProduct, createUser } from "../../../tests/setup/factories";
import { approveReview, deleteReview, listReviewsForModeration, rejectReview } from "./moderation.server";
import { moderationActionSchema } from "./moderation-schema";

let handle: DatabaseHandle;
let productId: string;
let userId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  productId = (await createProduct(handle.db, { nameEn: "Kettle", nameAr: "غلاية" })).id;
  userId = (await createUser(handle.db, { id: crypto.randomUUID(), email: "writer@example.com" })).id;
});
afterAll(() => handle.close());

async function addReview(status: "pending" | "approved" | "rejected" = "pending") {
  const [review] = await handle.db
    .insert(reviews)
    .values({ productId, userId, rating: 4, reviewText: "Boils fast", status })
    .returning();
  return review!.id;
}
const statusOf = async (id: string) => (await handle.db.select().from(reviews).where(eq(reviews.id, id)))[0];

describe("moderation transitions", () => {
  it("approves a pending review", async () => {
    const id = await addReview();
    expect(await approveReview(handle.db, id)).toEqual({ ok: true });
    expect((await statusOf(id))?.status).toBe("approved");
  });

  it("rejects a pending review with its reason", async () => {
    const id = await addReview();
    expect(await rejectReview(handle.db, id, "Links to another store")).toEqual({ ok: true });
    expect(await statusOf(id)).toMatchObject({
      status: "rejected",
      rejectionReason: "Links to another store",
    });
  });

  it("refuses to approve or reject a review that is not pending", async () => {
    const approved = await addReview("approved");
    const rejected = await addReview("rejected");
    expect(await rejectReview(handle.db, approved, "late")).toEqual({
      ok: false,
      errorKey: "adminReviews.errors.notPending",
    });
    expect(await approveReview(handle.db, rejected)).toEqual({
      ok: false,
      errorKey: "adminReviews.errors.notPending",
    });
    expect((await statusOf(approved))?.status).toBe("approved");
    expect((await statusOf(rejected))?.status).toBe("rejected");
  });

  it("deletes a review in any state", async () => {
    for (const status of ["pending", "approved", "rejected"] as const) {
      const id = await addReview(status);
      expect(await deleteReview(handle.db, id)).toEqual({ ok: true });
      expect(await statusOf(id)).toBeUndefined();
    }
  });

  it("requires a reason to reject", () => {
    const result = moderationActionSchema.safeParse({
      intent: "reject",
      id: crypto.randomUUID(),
      reason: "   ",
    });
    expect(result.error?.issues[0]?.message).toBe("adminReviews.errors.reasonRequired");
  });
});

it("lists reviews by tab with the product and the writer's e-mail", async () => {
  const pending = await listReviewsForModeration(handle.db, { tab: "pending", page: 1 });
  expect(pending.rows.every((row) => row.status === "pending")).toBe(true);
  const all = await listReviewsForModeration(handle.db, { tab: "all", page: 1 });
  expect(all.total).toBe(await handle.db.$count(reviews));
  expect(all.rows[0]).toMatchObject({ productNameEn: "Kettle", userEmail: "writer@example.com" });
});
