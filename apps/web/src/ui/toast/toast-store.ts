import { limits } from "@vitae/schema";
import { create } from "zustand";

export type ToastVariant = "default" | "success" | "info" | "error";

export type ToastInput = {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** One button in the toast (e.g. Undo); choosing it also closes the toast. */
  action?: { label: string; onSelect: () => void };
};

export type ToastItem = ToastInput & { id: string; open: boolean };

type ToastState = {
  toasts: ToastItem[];
  add: (toast: ToastItem) => void;
  dismiss: (id?: string) => void;
  remove: (id: string) => void;
};

// Removal timers live outside the store: they are bookkeeping, not UI state.
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      useToastStore.getState().remove(id);
    }, limits.toastRemoveDelayMs),
  );
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  // Newest first, capped at limits.toastLimit: a new toast replaces the visible one.
  add: (toast) => set((state) => ({ toasts: [toast, ...state.toasts].slice(0, limits.toastLimit) })),
  // Closing keeps the toast mounted (open=false) so its exit animation can play; it is
  // removed limits.toastRemoveDelayMs later. Without an id, every toast is dismissed.
  dismiss: (id) => {
    const matches = (toast: ToastItem) => id === undefined || toast.id === id;
    get().toasts.filter(matches).forEach((toast) => scheduleRemoval(toast.id));
    set((state) => ({ toasts: state.toasts.map((toast) => (matches(toast) ? { ...toast, open: false } : toast)) }));
  },
  remove: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

let counter = 0;

/** Shows a toast; returns its id and a way to dismiss it early. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  useToastStore.getState().add({ variant: "default", ...input, id, open: true });
  return { id, dismiss: () => useToastStore.getState().dismiss(id) };
}
