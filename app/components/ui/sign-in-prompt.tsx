import { type ReactNode, Suspense } from "react";
import { Link } from "react-router";

type SignInPromptProps = {
  message: string;
  linkText: string;
  signInPath: string;
  className?: string;
};

/** What a visitor sees instead of a form that needs an account: why, and a way to sign in. */
export function SignInPrompt({ message, linkText, signInPath, className = "" }: SignInPromptProps) {
  return (
    <div className={className}>
      <p className="text-sm text-slate-700">{message}</p>
      <Link
        to={signInPath}
        className="mt-3 inline-flex w-full justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {linkText}
      </Link>
    </div>
  );
}

/**
 * A form that needs an account: for a signed-in shopper the form (lazily loaded, so a visitor's
 * page never fetches its code), for a visitor the prompt to sign in.
 */
export function SignedInOrPrompt({
  isSignedIn,
  prompt,
  children,
}: {
  isSignedIn: boolean;
  prompt: SignInPromptProps;
  children: ReactNode;
}) {
  return isSignedIn ? <Suspense fallback={null}>{children}</Suspense> : <SignInPrompt {...prompt} />;
}
