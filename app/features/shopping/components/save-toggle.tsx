import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { ErrorText } from "~/components/ui/error-text";
import { Heart } from "~/components/ui/icons";

const buttonClass =
  "inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold hover:border-brand-600";

/**
 * Saved / not saved. Signed in, it posts `intent=save|unsave` to the page's action and shows the
 * new state at once; a visitor is asked to sign in first.
 */
export function SaveToggle({
  isSignedIn,
  isSaved,
  signInPath,
}: {
  isSignedIn: boolean;
  isSaved: boolean;
  signInPath: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ intent: string; error?: string }>();
  const [isAsking, setIsAsking] = useState(false);
  const promptId = useId();

  if (!isSignedIn) {
    return (
      <div className="relative">
        <button
          type="button"
          aria-expanded={isAsking}
          aria-controls={promptId}
          onClick={() => setIsAsking((open) => !open)}
          className={`${buttonClass} border-slate-300 bg-white text-ink`}
        >
          <Heart aria-hidden="true" className="size-4" />
          {t("product.save.save")}
        </button>
        <div
          id={promptId}
          hidden={!isAsking}
          className="absolute start-0 top-full z-30 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg"
        >
          <p className="text-slate-700">{t("product.save.signIn")}</p>
          <Link to={signInPath} className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
            {t("nav.signIn")}
          </Link>
        </div>
      </div>
    );
  }

  // While the request runs, show what was asked for.
  const pending = fetcher.formData?.get("intent");
  const showSaved = pending ? pending === "save" : isSaved;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={showSaved ? "unsave" : "save"} />
      <button
        type="submit"
        aria-pressed={showSaved}
        className={`${buttonClass} ${
          showSaved ? "border-brand-700 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-ink"
        }`}
      >
        <Heart aria-hidden="true" className={`size-4 ${showSaved ? "fill-current" : ""}`} />
        {t(showSaved ? "product.save.saved" : "product.save.save")}
      </button>
      <ErrorText>{fetcher.data?.error ? t(fetcher.data.error) : null}</ErrorText>
    </fetcher.Form>
  );
}
