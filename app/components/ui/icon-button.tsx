import type { ButtonHTMLAttributes } from "react";
import type { IconComponent } from "~/components/ui/icons";

/**
 * A button that shows only an icon: its label is its accessible name and its tooltip, and the icon
 * is hidden from screen readers.
 */
export function IconButton({
  label,
  icon: Icon,
  iconClassName = "size-4",
  type = "button",
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "aria-label" | "title"> & {
  label: string;
  icon: IconComponent;
  iconClassName?: string;
}) {
  return (
    <button type={type} aria-label={label} title={label} {...props}>
      <Icon aria-hidden="true" className={iconClassName} />
    </button>
  );
}
