import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** Where the writing tools send their requests: any OpenAI-compatible chat-completion API. */
export type AiProviderSettings = {
  /** The API's base address, up to and without `/chat/completions`. */
  baseUrl: string;
  model: string;
};

/** OpenAI's own API and the default model. */
export const defaultAiProvider: AiProviderSettings = {
  baseUrl: "https://api.openai.com/v1",
  model: "gpt-3.5-turbo",
};

type AiKeyState = AiProviderSettings & {
  /** The user's language-model provider key, or null when none is saved. */
  key: string | null;
  setKey: (key: string) => void;
  forgetKey: () => void;
  setProvider: (provider: AiProviderSettings) => void;
  resetProvider: () => void;
};

export const AI_KEY_STORAGE_KEY = "ai-key";

/**
 * The AI key lives only in this browser: it is never sent to our
 * server, only to the provider, straight from the browser. The provider's address and
 * model are kept beside it, so that any OpenAI-compatible endpoint can answer.
 */
export const useAiKeyStore = create<AiKeyState>()(
  persist(
    (set) => ({
      key: null,
      ...defaultAiProvider,
      setKey: (key) => set({ key }),
      forgetKey: () => set({ key: null }),
      setProvider: ({ baseUrl, model }) => set({ baseUrl, model }),
      resetProvider: () => set(defaultAiProvider),
    }),
    {
      name: AI_KEY_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Stores saved before the provider settings existed hold only the key; the shallow
      // merge of `persist` fills in the defaults for them.
      partialize: (state) => ({ key: state.key, baseUrl: state.baseUrl, model: state.model }),
    },
  ),
);
