// The shopping assistant in Chromium, in English and Arabic: the widget, a streamed answer grounded
// in the catalogue with a working product link, follow-up chips, Enter and Shift+Enter, the reset
// on a language change, its absence under /admin, the endpoint's limits, and on the language-model
// path the retry badge and the statuses shown while a hanging model is waited for.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { formatPrice } from "../../app/utils/format";
import { type FakeModelServer, startFakeModelServer, textReply } from "../setup/openai-compatible-server";
import { seriousAxeViolations, setUpBrowser, uniqueClientAddress } from "./support/browser";
import { type StartedServer, startServer, stopServer } from "./support/server";
import { DEMO_ADMIN, signInThroughForm } from "./support/session";

const baseUrl = inject("baseUrl");
const { withPage } = setUpBrowser();

type SearchResult = { id: string; name_en: string; name_ar: string; lowest_price: string };

/** The catalogue's own answer, through the shared search endpoint, to compare the assistant with. */
async function firstSearchResult(query: string): Promise<SearchResult> {
  const response = await fetch(`${baseUrl}/api/products/search?q=${encodeURIComponent(query)}&limit=1`, {
    headers: { "X-Forwarded-For": uniqueClientAddress() },
  });
  const [first] = (await response.json()) as SearchResult[];
  if (!first) throw new Error(`no search result for ${query}`);
  return first;
}

