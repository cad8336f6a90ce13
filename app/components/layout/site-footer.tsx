import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandMark } from "./brand-mark";
import { InstagramIcon, LinkedinIcon, XIcon, YoutubeIcon } from "./social-icons";

const LINK_GROUPS = [
  { titleKey: "footer.company", pages: ["about", "careers", "press"] },
  { titleKey: "footer.support", pages: ["help", "contact"] },
  { titleKey: "footer.legal", pages: ["privacy", "terms", "cookies"] },
] as const;

const SOCIAL_LINKS = [
  { key: "social.x", Icon: XIcon },
  { key: "social.instagram", Icon: InstagramIcon },
  { key: "social.youtube", Icon: YoutubeIcon },
  { key: "social.linkedin", Icon: LinkedinIcon },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 clear-of-chat-7xl py-12 sm:grid-cols-3 lg:grid-cols-5">
        <div className="col-span-2 sm:col-span-3 lg:col-span-2">
          <Link to="/" className="inline-flex items-center gap-2" aria-label={t("header.brandHome")}>
            <BrandMark className="size-8" />
            <span className="text-xl font-bold text-brand-800">{t("header.brand")}</span>
          </Link>
          <p className="mt-3 max-w-sm text-sm text-slate-600">{t("footer.tagline")}</p>
          <ul className="mt-5 flex gap-2" aria-label={t("footer.social")}>
            {SOCIAL_LINKS.map(({ key, Icon }) => (
              <li key={key}>
                {/* The spec's social links go nowhere yet: they lead back to the top of the page. */}
                <a
                  href="#top"
                  aria-label={t(key)}
                  className="inline-flex size-9 items-center justify-center rounded-full border border-slate-200 text-slate-600 hover:border-brand-600 hover:text-brand-700"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.titleKey} aria-label={t(group.titleKey)}>
            <h2 className="text-sm font-semibold text-ink">{t(group.titleKey)}</h2>
            <ul className="mt-3 space-y-2">
              {group.pages.map((page) => (
                <li key={page}>
                  <Link to={`/${page}`} className="text-sm text-slate-600 hover:text-brand-700">
                    {t(`pages.${page}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl clear-of-chat-7xl py-5 text-sm text-slate-500">
          {t("footer.copyright", { year })}
        </p>
      </div>
    </footer>
  );
}
