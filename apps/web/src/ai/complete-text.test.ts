import { describe, expect, it, vi } from "vitest";
import enUS from "@/locales/en-US.json";
import { defaultAiProvider } from "./ai-key-store";
import { AiError, type AiTask, aiPrompt, completeText } from "./complete-text";
import { completion, startOpenAiStandIn, setUpOpenAiStandIn } from "../test/openai-stand-in";

const errors = enUS.richText.ai.errors;

const standIn = setUpOpenAiStandIn();

const settings = () => ({ key: "sk-test123", baseUrl: standIn().providerUrl, model: "gpt-test" });

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe("completeText", () => {
  it.each<[AiTask, number]>([
    [{ mode: "improve" }, 0],
    [{ mode: "fix" }, 0],
    [{ mode: "tone", tone: "confident" }, 0.5],
    [{ mode: "keywords", terms: ["Kubernetes"] }, 0],
  ])("sends %o as one chat completion with temperature %d", async (task, temperature) => {
    standIn().reply({ answer: "Rewritten." });
    await expect(completeText("I has wrote code.", task, settings())).resolves.toBe("Rewritten.");
    expect(standIn().calls).toEqual([
      {
        path: "/v1/chat/completions",
        authorization: "Bearer sk-test123",
        body: {
          model: "gpt-test",
          messages: [{ role: "user", content: aiPrompt(task, "I has wrote code.") }],
          max_tokens: 1024,
          n: 1,
          stop: '"""',
          temperature,
        },
      },
    ]);
  });

  it("asks in its own words to rewrite the quoted text in its language and answer with the text only", () => {
    const prompt = aiPrompt({ mode: "tone", tone: "friendly" }, 'Ich """leite""" Teams.');
    expect(prompt).toContain("friendly tone");
    expect(prompt).toMatch(/language the text is written in; never translate/);
    expect(prompt).toMatch(/Answer with the rewritten text only/);
    // The text cannot close its delimiter early.
    expect(prompt).toContain('Text: """Ich "leite" Teams."""');
    expect(prompt.endsWith('"""')).toBe(true);
    expect(aiPrompt({ mode: "improve" }, "x")).toMatch(/^Improve the writing/);
    expect(aiPrompt({ mode: "fix" }, "x")).toMatch(/^Correct the spelling and grammar/);
  });

  it("asks to work in a posting's terms only where the text supports them, keeping its lines", () => {
    const prompt = aiPrompt({ mode: "keywords", terms: ["Kubernetes", "CI/CD"] }, "Ran containers in production.");
    expect(prompt).toMatch(/^A job posting asks for these terms: Kubernetes; CI\/CD\./);
    expect(prompt).toMatch(/Never add an experience, skill, tool/);
    expect(prompt).toMatch(/same number of lines/);
    expect(prompt).toContain('Text: """Ran containers in production."""');
  });

  it("uses the first choice, trimmed, without repeated delimiters", async () => {
    standIn().reply({
      status: 200,
      body: { choices: [completion('  """Led a team of five."""\n').choices[0], completion("second").choices[0]] },
    });
    await expect(completeText("x", { mode: "improve" }, settings())).resolves.toBe("Led a team of five.");
  });

  it("accepts a base URL with a trailing slash, and defaults to OpenAI with gpt-3.5-turbo", async () => {
    standIn().reply({ answer: "ok" });
    await completeText("x", { mode: "fix" }, { ...settings(), baseUrl: `${standIn().providerUrl}/` });
    expect(standIn().calls[0]?.path).toBe("/v1/chat/completions");
    expect(defaultAiProvider).toEqual({ baseUrl: "https://api.openai.com/v1", model: "gpt-3.5-turbo" });
  });

  it("refuses to run without a key, sending nothing", async () => {
    const error = await failure(completeText("x", { mode: "improve" }, { ...settings(), key: null }));
    expect(error.reason).toBe("noKey");
    expect(error.message).toBe(errors.noKey);
    expect(standIn().calls).toHaveLength(0);
  });

  it.each([{ choices: [] }, {}, { choices: [{ message: {} }] }, completion(' """ ')])("reports an answer without a choice: %o", async (body) => {
    standIn().reply({ status: 200, body });
    const error = await failure(completeText("x", { mode: "improve" }, settings()));
    expect(error.reason).toBe("noChoices");
    expect(error.message).toBe(errors.noChoices);
  });

  it("reports an HTTP failure with its status and the provider's message", async () => {
    standIn().reply({ status: 401, body: { error: { message: "Incorrect API key provided.", type: "invalid_request_error" } } });
    const error = await failure(completeText("x", { mode: "fix" }, settings()));
    expect(error).toMatchObject({ reason: "http", status: 401 });
    expect(error.message).toBe(
      errors.http.replace("{{status}}", "401").replace("{{message}}", "Incorrect API key provided."),
    );
  });

  it("reports an HTTP failure without a message by its status", async () => {
    standIn().reply({ status: 503 });
    const error = await failure(completeText("x", { mode: "fix" }, settings()));
    expect(error).toMatchObject({ reason: "http", status: 503 });
    expect(error.message).toBe(errors.httpStatus.replace("{{status}}", "503"));
  });

  it("reports a dropped connection and an unreachable provider as network failures", async () => {
    // happy-dom logs the failed fetch as a browser would; the assertions below are what counts.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    standIn().reply({ hangUp: true });
    const dropped = await failure(completeText("x", { mode: "improve" }, settings()));
    expect(dropped).toMatchObject({ reason: "network", message: errors.network });

    const closed = await startOpenAiStandIn();
    await closed.close();
    const unreachable = await failure(completeText("x", { mode: "improve" }, { ...settings(), baseUrl: closed.providerUrl }));
    expect(unreachable).toMatchObject({ reason: "network", message: errors.network });
  });
});
