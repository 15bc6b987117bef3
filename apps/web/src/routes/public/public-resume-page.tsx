import { DownloadSimple } from "@phosphor-icons/react";
import i18next from "i18next";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData } from "react-router";
import { ApiError } from "../../api/api-error";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast/toast-store";
import { publicResumeApi } from "./public-resume-api";
import type { publicResumeLoader } from "./public-resume-loader";
import { ResumeFrame } from "./resume-frame";

/**
 * The server has no browser to print with (docs/resume-api.md: 503 InvalidBrowserConnection,
 * or 503 while it is unavailable): the visitor's own browser prints the artboard instead.
 */
function browserUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === "InvalidBrowserConnection" || error.status === 503);
}

/** What went wrong, in the visitor's language when the server's code is in the catalogue. */
function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const key = `errors.codes.${error.code}`;
    return i18next.exists(key) ? i18next.t(key as never) : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Opens the PDF in a new tab; where pop-ups are blocked, in this one (it downloads). */
function openUrl(url: string) {
  const opened = window.open(url, "_blank");
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

/** /:username/:slug: the resume as its owner shared it, and its PDF (SPEC §2 public view). */
export function PublicResumePage() {
  const { t } = useTranslation();
  const { resume, username, slug } = useLoaderData<typeof publicResumeLoader>();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [downloading, setDownloading] = useState(false);

  const printInBrowser = () => {
    try {
      frameRef.current?.contentWindow?.print();
    } catch (error) {
      toast({ variant: "error", title: t("publicResume.downloadFailed"), description: errorMessage(error) });
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      openUrl(await publicResumeApi.printUrl(username, slug));
    } catch (error) {
      if (browserUnavailable(error)) printInBrowser();
      else toast({ variant: "error", title: t("publicResume.downloadFailed"), description: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <title>{resume.title}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">{resume.title}</h1>
        <Button onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
          <DownloadSimple aria-hidden className="size-4" />
          {downloading ? t("publicResume.downloading") : t("publicResume.download")}
        </Button>
      </div>
      <ResumeFrame data={resume.data} title={t("publicResume.frameTitle", { title: resume.title })} frameRef={frameRef} />
    </>
  );
}
