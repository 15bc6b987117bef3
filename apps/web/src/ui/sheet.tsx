import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "@phosphor-icons/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "./cn";

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: "left" | "right";
  title: string;
  children: ReactNode;
};

/** A panel that slides in from a side of a small screen (the builder's panels on mobile). */
export function Sheet({ open, onOpenChange, side, title, children }: SheetProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-zinc-950/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className={cn(
            "fixed top-0 bottom-0 z-50 flex w-[min(100vw-2rem,28rem)] flex-col bg-white shadow-xl dark:bg-zinc-900",
            // Logical sides: in a right-to-left interface the "left" (content) panel is mirrored too.
            side === "left" ? "start-0 border-e" : "end-0 border-s",
            "border-zinc-200 dark:border-zinc-800",
          )}
        >
          <div className="flex items-center justify-between border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
            <DialogPrimitive.Title className="text-sm font-semibold">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t("common.close")}
              className="rounded-sm p-1.5 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-zinc-500"
            >
              <X size={16} aria-hidden />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
