import { useTranslation } from "react-i18next";
import { FeatureBlurbs } from "~/features/home/components/feature-blurbs";
import { HomeHero } from "~/features/home/components/home-hero";
import { SearchBox } from "~/features/search/components/search-box";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches);
}

export default function Home() {
  const { t } = useTranslation();
  return (
    <main id="main">
      <HomeHero
        search={
          <SearchBox size="large" label={t("home.searchLabel")} placeholder={t("header.searchPlaceholder")} />
        }
      />
      <FeatureBlurbs />
    </main>
  );
}
