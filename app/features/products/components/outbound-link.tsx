import type { AnchorHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { ExternalLink } from "~/components/ui/icons";
import { STORE_LINK_REL } from "./product-summary";

/**
 * A link that leaves Qaren for a store's offer or a review site, in a new tab: screen readers hear
 * where it goes (`site`) and that a tab opens; sighted shoppers see the outward icon.
 */
export function OutboundLink({
  site,
  children,
  ...link
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & { site: string }) {
  const { t } = useTranslation();
  return (
    <a {...link} target="_blank" rel={STORE_LINK_REL}>
      {children}
      <span className="sr-only">
        {" "}
        {site} {t("product.newTab")}
      </span>
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}