/** Opens the assistant from the floating button, or on phones from the header's. */
async function openAssistant(page: Page, title: string) {
  const button = page.locator(
    '[data-testid="chat-launcher"]:visible, [data-testid="chat-header-button"]:visible',
  );
  // A tap on the server-rendered button before React has taken it over does nothing.
  await button.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const isHydrated = () => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
        const check = () => (isHydrated() ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
  await button.click();
  await page.getByRole("dialog", { name: title }).waitFor();
}

/** Records how the newest answer's text grows, to see that it arrives in pieces. */
async function watchAnswerGrowth(page: Page) {
  await page.evaluate(() => {
    const lengths: number[] = [];
    (window as unknown as { answerLengths: number[] }).answerLengths = lengths;
    const list = document.querySelector('[data-testid="chat-messages"]')!;
    new MutationObserver(() => {
      const answer = list.querySelector('li[data-role="assistant"]:last-child[data-status="streaming"]');
      const length = answer?.textContent?.length ?? 0;
      if (length && lengths.at(-1) !== length) lengths.push(length);
    }).observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** Screenshots to look at, when CHAT_SCREENSHOTS_DIR names a folder. */
async function saveScreenshot(page: Page, name: string) {
  const folder = process.env.CHAT_SCREENSHOTS_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

const lastAnswer = (page: Page) =>
  page.locator('[data-testid="chat-messages"] li[data-role="assistant"]').last();

async function waitForAnswer(page: Page) {
  await page.waitForSelector(
    '[data-testid="chat-messages"] li[data-role="assistant"]:last-child[data-status="done"]',
  );
}

describe("the shopping assistant", () => {
  it("answers in English with streamed, catalogue-grounded text and a working product link", () =>
    withPage(async ({ page }) => {
      const iphone = await firstSearchResult("iPhone 15");
      await page.goto(`${baseUrl}/?lang=en`);
      const launcher = page.getByTestId("chat-launcher");
      const box = await launcher.boundingBox();
      expect(box!.x).toBeGreaterThan(1280 / 2);

      await openAssistant(page, "Qaren Assistant");
      const input = page.getByRole("textbox", { name: "Your question" });
      await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
      const chips = page.getByRole("list", { name: "Suggested questions" });
      expect(await chips.getByRole("button").count()).toBe(4);

      await watchAnswerGrowth(page);
      await input.fill("How much is the iPhone 15?");
      await input.press("Enter");
      // While the reply is pending the question box and the send button wait.
      await expect.poll(() => input.isDisabled()).toBe(true);
      expect(await page.getByRole("button", { name: "Waiting for the reply…" }).isDisabled()).toBe(true);
      await waitForAnswer(page);

      const lengths = await page.evaluate(
        () => (window as unknown as { answerLengths: number[] }).answerLengths,
      );
      expect(lengths.length).toBeGreaterThan(2);
      const answer = lastAnswer(page);
      expect(await answer.textContent()).toContain(formatPrice(iphone.lowest_price, "en"));
      const link = answer.getByRole("link", { name: iphone.name_en });
      expect(await link.getAttribute("href")).toBe(`/products/${iphone.id}`);
      // Follow-ups that fit an answer about one product, and its page for a price alert.
      const next = page.getByRole("list", { name: "Ask next" });
      expect(await next.getByRole("button").allTextContents()).toEqual([
        "Has it dropped?",
        "What are its specs?",
        "What do reviewers say?",
      ]);
      expect(await next.getByRole("link", { name: "Set a price alert" }).getAttribute("href")).toBe(
        `/products/${iphone.id}`,
      );
      await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await link.click();
      await page.waitForURL(`${baseUrl}/products/${iphone.id}`);
      await page.getByRole("heading", { level: 1, name: iphone.name_en }).waitFor();
      // The conversation stays with the shopper across pages.
      expect(await lastAnswer(page).textContent()).toContain(formatPrice(iphone.lowest_price, "en"));
    }));

  it("answers a suggestion chip in Arabic, from the bottom-left corner", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/?lang=ar`);
      const box = await page.getByTestId("chat-launcher").boundingBox();
      expect(box!.x).toBeLessThan(1280 / 2);
      await openAssistant(page, "مساعد قارن");
      await page.getByText("أهلًا! أجيبك من كتالوج قارن", { exact: false }).waitFor();
      await page.getByRole("button", { name: "أفضل السماعات تقييمًا" }).click();
      await waitForAnswer(page);
      const answer = lastAnswer(page);
      expect(await answer.textContent()).toContain("السماعات الأعلى تقييمًا");
      const links = answer.getByRole("link");
      expect(await links.count()).toBeGreaterThan(1);
      expect(await links.first().getAttribute("href")).toMatch(/^\/products\/[0-9a-f-]{36}$/);
      expect(
        await page.getByRole("list", { name: "اسأل أيضًا" }).getByRole("button").allTextContents(),
      ).toEqual(["أيهم أشتري؟", "كم سعر الأرخص منهم؟", "كم سعر الأول؟"]);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, "chat-ar-1280");
    }));

  it("keeps the conversation: follow-ups about earlier products, and an honest “not listed”, in English and Arabic", () =>
    withPage(async ({ page }) => {
      const macbook = await firstSearchResult("MacBook Air M3");
      const ninja = await firstSearchResult("Ninja Foodi Dual Zone");
      await page.goto(`${baseUrl}/?lang=en`);
      await openAssistant(page, "Qaren Assistant");
      const input = page.getByRole("textbox", { name: "Your question" });
      await input.fill("How much is the MacBook Air M3?");
      await input.press("Enter");
      await waitForAnswer(page);
      // The chip asks about "it": the MacBook of the answer before.
      await page
        .getByRole("list", { name: "Ask next" })
        .getByRole("button", { name: "Has it dropped?" })
        .click();
      await waitForAnswer(page);
      const trend = lastAnswer(page);
      expect(await trend.textContent()).toContain(`The lowest price of ${macbook.name_en} today is`);
      expect(await trend.getByRole("link").first().getAttribute("href")).toBe(`/products/${macbook.id}`);
      await input.fill("How much is the Google Pixel 9 Pro?");
      await input.press("Enter");
      await waitForAnswer(page);
      const notListed = await lastAnswer(page).textContent();
      expect(notListed).toContain("Qaren doesn't list “Google Pixel 9 Pro”");
      expect(notListed).not.toContain("Braun");
      await saveScreenshot(page, "chat-en-1280");

      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, "chat-en-390");
      await page.goto(`${baseUrl}/?lang=ar`);
      await openAssistant(page, "مساعد قارن");
      const arabicInput = page.getByRole("textbox", { name: "سؤالك" });
      await arabicInput.fill("أفضل قلاية هوائية");
      await arabicInput.press("Enter");
      await waitForAnswer(page);
      await arabicInput.fill("وكم سعرها في اكسترا؟");
      await arabicInput.press("Enter");
      await waitForAnswer(page);
      const atExtra = lastAnswer(page);
      expect(await atExtra.textContent()).toContain("إكسترا");
      expect(await atExtra.getByRole("link").first().getAttribute("href")).toBe(`/products/${ninja.id}`);
      await page
        .getByRole("list", { name: "اسأل أيضًا" })
        .getByRole("button", { name: "هل نزل سعره؟" })
        .click();
      await waitForAnswer(page);
      const arabicTrend = lastAnswer(page);
      expect(await arabicTrend.textContent()).toContain(formatPrice(ninja.lowest_price, "ar"));
      expect(await arabicTrend.getByRole("link").first().getAttribute("href")).toBe(`/products/${ninja.id}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveScreenshot(page, "chat-ar-390");
    }));

  it("judges the moment to buy, lists today's deals and answers a named store's price (PD-21 to PD-24)", () =>
    withPage(async ({ page }) => {
      const dyson = await firstSearchResult("Dyson V15 Detect");
      const sony = await firstSearchResult("Sony WH-1000XM5");
      await page.goto(`${baseUrl}/?lang=en`);
      await openAssistant(page, "Qaren Assistant");
      const input = page.getByRole("textbox", { name: "Your question" });
      await input.fill("Is now a good time to buy the Dyson V15?");
      await input.press("Enter");
      await waitForAnswer(page);
      const timing = await lastAnswer(page).textContent();
      expect(timing).toContain("good time");
      expect(timing).toContain(formatPrice(dyson.lowest_price, "en"));
      expect(timing).toMatch(/\d+% below its typical price/);

      await input.fill("What are today's best deals in phones?");
      await input.press("Enter");
      await waitForAnswer(page);
      const deals = lastAnswer(page);
      expect(await deals.textContent()).toContain("best deals in Smartphones");
      expect(await deals.getByRole("link", { name: "see the deals" }).getAttribute("href")).toMatch(
        /^\/deals\?category=/,
      );

      await page.goto(`${baseUrl}/?lang=ar`);
      await openAssistant(page, "مساعد قارن");
      const arabicInput = page.getByRole("textbox", { name: "سؤالك" });
      await arabicInput.fill("كم سعر سماعات سوني في جرير");
      await arabicInput.press("Enter");
      await waitForAnswer(page);
      const atStore = lastAnswer(page);
      expect(await atStore.textContent()).toContain("جرير");
      // About the Sony headphones asked for, not another brand's.
      expect(await atStore.getByRole("link").first().getAttribute("href")).toBe(`/products/${sony.id}`);
      expect(await atStore.textContent()).toContain(formatPrice(sony.lowest_price, "ar"));
    }));

  it("sends on Enter, adds a line on Shift+Enter, and ignores a blank question", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/about?lang=en`);
      await openAssistant(page, "Qaren Assistant");
      const input = page.getByRole("textbox", { name: "Your question" });
      const messages = page.locator('[data-testid="chat-messages"] li');

      await input.fill("   ");
      await input.press("Enter");
      expect(await page.getByRole("button", { name: "Send" }).isDisabled()).toBe(true);
      expect(await messages.count()).toBe(0);

      await input.fill("");
      await input.pressSequentially("Best rated");
      await input.press("Shift+Enter");
      await input.pressSequentially("TVs");
      expect(await input.inputValue()).toBe("Best rated\nTVs");
      expect(await messages.count()).toBe(0);

      await input.press("Enter");
      await waitForAnswer(page);
      expect(await messages.first().textContent()).toContain("Best rated\nTVs");
      expect(await lastAnswer(page).textContent()).toContain("Best-rated Televisions");
      expect(await input.inputValue()).toBe("");
    }));

  it.each([
    {
      lang: "en",
      title: "Qaren Assistant",
      question: "How do I compare two products side by side on the site?",
      says: "up to four products",
      link: "Compare",
      href: "/compare",
      heading: "Compare products",
      width: 1280,
    },
    {
      lang: "ar",
      title: "مساعد قارن",
      question: "كيف أقارن بين منتجين؟",
      says: "حتى أربعة منتجات",
      link: "المقارنة",
      href: "/compare",
      heading: "مقارنة المنتجات",
      width: 390,
    },
    {
      lang: "en",
      title: "Qaren Assistant",
      question: "What does “Low price” mean?",
      says: "below its typical range",
      link: "Deals",
      href: "/deals",
      heading: null,
      width: 390,
    },
    {
      lang: "ar",
      title: "مساعد قارن",
      question: "ما معنى «سعر منخفض»؟",
      says: "أقل من نطاقه المعتاد",
      link: "العروض",
      href: "/deals",
      heading: null,
      width: 1280,
    },
  ])(
    "answers the how-to question $question from the help text, with a working link ($lang, $width px)",
    (how) =>
      withPage(
        async ({ page }) => {
          await page.goto(`${baseUrl}/?lang=${how.lang}`);
          await openAssistant(page, how.title);
          const input = page.getByRole("textbox", { name: how.lang === "en" ? "Your question" : "سؤالك" });
          await input.fill(how.question);
          await input.press("Enter");
          await waitForAnswer(page);
          const answer = lastAnswer(page);
          const text = (await answer.textContent()) ?? "";
          expect(text).toContain(how.says);
          // Never read as a product name.
          expect(await answer.locator('a[href^="/products/"]').count()).toBe(0);
          await saveScreenshot(page, `chat-howto-${how.lang}-${how.width}-${how.href.slice(1)}`);
          const link = answer.getByRole("link", { name: how.link, exact: true });
          expect(await link.getAttribute("href")).toBe(how.href);
          // Nothing floating (the assistant's button, a price bar) lies over the link.
          await link.scrollIntoViewIfNeeded();
          const isOnTop = await link.evaluate((element) => {
            const rect = element.getBoundingClientRect();
            const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
            return hit !== null && element.contains(hit);
          });
          expect(isOnTop).toBe(true);
          await link.click();
          await page.waitForURL(`${baseUrl}${how.href}`);
          if (how.heading) await page.getByRole("heading", { level: 1, name: how.heading }).waitFor();
        },
        { viewport: { width: how.width, height: how.width === 390 ? 844 : 800 } },
      ),
  );

  it("starts a new conversation in the new language", () =>
    withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/?lang=en`);
      await openAssistant(page, "Qaren Assistant");
      await page.getByRole("button", { name: "How do price alerts work?" }).click();
      await waitForAnswer(page);

      await page.getByTestId("language-toggle").click();
      await page.waitForFunction(() => document.documentElement.dir === "rtl");
      const panel = page.getByRole("dialog", { name: "مساعد قارن" });
      await panel.waitFor();
      expect(await panel.locator('[data-testid="chat-messages"] li').count()).toBe(0);
      expect(
        await panel.getByRole("list", { name: "أسئلة مقترحة" }).getByRole("button").first().textContent(),
      ).toBe("هل نزل سعر آيفون 15؟");
      expect(await panel.getByRole("textbox", { name: "سؤالك" }).isVisible()).toBe(true);
    }));

  it("minimises, maximises, and closes with Escape, handing focus back to the button", () =>
    withPage(
      async ({ page }) => {
        await page.goto(`${baseUrl}/?lang=en`);
        // On a phone nothing floats over the page: the assistant opens from the header bar.
        expect(await page.getByTestId("chat-launcher").isVisible()).toBe(false);
        const headerButton = page.getByTestId("site-header").getByTestId("chat-header-button");
        expect(await headerButton.isVisible()).toBe(true);
        await openAssistant(page, "Qaren Assistant");
        const panel = page.getByTestId("chat-panel");
        const box = await panel.boundingBox();
        expect(box!.width).toBe(390);

        await page.getByRole("button", { name: "Minimize the assistant" }).click();
        expect(await panel.getAttribute("data-state")).toBe("minimized");
        expect(await page.getByRole("textbox", { name: "Your question" }).isVisible()).toBe(false);
        await page.getByRole("button", { name: "Maximize the assistant" }).click();
        const input = page.getByRole("textbox", { name: "Your question" });
        await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);

        await input.press("Escape");
        expect(await panel.isVisible()).toBe(false);
        await expect
          .poll(() => headerButton.evaluate((element) => element === document.activeElement))
          .toBe(true);
      },
      { viewport: { width: 390, height: 844 } },
    ));

  it("is not part of the admin area", () =>
    withPage(async ({ page }) => {
      await signInThroughForm(page, baseUrl, DEMO_ADMIN);
      expect(await page.getByTestId("chat-launcher").count()).toBe(1);
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await page.getByTestId("chat-launcher").count()).toBe(0);
      expect(await page.getByTestId("chat-panel").count()).toBe(0);
    }));
});

