import { slugify } from "@vitae/schema";
import type { ReactNode } from "react";
import type { RegisterOptions, UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "@/ui/text-field";

type TitleSlugField = "title" | "slug";

/**
 * The slug after the title changed from `previousTitle` to `nextTitle`: the slug follows the
 * title for as long as it is the title's slug (or empty); a slug typed by hand stays, and
 * clearing it hands it back to the title. Undefined when the slug stays as it is. Derived from
 * the values rather than remembered, so a form that sets both itself (a random title) is
 * followed again without telling these fields.
 */
export function slugFollowingTitle(previousTitle: string, slug: string, nextTitle: string): string | undefined {
  if (slug !== "" && slug !== slugify(previousTitle)) return undefined;
  const next = slugify(nextTitle);
  return next === slug ? undefined : next;
}

export type TitleSlugFieldsProps = {
  /** The form's `register`; the form has a `title` and a `slug`. */
  register: (field: TitleSlugField, options?: Pick<RegisterOptions, "onChange" | "onBlur">) => UseFormRegisterReturn;
  setValue: (field: TitleSlugField, value: string, options?: { shouldValidate?: boolean }) => void;
  /** The values as last rendered (useWatch): the title before a keystroke decides whether the slug follows. */
  values: { title: string; slug: string };
  errors: Partial<Record<TitleSlugField, { message?: string | undefined }>>;
  /** The owner's username, for the public address shown under the slug. */
  username: string;
  /** Re-validate the slug as it follows the title (once the form was submitted). */
  validateOnChange: boolean;
  disabled?: boolean;
  /** Beside the title's label, e.g. a "random title" button. */
  titleAside?: ReactNode;
};

/**
 * A resume's title and its address (slug), as the new-resume and new-variant dialogs ask for
 * them: the slug follows the title until it is typed by hand, and is shown as it will be
 * stored once the field is left.
 */
export function TitleSlugFields({ register, setValue, values, errors, username, validateOnChange, disabled, titleAside }: TitleSlugFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t("resumeDialog.titleLabel")}
        autoComplete="off"
        disabled={disabled}
        error={errors.title?.message}
        labelAside={titleAside}
        {...register("title", {
          onChange: (event: { target: { value: string } }) => {
            const slug = slugFollowingTitle(values.title, values.slug, event.target.value);
            if (slug !== undefined) setValue("slug", slug, { shouldValidate: validateOnChange });
          },
        })}
      />
      <TextField
        label={t("resumeDialog.slugLabel")}
        autoComplete="off"
        disabled={disabled}
        autoCapitalize="none"
        spellCheck={false}
        error={errors.slug?.message}
        hint={t("resumeDialog.slugHint", { path: `/${username}/${slugify(values.slug)}` })}
        {...register("slug", {
          // Show the slug as it will be stored once the user leaves the field.
          onBlur: (event: { target: { value: string } }) => setValue("slug", slugify(event.target.value)),
        })}
      />
    </>
  );
}
