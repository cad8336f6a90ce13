import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";

export type HeaderUser = { email: string; role: "user" | "admin" } | null;

const linkClass = "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink";

/** Sign In / Register for visitors; Profile, Dashboard (admins) and Sign Out for the signed in. */
export function AccountLinks({ user }: { user: HeaderUser }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <>
        <Link to="/login" className={linkClass}>
          {t("nav.signIn")}
        </Link>
        <Link
          to="/register"
          className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("nav.register")}
        </Link>
      </>
    );
  }
  return (
    <>
      {user.role === "admin" ? (
        <Link to="/admin" className={linkClass}>
          {t("nav.dashboard")}
        </Link>
      ) : null}
      <Link to="/profile" className={linkClass}>
        {t("nav.profile")}
      </Link>
      <Form method="post" action="/logout">
        <button type="submit" className={linkClass}>
          {t("nav.signOut")}
        </button>
      </Form>
    </>
  );
}
