import { ArrowSquareOut } from "@phosphor-icons/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "@/ui/text-field";

/** The icon catalogue profile icons come from. */
export const iconCatalogueUrl = "https://simpleicons.org";

// The server serves simple-icons at /icons/<slug>.svg and refuses any other slug shape.
const slugPattern = /^[a-z0-9]+$/;

type ProfileIconFieldProps = {
  value: string;
  onChange: (slug: string) => void;
  disabled?: boolean;
};

/** A simple-icons slug ("github", "linkedin") with a live preview of the icon and a link to the catalogue. */
export function ProfileIconField({ value, onChange, disabled }: ProfileIconFieldProps) {
  const { t } = useTranslation();
  // The slug whose icon failed to load (not in the catalogue); a new slug tries again.
  const [missing, setMissing] = useState<string | null>(null);
  const slug = value.trim();
  const showPreview = slugPattern.test(slug) && missing !== slug;
  return (
    <div className="flex items-start gap-3">
      <TextField
        className="flex-1"
        label={t("builderLeft.fields.icon")}
        value={value}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={t("builderLeft.profileIcon.placeholder")}
        onChange={(event) => onChange(event.target.value)}
        hint={
          <>
            {t("builderLeft.profileIcon.hint")}{" "}
            <a
              href={iconCatalogueUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-0.5 underline underline-offset-2"
            >
              {t("builderLeft.profileIcon.catalogue")}
              <ArrowSquareOut size={12} aria-hidden />
            </a>
          </>
        }
      />
      <div
        className="mt-5 flex size-9 shrink-0 items-center justify-center rounded-md border border-zinc-200 dark:border-zinc-700 dark:bg-zinc-100"
        data-testid="profile-icon-preview"
      >
        {showPreview && (
          <img
            src={`/icons/${slug}.svg`}
            alt={t("builderLeft.profileIcon.preview", { slug })}
            className="size-5"
            onError={() => setMissing(slug)}
          />
        )}
      </div>
    </div>
  );
}
