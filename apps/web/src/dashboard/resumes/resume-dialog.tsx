import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { CaretDown, Shuffle, Trash } from "@phosphor-icons/react";
import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { type DeleteVariantsMode, createResumeSchema, deleteConfirmationSchema, deleteConfirmationWord, duplicate, slugify } from "@vitae/schema";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/api/client";
import { type VersionedResume, resumeApi } from "@/api/resume-api";
import { cacheResume, resumeQueryKey, resumesQuery, resumesQueryKey, uncacheResume } from "@/api/resume-queries";
import { toastApiError } from "@/api/toast-api-error";
import { variantApi } from "@/api/variant-api";
import { userQuery } from "@/api/user-query";
import { fieldResolver, schemaResolver } from "@/forms/schema-resolver";
import { TitleSlugFields } from "@/forms/title-slug-fields";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { cn } from "@/ui/cn";
import { Dialog, DialogContent, DialogFooter } from "@/ui/dialog";
import { type DialogMode, useDialogStore, useOpenDialog } from "@/ui/dialog-store";
import { menuContentClass, menuItemClass } from "@/ui/menu";
import { SubmitButton } from "@/ui/submit-button";
import { TextField } from "@/ui/text-field";
import { toast } from "@/ui/toast/toast-store";
import { randomTitle } from "./random-title";
import { focusResumeActions } from "./resume-actions";

/** The resume an open dialog works on, read from the list cache so it is always the latest copy. */
export function useDialogResume(name: "resume" | "lock") {
  const dialog = useOpenDialog(name);
  const { data: resumes } = useQuery(resumesQuery);
  const resume = dialog?.id ? resumes?.find((item) => item.id === dialog.id) : undefined;
  return { dialog, resume };
}

/**
 * Puts focus on the dialog's first field when it opens. Done here rather than with
 * `autoFocus`: a dialog opened from a card menu mounts while the menu is still trapping
 * focus, which would pull an autofocus back and leave focus on the dialog's first
 * button instead. Without a field to focus (null), Radix focuses the first focusable
 * element as usual.
 */
export function focusField(event: Event, focus: (() => void) | null): void {
  if (!focus) return;
  event.preventDefault();
  focus();
}

/**
 * What to do after a call about an existing resume failed: a resume that is gone is
 * forgotten (the dialog then closes by itself), one locked elsewhere is reloaded so its
 * overlay shows. The catalogue toast comes from toastApiError either way.
 */
export async function handleResumeError(queryClient: QueryClient, id: string | undefined, error: unknown): Promise<void> {
  toastApiError(error);
  if (!(error instanceof ApiError) || !id) return;
  if (error.code === "ResumeNotFound") uncacheResume(queryClient, id);
  if (error.code === "ResumeLocked") await queryClient.invalidateQueries({ queryKey: resumesQueryKey, exact: true });
}

/**
 * The resume dialog: create, update (rename), duplicate and delete. One
 * dialog at a time: it shows only while the dialog store names it.
 */
export function ResumeDialog() {
  const { dialog, resume } = useDialogResume("resume");
  const close = useDialogStore((state) => state.close);
  const mode = dialog?.mode ?? null;
  // Every mode but create works on a resume; when that resume is gone there is nothing to show.
  const ready = mode === "create" || (mode !== null && resume !== undefined);
  return (
    <Dialog open={ready} onOpenChange={(open) => !open && close()}>
      {ready &&
        mode &&
        (mode === "delete" && resume ? (
          <DeleteResumeStep resume={resume} />
        ) : (
          // A new key per mode and resume: switching modes starts from fresh values.
          <ResumeFormStep key={`${mode}:${resume?.id ?? ""}`} mode={mode} resume={resume} />
        ))}
    </Dialog>
  );
}

type FormValues = { title: string; slug: string };

const randomTitleClass = cn(
  "inline-flex items-center gap-1 rounded-sm text-xs font-medium text-zinc-600 hover:text-zinc-900",
  "focus-visible:outline-2 focus-visible:outline-zinc-500 disabled:pointer-events-none disabled:opacity-50",
  "dark:text-zinc-400 dark:hover:text-zinc-100",
);

const resolver = schemaResolver(createResumeSchema.pick({ title: true, slug: true }));

