import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { notifications, priceHistory, productPrices, stores } from "~/db/schema";
import { storePolicyFormValue } from "~/features/offer-details/offer-details-schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createProduct } from "../../../tests/setup/factories";
import { pngHeaderClaiming, realPng } from "../../../tests/setup/images";
import { storeDomainOf, storeFormSchema } from "./store-schema";
import { deleteStore, findStoreRulesForUrl, listStoresForAdmin, saveStore } from "./stores.server";

let handle: DatabaseHandle;
let dataDir: string;
let productId: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "qaren-stores-"));
  productId = (await createProduct(handle.db)).id;
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PNG = realPng(32, 32);
const form = (fields: Record<string, string | File>) => ({ intent: "save", ...fields });

describe("a store's website", () => {
  it("is kept as its host, whichever way it is typed", () => {
    expect(storeDomainOf("Jarir.com")).toBe("jarir.com");
    expect(storeDomainOf(" www.jarir.com/ ")).toBe("www.jarir.com");
    expect(storeDomainOf("https://www.extra.com/en-sa/mobiles")).toBe("www.extra.com");
  });

  it("must name a public host", () => {
    for (const text of ["", "jarir", "localhost", "127.0.0.1", "http://[::1]/", "جرير", "ftp//x"])
      expect(storeDomainOf(text), text).toBeNull();
  });
});

describe("the store form", () => {
  it("asks for both names and a website, with one message each", () => {
    const result = storeFormSchema.safeParse(form({ name: " ", nameAr: "", domain: "jarir" }));
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message).sort();
    expect(messages).toEqual([
      "adminStores.errors.domainInvalid",
      "adminStores.errors.nameArRequired",
      "adminStores.errors.nameRequired",
    ]);
  });

  it("takes only small images as a logo", () => {
    const big = new File([new Uint8Array(600 * 1024)], "logo.png", { type: "image/png" });
    const text = new File(["hi"], "logo.txt", { type: "text/plain" });
    const base = { name: "Jarir", nameAr: "جرير", domain: "jarir.com" };
    expect(storeFormSchema.safeParse(form({ ...base, logo: big })).error?.issues[0]?.message).toBe(
      "adminStores.errors.logoSize",
    );
    expect(storeFormSchema.safeParse(form({ ...base, logo: text })).error?.issues[0]?.message).toBe(
      "adminStores.errors.logoType",
    );
  });
});

