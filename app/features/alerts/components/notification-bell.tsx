import * as Popover from "@radix-ui/react-popover";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Bell } from "~/components/ui/icons";
import { type Listed, NotificationEntry } from "./notification-entry";

const API = "/api/notifications";

type ListState = { status: "loading" } | { status: "error" } | { status: "ready"; items: Listed[] };

async function fetchNotifications(): Promise<{ unreadCount: number; notifications: Listed[] }> {
  const response = await fetch(API, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`notifications answered ${response.status}`);
  return response.json();
}

/**
 * The header bell (PD-13): the unread count from the root loader as a badge; opening it lists
 * the newest notifications and marks them read. Shown to signed-in users only.
 */
export function NotificationBell({ unreadCount }: { unreadCount: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [unread, setUnread] = useState(unreadCount);
  const [isOpen, setIsOpen] = useState(false);
  const [list, setList] = useState<ListState>({ status: "loading" });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  // A fresh count from the server (after a form post, or a new page) replaces ours.
  useEffect(() => setUnread(unreadCount), [unreadCount]);

  async function open() {
    setIsOpen(true);
    setList({ status: "loading" });
    try {
      const body = await fetchNotifications();
      setList({ status: "ready", items: body.notifications });
      if (body.unreadCount > 0) {
        const marked = await fetch(API, { method: "POST" });
        if (marked.ok) setUnread(0);
      } else {
        setUnread(0);
      }
    } catch {
      setList({ status: "error" });
    }
  }

  // A navigation closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => setIsOpen(false), [location.pathname, location.search]);

  // Coming back to the tab refreshes the badge (only the bell that is on screen asks).
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== "visible" || !buttonRef.current?.offsetParent) return;
      fetchNotifications().then(
        (body) => setUnread(body.unreadCount),
        () => undefined,
      );
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, []);

  const label = unread > 0 ? t("notifications.buttonUnread", { count: unread }) : t("notifications.title");

  // Radix's popover closes on Escape (focus back on the bell) and on a press outside it; opening it
  // leaves focus on the bell, whose next Tab stop is the list.
  return (
    <Popover.Root open={isOpen} onOpenChange={(next) => (next ? void open() : setIsOpen(false))}>
      {/* Radix names the list only while it is open; the bell names it always, as before. */}
      <Popover.Trigger
        ref={buttonRef}
        aria-controls={panelId}
        className="relative inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-ink"
      >
        <Bell aria-hidden="true" className="size-5" />
        <span className="sr-only">{label}</span>
        {unread > 0 ? (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute -end-0.5 top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {unread > 9 ? "9+" : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Content
        asChild
        id={panelId}
        role="region"
        aria-labelledby={titleId}
        align="end"
        sideOffset={8}
        collisionPadding={16}
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <section className="z-50 w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-xl border border-slate-200 bg-white text-start shadow-lg">
          <p id={titleId} className="border-b border-slate-200 px-4 py-3 font-semibold text-ink">
            {t("notifications.title")}
          </p>
          {list.status === "loading" ? (
            <p role="status" className="px-4 py-6 text-center text-sm text-slate-600">
              {t("notifications.loading")}
            </p>
          ) : null}
          {list.status === "error" ? (
            <p role="alert" className="px-4 py-6 text-center text-sm text-red-700">
              {t("notifications.loadFailed")}
            </p>
          ) : null}
          {list.status === "ready" && list.items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-600">{t("notifications.empty")}</p>
          ) : null}
          {list.status === "ready" && list.items.length > 0 ? (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {list.items.map((item) => (
                <NotificationEntry key={item.id} item={item} onOpen={() => setIsOpen(false)} />
              ))}
            </ul>
          ) : null}
        </section>
      </Popover.Content>
    </Popover.Root>
  );
}
