// Lucide's line icons (the `lucide` package's drawings), each rendered as one <svg> whose inner
// shapes are markup written once when this module loads. lucide-react built every icon through two
// components and an element per shape on every render: a product page draws 65 icons, and they
// were a seventh of its server render (docs/decisions/0029, "Icons drawn once").
import type { IconNode } from "lucide";
import {
  ArrowDown as arrowDown,
  ArrowDownUp as arrowDownUp,
  ArrowLeft as arrowLeft,
  ArrowLeftRight as arrowLeftRight,
  ArrowRight as arrowRight,
  BadgeCheck as badgeCheck,
  Bell as bell,
  BellOff as bellOff,
  BellRing as bellRing,
  Bot as bot,
  Check as check,
  ChevronDown as chevronDown,
  ChevronLeft as chevronLeft,
  ChevronRight as chevronRight,
  ChevronUp as chevronUp,
  CircleAlert as circleAlert,
  CircleCheck as circleCheck,
  Clock as clock,
  Download as download,
  ExternalLink as externalLink,
  Heart as heart,
  ImageOff as imageOff,
  Images as images,
  Inbox as inbox,
  Info as info,
  Languages as languages,
  LayoutDashboard as layoutDashboard,
  Link2 as link2,
  LoaderCircle as loaderCircle,
  MailCheck as mailCheck,
  MailWarning as mailWarning,
  MapPin as mapPin,
  Maximize2 as maximize2,
  Menu as menu,
  MessageCircle as messageCircle,
  MessageSquareText as messageSquareText,
  Minimize2 as minimize2,
  Package as packageBox,
  PackageCheck as packageCheck,
  PackageSearch as packageSearch,
  Paperclip as paperclip,
  Pause as pause,
  Pencil as pencil,
  Percent as percent,
  Play as play,
  Plus as plus,
  Quote as quote,
  RefreshCw as refreshCw,
  Scale as scale,
  ScanSearch as scanSearch,
  Search as search,
  SendHorizontal as sendHorizontal,
  Share2 as share2,
  ShieldCheck as shieldCheck,
  SlidersHorizontal as slidersHorizontal,
  Star as star,
  Store as store,
  Tags as tags,
  Target as target,
  Trash2 as trash2,
  TrendingDown as trendingDown,
  TrendingUp as trendingUp,
  Truck as truck,
  Upload as upload,
  UserRound as userRound,
  Users as users,
  X as x,
} from "lucide";
import type { ReactElement, SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML">;

/** An icon: what a component receives when it is handed "which icon to draw". */
export type IconComponent = (props: IconProps) => ReactElement;

/** The shapes of a drawing as SVG markup (the drawings hold numbers and path commands only). */
function markupOf(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`)
        .join("");
      return `<${tag}${written}/>`;
    })
    .join("");
}

/** Whether the caller described the icon for assistive technology (else it is hidden from it). */
function isDescribed(props: IconProps): boolean {
  return Object.keys(props).some((name) => name.startsWith("aria-") || name === "role" || name === "title");
}

/**
 * An icon component for one drawing, with lucide's attributes and classes (`lucide lucide-bell`):
 * 24 units, drawn in the text's colour with a 2-unit round stroke, hidden from screen readers
 * unless labelled.
 */
function lucideIcon(exportName: string, node: IconNode): IconComponent {
  const shapes = { __html: markupOf(node) };
  const baseClass = `lucide lucide-${exportName.replace(/([a-z])([A-Z0-9])/g, "$1-$2").toLowerCase()}`;
  function LucideIcon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${baseClass} ${className}` : baseClass}
        aria-hidden={isDescribed(props) ? undefined : "true"}
        {...props}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: lucide's own drawings, written once above
        dangerouslySetInnerHTML={shapes}
      />
    );
  }
  LucideIcon.displayName = exportName;
  return LucideIcon;
}

