import { Bot, Maximize2, Minimize2, X } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The assistant panel's title bar: its name, minimise or maximise, and close. */
export function ChatPanelHeader({
  titleId,
  isOpen,
  onToggleMinimized,
  onClose,
}: {
  titleId: string;
  isOpen: boolean;
  onToggleMinimized: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-2 bg-brand-700 px-4 py-3 text-white">
      <Bot aria-hidden="true" className="size-5 shrink-0" />
      <h2 id={titleId} className="flex-1 text-base font-semibold">
        {t("chat.title")}
      </h2>
      <button
        type="button"
        onClick={onToggleMinimized}
        aria-expanded={isOpen}
        aria-label={isOpen ? t("chat.minimize") : t("chat.maximize")}
        title={isOpen ? t("chat.minimize") : t("chat.maximize")}
        className="rounded-md p-1.5 hover:bg-brand-800 focus-visible:outline-white"
      >
        {isOpen ? (
          <Minimize2 aria-hidden="true" className="size-4" />
        ) : (
          <Maximize2 aria-hidden="true" className="size-4" />
        )}
      </button>
      <button
        type="button"
        onClick={onClose}
        aria-label={t("chat.close")}
        title={t("chat.close")}
        className="rounded-md p-1.5 hover:bg-brand-800 focus-visible:outline-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </header>
  );
}
