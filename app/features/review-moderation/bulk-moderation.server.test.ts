// Issue 38, item 9: moderation opens on the queue, settles several reviews at once, and offers
// preset reasons that each reader sees in their own language.
import { eq } from "drizzle-orm";
import i18next from "i18next";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { reviews } from "~/db/schema";
import { rejectionReasonText } from "~/features/reviews/rejection-reasons";
import ar from "~/locales/ar.json";
import en from "~/locales/en.json";
import { createTestDatabase } from "../../../tests/setup/database";
import { createProduct, createUser } from "../../../tests/setup/factories";
import { approveReviews, rejectionReasonFor, rejectReviews } from "./moderation.server";
import { moderationActionSchema, moderationFormInput, parseModerationTab } from "./moderation-schema";

let handle: DatabaseHandle;
let productId: string;
let userId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  productId = (await createProduct(handle.db, { nameEn: "Kettle", nameAr: "غلاية" })).id;
  userId = (await createUser(handle.db, { id: crypto.randomUUID(), email: "bulk@example.com" })).id;
});
afterAll(() => handle.close());

async function addReview(status: "pending" | "approved" | "rejected" = "pending") {
  const [review] = await handle.db
    .insert(reviews)
    .values({ productId, userId, rating: 4, reviewText: "Boils fast", status })
    .returning();
  return review!.id;
}
const rowOf = async (id: string) => (await handle.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return moderationFormInput(data);
};

it("opens on the pending reviews", () => {
  expect(parseModerationTab(null)).toBe("pending");
  expect(parseModerationTab("nonsense")).toBe("pending");
  expect(parseModerationTab("all")).toBe("all");
});

describe("bulk moderation", () => {
  it("approves every selected review that is still pending, and says how many", async () => {
    const [a, b, done] = [await addReview(), await addReview(), await addReview("rejected")];
    const parsed = moderationActionSchema.parse(
      form([
        ["intent", "approveMany"],
        ["ids", a],
        ["ids", b],
        ["ids", done],
      ]),
    );
    expect(parsed).toEqual({ intent: "approveMany", ids: [a, b, done] });
    expect(await approveReviews(handle.db, [a, b, done])).toBe(2);
    expect((await rowOf(a)).status).toBe("approved");
    expect((await rowOf(done)).status).toBe("rejected");
  });

  it("rejects the selected reviews for one preset reason, shown in each reader's language", async () => {
    const [a, b] = [await addReview(), await addReview()];
    const parsed = moderationActionSchema.parse(
      form([
        ["intent", "rejectMany"],
        ["ids", a],
        ["ids", b],
        ["preset", "advertising"],
        ["reason", ""],
      ]),
    );
    if (parsed.intent !== "rejectMany") throw new Error(parsed.intent);
    expect(await rejectReviews(handle.db, parsed.ids, rejectionReasonFor(parsed))).toBe(2);
    const stored = (await rowOf(b)).rejectionReason!;
    const tEn = i18next.createInstance({ lng: "en", resources: { en: { translation: en } } });
    const tAr = i18next.createInstance({ lng: "ar", resources: { ar: { translation: ar } } });
    await Promise.all([tEn.init(), tAr.init()]);
    expect(rejectionReasonText(stored, tEn.t)).toBe("It advertises another shop, product or coupon");
    expect(rejectionReasonText(stored, tAr.t)).toBe("تروّج لمتجر أو منتج آخر أو كود خصم");
    // A reason a moderator writes is kept as written.
    expect(rejectionReasonText("Mentions a coupon", tAr.t)).toBe("Mentions a coupon");
  });

  it("refuses a bulk action with nothing selected, or a rejection with no reason at all", () => {
    const none = moderationActionSchema.safeParse(form([["intent", "approveMany"]]));
    expect(none.error?.issues[0]?.message).toBe("adminReviews.errors.noneSelected");
    const noReason = moderationActionSchema.safeParse(
      form([
        ["intent", "rejectMany"],
        ["ids", crypto.randomUUID()],
        ["preset", ""],
        ["reason", "  "],
      ]),
    );
    expect(noReason.error?.issues[0]?.message).toBe("adminReviews.errors.reasonRequired");
    const written = moderationActionSchema.safeParse(
      form([
        ["intent", "reject"],
        ["id", crypto.randomUUID()],
        ["preset", "other"],
        ["reason", "Copied from another site"],
      ]),
    );
    expect(written.success && rejectionReasonFor(written.data as { preset: string; reason: string })).toBe(
      "Copied from another site",
    );
  });
});
