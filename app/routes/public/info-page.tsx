import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { data, useLocation } from "react-router";
import { translations } from "~/locales/index.server";
import { resolveLocale } from "~/utils/i18n";
import { pageMeta } from "~/utils/meta";
import type { Route } from "./+types/info-page";

function pageKey(pathname: string) {
  return pathname.replace(/^\/+|\/+$/g, "");
}

/** The page's paragraphs in the visitor's language; the root sends only the pages' titles. */
export function loader({ request, url }: Route.LoaderArgs) {
  // `url`, not `request.url`: a client-side navigation fetches `/about.data`.
  const key = pageKey(url.pathname);
  const pages = translations[resolveLocale(request)].pages;
  if (!Object.hasOwn(pages, key)) throw data(null, { status: 404 });
  return { paragraphs: pages[key as keyof typeof pages].body };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  // The first paragraph says what the page is about, short enough for a search result.
  return pageMeta(matches, {
    title: `pages.${pageKey(location.pathname)}.title`,
    description: loaderData?.paragraphs[0],
  });
}

const EMAIL_ADDRESS = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** A paragraph with its e-mail addresses as links, kept left-to-right inside Arabic text. */
function Paragraph({ text, className }: { text: string; className: string }) {
  // split() with a capturing group alternates text and addresses; each part is keyed by its offset.
  let offset = 0;
  const parts = text
    .split(EMAIL_ADDRESS)
    .map((part, position) => {
      const at = offset;
      offset += part.length;
      return { part, at, isAddress: position % 2 === 1 };
    })
    .filter(({ part }) => part !== "");
  return (
    <p className={className}>
      {parts.map(({ part, at, isAddress }) =>
        isAddress ? (
          <bdi key={at}>
            <a href={`mailto:${part}`} className="font-medium text-brand-700 underline underline-offset-2">
              {part}
            </a>
          </bdi>
        ) : (
          <Fragment key={at}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

/** The footer pages (about, careers, press, help, contact, privacy, terms, cookies). */
export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const key = pageKey(useLocation().pathname);
  const [lead, ...paragraphs] = loaderData.paragraphs;

  return (
    <main id="main" className="mx-auto max-w-3xl clear-of-chat-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t(`pages.${key}.title`)}</h1>
      <div className="mt-6 max-w-prose space-y-5">
        {lead ? (
          <Paragraph text={lead} className="text-lg leading-relaxed text-slate-800 sm:text-xl" />
        ) : null}
        {paragraphs.map((text) => (
          <Paragraph key={text} text={text} className="text-base leading-8 text-slate-700" />
        ))}
      </div>
    </main>
  );
}
