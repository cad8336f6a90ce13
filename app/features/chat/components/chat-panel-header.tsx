import { useTranslation } from "react-i18next";
import { IconButton } from "~/components/ui/icon-button";
import { Bot, Maximize2, Minimize2, X } from "~/components/ui/icons";

const HEADER_BUTTON = "rounded-md p-1.5 hover:bg-brand-800 focus-visible:outline-white";

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
      <IconButton
        onClick={onToggleMinimized}
        aria-expanded={isOpen}
        label={isOpen ? t("chat.minimize") : t("chat.maximize")}
        icon={isOpen ? Minimize2 : Maximize2}
        className={HEADER_BUTTON}
      />
      <IconButton onClick={onClose} label={t("chat.close")} icon={X} className={HEADER_BUTTON} />
    </header>
  );
}
