// The assistant benchmark's scorer: how figures, links and sayings are found in an answer, and the
// four verdicts.
import { describe, expect, it } from "vitest";
import {
  amountPattern,
  type Expectation,
  judgeAnswer,
  linkedProductIds,
  linkPattern,
  normalizeAnswer,
  SAYING_PATTERNS,
  textPatterns,
} from "./assistant-score";

const ID_A = "0fb76f76-dc6e-421b-b91a-9429c0f94860";
const ID_B = "707ce6e9-81a1-4873-9856-1b99beb74870";

describe("reading figures and links", () => {
  it("reads prices however they are written", () => {
    expect(normalizeAnswer("SAR 1,299.00")).toBe("SAR 1299.00");
    expect(normalizeAnswer("\u20681,749.00 ر.س\u2069")).toBe("1749.00 ر.س");
    expect(normalizeAnswer("١٬٢٩٩٫٥٠ ر.س")).toBe("1299.50 ر.س");
    expect(normalizeAnswer("12,000,000")).toBe("12000000");
  });

  it("finds an amount of halalas, whole or with its decimals, and nothing longer", () => {
    const riyals = amountPattern(129_900);
    for (const text of ["SAR 1,299.00", "1299 riyals", "1,299.00 ر.س."]) {
      expect(riyals.test(normalizeAnswer(text)), text).toBe(true);
    }
    for (const text of ["SAR 11,299.00", "1,299.50", "129.90", "21299"]) {
      expect(riyals.test(normalizeAnswer(text)), text).toBe(false);
    }
    const withHalalas = amountPattern(37_580);
    expect(withHalalas.test("SAR 375.80")).toBe(true);
    expect(withHalalas.test("375.8 ر.س")).toBe(true);
    expect(withHalalas.test("375.08")).toBe(false);
    expect(withHalalas.test("375")).toBe(false);
  });

  it("lists the linked products in order, each once", () => {
    const answer = `[B](/products/${ID_B}) is cheaper than [A](/products/${ID_A}); see [B](/products/${ID_B}).`;
    expect(linkedProductIds(answer)).toEqual([ID_B, ID_A]);
    expect(linkedProductIds("[search](/search?q=iphone)")).toEqual([]);
  });

  it("finds a link to a page, with or without its query", () => {
    expect(linkPattern("/deals").test("[see the deals](/deals?category=phones)")).toBe(true);
    expect(linkPattern("/deals").test("[Deals](/deals)")).toBe(true);
    expect(linkPattern("/deals").test("[Deals](/dealsx)")).toBe(false);
    expect(linkPattern("/profile?tab=alerts").test("[Price alerts](/profile?tab=alerts).")).toBe(true);
    expect(linkPattern("/profile?tab=alerts").test("[x](/profile?tab=alertsx)")).toBe(false);
    expect(linkPattern("/compare").test("open /compare")).toBe(false);
  });

  it("tells yes and not-listed in Arabic apart from words that contain them", () => {
    const [yes] = SAYING_PATTERNS.yes.ar;
    expect(yes!.test("نعم، يدعم 5G")).toBe(true);
    expect(yes!.test("هذه نعمة")).toBe(false);
    const [notListed] = SAYING_PATTERNS.notListed.ar;
    expect(notListed!.test("«بكسل 9» غير موجود في قارن")).toBe(true);
    expect(notListed!.test("القرص: لا يوجد (ملحق اختياري)")).toBe(false);
    expect(SAYING_PATTERNS.notListed.en.some((p) => p.test("No, it does not have a disc drive"))).toBe(false);
  });
});

