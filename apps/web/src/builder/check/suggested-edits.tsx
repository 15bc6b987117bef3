import { Check, CircleNotch, MagicWand, Trash, X } from "@phosphor-icons/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useAiKeyStore } from "@/ai/ai-key-store";
import { useAiWriting } from "@/ai/use-ai-writing";
import { Button } from "@/ui/button";
import { toast } from "@/ui/toast/toast-store";
import { WordDiff } from "@/builder/history/word-diff";
import { useResumeLocked } from "@/builder/left/use-resume-locked";
import { useBuilderStore } from "@/builder/store/builder-store";
import { type ReviewedSuggestion, suggestionKey, useCheckStore } from "./check-store";
import { type Suggestion, suggestEdits } from "./suggest-edits";
import { readField, suggestionFields, writeField } from "./suggestion-fields";

/** How many fields one run rewrites: each is a request paid with the user's own key. */
export const suggestedFieldsLimit = 8;

/**
 * Applies the suggestions whose fields still hold what they were rewritten from, as one edit
 * of the builder store (one undo step, saved like any edit); answers those applied.
 */
function accept(suggestions: readonly Suggestion[]): Suggestion[] {
  const data = useBuilderStore.getState().data;
  if (!data) return [];
  const current = suggestions.filter((suggestion) => readField(data, suggestion.target) === suggestion.value);
  if (current.length > 0) {
    useBuilderStore.getState().edit((draft) => {
      for (const suggestion of current) writeField(draft, suggestion.target, suggestion.proposed);
    });
  }
  return current;
}

/**
 * "Suggest edits": with the user's own AI key, proposes rewrites of the headline, summary and
 * descriptions that work the posting's missing terms in where the text supports them. Each is
 * shown as a word diff; nothing changes until the user accepts a field, or all of them. The
 * review lives in the Check mode's store, so it is still there after a visit to the editor;
 * a suggestion whose field changed since is marked out of date and cannot be applied.
 * Shown only while a key is stored in this browser.
 */
export function SuggestedEdits({ missingTerms }: { missingTerms: readonly string[] }) {
  const { t } = useTranslation();
  const hasKey = useAiKeyStore((store) => store.key !== null);
  const locked = useResumeLocked();
  const { state, rewrite } = useAiWriting();
  const suggestions = useCheckStore((store) => store.suggestions);
  const data = useBuilderStore((store) => store.data);
  const listRef = useRef<HTMLDivElement>(null);
  if (!hasKey || (missingTerms.length === 0 && suggestions === null)) return null;
  const busy = state !== "idle";
  const stale = (suggestion: ReviewedSuggestion) => suggestion.decision === "open" && data !== null && readField(data, suggestion.target) !== suggestion.value;
  const acceptable = (suggestions ?? []).filter((suggestion) => suggestion.decision === "open" && !stale(suggestion));

  const suggest = async () => {
    const { resumeId, setSuggestions } = useCheckStore.getState();
    const current = useBuilderStore.getState().data;
    if (!current || busy) return;
    setSuggestions(null);
    const found = await suggestEdits(suggestionFields(current, suggestedFieldsLimit), missingTerms, rewrite);
    // Another resume opened meanwhile: these suggestions are not its own.
    if (useCheckStore.getState().resumeId !== resumeId) return;
    setSuggestions(found);
    // The review takes focus, so the keyboard continues with the first change.
    requestAnimationFrame(() => listRef.current?.focus());
  };

  const resolve = (chosen: readonly Suggestion[], apply: boolean) => {
    const applied = apply ? accept(chosen) : [];
    if (apply && applied.length < chosen.length) {
      toast({ variant: "error", title: t("errors.title"), description: t("check.suggest.changed") });
    }
    useCheckStore.getState().decide(new Set((apply ? applied : chosen).map(suggestionKey)), apply ? "accepted" : "rejected");
    listRef.current?.focus();
  };

  return (
    <section aria-labelledby="check-suggest-heading" className="grid gap-3">
      <h3 id="check-suggest-heading" className="font-semibold">
        {t("check.suggest.title")}
      </h3>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("check.suggest.hint")}</p>
      {missingTerms.length > 0 && (
        <Button variant="secondary" className="justify-self-start" aria-busy={busy} onClick={() => void suggest()} disabled={locked}>
          {busy ? <CircleNotch size={16} aria-hidden className="animate-spin" /> : <MagicWand size={16} aria-hidden />}
          {t("check.suggest.button")}
        </Button>
      )}
      <p role="status" className="sr-only">
        {busy ? t("check.suggest.running") : ""}
      </p>
      {suggestions !== null && (
        <div ref={listRef} tabIndex={-1} className="grid gap-3 outline-none" aria-label={t("check.suggest.title")} role="group">
          {suggestions.length === 0 ? (
            <p className="text-sm">{t("check.suggest.none")}</p>
          ) : (
            <ul className="grid gap-3">
              {suggestions.map((suggestion) => (
                <li
                  key={suggestionKey(suggestion)}
                  className="grid gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
                  data-decision={stale(suggestion) ? "stale" : suggestion.decision}
                >
                  <p className="text-sm font-medium">
                    <bdi>{suggestion.label || t("builderLeft.basics.headline")}</bdi>
                  </p>
                  <div dir="auto">
                    <WordDiff parts={suggestion.parts} />
                  </div>
                  <SuggestionState suggestion={suggestion} stale={stale(suggestion)} />
                  {suggestion.decision === "open" && (
                    <div className="flex flex-wrap gap-2">
                      {!stale(suggestion) && (
                        <Button size="sm" disabled={locked} onClick={() => resolve([suggestion], true)}>
                          <Check size={16} aria-hidden />
                          {t("check.suggest.accept")}
                        </Button>
                      )}
                      <Button size="sm" variant="ghost" onClick={() => resolve([suggestion], false)}>
                        <X size={16} aria-hidden />
                        {t("check.suggest.discard")}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-2">
            {acceptable.length > 1 && (
              <Button variant="secondary" disabled={locked} onClick={() => resolve(acceptable, true)}>
                <Check size={16} aria-hidden />
                {t("check.suggest.acceptAll")}
              </Button>
            )}
            <Button variant="ghost" onClick={() => useCheckStore.getState().setSuggestions(null)}>
              <Trash size={16} aria-hidden />
              {t("check.suggest.clear")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

/** What became of a suggestion, or that its field changed underneath it; nothing while it waits. */
function SuggestionState({ suggestion, stale }: { suggestion: ReviewedSuggestion; stale: boolean }) {
  const { t } = useTranslation();
  if (stale) return <p className="text-sm text-amber-800 dark:text-amber-300">{t("check.suggest.stale")}</p>;
  if (suggestion.decision === "open") return null;
  const accepted = suggestion.decision === "accepted";
  return (
    <p className="flex items-center gap-1.5 text-sm text-zinc-700 dark:text-zinc-300">
      {accepted ? <Check size={16} aria-hidden className="text-emerald-700 dark:text-emerald-400" /> : <X size={16} aria-hidden />}
      {t(accepted ? "check.suggest.accepted" : "check.suggest.rejected")}
    </p>
  );
}
