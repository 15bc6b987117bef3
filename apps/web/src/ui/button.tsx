import { Children, type ComponentProps, cloneElement, isValidElement } from "react";
import { joinClasses } from "./join-classes";

// Callers add classes but never override these (ui/join-classes.ts checks it in tests): a
// look that needs other values is a variant or a size here.
const variants = {
  primary:
    "bg-zinc-900 text-white hover:bg-zinc-700 disabled:opacity-50 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-zinc-300",
  secondary:
    "border border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-100 disabled:opacity-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800",
  ghost: "text-zinc-700 hover:bg-zinc-100 disabled:opacity-50 dark:text-zinc-300 dark:hover:bg-zinc-800",
  /** A ghost button that shows when it is pressed (`aria-pressed`), e.g. the grid/list switch. */
  toggle:
    "text-zinc-700 hover:bg-zinc-100 disabled:opacity-50 aria-pressed:bg-zinc-100 aria-pressed:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:aria-pressed:bg-zinc-800 dark:aria-pressed:text-zinc-100",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:opacity-50 dark:bg-red-700 dark:hover:bg-red-600",
  /** A confirmation shown as a button that cannot be pressed (e.g. "the file is valid"): not dimmed when disabled. */
  success: "border border-emerald-300 bg-white text-emerald-700 dark:border-emerald-800 dark:bg-zinc-900 dark:text-emerald-300",
} as const;

const sizes = {
  md: "h-9 px-4 text-sm",
  sm: "h-8 px-3 text-sm",
  icon: "size-9",
  /** The icon buttons of dense lists (item and section menus, drag handles). */
  iconSm: "size-8",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (e.g. a router Link) with button styling instead of a <button>. */
  asChild?: boolean;
};

export function Button({ variant = "primary", size = "md", asChild = false, className, type, children, ...props }: ButtonProps) {
  const classes = joinClasses(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500",
    "disabled:pointer-events-none",
    variants[variant],
    sizes[size],
    className,
  );
  if (asChild) {
    // The one child (a router Link, an <a>) gets the button's look and props, its own props
    // winning and its class names kept. Radix's Slot does this too, but the landing page
    // (a 150 KiB script budget, bench/report.md) would load 1.4 KiB for it; our children set
    // no handler the button also sets, which is the one thing Slot would merge that this does not.
    const child = Children.only(children);
    if (!isValidElement<{ className?: string; [prop: string]: unknown }>(child)) throw new TypeError("Button asChild needs one element child");
    return cloneElement(child, { type, ...props, ...child.props, className: joinClasses(classes, child.props.className) });
  }
  return (
    // A bare <button> inside a form would submit it; make that opt-in.
    <button type={type ?? "button"} className={classes} {...props}>
      {children}
    </button>
  );
}
