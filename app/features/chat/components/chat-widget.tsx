// The assistant's floating button at the bottom corner (right in English, left in Arabic), from
// phone width up; on phones the header's button opens it (chat-header-button.tsx). The panel's code
// is fetched on first use, so pages stay light; the conversation starts afresh when the language
// changes. Page containers keep its corner free, and a phone price bar lifts it (app.css).

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { MessageCircle } from "~/components/ui/icons";
import { OPEN_ASSISTANT_EVENT, takeOpenRequest } from "./chat-header-button";
import type { PanelState } from "./chat-panel";

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

export function ChatWidget() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<PanelState>("closed");
  const [hasOpened, setHasOpened] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const shouldFocusLauncher = useRef(false);
  /** The button that opened the panel (the floating one, or the header's on phones) gets focus back. */
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (state !== "closed" || !shouldFocusLauncher.current) return;
    shouldFocusLauncher.current = false;
    (openerRef.current?.isConnected ? openerRef.current : launcherRef.current)?.focus();
  }, [state]);

  const open = useCallback(() => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setHasOpened(true);
    setState("open");
  }, []);

  // The header's button on phones asks through a window event; listened to once, and a tap made
  // before this listened is answered now.
  useEffect(() => {
    const openFromHeader = () => {
      if (!takeOpenRequest()) return;
      void loadPanel();
      open();
    };
    window.addEventListener(OPEN_ASSISTANT_EVENT, openFromHeader);
    openFromHeader();
    return () => window.removeEventListener(OPEN_ASSISTANT_EVENT, openFromHeader);
  }, [open]);

  const close = () => {
    shouldFocusLauncher.current = true;
    setState("closed");
  };

  return (
    <>
      {state === "closed" ? (
        <button
          ref={launcherRef}
          type="button"
          onClick={open}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          aria-label={t("chat.open")}
          title={t("chat.open")}
          data-testid="chat-launcher"
          className="fixed end-4 bottom-[calc(1rem+var(--bottom-bar-space))] z-50 hidden size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 focus-visible:outline-offset-4 sm:inline-flex"
        >
          <MessageCircle aria-hidden="true" className="size-7" />
        </button>
      ) : null}
      {hasOpened ? (
        <Suspense fallback={null}>
          <ChatPanel
            key={i18n.language}
            state={state}
            onToggleMinimized={() => setState((current) => (current === "open" ? "minimized" : "open"))}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
