import { useEffect, useState } from "react";
import { useT } from "#app/i18n/use-translation.ts";

/** How far the reader has scrolled through the page, as a thin bar (dark layout, spec §2). */
export function ReadingProgress() {
  const t = useT();
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      setPercent(scrollable > 0 ? Math.min(100, Math.round((window.scrollY / scrollable) * 100)) : 0);
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <div
      className="reading-progress"
      role="progressbar"
      aria-label={t("layout.readingProgress")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="reading-progress__bar" style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}