describe("saving and deleting stores", () => {
  it("adds a store with its logo, and refuses a second store of the same name", async () => {
    const logo = new File([PNG], "jarir.png", { type: "image/png" });
    const added = await saveStore(
      handle.db,
      dataDir,
      storeFormSchema.parse(form({ name: "Jarir", nameAr: "جرير", domain: "www.jarir.com", logo })),
    );
    expect(added.ok).toBe(true);
    const [row] = await handle.db.select().from(stores).where(eq(stores.name, "Jarir"));
    expect(row).toMatchObject({ nameAr: "جرير", domain: "www.jarir.com" });
    expect(row!.logoUrl).toMatch(/^\/uploads\/stores\/.+\.png$/);
    expect(existsSync(path.join(dataDir, row!.logoUrl!))).toBe(true);

    const again = await saveStore(
      handle.db,
      dataDir,
      storeFormSchema.parse(form({ name: "Jarir", nameAr: "جرير ٢", domain: "jarir.com" })),
    );
    expect(again).toEqual({ ok: false, errorKey: "adminStores.errors.nameTaken", field: "name" });
    expect(await handle.db.$count(stores, eq(stores.name, "Jarir"))).toBe(1);
  });

  it("refuses a logo whose content is not an image, whatever its declared type", async () => {
    const fake = new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" });
    const result = await saveStore(
      handle.db,
      dataDir,
      storeFormSchema.parse(
        form({ name: "Fake Logo", nameAr: "شعار", domain: "fake.example.com", logo: fake }),
      ),
    );
    expect(result).toEqual({ ok: false, errorKey: "adminStores.errors.logoType", field: "logo" });
    expect(await handle.db.$count(stores, eq(stores.name, "Fake Logo"))).toBe(0);
  });

  it("refuses a logo whose header claims more pixels than a logo may have", async () => {
    const huge = new File([pngHeaderClaiming(60000, 60000)], "huge.png", { type: "image/png" });
    const result = await saveStore(
      handle.db,
      dataDir,
      storeFormSchema.parse(
        form({ name: "Huge Logo", nameAr: "شعار كبير", domain: "huge.example.com", logo: huge }),
      ),
    );
    expect(result).toEqual({ ok: false, errorKey: "adminStores.errors.logoDimensions", field: "logo" });
    expect(await handle.db.$count(stores, eq(stores.name, "Huge Logo"))).toBe(0);
  });

  it("renames a store with its prices, price history and notifications", async () => {
    await handle.db.insert(stores).values({ name: "Extraa", domain: "www.extra.com" });
    await handle.db
      .insert(productPrices)
      .values({ productId, storeName: "Extraa", url: "https://www.extra.com/p/1", price: "1299.00" });
    await handle.db.insert(priceHistory).values({ productId, storeName: "Extraa", price: "1299.00" });
    const [store] = await handle.db.select().from(stores).where(eq(stores.name, "Extraa"));

    const renamed = await saveStore(
      handle.db,
      dataDir,
      storeFormSchema.parse(
        form({ id: store!.id, name: "eXtra", nameAr: "إكسترا", domain: "www.extra.com" }),
      ),
    );
    expect(renamed.ok).toBe(true);
    const names = async (table: typeof productPrices | typeof priceHistory) =>
      (await handle.db.select({ name: table.storeName }).from(table)).map((row) => row.name);
    expect(await names(productPrices)).toEqual(["eXtra"]);
    expect(await names(priceHistory)).toEqual(["eXtra"]);
    expect(await handle.db.$count(notifications)).toBe(0);

    const list = await listStoresForAdmin(handle.db);
    expect(list.find((row) => row.name === "eXtra")).toMatchObject({ nameAr: "إكسترا", offerCount: 1 });
  });

  it("keeps a store that offers still name, saying how many, and deletes one with none", async () => {
    const [extra] = await handle.db.select().from(stores).where(eq(stores.name, "eXtra"));
    expect(await deleteStore(handle.db, dataDir, extra!.id)).toEqual({
      ok: false,
      errorKey: "adminStores.errors.hasOffers",
      offerCount: 1,
    });

    const [jarir] = await handle.db.select().from(stores).where(eq(stores.name, "Jarir"));
    expect(await deleteStore(handle.db, dataDir, jarir!.id)).toEqual({ ok: true, id: jarir!.id });
    expect(await handle.db.$count(stores, eq(stores.name, "Jarir"))).toBe(0);
    expect(existsSync(path.join(dataDir, jarir!.logoUrl!))).toBe(false);
  });
});

describe("a store's fetch rules", () => {
  const base = { name: "Rules Store", nameAr: "متجر القواعد", domain: "rules-store.sa" };

  it("refuses a price rule that is neither a selector nor a JSON path, and a JSON path to wait for", () => {
    const messages = (fields: Record<string, string>) =>
      storeFormSchema.safeParse(form({ ...base, ...fields })).error?.issues.map((issue) => issue.message);
    expect(messages({ priceRule: "$.product..price" })).toEqual(["adminStores.fetchRules.errors.rule"]);
    expect(messages({ stockRule: "$" })).toEqual(["adminStores.fetchRules.errors.rule"]);
    expect(messages({ waitForSelector: "$.ready" })).toEqual(["adminStores.fetchRules.errors.selector"]);
    expect(messages({ fetchMode: "carrier-pigeon" })).toEqual(["adminStores.fetchRules.errors.mode"]);
    expect(messages({ priceRule: "$.props.pageProps.product.offers[0]['price']" })).toBeUndefined();
  });

  it("are saved with the store, checked again by the server, and found by the page's host", async () => {
    const broken = await saveStore(
      handle.db,
      dataDir,
      storeFormSchema.parse(form({ ...base, priceRule: "div[[price" })),
    );
    expect(broken).toEqual({ ok: false, errorKey: "adminStores.fetchRules.errors.rule", field: "priceRule" });
    expect((await listStoresForAdmin(handle.db)).some((store) => store.name === base.name)).toBe(false);

    const saved = await saveStore(
      handle.db,
      dataDir,
      storeFormSchema.parse(
        form({
          ...base,
          fetchMode: "browser",
          priceRule: "#pdp .amount",
          stockRule: "$.product.available",
          waitForSelector: ".price-box",
        }),
      ),
    );
    expect(saved.ok).toBe(true);
    const row = (await listStoresForAdmin(handle.db)).find((store) => store.name === base.name)!;
    expect(row).toMatchObject({
      fetchMode: "browser",
      priceRule: "#pdp .amount",
      stockRule: "$.product.available",
      waitForSelector: ".price-box",
    });
    expect(await findStoreRulesForUrl(handle.db, "https://www.rules-store.sa/p/1?x=2")).toMatchObject({
      storeName: base.name,
      fetchMode: "browser",
      priceRule: "#pdp .amount",
    });
    expect(await findStoreRulesForUrl(handle.db, "https://other-store.sa/p/1")).toMatchObject({
      storeName: null,
      fetchMode: "auto",
      priceRule: null,
    });

    // Emptying the fields goes back to the automatic reading.
    await saveStore(
      handle.db,
      dataDir,
      storeFormSchema.parse(form({ ...base, id: saved.ok ? saved.id : "" })),
    );
    expect(await findStoreRulesForUrl(handle.db, "https://rules-store.sa/p/1")).toMatchObject({
      fetchMode: "auto",
      priceRule: null,
      stockRule: null,
      waitForSelector: null,
    });
  });
});

