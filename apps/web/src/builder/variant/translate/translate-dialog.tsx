import { Check, Spinner } from "@phosphor-icons/react";
import { findLanguage } from "@vitae/schema";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAiKeyStore } from "@/ai/ai-key-store";
import { completeText } from "@/ai/complete-text";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/ui/dialog";
import { useBuilderStore } from "@/builder/store/builder-store";
import { setAtPath } from "@/builder/variant/variant-paths";
import { type TranslatableField, translatableFields } from "./translatable-fields";

/** A field's proposal: still coming, ready for review, failed, or accepted into the resume. */
type Proposal = { state: "pending" } | { state: "ready"; text: string } | { state: "failed"; message: string } | { state: "accepted"; text: string };

/** At most this many requests to the provider at once: a resume has dozens of fields. */
const parallelRequests = 3;

/** What a rich-text field says, without its markup, for the side-by-side review. */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? html;
}

/** The language as the model is told it: its English name and locale ("German (Germany), de-DE"). */
function languageForModel(locale: string): string {
  const english = new Intl.DisplayNames(["en"], { type: "language" }).of(locale);
  return english ? `${english}, ${locale}` : locale;
}

/**
 * Asks the user's own AI provider (straight from the browser, as the writing help does) for
 * the translation of every text of the open variant into `fields`' order, at most a few at a
 * time, and keeps each proposal until the user accepts it.
 */
function useProposals(fields: readonly TranslatableField[], language: string) {
  const [proposals, setProposals] = useState<Proposal[]>(() => fields.map(() => ({ state: "pending" })));
  useEffect(() => {
    const controller = new AbortController();
    const { key, baseUrl, model } = useAiKeyStore.getState();
    const task = { mode: "translate", language: languageForModel(language) } as const;
    let next = 0;
    const settle = (index: number, proposal: Proposal) =>
      setProposals((current) => current.map((entry, position) => (position === index ? proposal : entry)));
    const worker = async () => {
      while (next < fields.length && !controller.signal.aborted) {
        const index = next++;
        const field = fields[index];
        if (!field) continue;
        try {
          settle(index, { state: "ready", text: await completeText(field.text, task, { key, baseUrl, model }, controller.signal) });
        } catch (error) {
          if (controller.signal.aborted) return;
          settle(index, { state: "failed", message: error instanceof Error ? error.message : String(error) });
        }
      }
    };
    for (let count = 0; count < parallelRequests; count++) void worker();
    return () => controller.abort();
  }, [fields, language]);
  return [proposals, setProposals] as const;
}

/**
 * "Translate with AI": proposes the translation of every text of the open variant into its
 * language; the user compares each with the original and accepts it, or accepts all at once.
 * Nothing changes in the resume without that; an accepted translation is an ordinary edit of
 * the builder store (undo takes it back, autosave sends it).
 */
export default function TranslateDialog({ language, onClose }: { language: string; onClose: () => void }) {
  const { t } = useTranslation();
  const hasKey = useAiKeyStore((state) => state.key !== null);
  // The texts as they were when the dialog opened: what the proposals translate.
  const fields = useMemo(() => {
    const data = useBuilderStore.getState().data;
    return data ? translatableFields(data) : [];
  }, []);
  const [proposals, setProposals] = useProposals(hasKey ? fields : [], language);
  const languageName = findLanguage(language)?.name ?? language;

  const accept = (indexes: number[]) => {
    const accepted = indexes.flatMap((index) => {
      const proposal = proposals[index];
      const field = fields[index];
      return proposal?.state === "ready" && field ? [{ index, path: field.path, text: proposal.text }] : [];
    });
    if (accepted.length === 0) return;
    useBuilderStore.getState().edit((draft) => {
      for (const { path, text } of accepted) setAtPath(draft, path, text);
    });
    const done = new Set(accepted.map(({ index }) => index));
    setProposals((current) => current.map((entry, index) => (done.has(index) && entry.state === "ready" ? { state: "accepted", text: entry.text } : entry)));
  };
  const readyIndexes = proposals.flatMap((proposal, index) => (proposal.state === "ready" ? [index] : []));
  const pendingCount = proposals.filter((proposal) => proposal.state === "pending").length;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t("variants.translate.title", { language: languageName })}
        description={t("variants.translate.description")}
        className="max-w-3xl"
      >
        {!hasKey ? (
          <Alert variant="warning">{t("richText.ai.errors.noKey")}</Alert>
        ) : fields.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("variants.translate.empty")}</p>
        ) : (
          <>
            {pendingCount > 0 && (
              <p role="status" className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
                <Spinner size={16} className="animate-spin" aria-hidden />
                {t("variants.translate.translating", { remaining: pendingCount })}
              </p>
            )}
            <ol className="grid gap-3" aria-label={t("variants.translate.title", { language: languageName })}>
              {fields.map((field, index) => (
                <ProposalRow key={field.path.join("/")} field={field} proposal={proposals[index]} language={language} onAccept={() => accept([index])} />
              ))}
            </ol>
          </>
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            {t("common.close")}
          </Button>
          {hasKey && fields.length > 0 && (
            <Button disabled={readyIndexes.length === 0} onClick={() => accept(readyIndexes)}>
              <Check size={16} aria-hidden />
              {t("variants.translate.acceptAll")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type ProposalRowProps = { field: TranslatableField; proposal: Proposal | undefined; language: string; onAccept: () => void };

function ProposalRow({ field, proposal, language, onAccept }: ProposalRowProps) {
  const { t } = useTranslation();
  const label = `${field.place} · ${t(field.labelKey)}`;
  return (
    <li className="grid gap-2 rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-800" data-testid="translation-proposal">
      <p className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{label}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <span className="text-xs text-zinc-500">{t("variants.translate.original")}</span>
          <p className="whitespace-pre-wrap">{plainText(field.text)}</p>
        </div>
        <div className="grid gap-1">
          <span className="text-xs text-zinc-500">{t("variants.translate.proposal")}</span>
          {proposal?.state === "ready" || proposal?.state === "accepted" ? (
            <p className="whitespace-pre-wrap" lang={language}>
              {plainText(proposal.text)}
            </p>
          ) : proposal?.state === "failed" ? (
            <p className="text-red-600 dark:text-red-400">{proposal.message}</p>
          ) : (
            <Spinner size={16} className="animate-spin" aria-hidden />
          )}
        </div>
      </div>
      <div className="flex justify-end">
        {proposal?.state === "accepted" ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-300">
            <Check size={14} aria-hidden />
            {t("variants.translate.accepted")}
          </span>
        ) : (
          <Button size="sm" variant="secondary" disabled={proposal?.state !== "ready"} aria-label={`${t("variants.translate.accept")}: ${label}`} onClick={onAccept}>
            {t("variants.translate.accept")}
          </Button>
        )}
      </div>
    </li>
  );
}
