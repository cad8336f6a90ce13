// On phones the assistant opens from the header bar: a floating button there would sit over the
// product title and the price box. The widget (chat-widget.tsx) listens for this request.

import { useTranslation } from "react-i18next";
import { MessageCircle } from "~/components/ui/icons";

export const OPEN_ASSISTANT_EVENT = "qaren:open-assistant";

// A tap that comes before the widget listens (it hydrates apart from the header) is kept, and the
// widget opens as soon as it starts listening.
let isOpenRequested = false;

function requestOpenAssistant() {
  isOpenRequested = true;
  window.dispatchEvent(new Event(OPEN_ASSISTANT_EVENT));
}

/** Whether the header's button asked to open the assistant since this was last asked. */
export function takeOpenRequest(): boolean {
  const requested = isOpenRequested;
  isOpenRequested = false;
  return requested;
}

export function ChatHeaderButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={requestOpenAssistant}
      aria-label={t("chat.open")}
      title={t("chat.open")}
      data-testid="chat-header-button"
      className="inline-flex size-10 items-center justify-center rounded-md text-brand-700 hover:bg-slate-100 sm:hidden"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
    </button>
  );
}