describe("a store's delivery and store policy", () => {
  const formData = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries({ intent: "save", ...fields })) data.append(key, value);
    return data;
  };
  const base = { name: "Policy Store", nameAr: "متجر السياسة", domain: "policy.example.sa" };

  it("is saved from the form's fields per region, read back for the form, and cleared when emptied", async () => {
    const submission = parseWithZod(
      formData({
        ...base,
        "policy.riyadh.fee": "0",
        "policy.riyadh.minDays": "1",
        "policy.riyadh.maxDays": "2",
        "policy.jeddah.fee": "25",
        "policy.jeddah.freeOver": "1,000",
        "policy.jeddah.minDays": "2",
        "policy.jeddah.maxDays": "4",
        "policy.warrantyMonths": "24",
        "policy.warrantyKind": "official",
        "policy.returnsDays": "7",
        "policy.tabby": "on",
      }),
      { schema: storeFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const saved = await saveStore(handle.db, dataDir, submission.value);
    expect(saved.ok).toBe(true);
    const row = (await listStoresForAdmin(handle.db)).find((store) => store.name === base.name);
    expect(row?.policy).toEqual({
      delivery: [
        { region: "riyadh", feeHalalas: 0, minDays: 1, maxDays: 2 },
        { region: "jeddah", feeHalalas: 2500, freeOverHalalas: 100000, minDays: 2, maxDays: 4 },
      ],
      warranty: { months: 24, kind: "official" },
      returnsDays: 7,
      instalments: [{ provider: "tabby", payments: 4 }],
    });
    expect(storePolicyFormValue(row!.policy)).toMatchObject({
      riyadh: { fee: "0", freeOver: "", minDays: "1", maxDays: "2" },
      jeddah: { fee: "25", freeOver: "1000" },
      warrantyKind: "official",
      tabby: "on",
    });

    const cleared = parseWithZod(formData({ ...base, id: saved.ok ? saved.id : "" }), {
      schema: storeFormSchema,
    });
    if (cleared.status !== "success") throw new Error("the emptied form should pass");
    await saveStore(handle.db, dataDir, cleared.value);
    const [after] = await handle.db
      .select({ policy: stores.policy })
      .from(stores)
      .where(eq(stores.name, base.name));
    expect(after?.policy).toBeNull();
  });

  it("refuses bad input with translated messages, saving nothing", async () => {
    const submission = parseWithZod(
      formData({
        ...base,
        name: "Bad Policy Store",
        "policy.jeddah.fee": "-5",
        "policy.riyadh.minDays": "4",
        "policy.riyadh.maxDays": "2",
        "policy.makkah.freeOver": "200",
        "policy.returnsDays": "a week",
      }),
      { schema: storeFormSchema },
    );
    expect(submission.status).toBe("error");
    const errors = submission.reply().error ?? {};
    expect(errors["policy.jeddah.fee"]).toEqual(["offerDetails.policyForm.errors.amount"]);
    expect(errors["policy.riyadh.maxDays"]).toEqual(["offerDetails.policyForm.errors.dayOrder"]);
    expect(errors["policy.makkah.fee"]).toEqual(["offerDetails.policyForm.errors.feeMissing"]);
    expect(errors["policy.returnsDays"]).toEqual(["offerDetails.policyForm.errors.returns"]);
    const rows = await handle.db.select().from(stores).where(eq(stores.name, "Bad Policy Store"));
    expect(rows).toHaveLength(0);
  });
});
