import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { TextField } from "~/components/ui/text-field";
import { isPriceErrorCode, priceErrorKey } from "~/features/page-fetching/price-errors";
import { useStoreName } from "~/features/stores/use-store-name";
import { formatPrice } from "~/utils/format";
import type { Locale } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { type PageTestResponse, type PageTestResult, testPageSchema } from "../test-page-schema";

type Translate = ReturnType<typeof useTranslation>["t"];

function stockText(t: Translate, inStock: boolean | null): string {
  if (inStock === null) return t("adminPrices.testPage.stockUnknown");
  return t(inStock ? "adminPrices.testPage.inStock" : "adminPrices.testPage.outOfStock");
}

function errorText(t: Translate, error: NonNullable<PageTestResult["error"]>): string {
  const code = isPriceErrorCode(error.code) ? error.code : "fetchFailed";
  return t(priceErrorKey(code), { status: error.status });
}

/**
 * "Test a page" (issue 16): an admin pastes a store page's address and sees what each strategy found,
 * which price was chosen and why, stock, the "was" price, timings and, in the browser, a screenshot.
 * Nothing is recorded.
 */
export function TestPagePanel({ defaultUrl = "" }: { defaultUrl?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<PageTestResponse>();
  const [url, setUrl] = useState(defaultUrl);
  const [clientError, setClientError] = useState<string | null>(null);
  const headingId = useId();
  const isTesting = fetcher.state !== "idle";
  const answer = fetcher.data;
  const result = answer?.ok ? answer.result : null;
  const fieldError = clientError ?? (answer && !answer.ok ? answer.errorKey : null);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="test-page"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {t("adminPrices.testPage.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t("adminPrices.testPage.intro")}</p>
      <fetcher.Form
        method="post"
        action="/api/admin/page-test"
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          const parsed = testPageSchema.safeParse({ url });
          if (!parsed.success) {
            event.preventDefault();
            setClientError(parsed.error.issues[0]!.message);
          } else {
            setClientError(null);
          }
        }}
      >
        <TextField
          name="url"
          type="url"
          label={t("adminPrices.testPage.url")}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={fieldError ? t(fieldError) : undefined}
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          className="min-w-0 flex-1"
          placeholder="https://"
        />
        <Button disabled={isTesting} isBusy={isTesting} className="sm:mb-px">
          {t(isTesting ? "adminPrices.testPage.testing" : "adminPrices.testPage.test")}
        </Button>
      </fetcher.Form>
      {result && !isTesting ? <TestResult result={result} t={t} locale={locale} /> : null}
    </section>
  );
}

