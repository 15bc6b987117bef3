import { DownloadSimple } from "@phosphor-icons/react";
import { publicResumeLanguage, resumeDirection } from "@vitae/schema";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/api/api-error";
import { openPrintedPdf } from "@/print/open-printed-pdf";
import { useRenderAhead } from "@/print/use-render-ahead";
import { LanguageSwitcher } from "./language-switcher";
import { type PublicResume, publicResumeApi } from "./public-resume-api";
import { type PublicStrings, fill } from "./public-strings";
import { ResumeFrame } from "./resume-frame";

export interface PublicResumeAppProps {
  username: string;
  slug: string;
  /** `?lang=` of the address: the language variant asked for. */
  lang?: string | undefined;
  /** The language of the page's own words (`strings`). */
  locale: string;
  strings: PublicStrings;
}

/** A print failure in the visitor's language when the server's code is in the catalogue. */
function failureText(error: unknown, strings: PublicStrings): string {
  if (error instanceof ApiError) return strings.errors.codes[error.code] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * /{username}/{slug}: the resume as its owner shared it, and its PDF.
 * Loads the resume itself: a private, missing or unreadable one shows the same "does not exist
 * or is not public" page (the server answers such addresses with 404), never which. Plain
 * markup and no app framework (router, query cache, i18next), so the page and its frame
 * stay within their script budget (bench/report.md).
 */
export function PublicResumeApp({ username, slug, lang, locale, strings }: PublicResumeAppProps) {
  const [resume, setResume] = useState<PublicResume | null>(null);
  const [missing, setMissing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let current = true;
    publicResumeApi.get(username, slug, lang).then(
      (loaded) => current && setResume(loaded),
      () => current && setMissing(true),
    );
    return () => {
      current = false;
    };
  }, [username, slug, lang]);

  // The document is in the resume's language (its title, what search engines index) where the
  // resume states one; the page's own words below carry the visitor's language themselves.
  const resumeLanguage = resume ? publicResumeLanguage(resume) : undefined;
  useEffect(() => {
    if (resume) document.title = resume.title;
    else if (missing) document.title = strings.publicResume.notFoundTitle;
    document.documentElement.lang = resumeLanguage ?? locale;
  }, [resume, missing, strings, resumeLanguage, locale]);

  // The language shown, not the one the browser would pick: the PDF is what the page shows.
  const shown = resume && resume.alternates.length > 0 ? resume.locale : undefined;
  const renderAhead = useRenderAhead(
    useCallback(() => publicResumeApi.preparePrint(username, slug, shown), [username, slug, shown]),
  );

  if (missing) return <NotFound strings={strings} />;

  if (!resume) {
    return (
      <p role="status" className="p-8 text-sm text-zinc-600 dark:text-zinc-400">
        {strings.common.loading}
      </p>
    );
  }

  const printInBrowser = () => {
    try {
      frameRef.current?.contentWindow?.print();
    } catch (error) {
      setFailure(failureText(error, strings));
    }
  };

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      await openPrintedPdf(() => publicResumeApi.printUrl(username, slug, shown), printInBrowser);
    } catch (error) {
      setFailure(failureText(error, strings));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div lang={locale} className="flex min-h-dvh flex-col items-center">
      <main id="main" className="flex w-full max-w-4xl flex-1 flex-col gap-6 p-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 lang={resumeLanguage} dir="auto" className="text-2xl font-semibold tracking-tight">
            {resume.title}
          </h1>
          <div className="flex flex-wrap items-center gap-4">
            <LanguageSwitcher
              username={username}
              alternates={resume.alternates}
              current={resume.locale}
              label={strings.publicResume.languages}
            />
            <button
              type="button"
              onClick={() => void download()}
              {...renderAhead}
              disabled={downloading}
              aria-busy={downloading}
              className="inline-flex h-9 items-center justify-center gap-2 rounded-md bg-zinc-900 px-4 text-sm font-medium text-white transition-colors hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500 disabled:pointer-events-none disabled:opacity-50 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-zinc-300"
            >
              <DownloadSimple aria-hidden className="size-4" />
              {downloading ? strings.publicResume.downloading : strings.publicResume.download}
            </button>
          </div>
        </div>
        {failure !== null && (
          <div
            role="alert"
            className="grid gap-1 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50"
          >
            <p className="font-semibold">{strings.publicResume.downloadFailed}</p>
            <p className="[overflow-wrap:anywhere]">{failure}</p>
          </div>
        )}
        <ResumeFrame
          data={resume.data}
          locale={resume.locale}
          direction={resumeDirection(resume.language)}
          title={fill(strings.publicResume.frameTitle, { title: resume.title })}
          frameRef={frameRef}
        />
      </main>
      <footer className="p-6 text-sm text-zinc-600 dark:text-zinc-400">
        <a href="/" className="underline-offset-4 hover:underline">
          {strings.nav.backToVitae}
        </a>
      </footer>
    </div>
  );
}

/** No public resume at this address: private and missing alike, with the way home. */
function NotFound({ strings }: { strings: PublicStrings }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="max-w-xl text-2xl font-semibold tracking-tight text-balance">{strings.publicResume.notFoundTitle}</h1>
      <a
        href="/"
        className="inline-flex h-9 items-center justify-center rounded-md bg-zinc-900 px-4 text-sm font-medium text-white transition-colors hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-500 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-zinc-300"
      >
        {strings.publicResume.notFoundHome}
      </a>
    </main>
  );
}
