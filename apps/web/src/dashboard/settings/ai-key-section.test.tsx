import { act, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { aiKeyMessage } from "@vitae/schema";
import { beforeEach, describe, expect, it } from "vitest";
import { AI_KEY_STORAGE_KEY, useAiKeyStore } from "@/ai/ai-key-store";
import enUS from "@/locales/en-US.json";
import { renderRoute } from "@/test/render-route";
import { AiKeySection } from "./ai-key-section";

beforeEach(() => act(() => useAiKeyStore.getState().forgetKey()));

const keyField = () => screen.getByLabelText(enUS.settings.ai.key) as HTMLInputElement;

describe("useAiKeyStore", () => {
  it("keeps the key in localStorage only, and forgets it", () => {
    useAiKeyStore.getState().setKey("sk-abc123");
    expect(JSON.parse(localStorage.getItem(AI_KEY_STORAGE_KEY) ?? "{}")).toMatchObject({ state: { key: "sk-abc123" } });
    useAiKeyStore.getState().forgetKey();
    expect(useAiKeyStore.getState().key).toBeNull();
    expect(JSON.parse(localStorage.getItem(AI_KEY_STORAGE_KEY) ?? "{}")).toMatchObject({ state: { key: null } });
  });
});

describe("AiKeySection", () => {
  it("shows the key-format message under the field and saves nothing", async () => {
    const user = userEvent.setup();
    renderRoute(AiKeySection, { path: "/" });
    await user.type(keyField(), "pk-live-123");
    await user.click(screen.getByRole("button", { name: enUS.settings.ai.save }));
    const message = await screen.findByText(aiKeyMessage);
    expect(keyField().getAttribute("aria-describedby")).toContain(message.id);
    expect(useAiKeyStore.getState().key).toBeNull();
  });

  it("saves a valid key, then locks the input until the key is forgotten", async () => {
    const user = userEvent.setup();
    renderRoute(AiKeySection, { path: "/" });
    await user.type(keyField(), "  sk-proj-AbC_12-xyz ");
    await user.click(screen.getByRole("button", { name: enUS.settings.ai.save }));

    expect(useAiKeyStore.getState().key).toBe("sk-proj-AbC_12-xyz");
    expect(keyField().disabled).toBe(true);
    expect(keyField().value).toBe("sk-proj-AbC_12-xyz");
    expect(screen.queryByRole("button", { name: enUS.settings.ai.save })).toBeNull();

    await user.click(screen.getByRole("button", { name: enUS.settings.ai.forget }));
    expect(useAiKeyStore.getState().key).toBeNull();
    expect(keyField().disabled).toBe(false);
    expect(keyField().value).toBe("");
  });

  it("starts locked when a key was saved earlier", () => {
    useAiKeyStore.getState().setKey("sk-earlier1");
    renderRoute(AiKeySection, { path: "/" });
    expect(keyField().disabled).toBe(true);
    expect(screen.getByRole("button", { name: enUS.settings.ai.forget })).toBeTruthy();
  });
});
