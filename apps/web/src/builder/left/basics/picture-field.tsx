import { Image, UploadSimple } from "@phosphor-icons/react";
import { type Picture, hasPicture } from "@vitae/schema";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/api/client";
import { storageApi } from "@/api/storage-api";
import { proxiedPictureUrl } from "@/artboard/picture-url";
import { Button } from "@/ui/button";
import { TextField } from "@/ui/text-field";
import { toast } from "@/ui/toast/toast-store";
import { useBuilderStore } from "@/builder/store/builder-store";
import { urlFieldProps } from "@/builder/left/link-input";
import { useResumeLocked } from "@/builder/left/use-resume-locked";
import { PictureOptions } from "./picture-options";

/** The formats PUT /storage/image accepts (docs/resume-api.md). */
const acceptedImages = "image/jpeg,image/png,image/webp,image/gif";

type PicturePreviewProps = { picture: Picture; failed: boolean; onError: () => void };

/** The picture as the preview shows it: hidden pictures are still previewed here, dimmed. */
function PicturePreview({ picture, failed, onError }: PicturePreviewProps) {
  const { t } = useTranslation();
  const shown = hasPicture({ ...picture, effects: { ...picture.effects, hidden: false } }) && !failed;
  return (
    <div
      className="flex size-16 shrink-0 items-center justify-center overflow-hidden border border-zinc-200 bg-zinc-100 text-zinc-400 dark:border-zinc-700 dark:bg-zinc-800"
      style={{ borderRadius: Math.min(picture.borderRadius, 9999) }}
    >
      {shown ? (
        <img
          // The app's CSP loads images from its own origin only; others go through the image proxy.
          src={proxiedPictureUrl(picture.url, window.location.origin)}
          alt={t("builderLeft.picture.preview")}
          referrerPolicy="no-referrer"
          className={picture.effects.hidden ? "size-full object-cover opacity-40" : "size-full object-cover"}
          style={picture.effects.grayscale ? { filter: "grayscale(1)" } : undefined}
          onError={onError}
        />
      ) : (
        <Image size={24} aria-hidden />
      )}
    </div>
  );
}

/** The basics picture: an address typed in or a file uploaded (its stored URL is kept), and its options. */
export function PictureField() {
  const { t } = useTranslation();
  const picture = useBuilderStore((state) => state.data?.basics.picture);
  const resumeId = useBuilderStore((state) => state.meta?.id);
  const edit = useBuilderStore((state) => state.edit);
  const locked = useResumeLocked();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  // The address this field's preview could not load; the resume leaves such a picture out.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!picture) return null;
  const failed = failedUrl !== null && failedUrl === picture.url;

  const setUrl = (url: string) =>
    edit((data) => {
      data.basics.picture.url = url;
    });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so picking the same file again still uploads it.
    event.target.value = "";
    if (!file) return;
    setUploading(true);
    try {
      setUrl(await storageApi.uploadImage(file, resumeId));
    } catch (error) {
      // The server explains what is wrong with the file (not an image, too large…).
      const description = error instanceof ApiError ? error.message : t("builderLeft.picture.uploadFailed");
      toast({ variant: "error", title: t("builderLeft.picture.uploadError"), description });
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="flex items-end gap-3">
      <PicturePreview picture={picture} failed={failed} onError={() => setFailedUrl(picture.url)} />
      <TextField
        className="flex-1"
        label={t("builderLeft.picture.url")}
        error={failed ? t("builderLeft.picture.loadFailed") : undefined}
        {...urlFieldProps}
        value={picture.url}
        disabled={locked}
        onChange={(event) => setUrl(event.target.value)}
      />
      <input ref={fileInput} type="file" accept={acceptedImages} hidden onChange={(event) => void upload(event)} data-testid="picture-file" />
      <Button
        variant="secondary"
        size="icon"
        disabled={locked || uploading}
        aria-busy={uploading || undefined}
        aria-label={t("builderLeft.picture.upload")}
        onClick={() => fileInput.current?.click()}
      >
        <UploadSimple size={18} aria-hidden />
      </Button>
      <PictureOptions picture={picture} disabled={locked} />
    </div>
  );
}
