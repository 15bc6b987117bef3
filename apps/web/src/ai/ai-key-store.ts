import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

type AiKeyState = {
  /** The user's language-model provider key, or null when none is saved. */
  key: string | null;
  setKey: (key: string) => void;
  forgetKey: () => void;
};

export const AI_KEY_STORAGE_KEY = "ai-key";

/**
 * The AI key lives only in this browser (SPEC §4 AI tools): it is never sent to our
 * server, only to the provider, straight from the browser.
 */
export const useAiKeyStore = create<AiKeyState>()(
  persist(
    (set) => ({
      key: null,
      setKey: (key) => set({ key }),
      forgetKey: () => set({ key: null }),
    }),
    {
      name: AI_KEY_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ key: state.key }),
    },
  ),
);
