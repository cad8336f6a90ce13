import { Link } from "react-router";

type LinkTabsProps = {
  label: string;
  current: string;
  tabs: ReadonlyArray<{ key: string; label: string; to: string }>;
};

/**
 * Tabs that are links (bookmarkable, work without JavaScript), the current one marked for screen
 * readers. On a phone they share one row in equal parts, a long label breaking inside its own tab,
 * rather than scroll (the current tab is never out of sight) or wrap onto a second row of tabs
 * (issue 38, item 6).
 */
export function LinkTabs({ label, current, tabs }: LinkTabsProps) {
  return (
    <nav aria-label={label} className="border-b border-slate-200">
      <ul className="grid auto-cols-fr grid-flow-col sm:flex sm:gap-x-1">
        {tabs.map((tab) => (
          <li key={tab.key} className="flex">
            <Link
              to={tab.to}
              preventScrollReset
              aria-current={tab.key === current ? "page" : undefined}
              className={`flex w-full items-end justify-center border-b-2 px-1.5 py-3 text-center text-sm font-medium sm:px-4 sm:whitespace-nowrap ${
                tab.key === current
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-600 hover:border-slate-300 hover:text-ink"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