export const ArrowDown = /* @__PURE__ */ lucideIcon("ArrowDown", arrowDown);
export const ArrowDownUp = /* @__PURE__ */ lucideIcon("ArrowDownUp", arrowDownUp);
export const ArrowLeft = /* @__PURE__ */ lucideIcon("ArrowLeft", arrowLeft);
export const ArrowLeftRight = /* @__PURE__ */ lucideIcon("ArrowLeftRight", arrowLeftRight);
export const ArrowRight = /* @__PURE__ */ lucideIcon("ArrowRight", arrowRight);
export const BadgeCheck = /* @__PURE__ */ lucideIcon("BadgeCheck", badgeCheck);
export const Bell = /* @__PURE__ */ lucideIcon("Bell", bell);
export const BellOff = /* @__PURE__ */ lucideIcon("BellOff", bellOff);
export const BellRing = /* @__PURE__ */ lucideIcon("BellRing", bellRing);
export const Bot = /* @__PURE__ */ lucideIcon("Bot", bot);
export const Check = /* @__PURE__ */ lucideIcon("Check", check);
export const ChevronDown = /* @__PURE__ */ lucideIcon("ChevronDown", chevronDown);
export const ChevronLeft = /* @__PURE__ */ lucideIcon("ChevronLeft", chevronLeft);
export const ChevronRight = /* @__PURE__ */ lucideIcon("ChevronRight", chevronRight);
export const ChevronUp = /* @__PURE__ */ lucideIcon("ChevronUp", chevronUp);
export const CircleAlert = /* @__PURE__ */ lucideIcon("CircleAlert", circleAlert);
export const CircleCheck = /* @__PURE__ */ lucideIcon("CircleCheck", circleCheck);
export const Clock = /* @__PURE__ */ lucideIcon("Clock", clock);
export const Download = /* @__PURE__ */ lucideIcon("Download", download);
export const ExternalLink = /* @__PURE__ */ lucideIcon("ExternalLink", externalLink);
export const Heart = /* @__PURE__ */ lucideIcon("Heart", heart);
export const ImageOff = /* @__PURE__ */ lucideIcon("ImageOff", imageOff);
export const Images = /* @__PURE__ */ lucideIcon("Images", images);
export const Inbox = /* @__PURE__ */ lucideIcon("Inbox", inbox);
export const Info = /* @__PURE__ */ lucideIcon("Info", info);
export const Languages = /* @__PURE__ */ lucideIcon("Languages", languages);
export const LayoutDashboard = /* @__PURE__ */ lucideIcon("LayoutDashboard", layoutDashboard);
export const Link2 = /* @__PURE__ */ lucideIcon("Link2", link2);
export const LoaderCircle = /* @__PURE__ */ lucideIcon("LoaderCircle", loaderCircle);
export const MailCheck = /* @__PURE__ */ lucideIcon("MailCheck", mailCheck);
export const MailWarning = /* @__PURE__ */ lucideIcon("MailWarning", mailWarning);
export const MapPin = /* @__PURE__ */ lucideIcon("MapPin", mapPin);
export const Maximize2 = /* @__PURE__ */ lucideIcon("Maximize2", maximize2);
export const Menu = /* @__PURE__ */ lucideIcon("Menu", menu);
export const MessageCircle = /* @__PURE__ */ lucideIcon("MessageCircle", messageCircle);
export const MessageSquareText = /* @__PURE__ */ lucideIcon("MessageSquareText", messageSquareText);
export const Minimize2 = /* @__PURE__ */ lucideIcon("Minimize2", minimize2);
export const Package = /* @__PURE__ */ lucideIcon("Package", packageBox);
export const PackageCheck = /* @__PURE__ */ lucideIcon("PackageCheck", packageCheck);
export const PackageSearch = /* @__PURE__ */ lucideIcon("PackageSearch", packageSearch);
export const Paperclip = /* @__PURE__ */ lucideIcon("Paperclip", paperclip);
export const Pause = /* @__PURE__ */ lucideIcon("Pause", pause);
export const Pencil = /* @__PURE__ */ lucideIcon("Pencil", pencil);
export const Percent = /* @__PURE__ */ lucideIcon("Percent", percent);
export const Play = /* @__PURE__ */ lucideIcon("Play", play);
export const Plus = /* @__PURE__ */ lucideIcon("Plus", plus);
export const Quote = /* @__PURE__ */ lucideIcon("Quote", quote);
export const RefreshCw = /* @__PURE__ */ lucideIcon("RefreshCw", refreshCw);
export const Scale = /* @__PURE__ */ lucideIcon("Scale", scale);
export const ScanSearch = /* @__PURE__ */ lucideIcon("ScanSearch", scanSearch);
export const Search = /* @__PURE__ */ lucideIcon("Search", search);
export const SendHorizontal = /* @__PURE__ */ lucideIcon("SendHorizontal", sendHorizontal);
export const Share2 = /* @__PURE__ */ lucideIcon("Share2", share2);
export const ShieldCheck = /* @__PURE__ */ lucideIcon("ShieldCheck", shieldCheck);
export const SlidersHorizontal = /* @__PURE__ */ lucideIcon("SlidersHorizontal", slidersHorizontal);
export const Star = /* @__PURE__ */ lucideIcon("Star", star);
export const Store = /* @__PURE__ */ lucideIcon("Store", store);
export const Tags = /* @__PURE__ */ lucideIcon("Tags", tags);
export const Target = /* @__PURE__ */ lucideIcon("Target", target);
export const Trash2 = /* @__PURE__ */ lucideIcon("Trash2", trash2);
export const TrendingDown = /* @__PURE__ */ lucideIcon("TrendingDown", trendingDown);
export const TrendingUp = /* @__PURE__ */ lucideIcon("TrendingUp", trendingUp);
export const Truck = /* @__PURE__ */ lucideIcon("Truck", truck);
export const Upload = /* @__PURE__ */ lucideIcon("Upload", upload);
export const UserRound = /* @__PURE__ */ lucideIcon("UserRound", userRound);
export const Users = /* @__PURE__ */ lucideIcon("Users", users);
export const X = /* @__PURE__ */ lucideIcon("X", x);
