import { useTranslation } from "react-i18next";

/** The store's own page for an unmatched item, opened in a new tab for the admin to check it. */
export function OpenItemLink({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="mt-1 inline-block text-sm text-brand-700 underline"
    >
      {t("adminFeeds.unmatched.openItem")}
    </a>
  );
}