function initialValues(mode: DialogMode, resume: VersionedResume | undefined): FormValues {
  if (!resume) return { title: "", slug: "" };
  if (mode === "duplicate") return duplicate(resume);
  return { title: resume.title, slug: resume.slug };
}

function ResumeFormStep({ mode, resume }: { mode: DialogMode; resume: VersionedResume | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { open, close } = useDialogStore();
  const { data: user } = useQuery(userQuery);
  const defaultValues = initialValues(mode, resume);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setFocus,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormValues, unknown, FormValues>({ resolver, defaultValues });
  const [watchedTitle, watchedSlug] = useWatch({ control, name: ["title", "slug"] });
  const locked = mode === "update" && resume?.locked === true;

  const setTitle = (title: string) => {
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    setValue("title", title, options);
    setValue("slug", slugify(title), options);
  };

  const save = (sample: boolean) =>
    handleSubmit(async ({ title, slug: cleanSlug }) => {
      try {
        let saved: VersionedResume;
        if (mode === "update" && resume) {
          saved = await resumeApi.rename(resume.id, { title, slug: cleanSlug, version: resume.version });
        } else if (mode === "duplicate" && resume) {
          saved = await resumeApi.duplicate(resume.id, { title, slug: cleanSlug });
        } else {
          saved = await resumeApi.create(sample ? { title, slug: cleanSlug, sample: true } : { title, slug: cleanSlug });
        }
        cacheResume(queryClient, saved);
        close();
      } catch (error) {
        if (error instanceof ApiError && error.code === "ResumeVersionConflict" && resume) {
          // Changed in another tab since this list was loaded: load what is stored now,
          // keep what the user typed, and let them look before saving again.
          await Promise.allSettled([
            queryClient.refetchQueries({ queryKey: resumesQueryKey, exact: true }),
            queryClient.invalidateQueries({ queryKey: resumeQueryKey(resume.id), exact: true }),
          ]);
          toast({ variant: "error", title: t("errors.title"), description: t("dashboard.resumes.versionConflict") });
          return;
        }
        await handleResumeError(queryClient, resume?.id, error);
      }
    });

  const createFromSample = () => {
    // The sample needs a title like any resume; an empty form gets a random one.
    if (getValues("title").trim() === "") setTitle(randomTitle());
    void save(true)();
  };

  const titles = {
    create: [t("resumeDialog.createTitle"), t("resumeDialog.createDescription")],
    update: [t("resumeDialog.updateTitle"), t("resumeDialog.updateDescription")],
    duplicate: [t("resumeDialog.duplicateTitle"), t("resumeDialog.duplicateDescription", { title: resume?.title ?? "" })],
    delete: ["", ""],
  } as const;
  const [dialogTitle, description] = titles[mode];

  return (
    <DialogContent
      title={dialogTitle}
      description={description}
      onOpenAutoFocus={(event) => focusField(event, locked ? null : () => setFocus("title"))}
      onCloseAutoFocus={(event) => focusResumeActions(event, resume?.id)}
    >
      <form noValidate onSubmit={(event) => void save(false)(event)} className="grid gap-4">
        {locked && resume && <LockedNotice onUnlock={() => open("lock", "update", resume.id)} />}
        <TitleSlugFields
          register={register}
          setValue={setValue}
          values={{ title: watchedTitle, slug: watchedSlug }}
          errors={errors}
          username={user?.username ?? ""}
          validateOnChange={isSubmitted}
          disabled={locked}
          titleAside={
            <button type="button" disabled={locked} onClick={() => setTitle(randomTitle())} className={randomTitleClass}>
              <Shuffle size={14} aria-hidden />
              {t("resumeDialog.randomTitle")}
            </button>
          }
        />
        <DialogFooter>
          <Button variant="ghost" onClick={close}>
            {t("common.cancel")}
          </Button>
          {mode === "create" ? (
            <div className="flex">
              <SubmitButton pending={isSubmitting} className="flex-1 rounded-e-none">
                {t("resumeDialog.create")}
              </SubmitButton>
              <DropdownMenu.Root>
                <DropdownMenu.Trigger asChild>
                  <Button
                    size="icon"
                    disabled={isSubmitting}
                    className="rounded-s-none border-s border-zinc-700 dark:border-zinc-300"
                    aria-label={t("resumeDialog.createOptions")}
                  >
                    <CaretDown size={14} weight="bold" aria-hidden />
                  </Button>
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content align="end" className={menuContentClass}>
                    <DropdownMenu.Item className={menuItemClass} onSelect={createFromSample}>
                      {t("resumeDialog.createFromSample")}
                    </DropdownMenu.Item>
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </div>
          ) : (
            <SubmitButton pending={isSubmitting} disabled={locked}>
              {mode === "duplicate" ? t("resumeDialog.duplicate") : t("common.saveChanges")}
            </SubmitButton>
          )}
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

/** A locked resume refuses changes (the API answers ResumeLocked): say so up front, with the way to unlock it. */
function LockedNotice({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <Alert variant="warning" announce={false}>
        {t("resumeDialog.locked")}
      </Alert>
      <Button variant="secondary" size="sm" className="justify-self-start" onClick={onUnlock}>
        {t("resumeDialog.unlock")}
      </Button>
    </div>
  );
}

const confirmationResolver = fieldResolver("confirmation", deleteConfirmationSchema);

/**
 * Delete: type the word "delete", then the resume moves to the Trash (restorable until it is
 * purged). A master with variants names them and asks what becomes of them: detached, each
 * is an ordinary resume with the content it showed; deleted, they go to the Trash with it.
 */
function DeleteResumeStep({ resume }: { resume: VersionedResume }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { open, close } = useDialogStore();
  const { data: resumes } = useQuery(resumesQuery);
  const variants = resumes?.filter((item) => item.masterId === resume.id) ?? [];
  const [variantsMode, setVariantsMode] = useState<DeleteVariantsMode>("detach");
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: confirmationResolver, defaultValues: { confirmation: "" } });

  const remove = handleSubmit(async () => {
    try {
      if (variants.length === 0) await resumeApi.remove(resume.id);
      else await variantApi.removeMaster(resume.id, variantsMode);
      uncacheResume(queryClient, resume.id);
      if (variants.length > 0 && variantsMode === "delete") for (const variant of variants) uncacheResume(queryClient, variant.id);
      // Detached variants are ordinary resumes now: the list reloads them as such.
      if (variants.length > 0 && variantsMode === "detach") await queryClient.invalidateQueries({ queryKey: resumesQueryKey, exact: true });
      close();
    } catch (error) {
      await handleResumeError(queryClient, resume.id, error);
    }
  });

  return (
    <DialogContent
      title={t("resumeDialog.deleteTitle")}
      description={t("resumeDialog.deleteDescription", { title: resume.title })}
      onOpenAutoFocus={(event) => focusField(event, resume.locked ? null : () => setFocus("confirmation"))}
      onCloseAutoFocus={(event) => focusResumeActions(event, resume.id)}
    >
      <form noValidate onSubmit={(event) => void remove(event)} className="grid gap-4">
        {resume.locked && <LockedNotice onUnlock={() => open("lock", "update", resume.id)} />}
        {variants.length > 0 && (
          <fieldset className="grid gap-2 text-sm">
            <legend className="mb-2">
              {t("variants.deleteMaster.description", { title: resume.title, variants: variants.map((variant) => variant.title).join(", ") })}
            </legend>
            {(["detach", "delete"] as const).map((mode) => (
              <label key={mode} className="flex items-start gap-2">
                <input
                  type="radio"
                  name="variants"
                  value={mode}
                  checked={variantsMode === mode}
                  onChange={() => setVariantsMode(mode)}
                  className="mt-0.5"
                />
                {t(`variants.deleteMaster.${mode}`)}
              </label>
            ))}
          </fieldset>
        )}
        <TextField
          label={t("resumeDialog.confirmLabel", { word: deleteConfirmationWord })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={resume.locked}
          placeholder={deleteConfirmationWord}
          error={errors.confirmation?.message}
          {...register("confirmation")}
        />
        <DialogFooter>
          <Button variant="ghost" onClick={close}>
            {t("common.cancel")}
          </Button>
          <SubmitButton variant="danger" pending={isSubmitting} disabled={resume.locked}>
            <Trash size={16} aria-hidden />
            {t("resumeDialog.delete")}
          </SubmitButton>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