describe("POST /api/chat", () => {
  const post = (body: unknown, client: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", origin: baseUrl, "X-Forwarded-For": client, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const question = (content: string) => ({ locale: "en", messages: [{ role: "user", content }] });

  it("streams server-sent events", async () => {
    const response = await post(question("hello"), uniqueClientAddress());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const text = await response.text();
    expect(text).toContain("event: delta");
    expect(text.trim().endsWith("event: done\ndata: {}")).toBe(true);
  });

  it("refuses an over-long question, a malformed body and a form post", async () => {
    const client = uniqueClientAddress();
    expect((await post(question("x".repeat(501)), client)).status).toBe(400);
    expect((await post({ locale: "en", messages: [] }, client)).status).toBe(400);
    expect((await post("{not json", client)).status).toBe(400);
    expect(
      (await post(question("hi"), client, { "Content-Type": "application/x-www-form-urlencoded" })).status,
    ).toBe(415);
  });

  it("limits each client to 15 questions a minute", async () => {
    const client = uniqueClientAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 16; index++) {
      const response = await post(question("hello"), client);
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, 15).every((status) => status === 200)).toBe(true);
    expect(statuses[15]).toBe(429);
    // Another client is not affected.
    expect((await post(question("hello"), uniqueClientAddress())).status).toBe(200);
  });
});

