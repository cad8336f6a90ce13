import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** An invitation: start comparing when signed in, otherwise create an account. */
export function CallToAction({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const variant = isSignedIn ? "signedIn" : "signedOut";
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center clear-of-chat-4xl py-16 text-center">
        <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
          {t(`home.cta.${variant}.title`)}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-100">{t(`home.cta.${variant}.body`)}</p>
        <Link
          to={isSignedIn ? "/products" : "/register"}
          className="mt-8 rounded-full bg-accent-400 px-6 py-3 text-sm font-semibold text-ink hover:bg-accent-500"
          data-testid="home-cta"
        >
          {t(`home.cta.${variant}.button`)}
        </Link>
      </div>
    </section>
  );
}
