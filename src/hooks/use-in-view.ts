import { useEffect, useState, type RefObject } from "react";

/** Becomes true (once) when the element reaches the upper two thirds of the viewport. */
export function useInUpperTwoThirds(ref: RefObject<Element>): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -33.333% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, inView]);
  return inView;
}