describe("the assistant with a language model", () => {
  let model: FakeModelServer;
  let server: StartedServer;
  const KEY = "sk-test-never-in-the-browser";

  beforeAll(async () => {
    model = await startFakeModelServer();
    server = await startServer({
      env: { CHAT_PROVIDER: "openai", CHAT_API_URL: model.apiUrl, CHAT_API_KEY: KEY, CHAT_MODEL: "gpt-test" },
    });
  });
  afterAll(async () => {
    if (server) await stopServer(server);
    await model?.close();
  });

  it("counts the retries on the badge and shows the answer", () =>
    withPage(async ({ page }) => {
      const bodies: string[] = [];
      page.on("response", async (response) => {
        bodies.push(await response.text().catch(() => ""));
      });
      model.script(
        { status: 500 },
        { status: 502 },
        textReply("The cheapest is [Phone](/products/00000000-0000-4000-8000-000000000000)."),
      );
      await page.goto(`${server.baseUrl}/?lang=en`);
      await openAssistant(page, "Qaren Assistant");
      const input = page.getByRole("textbox", { name: "Your question" });
      await input.fill("Which phone is cheapest?");
      await input.press("Enter");
      const badge = page.getByTestId("chat-retry-badge");
      await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe("2");
      await waitForAnswer(page);
      expect(await lastAnswer(page).getByRole("link", { name: "Phone" }).getAttribute("href")).toBe(
        "/products/00000000-0000-4000-8000-000000000000",
      );
      expect(model.requests).toHaveLength(3);
      expect(model.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
      expect(bodies.some((body) => body.includes(KEY))).toBe(false);
    }));

  it("answers with the built-in assistant, in Arabic, when the model keeps failing", () =>
    withPage(async ({ page }) => {
      model.fallback = { status: 500, json: {} };
      await page.goto(`${server.baseUrl}/?lang=ar`);
      await openAssistant(page, "مساعد قارن");
      await page.getByRole("button", { name: "كيف تعمل تنبيهات الأسعار؟" }).click();
      await page.waitForSelector(
        '[data-testid="chat-messages"] li[data-role="assistant"][data-status="done"]',
        {
          timeout: 15_000,
        },
      );
      expect(await lastAnswer(page).textContent()).toContain("ثلاثة أنواع من التنبيهات");
      expect(await page.locator('[data-testid="chat-messages"] li[data-status="error"]').count()).toBe(0);
    }));

  it.each([
    {
      lang: "en",
      title: "Qaren Assistant",
      chip: "How do price alerts work?",
      thinking: "Looking it up…",
      slow: "Still working on it — you'll get an answer in a moment",
      says: "three kinds of alerts",
    },
    {
      lang: "ar",
      title: "مساعد قارن",
      chip: "كيف تعمل تنبيهات الأسعار؟",
      thinking: "أبحث لك عن الإجابة…",
      slow: "ما زلت أبحث لك، ستصلك الإجابة بعد لحظات",
      says: "ثلاثة أنواع من التنبيهات",
    },
  ])(
    "says it is looking it up, then that it is still working, then answers when the model hangs ($lang)",
    (wait) =>
      withPage(async ({ page }) => {
        model.script({ hang: true });
        await page.goto(`${server.baseUrl}/?lang=${wait.lang}`);
        await openAssistant(page, wait.title);
        await page.getByRole("button", { name: wait.chip }).click();
        // Shown in the answer's place and announced, until the first text.
        const status = page.getByRole("status").filter({ hasText: wait.thinking });
        await status.waitFor({ state: "attached" });
        expect(await lastAnswer(page).textContent()).toContain(wait.thinking);
        await saveScreenshot(page, `chat-thinking-${wait.lang}-1280`);
        await page.setViewportSize({ width: 390, height: 844 });
        await saveScreenshot(page, `chat-thinking-${wait.lang}-390`);

        await page.getByRole("status").filter({ hasText: wait.slow }).waitFor({ state: "attached" });
        expect(await lastAnswer(page).textContent()).toContain(wait.slow);
        expect(await page.getByRole("status").filter({ hasText: wait.thinking }).count()).toBe(0);
        await saveScreenshot(page, `chat-slow-${wait.lang}-390`);
        await page.setViewportSize({ width: 1280, height: 800 });
        await saveScreenshot(page, `chat-slow-${wait.lang}-1280`);

        // The model never answers: the built-in assistant does, within the model's time limit.
        await page.waitForSelector(
          '[data-testid="chat-messages"] li[data-role="assistant"]:last-child[data-status="done"]',
          { timeout: 30_000 },
        );
        const answer = (await lastAnswer(page).textContent()) ?? "";
        expect(answer).toContain(wait.says);
        expect(answer).not.toContain(wait.slow);
        expect(await page.getByTestId("chat-status").textContent()).toContain(wait.says);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }),
  );
});
