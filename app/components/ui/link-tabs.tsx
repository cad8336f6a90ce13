import { Link } from "react-router";

type LinkTabsProps = {
  label: string;
  current: string;
  tabs: ReadonlyArray<{ key: string; label: string; to: string }>;
};

/**
 * Tabs that are links (bookmarkable, work without JavaScript), the current one marked for screen
 * readers. They wrap onto a second line on narrow screens rather than scroll, so the current tab is
 * never out of sight.
 */
export function LinkTabs({ label, current, tabs }: LinkTabsProps) {
  return (
    <nav aria-label={label} className="border-b border-slate-200">
      <ul className="flex flex-wrap gap-x-1">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              preventScrollReset
              aria-current={tab.key === current ? "page" : undefined}
              className={`inline-block whitespace-nowrap border-b-2 px-4 py-3 text-sm font-medium ${
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
