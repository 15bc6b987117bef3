import { DownloadSimple } from "@phosphor-icons/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData } from "react-router";
import { openPrintedPdf, printErrorMessage } from "../../print/open-printed-pdf";
import { Button } from "../../ui/button";
import { toast } from "../../ui/toast/toast-store";
import { publicResumeApi } from "./public-resume-api";
import type { publicResumeLoader } from "./public-resume-loader";
import { ResumeFrame } from "./resume-frame";

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
      toast({ variant: "error", title: t("publicResume.downloadFailed"), description: printErrorMessage(error) });
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      await openPrintedPdf(() => publicResumeApi.printUrl(username, slug), printInBrowser);
    } catch (error) {
      toast({ variant: "error", title: t("publicResume.downloadFailed"), description: printErrorMessage(error) });
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
