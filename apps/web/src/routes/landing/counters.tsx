import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { SectionHeading, sectionClass } from "./section-heading";
import { useNearViewport } from "@/ui/use-near-viewport";
import { prefersReducedMotion } from "./prefers-reduced-motion";

/** The figures the landing page counts up to. */
export const landingCounters = [
  { id: "stars", value: 12_800 },
  { id: "users", value: 300_000 },
  { id: "resumes", value: 400_000 },
] as const;

const countUpMs = 1_600;

/**
 * Counts from 0 to `target` once `running` turns true, easing out; at once for people who
 * asked for less motion. Answers the number to show.
 */
export function useCountUp(target: number, running: boolean): number {
  const [value, setValue] = useState(0);
  const [still] = useState(() => prefersReducedMotion() || typeof requestAnimationFrame !== "function");
  useEffect(() => {
    if (!running || still) return;
    let frame = 0;
    const started = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - started) / countUpMs);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, running, still]);
  return still && running ? target : value;
}

function Counter({ id, value, running }: { id: (typeof landingCounters)[number]["id"]; value: number; running: boolean }) {
  const { t, i18n } = useTranslation();
  const shown = useCountUp(value, running);
  const format = new Intl.NumberFormat(i18n.resolvedLanguage);
  const label = t(`landing.counters.${id}`, { count: value });
  return (
    <div className="flex flex-col items-center gap-1">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">
        <span className="sr-only">{`${format.format(value)}+ `}</span>
        {label}
      </dt>
      {/* The moving figure is decoration (shown above its label); assistive technology reads the final one. */}
      <dd aria-hidden className="order-first text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" data-counter={id}>
        {`${format.format(shown)}+`}
      </dd>
    </div>
  );
}

/** Three figures that count up when they scroll into view. */
export function Counters() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDListElement>(null);
  const running = useNearViewport(ref, "0px");
  return (
    <section aria-labelledby="counters-title" className={sectionClass}>
      <SectionHeading id="counters-title" title={t("landing.counters.title")} />
      <dl ref={ref} className="grid gap-10 sm:grid-cols-3">
        {landingCounters.map((counter) => (
          <Counter key={counter.id} id={counter.id} value={counter.value} running={running} />
        ))}
      </dl>
    </section>
  );
}
