import i18next from "i18next";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { schemaResolver } from "@/forms/schema-resolver";
import { Button } from "@/ui/button";
import { SubmitButton } from "@/ui/submit-button";
import { TextField } from "@/ui/text-field";
import { toast } from "@/ui/toast/toast-store";
import { isAllowedAiAddress } from "@vitae/schema";
import { type AiProviderSettings, defaultAiProvider, useAiKeyStore } from "./ai-key-store";
import { useAllowedAiOrigins } from "./use-allowed-ai-origins";

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/*
 * https only, and on an origin the server allows: the page's Content-Security-Policy lets
 * the browser connect to its own origin and to AI_ALLOWED_ORIGINS only
 * (apps/server/src/security/register-headers.ts), so any other provider address would fail
 * on every request.
 */
const providerSchema = z.object({
  baseUrl: z
    .string()
    .trim()
    .refine(isHttpsUrl, { error: () => i18next.t("settings.ai.baseUrlInvalid") }),
  model: z.string().trim().min(1),
});

const resolver = schemaResolver(providerSchema);

/**
 * Which OpenAI-compatible chat-completion API the writing tools call and with which
 * model, kept in this browser beside the key (OpenAI and gpt-3.5-turbo unless changed).
 */
export function AiProviderForm() {
  const { t } = useTranslation();
  const setProvider = useAiKeyStore((state) => state.setProvider);
  const allowedOrigins = useAllowedAiOrigins();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AiProviderSettings>({
    resolver,
    defaultValues: () => {
      const { baseUrl, model } = useAiKeyStore.getState();
      return Promise.resolve({ baseUrl, model });
    },
  });

  const baseUrl = useWatch({ control, name: "baseUrl" }) ?? "";
  const notAllowed =
    allowedOrigins !== undefined && isHttpsUrl(baseUrl.trim()) && !isAllowedAiAddress(baseUrl.trim(), allowedOrigins)
      ? t("settings.ai.baseUrlNotAllowed", { origin: new URL(baseUrl.trim()).origin, allowed: allowedOrigins.join(", ") })
      : undefined;

  const save = (provider: AiProviderSettings) => {
    if (notAllowed) return;
    setProvider(provider);
    reset(provider);
    toast({ variant: "success", title: t("settings.ai.providerSaved") });
  };

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="grid gap-4" aria-labelledby="ai-provider-heading">
      <h3 id="ai-provider-heading" className="font-medium">
        {t("settings.ai.provider")}
      </h3>
      <TextField
        label={t("settings.ai.baseUrl")}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        hint={t("settings.ai.baseUrlHint")}
        error={errors.baseUrl?.message ?? notAllowed}
        {...register("baseUrl")}
      />
      <TextField
        label={t("settings.ai.model")}
        autoComplete="off"
        spellCheck={false}
        error={errors.model?.message}
        {...register("model")}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={isSubmitting}>{t("settings.ai.saveProvider")}</SubmitButton>
        <Button variant="secondary" onClick={() => save(defaultAiProvider)}>
          {t("settings.ai.resetProvider")}
        </Button>
      </div>
    </form>
  );
}
