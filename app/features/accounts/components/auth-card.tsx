import type { ReactNode } from "react";

/** The narrow centred card the password screens share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-center text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </main>
  );
}
