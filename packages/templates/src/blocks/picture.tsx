import { type Picture as PictureData, hasPicture } from "@vitae/schema";
import { type CSSProperties, useState } from "react";

import { classNames } from "./class-names";

function clamp(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** A picture source the page may load: http(s), or a same-origin path such as an upload. */
function isLoadable(url: string): boolean {
  return /^https?:\/\//i.test(url) || /^\/(?![/\\])/.test(url);
}

export interface PictureProps {
  picture: PictureData;
  /** Alternative text, usually the person's name. */
  alt?: string;
  className?: string;
}

/**
 * The basics picture at its chosen size (width, px), aspect ratio (width / height) and
 * corner radius, with the border and grayscale effects. Nothing when hidden, without a valid
 * address, or when the address cannot be loaded: a picture that fails leaves no alt text or
 * broken-image icon in the preview, on the public page or in the PDF.
 */
export function Picture({ picture, alt = "", className }: PictureProps) {
  const url = picture.url.trim();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!hasPicture({ ...picture, url }) || !isLoadable(url) || failedUrl === url) return null;
  const width = clamp(picture.size, 16, 512, 64);
  const ratio = clamp(picture.aspectRatio, 0.1, 2, 1);
  const style: CSSProperties = {
    width: `${width}px`,
    height: `${Math.round((width / ratio) * 100) / 100}px`,
    borderRadius: `${clamp(picture.borderRadius, 0, 9999, 0)}px`,
  };
  return (
    <img
      // A new address is a new element: nothing of a failed one carries over.
      key={url}
      className={classNames(
        "vitae-picture",
        picture.effects.border && "vitae-picture-border",
        picture.effects.grayscale && "vitae-picture-grayscale",
        className,
      )}
      src={url}
      alt={alt}
      style={style}
      onError={(event) => {
        // Hidden at once, in the error event itself: the printer waits for the same event
        // before it lays the pages out and prints, and must not catch the broken image.
        event.currentTarget.style.display = "none";
        setFailedUrl(url);
      }}
    />
  );
}
