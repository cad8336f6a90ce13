import { useEffect, useState } from "react";

/** How far below the screen the chart starts loading, so it is usually drawn before it is seen. */
const LOAD_MARGIN = "300px";

/**
 * False during server rendering and hydration, true once the element given to the returned ref is
 * within LOAD_MARGIN of the viewport (the chart measures the browser, so it is never drawn on the
 * server). A callback ref, so an element that appears later (another product's history) is seen.
 */
export function useIsNearViewport(): [isNear: boolean, ref: (element: Element | null) => void] {
  const [element, setElement] = useState<Element | null>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    if (!element || isNear) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear]);
  return [isNear, setElement];
}
