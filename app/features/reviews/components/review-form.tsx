import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { SignedInOrPrompt } from "~/components/ui/sign-in-prompt";

// Visitors get a sign-in prompt; the form's code is fetched only for shoppers who can use it.
const SignedInReviewForm = lazy(() =>
  import("./review-form-fields").then((module) => ({ default: module.SignedInReviewForm })),
);

const cardClass = "rounded-2xl border border-slate-200 bg-white p-5";

/** The write-a-review card: the form for a signed-in shopper, 'Please sign in…' for a visitor. */
export function ReviewForm({ isSignedIn, signInPath }: { isSignedIn: boolean; signInPath: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="write-review-title" className={cardClass}>
      <h3 id="write-review-title" className="text-lg font-bold text-ink">
        {t("product.reviewForm.title")}
      </h3>
      <SignedInOrPrompt
        isSignedIn={isSignedIn}
        prompt={{
          className: "mt-3",
          message: t("product.reviewForm.errors.signInRequired"),
          linkText: t("product.reviewForm.signIn"),
          signInPath,
        }}
      >
        <SignedInReviewForm />
      </SignedInOrPrompt>
    </section>
  );
}
