import i18next from "i18next";
import type { AiProviderSettings } from "./ai-key-store";

export const aiTones = ["casual", "professional", "confident", "friendly"] as const;

export type AiTone = (typeof aiTones)[number];

/**
 * What the writing help is asked to do. `keywords` (the Check mode's suggested edits) works a
 * job description's missing terms into the text where the text already supports them;
 * `translate` names the language by its English name and locale.
 */
export type AiTask =
  | { mode: "improve" }
  | { mode: "fix" }
  | { mode: "tone"; tone: AiTone }
  | { mode: "keywords"; terms: readonly string[] }
  | { mode: "translate"; language: string };

export type AiMode = AiTask["mode"];

export type AiProvider = AiProviderSettings & { key: string | null };

export type AiErrorReason = "noKey" | "noChoices" | "http" | "network";

/** A failed request to the provider; the message is translated and ready for a toast. */
export class AiError extends Error {
  constructor(
    readonly reason: AiErrorReason,
    message: string,
    /** The HTTP status of a refused request. */
    readonly status?: number,
  ) {
    super(message);
    this.name = "AiError";
  }
}

/** The delimiter around the text in the prompt; the provider is told to stop at it. */
const quotes = '"""';

function instruction(task: AiTask): string {
  switch (task.mode) {
    case "improve":
      return "Improve the writing of the text below: make it clearer, more concise and more engaging, without changing what it says.";
    case "fix":
      return "Correct the spelling and grammar of the text below. Change nothing else.";
    case "tone":
      return `Rewrite the text below in a ${task.tone} tone, without changing what it says.`;
    case "keywords":
      return [
        `A job posting asks for these terms: ${task.terms.join("; ")}.`,
        "Rewrite the text below so that it uses those terms where what it already says supports them, for instance by naming a tool or skill the text describes in other words.",
        "Never add an experience, skill, tool, employer, figure or claim that the text does not already state; leave out every term that would need one. If no term fits, answer with the text unchanged.",
        "Keep every line a line of its own, in the same order, with the same number of lines.",
      ].join(" ");
    case "translate":
      return `Translate the text below into ${task.language}. Keep every HTML tag and attribute exactly as it is; translate only the words people read.`;
  }
}

/** The one user message sent for `task`: our own wording, the text between triple quotes. */
export function aiPrompt(task: AiTask, text: string): string {
  // The text must not close its own delimiter early.
  const quoted = text.replaceAll(quotes, '"');
  return [
    instruction(task),
    task.mode === "translate" ? `Write in ${task.language} only.` : "Write in the language the text is written in; never translate it.",
    "Answer with the rewritten text only: no introduction, no explanation, no quotation marks around it.",
    "",
    `Text: ${quotes}${quoted}${quotes}`,
    "",
    `Rewritten text: ${quotes}`,
  ].join("\n");
}

/** Improve, fix and keywords must stay close to the text; a tone change may take some liberty. */
const temperature = (task: AiTask) => (task.mode === "tone" ? 0.5 : 0);

/** The provider's own explanation of a refusal (`{ error: { message } }` in OpenAI's shape), if any. */
function providerMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("error" in body)) return undefined;
  const { error } = body;
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") {
    return error.message;
  }
  return undefined;
}

/** The first choice's text, or undefined when the answer holds none. */
function firstChoice(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("choices" in body) || !Array.isArray(body.choices)) return undefined;
  const [choice] = body.choices as unknown[];
  if (typeof choice !== "object" || choice === null || !("message" in choice)) return undefined;
  const { message } = choice;
  if (typeof message !== "object" || message === null || !("content" in message)) return undefined;
  return typeof message.content === "string" ? message.content : undefined;
}

/** The answer without the delimiters a model sometimes repeats anyway. */
function cleanAnswer(content: string): string {
  let answer = content.trim();
  if (answer.startsWith(quotes)) answer = answer.slice(quotes.length);
  if (answer.endsWith(quotes)) answer = answer.slice(0, -quotes.length);
  return answer.trim();
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Asks the provider to rewrite `text` as `task` says and returns the rewritten text.
 * Called straight from the browser with the user's own key, which never reaches our server: an
 * OpenAI-compatible chat completion at `{baseUrl}/chat/completions`. Every failure is an
 * `AiError` with a translated message.
 */
export async function completeText(
  text: string,
  task: AiTask,
  provider: AiProvider,
  signal?: AbortSignal,
): Promise<string> {
  if (!provider.key) throw new AiError("noKey", i18next.t("richText.ai.errors.noKey"));

  let response: Response;
  try {
    response = await fetch(`${provider.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${provider.key}` },
      body: JSON.stringify({
        model: provider.model,
        messages: [{ role: "user", content: aiPrompt(task, text) }],
        max_tokens: 1024,
        n: 1,
        stop: quotes,
        temperature: temperature(task),
      }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AiError("network", i18next.t("richText.ai.errors.network"));
  }

  const body = await readJson(response);
  if (!response.ok) {
    const status = response.status;
    const message = providerMessage(body);
    throw new AiError(
      "http",
      message === undefined
        ? i18next.t("richText.ai.errors.httpStatus", { status })
        : i18next.t("richText.ai.errors.http", { status, message }),
      status,
    );
  }
  const content = firstChoice(body);
  const answer = content === undefined ? "" : cleanAnswer(content);
  // An empty answer would only erase the text it was meant to rewrite.
  if (answer === "") throw new AiError("noChoices", i18next.t("richText.ai.errors.noChoices"));
  return answer;
}
