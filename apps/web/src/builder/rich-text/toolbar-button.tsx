import type { IconProps } from "@phosphor-icons/react";
import type { ComponentProps, ComponentType } from "react";
import { cn } from "@/ui/cn";

export type ToolbarButtonProps = Omit<ComponentProps<"button">, "children"> & {
  icon: ComponentType<IconProps>;
  /** The accessible name, also shown as a tooltip: the button shows only its icon. */
  label: string;
  /** For toggles (marks, alignment): whether it is on where the caret is. */
  pressed?: boolean;
};

/** An icon button of the rich-text toolbar. */
export function ToolbarButton({ icon: IconComponent, label, pressed, className, ...props }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded text-zinc-700 transition-colors",
        "hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-zinc-500",
        "disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-zinc-200 aria-pressed:text-zinc-950",
        "dark:text-zinc-300 dark:hover:bg-zinc-800 dark:aria-pressed:bg-zinc-700 dark:aria-pressed:text-white",
        className,
      )}
      {...props}
    >
      <IconComponent size={16} weight={pressed ? "bold" : "regular"} aria-hidden />
    </button>
  );
}

/** A thin divider between groups of toolbar buttons. */
export function ToolbarSeparator() {
  return <span role="separator" aria-orientation="vertical" className="mx-0.5 h-5 w-px bg-zinc-200 dark:bg-zinc-700" />;
}
