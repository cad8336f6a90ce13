import { useTranslation } from "react-i18next";
import { BellRing, Scale, Star } from "~/components/ui/icons";

const FEATURES = [
  { key: "comparison", Icon: Scale },
  { key: "tracking", Icon: BellRing },
  { key: "reviews", Icon: Star },
] as const;

/** The three things Qaren does: price comparison, price tracking with alerts, expert reviews. */
export function FeatureBlurbs() {
  const { t } = useTranslation();
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="mx-auto max-w-7xl scroll-mt-24 clear-of-chat-7xl py-16"
    >
      <h2 id="features-title" className="text-center text-2xl font-bold text-ink sm:text-3xl">
        {t("home.featuresTitle")}
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ key, Icon }) => (
          <article key={key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink">{t(`home.features.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`home.features.${key}.body`)}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
