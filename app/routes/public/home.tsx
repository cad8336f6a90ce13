import { FeatureBlurbs } from "~/features/home/components/feature-blurbs";
import { HomeHero } from "~/features/home/components/home-hero";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches);
}

export default function Home() {
  return (
    <main id="main">
      <HomeHero />
      <FeatureBlurbs />
    </main>
  );
}
