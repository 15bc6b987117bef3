import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createResumeSchema } from "@vitae/schema";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { VersionedResume } from "@/api/resume-api";
import { cacheResume } from "@/api/resume-queries";
import { toastApiError } from "@/api/toast-api-error";
import { userQuery } from "@/api/user-query";
import { variantApi, variantsQueryKey } from "@/api/variant-api";
import { schemaResolver } from "@/forms/schema-resolver";
import { TitleSlugFields } from "@/forms/title-slug-fields";
import { Button } from "@/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/ui/dialog";
import { SubmitButton } from "@/ui/submit-button";
import { TextField } from "@/ui/text-field";
import { VariantLanguageSelect } from "./variant-language-select";

type FormValues = { title: string; slug: string; language: string; purpose: string };

// Title and address are checked as for any resume; language and purpose by the select and the server.
const resolver = schemaResolver(
  createResumeSchema.pick({ title: true, slug: true }).extend({ language: z.string(), purpose: z.string() }),
);

type NewVariantDialogProps = {
  /** The master to make a variant of; null keeps the dialog closed. */
  master: Pick<VersionedResume, "id" | "title"> | null;
  onClose: () => void;
  /** Called with the new variant once the server made it. */
  onCreated?: (variant: VersionedResume) => void;
  /** Where focus goes when the dialog closes (Radix returns it to the opener otherwise). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** "New variant": title, address, language and purpose; the variant starts identical to its master. */
export function NewVariantDialog({ master, onClose, onCreated, onCloseAutoFocus }: NewVariantDialogProps) {
  return (
    <Dialog open={master !== null} onOpenChange={(open) => !open && onClose()}>
      {master && <NewVariantForm key={master.id} master={master} onClose={onClose} onCreated={onCreated} onCloseAutoFocus={onCloseAutoFocus} />}
    </Dialog>
  );
}

function NewVariantForm({ master, onClose, onCreated, onCloseAutoFocus }: NewVariantDialogProps & { master: Pick<VersionedResume, "id" | "title"> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: user } = useQuery(userQuery);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormValues, unknown, FormValues>({ resolver, defaultValues: { title: "", slug: "", language: "", purpose: "" } });
  const [title, slug, language] = useWatch({ control, name: ["title", "slug", "language"] });

  const create = handleSubmit(async (values) => {
    try {
      const variant = await variantApi.create(master.id, {
        title: values.title,
        slug: values.slug,
        language: values.language === "" ? null : values.language,
        purpose: values.purpose.trim() === "" ? null : values.purpose.trim(),
      });
      cacheResume(queryClient, variant);
      await queryClient.invalidateQueries({ queryKey: variantsQueryKey(master.id) });
      onCreated?.(variant);
      onClose();
    } catch (error) {
      toastApiError(error);
    }
  });

  return (
    <DialogContent
      title={t("variants.create.title")}
      description={t("variants.create.description", { title: master.title })}
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
    >
      <form noValidate onSubmit={(event) => void create(event)} className="grid gap-4">
        <TitleSlugFields
          register={register}
          setValue={setValue}
          values={{ title, slug }}
          errors={errors}
          username={user?.username ?? ""}
          validateOnChange={isSubmitted}
        />
        <VariantLanguageSelect value={language} onChange={(event) => setValue("language", event.target.value)} />
        <TextField label={t("variants.fields.purpose")} autoComplete="off" hint={t("variants.fields.purposeHint")} {...register("purpose")} />
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <SubmitButton pending={isSubmitting}>{t("variants.create.submit")}</SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
