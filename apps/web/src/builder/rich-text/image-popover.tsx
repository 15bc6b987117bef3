import { Image as ImageIcon } from "@phosphor-icons/react";
import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { TextField } from "@/ui/text-field";
import { isAcceptedImageSrc } from "./accepted-urls";
import { ToolbarPopover } from "./toolbar-popover";

/** Inserts an image at the caret: the source is required, the alt text optional. */
export function ImagePopover({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string>();

  const insert = (): boolean => {
    const source = src.trim();
    if (source === "") {
      setError(t("richText.image.required"));
      return false;
    }
    if (!isAcceptedImageSrc(source)) {
      setError(t("richText.image.invalid"));
      return false;
    }
    const description = alt.trim();
    editor
      .chain()
      .focus()
      .setImage({ src: source, ...(description ? { alt: description } : {}) })
      .run();
    return true;
  };

  return (
    <ToolbarPopover
      icon={ImageIcon}
      label={t("richText.image.button")}
      disabled={disabled}
      onOpen={() => {
        setSrc("");
        setAlt("");
        setError(undefined);
      }}
      onSubmit={insert}
      onClosed={() => editor.commands.focus()}
    >
      {() => (
        <>
          <TextField
            label={t("richText.image.src")}
            type="url"
            inputMode="url"
            placeholder="https://"
            required
            value={src}
            onChange={(event) => setSrc(event.target.value)}
            hint={t("richText.image.srcHint")}
            error={error}
          />
          <TextField
            label={t("richText.image.alt")}
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            hint={t("richText.image.altHint")}
          />
          <div className="flex justify-end">
            <Button type="submit" size="sm">
              {t("richText.image.insert")}
            </Button>
          </div>
        </>
      )}
    </ToolbarPopover>
  );
}