function TestResult({ result, t, locale }: { result: PageTestResult; t: Translate; locale: Locale }) {
  const storeName = useStoreName();
  const { chosen, error } = result;
  const money = (amount: number | string) => <bdi>{formatPrice(amount, locale)}</bdi>;
  const ms = (value: number) => t("adminPrices.testPage.ms", { value });
  // A refused address (not public, not a web page) or a page that could not be opened has nothing
  // to show but why: no store facts, stock or timings that would read as findings (issue 38, item 9).
  if (error && result.strategy === null)
    return (
      <div className="mt-5" data-testid="test-page-result" aria-live="polite">
        <Notice tone="error">{errorText(t, error)}</Notice>
      </div>
    );
  return (
    <div className="mt-5 space-y-5" data-testid="test-page-result" aria-live="polite">
      {error ? (
        <Notice tone="error">{errorText(t, error)}</Notice>
      ) : chosen.price === null ? (
        <Notice tone="success">{t("adminPrices.testPage.soldOutNoPrice")}</Notice>
      ) : (
        <Notice tone="success">
          {t("adminPrices.testPage.chosen")} {money(chosen.price)}
          {chosen.source ? ` — ${t(`adminPrices.testPage.why.${chosen.source}`)}` : ""}
        </Notice>
      )}

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={t("adminPrices.testPage.store")}>
          {result.storeName
            ? storeName({ name: result.storeName, nameAr: result.storeNameAr })
            : t("adminPrices.testPage.noStore")}
        </Fact>
        <Fact label={t("adminPrices.testPage.mode")}>
          {t(`adminStores.fetchRules.modes.${result.fetchMode}`)}
        </Fact>
        <Fact label={t("adminPrices.testPage.openedWith")}>
          {result.strategy ? t(`adminPrices.testPage.strategies.${result.strategy}`) : "—"}
          {result.browserReason
            ? ` (${t(`adminPrices.testPage.browserReasons.${result.browserReason}`)})`
            : ""}
        </Fact>
        <Fact label={t("adminPrices.testPage.timings")}>
          {(["http", "browser", "service"] as const)
            .filter((strategy) => result.timings[strategy] !== undefined)
            .map(
              (strategy) =>
                `${t(`adminPrices.testPage.strategies.${strategy}`)}: ${ms(result.timings[strategy]!)}`,
            )
            .join(" · ") || "—"}
        </Fact>
        <Fact label={t("adminPrices.testPage.stock")}>{stockText(t, chosen.inStock)}</Fact>
        <Fact label={t("adminPrices.testPage.wasPrice")}>
          {chosen.wasPrice ? money(chosen.wasPrice) : t("adminPrices.testPage.none")}
        </Fact>
        {result.finalUrl && result.finalUrl !== result.url ? (
          <Fact label={t("adminPrices.testPage.finalUrl")}>
            <span dir="ltr" className="break-all">
              {result.finalUrl}
            </span>
          </Fact>
        ) : null}
      </dl>

      {result.steps.length > 0 || result.priceRule || result.stockRule ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-start font-semibold text-ink">
              {t("adminPrices.testPage.findings")}
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-start text-slate-600">
                <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                  {t("adminPrices.testPage.source")}
                </th>
                <th scope="col" className="py-1.5 pe-3 text-start font-medium">
                  {t("adminPrices.testPage.found")}
                </th>
                <th scope="col" className="py-1.5 text-start font-medium">
                  {t("adminPrices.testPage.stock")}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.priceRule || result.stockRule ? (
                <tr className="border-b border-slate-100" data-testid="finding-store-rule">
                  <th scope="row" className="py-1.5 pe-3 text-start font-medium">
                    {t("adminPrices.testPage.sources.store-rule")}
                    {result.priceRule ? (
                      <code dir="ltr" className="ms-2 inline-block rounded bg-slate-100 px-1 text-xs">
                        {result.priceRule.rule}
                      </code>
                    ) : null}
                  </th>
                  <td className="py-1.5 pe-3">
                    {result.priceRule?.price != null
                      ? money(result.priceRule.price)
                      : result.priceRule?.found
                        ? t("adminPrices.testPage.ruleNoPrice", { text: result.priceRule.found })
                        : t("adminPrices.testPage.nothing")}
                  </td>
                  <td className="py-1.5">
                    {result.stockRule ? stockText(t, result.stockRule.inStock) : "—"}
                  </td>
                </tr>
              ) : null}
              {result.steps.map((step) => (
                <tr
                  key={step.source}
                  className="border-b border-slate-100"
                  data-testid={`finding-${step.source}`}
                >
                  <th scope="row" className="py-1.5 pe-3 text-start font-medium">
                    {t(`adminPrices.testPage.sources.${step.source}`)}
                  </th>
                  <td className="py-1.5 pe-3">
                    {step.ambiguous
                      ? t("adminPrices.testPage.ambiguous")
                      : step.price !== null
                        ? money(step.price)
                        : t("adminPrices.testPage.nothing")}
                  </td>
                  <td className="py-1.5">{step.inStock === null ? "—" : stockText(t, step.inStock)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {result.visibleCandidates.length > 0 ? (
        <ListSection title={t("adminPrices.testPage.candidates")}>
          {result.visibleCandidates.map((candidate, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same amount may stand twice on a page
            <li key={index} className="flex flex-wrap gap-x-2">
              <span className="font-semibold">{money(candidate.amount)}</span>
              <span className="text-slate-600" dir="auto">
                “{candidate.text}”
              </span>
            </li>
          ))}
        </ListSection>
      ) : null}

      {result.blocked.length > 0 ? (
        <ListSection title={t("adminPrices.testPage.blocked")} className="list-disc ps-5 text-slate-700">
          {result.blocked.map((address) => (
            <li key={address} dir="ltr" className="break-all text-start">
              {address}
            </li>
          ))}
        </ListSection>
      ) : null}

      {result.screenshotUrl ? (
        <figure>
          <figcaption className="text-sm font-semibold text-ink">
            {t("adminPrices.testPage.screenshot")}
          </figcaption>
          <a href={result.screenshotUrl} target="_blank" rel="noreferrer" className="mt-2 block">
            <img
              src={result.screenshotUrl}
              alt={t("adminPrices.testPage.screenshotAlt")}
              className="max-h-[28rem] w-full rounded-lg border border-slate-200 object-contain object-top"
            />
          </a>
        </figure>
      ) : null}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="font-medium text-slate-600">{label}:</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** A titled list under the findings (the price candidates, the blocked addresses). */
function ListSection({
  title,
  className = "",
  children,
}: {
  title: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <ul className={`mt-2 space-y-1 text-sm ${className}`}>{children}</ul>
    </div>
  );
}
