import { useQuery } from "@tanstack/react-query";
import type { InstanceStats } from "@vitae/schema";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "@/api/client";
import { useNearViewport } from "@/ui/use-near-viewport";
import { prefersReducedMotion } from "./prefers-reduced-motion";
import { SectionHeading, sectionClass } from "./section-heading";

/**
 * GET /stats: this server's real counts of accounts and resumes. Checked by hand rather than
 * with the schema's zod object, which this chunk would otherwise download for two numbers;
 * anything else counts as no answer.
 */
export async function fetchInstanceStats(): Promise<InstanceStats | null> {
  const body = await api.get<unknown>("/stats");
  if (!body || typeof body !== "object") return null;
  const { users, resumes } = body as Record<string, unknown>;
  const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;
  return isCount(users) && isCount(resumes) ? { users, resumes } : null;
}

// The server counts every five minutes; asking more often would only get the same figures.
const statsQuery = { queryKey: ["instance-stats"] as const, queryFn: fetchInstanceStats, staleTime: 5 * 60_000, retry: false };

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

function Counter({ id, value, running }: { id: keyof InstanceStats; value: number; running: boolean }) {
  const { t, i18n } = useTranslation();
  const shown = useCountUp(value, running);
  const format = new Intl.NumberFormat(i18n.resolvedLanguage);
  const label = t(`landing.counters.${id}`, { count: value });
  return (
    <div className="flex flex-col items-center gap-1">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">
        <span className="sr-only">{`${format.format(value)} `}</span>
        {label}
      </dt>
      {/* The moving figure is decoration (shown above its label); assistive technology reads the final one. */}
      <dd aria-hidden className="order-first text-4xl font-bold tracking-tight tabular-nums sm:text-5xl" data-counter={id}>
        {format.format(shown)}
      </dd>
    </div>
  );
}

/**
 * How many people and resumes this server holds, counting up when they scroll into view.
 * Only real figures: while they load, or when the server cannot say, the section is absent.
 */
export function Counters() {
  const { data: stats, isPending } = useQuery(statsQuery);
  // While the figures load, hold their place: the rest of the page, which loads once its
  // top comes into view, stays below the fold, and nothing jumps when they arrive.
  if (isPending) return <div aria-hidden className="min-h-72 sm:min-h-80" />;
  return stats ? <CounterList stats={stats} /> : null;
}

/** Mounted with the figures, so the list it watches exists when it starts watching. */
function CounterList({ stats }: { stats: InstanceStats }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDListElement>(null);
  const running = useNearViewport(ref, "0px");
  return (
    <section aria-labelledby="counters-title" className={sectionClass}>
      <SectionHeading id="counters-title" title={t("landing.counters.thisServer")} />
      <dl ref={ref} className="mx-auto grid max-w-2xl gap-10 sm:grid-cols-2">
        <Counter id="users" value={stats.users} running={running} />
        <Counter id="resumes" value={stats.resumes} running={running} />
      </dl>
    </section>
  );
}