describe("judging an answer", () => {
  const aboutA: Expectation = {
    required: ["phone-a"],
    first: "phone-a",
    allowed: new Set(["phone-a", "phone-a-256"]),
    facts: [{ label: "its price", patterns: [amountPattern(139_900)] }],
    denials: SAYING_PATTERNS.notListed.en,
  };

  it("is right with the product, its facts and only allowed products", () => {
    const answer = "[Phone A](/x) is cheapest at eXtra: SAR 1,399.00. Other matches: [Phone A 256GB](/y)";
    expect(judgeAnswer(answer, ["phone-a", "phone-a-256"], aboutA)).toEqual({
      verdict: "right",
      problems: [],
    });
  });

  it("is partly right with the right product and a fact missing", () => {
    const judgement = judgeAnswer("[Phone A](/x) is sold at eXtra.", ["phone-a"], aboutA);
    expect(judgement.verdict).toBe("partly");
    expect(judgement.problems).toEqual(["does not say its price"]);
  });

  it("is a wrong product as soon as it links one not asked for, even beside the right one", () => {
    const answer = "[Phone A](/x): SAR 1,399.00. [Mouse](/z)";
    expect(judgeAnswer(answer, ["phone-a", "mouse"], aboutA).verdict).toBe("wrong product");
    expect(judgeAnswer("[Mouse](/z): SAR 1,399.00", ["mouse"], aboutA).verdict).toBe("wrong product");
  });

  it("fails without the product asked about, or with it second", () => {
    expect(judgeAnswer("I don't know.", [], aboutA).verdict).toBe("failed");
    const second = judgeAnswer("[B](/y), then [A](/x): SAR 1,399.00", ["phone-a-256", "phone-a"], aboutA);
    expect(second.verdict).toBe("failed");
  });

  it("fails when it calls the listed product not listed, though it then links it with its price", () => {
    const answer = "Qaren doesn't list “phone a please”. The closest: [Phone A](/x): SAR 1,399.00";
    const judgement = judgeAnswer(answer, ["phone-a"], aboutA);
    expect(judgement.verdict).toBe("failed");
    expect(judgement.problems).toContain("says a listed product is not listed");
  });

  it("hears the same refusal in both languages", () => {
    const says = (locale: "en" | "ar", text: string) =>
      SAYING_PATTERNS.offTopic[locale].some((pattern) => pattern.test(text));
    expect(
      says("en", "I don't know the answer to that. I can only answer from Qaren's catalogue: prices"),
    ).toBe(true);
    expect(says("ar", "لا أعرف الإجابة عن هذا السؤال. أستطيع الإجابة من كتالوج قارن فقط: الأسعار")).toBe(
      true,
    );
    expect(says("ar", "أرخص سعر لآيفون 15 في جرير")).toBe(false);
  });

  it("reads no denial into a reviewer's quoted words", () => {
    const quoting: Expectation = { ...aboutA, denials: SAYING_PATTERNS.notListed.ar };
    const answer =
      "يقيّم المتسوقون [Phone A](/x) بـ4.6: SAR 1,399.00. ما لم يعجبهم: «الشاحن مو موجود بالعلبة»";
    expect(judgeAnswer(answer, ["phone-a"], quoting).verdict).toBe("right");
    const denial = "«Phone A» غير موجود في قارن. الأقرب: [Phone A](/x): SAR 1,399.00";
    expect(judgeAnswer(denial, ["phone-a"], quoting).verdict).toBe("failed");
  });

  it("counts a product offered instead of one not listed as not asked for, unless it says so", () => {
    const notListed: Expectation = {
      required: [],
      first: null,
      allowed: new Set(["hair-dryer"]),
      facts: [{ label: "not listed", patterns: SAYING_PATTERNS.notListed.en }],
      denials: [],
      offeredInstead: { slugs: new Set(["hair-dryer"]), saying: SAYING_PATTERNS.notListed.en },
    };
    const honest = "Qaren doesn't list “Airwrap”. The closest: [Hair dryer](/x)";
    expect(judgeAnswer(honest, ["hair-dryer"], notListed).verdict).toBe("right");
    const substituted = "The specifications of [Hair dryer](/x): 1,600 W";
    expect(judgeAnswer(substituted, ["hair-dryer"], notListed).verdict).toBe("wrong product");
  });

  it("judges an answer about no product by what it says", () => {
    const howTo: Expectation = {
      required: [],
      first: null,
      allowed: new Set(),
      facts: [
        { label: "a link to alerts", patterns: [linkPattern("/profile?tab=alerts")] },
        { label: "back in stock", patterns: textPatterns(["back in stock"]) },
      ],
      denials: [],
    };
    const both = "Switch on Back in stock… [Price alerts](/profile?tab=alerts)";
    expect(judgeAnswer(both, [], howTo).verdict).toBe("right");
    expect(judgeAnswer("[Price alerts](/profile?tab=alerts)", [], howTo).verdict).toBe("partly");
    expect(judgeAnswer("Try searching.", [], howTo).verdict).toBe("failed");
    expect(judgeAnswer(`${both} [Phone A](/x)`, ["phone-a"], howTo).verdict).toBe("wrong product");
  });
});
