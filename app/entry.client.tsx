// React Router's default browser entry, hydrating once the page's texts are here: they are not in
// the page's data but in a file of their own (app/utils/page-texts.ts), preloaded by the root
// layout. Should they fail to arrive, the page stays as the server rendered it, links and forms
// working as plain HTML, rather than hydrating without its words.
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLocale } from "~/utils/i18n";
import { loadPageTexts } from "~/utils/page-texts";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const textsLink = document.querySelector<HTMLLinkElement>("link[data-page-texts]");
const locale = textsLink?.dataset.pageTexts;
if (textsLink && isLocale(locale)) {
  const path = textsLink.getAttribute("href")!;
  loadPageTexts(locale, path)
    .catch(() => loadPageTexts(locale, path))
    .then(hydrate, (error: unknown) => console.error("The page's texts could not be loaded", error));
} else {
  // An error page rendered without the root's data carries its few texts itself.
  hydrate();
}
