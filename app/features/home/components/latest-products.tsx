import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SectionHeader } from "./section-header";

/** The newest products (the grid is supplied by the route) with a link to all of them. */
export function LatestProducts({ grid }: { grid: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="latest-title" className="mx-auto max-w-7xl clear-of-chat-7xl py-16">
      <SectionHeader
        titleId="latest-title"
        title={t("home.latest.title")}
        viewAll={{ to: "/products", label: t("home.latest.viewAll") }}
      />
      <div className="mt-6">{grid}</div>
    </section>
  );
}
