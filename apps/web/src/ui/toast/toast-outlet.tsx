import { Suspense, lazy, useState } from "react";
import { useToastStore } from "./toast-store";

// Radix Toast costs ~7 KiB gzip; nobody needs it before the first toast, so the landing
// page does not download it (its script budget: bench/report.md).
const Toaster = lazy(async () => ({ default: (await import("./toaster")).Toaster }));

/** Mounts the Radix toaster on the first toast and keeps it mounted afterwards. */
export function ToastOutlet() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const [needed, setNeeded] = useState(hasToasts);
  // Adjusting state while rendering (not in an effect) avoids a second render pass.
  if (hasToasts && !needed) setNeeded(true);
  if (!needed && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
