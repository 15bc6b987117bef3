import { aiKeySchema } from "@vitae/schema";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAiKeyStore } from "@/ai/ai-key-store";
import { AiProviderForm } from "@/ai/ai-provider-form";
import { fieldResolver } from "@/forms/schema-resolver";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { SubmitButton } from "@/ui/submit-button";
import { PasswordField } from "@/ui/text-field";
import { toast } from "@/ui/toast/toast-store";

const resolver = fieldResolver("key", aiKeySchema);

/** The AI key, kept only in this browser and locked while one is saved, and the provider it is for. */
export function AiKeySection() {
  const { t } = useTranslation();
  const savedKey = useAiKeyStore((state) => state.key);
  const setKey = useAiKeyStore((state) => state.setKey);
  const forgetKey = useAiKeyStore((state) => state.forgetKey);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { key: "" } });

  const onSubmit = handleSubmit(({ key }) => {
    setKey(key);
    reset({ key: "" });
    toast({ variant: "success", title: t("settings.ai.saved") });
  });

  const forget = () => {
    forgetKey();
    reset({ key: "" });
    toast({ variant: "info", title: t("settings.ai.forgotten") });
  };

  return (
    <div className="grid max-w-xl gap-4">
      <Alert variant="info" announce={false}>
        {t("settings.ai.privacy")}
      </Alert>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {savedKey === null ? (
          <PasswordField
            key="edit"
            label={t("settings.ai.key")}
            autoComplete="off"
            spellCheck={false}
            placeholder="sk-…"
            error={errors.key?.message}
            {...register("key")}
          />
        ) : (
          // While a key is saved the field shows it, locked; forgetting it unlocks the field.
          <PasswordField
            key="saved"
            label={t("settings.ai.key")}
            value={savedKey}
            readOnly
            disabled
            hint={t("settings.ai.savedHint")}
          />
        )}
        <div className="flex flex-wrap gap-2">
          {savedKey === null ? (
            <SubmitButton pending={isSubmitting}>{t("settings.ai.save")}</SubmitButton>
          ) : (
            <Button variant="secondary" onClick={forget}>
              {t("settings.ai.forget")}
            </Button>
          )}
        </div>
      </form>
      <AiProviderForm />
    </div>
  );
}
