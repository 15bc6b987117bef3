import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type VersionedResume, resumeApi } from "@/api/resume-api";
import { resumeQueryKey } from "@/api/resume-queries";
import { cn } from "@/ui/cn";

/** The preview address with the resume's last change in it, so an edited resume never shows a stale image. */
export function cacheBusted(url: string, updatedAt: Date): string {
  return `${url}${url.includes("?") ? "&" : "?"}v=${updatedAt.getTime()}`;
}

/**
 * The resume's first page as an image (GET /resume/print/{id}/preview). Until a preview
 * exists, and whenever asking for or loading it fails, a neutral page with the title's
 * initial stands in: a missing preview is never an error the user has to deal with.
 */
export function ResumePreview({ resume, className }: { resume: VersionedResume; className?: string }) {
  const updated = resume.updatedAt.getTime();
  const { data: url } = useQuery({
    queryKey: [...resumeQueryKey(resume.id), "preview", updated],
    queryFn: () => resumeApi.previewUrl(resume.id),
    // One answer per version of the resume; a new updatedAt is a new key.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [failed, setFailed] = useState<string | null>(null);
  const src = url ? cacheBusted(url, resume.updatedAt) : null;

  return (
    <div
      className={cn(
        "@container relative aspect-[1/1.4142] w-full overflow-hidden rounded-md border border-zinc-200 bg-white dark:border-zinc-700",
        className,
      )}
    >
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          data-testid="resume-preview-image"
          className="size-full object-cover object-top"
          onError={() => setFailed(src)}
        />
      ) : (
        <PreviewPlaceholder title={resume.title} />
      )}
    </div>
  );
}

/** A blank page: the title's initial over a few faint "lines of text". */
function PreviewPlaceholder({ title }: { title: string }) {
  const initial = Array.from(title.trim())[0]?.toLocaleUpperCase() ?? "";
  return (
    <div
      aria-hidden
      data-testid="resume-preview-placeholder"
      className="flex size-full flex-col items-center justify-center gap-[6%] bg-zinc-100 p-[12%] dark:bg-zinc-800"
    >
      <span className="text-[clamp(0.75rem,30cqw,3rem)] leading-none font-semibold text-zinc-400 dark:text-zinc-500">
        {initial}
      </span>
      <span className="grid w-full gap-[0.35em]">
        <span className="h-1 w-full rounded-full bg-zinc-200 dark:bg-zinc-700" />
        <span className="h-1 w-4/5 rounded-full bg-zinc-200 dark:bg-zinc-700" />
        <span className="h-1 w-11/12 rounded-full bg-zinc-200 dark:bg-zinc-700" />
      </span>
    </div>
  );
}
