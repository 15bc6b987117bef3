import { CheckCircle, Info, Warning, WarningCircle } from "@phosphor-icons/react";
import type { ReactNode } from "react";
import { cn } from "./cn";

const styles = {
  info: "border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-50",
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-50",
  warning: "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-50",
  error: "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50",
} as const;

const icons = { info: Info, success: CheckCircle, warning: Warning, error: WarningCircle } as const;

type AlertProps = {
  variant: keyof typeof styles;
  title?: string;
  children?: ReactNode;
  className?: string;
  /** False for a note that is part of the page rather than news, so it is not announced. */
  announce?: boolean;
};

/** An inline notice. Errors and warnings are announced at once; the rest politely. */
export function Alert({ variant, title, children, className, announce = true }: AlertProps) {
  const Icon = icons[variant];
  const urgent = variant === "error" || variant === "warning";
  return (
    <div
      role={announce ? (urgent ? "alert" : "status") : undefined}
      className={cn("flex gap-3 rounded-md border p-3 text-sm", styles[variant], className)}
    >
      <Icon size={18} aria-hidden className="mt-0.5 shrink-0" />
      <div className="grid min-w-0 gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="[overflow-wrap:anywhere]">{children}</div>}
      </div>
    </div>
  );
}
