import { Link } from "react-router";

/** What a visitor sees instead of a form that needs an account: why, and a way to sign in. */
export function SignInPrompt({
  message,
  linkText,
  signInPath,
  className = "",
}: {
  message: string;
  linkText: string;
  signInPath: string;
  className?: string;
}) {
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
