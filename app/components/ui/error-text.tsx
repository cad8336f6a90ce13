import type { ReactNode } from "react";

/**
 * An error in red, announced to screen readers as it appears; nothing while there is none.
 * `className` places it (margin, width, grid span).
 */
export function ErrorText({
  id,
  className = "mt-1",
  children,
}: {
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={`${className} text-sm text-red-700`}>
      {children}
    </p>
  );
}
