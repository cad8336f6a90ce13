import { useEffect, useState } from "react";

/** True while the user scrolls down past `threshold` pixels; false on scrolling up or near the top. */
export function useHideOnScroll(threshold = 50): boolean {
  const [isHidden, setIsHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= threshold) setIsHidden(false);
      else if (y > lastY) setIsHidden(true);
      else if (y < lastY) setIsHidden(false);
      lastY = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);

  return isHidden;
}
