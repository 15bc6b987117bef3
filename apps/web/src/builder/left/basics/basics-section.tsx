import { type Basics, basicsSchema } from "@vitae/schema";
import type { ComponentProps } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "@/ui/text-field";
import { useBuilderStore } from "@/builder/store/builder-store";
import { schemaError } from "@/builder/left/field-message";
import { SectionIcon, sectionElementId } from "@/builder/left/left-sections";
import { fieldAttribute } from "@/builder/left/field-attribute";
import { LinkInput } from "@/builder/left/link-input";
import { useResumeLocked } from "@/builder/left/use-resume-locked";
import { FieldMark } from "@/builder/variant/variant-gates";
import { CustomFields } from "./custom-fields";
import { PictureField } from "./picture-field";

type TextKey = "name" | "headline" | "email" | "phone" | "location";

/** One line of the basics, saved as it is typed; the schema's verdict shows under it. */
function BasicsTextField({ field, ...props }: { field: TextKey } & Omit<ComponentProps<"input">, "value" | "onChange">) {
  const { t } = useTranslation();
  const value = useBuilderStore((state) => state.data?.basics[field] ?? "");
  const edit = useBuilderStore((state) => state.edit);
  const locked = useResumeLocked();
  const label = t(`builderLeft.basics.${field}`);
  return (
    <TextField
      label={label}
      labelAside={<FieldMark paths={[["basics", field]]} label={label} />}
      value={value}
      disabled={locked}
      error={schemaError(basicsSchema.shape[field], value)}
      onChange={(event) =>
        edit((data) => {
          data.basics[field] = event.target.value;
        })
      }
      {...{ [fieldAttribute]: field }}
      {...props}
    />
  );
}

/** The basics: picture, name, headline, contact lines, website and custom fields. */
export function BasicsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const url = useBuilderStore((state) => state.data?.basics.url);
  const edit = useBuilderStore((state) => state.edit);
  const locked = useResumeLocked();
  if (!url) return null;
  const setUrl = (next: Basics["url"]) =>
    edit((data) => {
      data.basics.url = next;
    });
  return (
    <section id={sectionElementId("basics")} aria-labelledby={headingId} className="grid scroll-mt-4 gap-4">
      <header className="flex items-center gap-2">
        <SectionIcon sectionKey="basics" className="text-zinc-500 dark:text-zinc-400" />
        <h2 id={headingId} className="text-lg font-semibold">
          {t("builderLeft.basics.title")}
        </h2>
      </header>
      <PictureField />
      <div className="grid gap-4 sm:grid-cols-2">
        <BasicsTextField field="name" autoComplete="name" className="sm:col-span-2" />
        <BasicsTextField field="headline" className="sm:col-span-2" />
        <BasicsTextField field="email" type="email" autoComplete="email" />
        <BasicsTextField field="phone" type="tel" autoComplete="tel" />
        <BasicsTextField field="location" className="sm:col-span-2" />
        <div className="sm:col-span-2" {...{ [fieldAttribute]: "url" }}>
          <LinkInput
            legend={t("builderLeft.basics.url")}
            value={url}
            onChange={setUrl}
            disabled={locked}
            error={schemaError(basicsSchema.shape.url.shape.href, url.href)}
          />
          <FieldMark paths={[["basics", "url"]]} label={t("builderLeft.basics.url")} />
        </div>
      </div>
      <CustomFields />
    </section>
  );
}
