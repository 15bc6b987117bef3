import { act, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { type BrowserApi, ok, startBrowserApi } from "@/test/browser-api";
import { renderRoute } from "@/test/render-route";
import { AI_KEY_STORAGE_KEY, defaultAiProvider, useAiKeyStore } from "./ai-key-store";
import { AiProviderForm } from "./ai-provider-form";

const text = enUS.settings.ai;

let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
});
afterAll(() => api.close());
const allowed = ["https://api.openai.com", "https://llm.example.com"];
beforeEach(() => {
  api.reset();
  api.on("GET /api/ai/allowed-origins", ok({ origins: allowed }));
  act(() => useAiKeyStore.setState({ key: null, ...defaultAiProvider }));
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function renderForm() {
  renderRoute(AiProviderForm, { path: "/" });
  // The defaults are read from the store when the form mounts.
  await screen.findByDisplayValue(useAiKeyStore.getState().baseUrl);
  return userEvent.setup();
}

describe("AiProviderForm", () => {
  it("starts with OpenAI and gpt-3.5-turbo", async () => {
    await renderForm();
    expect(field(text.baseUrl).value).toBe("https://api.openai.com/v1");
    expect(field(text.model).value).toBe("gpt-3.5-turbo");
  });

  it("saves another OpenAI-compatible provider in this browser, beside the key", async () => {
    const user = await renderForm();
    await user.clear(field(text.baseUrl));
    await user.type(field(text.baseUrl), " https://llm.example.com/v1 ");
    await user.clear(field(text.model));
    await user.type(field(text.model), "mistral-small");
    await user.click(screen.getByRole("button", { name: text.saveProvider }));
    expect(useAiKeyStore.getState()).toMatchObject({ baseUrl: "https://llm.example.com/v1", model: "mistral-small" });
    expect(JSON.parse(localStorage.getItem(AI_KEY_STORAGE_KEY) ?? "{}")).toMatchObject({
      state: { key: null, baseUrl: "https://llm.example.com/v1", model: "mistral-small" },
    });
  });

  it("accepts https addresses only and needs a model", async () => {
    const user = await renderForm();
    await user.clear(field(text.baseUrl));
    await user.type(field(text.baseUrl), "http://localhost:11434/v1");
    await user.clear(field(text.model));
    await user.click(screen.getByRole("button", { name: text.saveProvider }));
    expect(await screen.findByText(text.baseUrlInvalid)).toBeTruthy();
    expect(field(text.baseUrl).getAttribute("aria-invalid")).toBe("true");
    expect(field(text.model).getAttribute("aria-invalid")).toBe("true");
    expect(useAiKeyStore.getState().baseUrl).toBe(defaultAiProvider.baseUrl);
  });

  it("says when the server does not allow the address, naming the allowed ones, and saves nothing", async () => {
    const user = await renderForm();
    await user.clear(field(text.baseUrl));
    await user.type(field(text.baseUrl), "https://other.example.net/v1");
    const message = text.baseUrlNotAllowed
      .replace("{{origin}}", "https://other.example.net")
      .replace("{{allowed}}", allowed.join(", "));
    expect(await screen.findByText(message)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: text.saveProvider }));
    expect(useAiKeyStore.getState().baseUrl).toBe(defaultAiProvider.baseUrl);
    // An allowed address clears the message.
    await user.clear(field(text.baseUrl));
    await user.type(field(text.baseUrl), "https://llm.example.com/v1");
    expect(screen.queryByText(message)).toBeNull();
  });

  it("goes back to OpenAI's defaults", async () => {
    act(() => useAiKeyStore.setState({ baseUrl: "https://llm.example.com/v1", model: "mistral-small" }));
    const user = await renderForm();
    await user.click(screen.getByRole("button", { name: text.resetProvider }));
    expect(useAiKeyStore.getState()).toMatchObject(defaultAiProvider);
    expect(field(text.baseUrl).value).toBe(defaultAiProvider.baseUrl);
  });
});
