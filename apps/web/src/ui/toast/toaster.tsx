import * as RadixToast from "@radix-ui/react-toast";
import { X } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { cn } from "@/ui/cn";
import { type ToastVariant, useToastStore } from "./toast-store";

const variantStyles: Record<ToastVariant, string> = {
  default: "border-zinc-200 bg-white text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100",
  success: "border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50",
  info: "border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50",
  error: "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50",
};

/** Renders the toast store with Radix Toast (focus hotkey F8, swipe and Escape to close). */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  return (
    <RadixToast.Provider swipeDirection={document.documentElement.dir === "rtl" ? "left" : "right"} label={t("toast.region", { hotkey: "F8" })}>
      {toasts.map(({ id, title, description, action, variant = "default", open }) => (
        <RadixToast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
          // Errors interrupt screen readers; everything else waits its turn.
          type={variant === "error" ? "foreground" : "background"}
          className={cn(
            "relative grid gap-1 rounded-lg border p-4 pe-10 shadow-lg data-[state=closed]:opacity-0 transition-opacity",
            variantStyles[variant],
          )}
        >
          {title && <RadixToast.Title className="text-sm font-semibold">{title}</RadixToast.Title>}
          {description && <RadixToast.Description className="text-sm opacity-90">{description}</RadixToast.Description>}
          {action && (
            <RadixToast.Action
              altText={action.label}
              onClick={action.onSelect}
              className="justify-self-start rounded-md border border-current px-3 py-1 text-sm font-medium focus-visible:outline-2"
            >
              {action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close
            aria-label={t("toast.close")}
            className="absolute top-2 end-2 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:outline-2"
          >
            <X size={16} aria-hidden />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="fixed end-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
