import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Check, Link2, Share2 } from "~/components/ui/icons";
import { buildShareLinks, COPY_CONFIRMATION_MS } from "../share-links";

const NETWORKS = ["facebook", "x", "whatsapp"] as const;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers and some embedded views have no asynchronous clipboard.
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.append(field);
    field.select();
    const copied = document.execCommand("copy");
    field.remove();
    return copied;
  }
}

/**
 * A Share button opening a small menu (Radix's dropdown menu: arrow keys move, Enter picks, Escape
 * closes): Facebook, X and WhatsApp open their share page in a new window; Copy link copies the page
 * address and confirms it beside the button for two seconds.
 */
export function ShareMenu({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [copyState, setCopyState] = useState<"idle" | "copied" | "failed">("idle");
  const links = buildShareLinks(url, t("share.text", { name: title }));

  useEffect(() => {
    if (copyState === "idle") return;
    const timer = setTimeout(() => setCopyState("idle"), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copyState]);

  const itemClass =
    "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-start text-sm text-ink outline-none hover:bg-slate-100 data-[highlighted]:bg-slate-100";

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {/* Not modal: the page keeps scrolling (no scroll lock, whose injected <style> the Content
          Security Policy would refuse). */}
      <DropdownMenu.Root open={isOpen} onOpenChange={setIsOpen} modal={false}>
        <DropdownMenu.Trigger className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-800">
          <Share2 aria-hidden="true" className="size-4" />
          {t("share.button")}
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          loop
          align="start"
          sideOffset={8}
          collisionPadding={16}
          className="z-30 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 pb-1 pt-1.5 text-xs font-semibold text-slate-500">
            {t("share.menu")}
          </DropdownMenu.Label>
          {NETWORKS.map((network) => (
            <DropdownMenu.Item key={network} asChild>
              <a
                href={links[network]}
                target="_blank"
                rel="noopener noreferrer"
                className={itemClass}
                data-share={network}
                onClick={(event) => {
                  // A small window of its own, as share dialogs expect; without script the link opens a tab.
                  event.preventDefault();
                  window.open(links[network], "_blank", "noopener,noreferrer,width=620,height=560");
                  setIsOpen(false);
                }}
              >
                {t(`share.${network}`)}
              </a>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item
            className={itemClass}
            onSelect={async () => setCopyState((await copyText(url)) ? "copied" : "failed")}
          >
            {copyState === "copied" ? (
              <Check aria-hidden="true" className="size-4 text-brand-700" />
            ) : (
              <Link2 aria-hidden="true" className="size-4" />
            )}
            {t("share.copyLink")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <p role="status" className="text-sm font-medium text-brand-800 empty:hidden">
        {copyState === "copied" ? t("share.copied") : copyState === "failed" ? t("share.copyFailed") : ""}
      </p>
    </div>
  );
}
