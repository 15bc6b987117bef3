import { X } from "@phosphor-icons/react";
import { mergeKeywords } from "@vitae/schema";
import { type KeyboardEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/ui/input";
import { Label } from "@/ui/label";

type KeywordsInputProps = {
  label: string;
  value: readonly string[];
  onChange: (keywords: string[]) => void;
  /** Text typed but not yet turned into a keyword; the form adds it on save. */
  pending: string;
  onPendingChange: (text: string) => void;
  disabled?: boolean;
};

/**
 * A tag input: a comma or Enter turns the typed text into keywords, trimmed, with
 * empties and repeats dropped; each keyword is a chip that a click removes.
 */
export function KeywordsInput({ label, value, onChange, pending, onPendingChange, disabled }: KeywordsInputProps) {
  const { t } = useTranslation();
  const id = useId();

  const typed = (text: string) => {
    // Everything before the last comma is complete; the rest is still being typed.
    const cut = text.lastIndexOf(",");
    if (cut < 0) return onPendingChange(text.trimStart());
    const merged = mergeKeywords(value, text.slice(0, cut));
    if (merged.length !== value.length) onChange(merged);
    onPendingChange(text.slice(cut + 1).trimStart());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter adds the keyword; it must not submit the dialog's form.
    event.preventDefault();
    const merged = mergeKeywords(value, pending);
    if (merged.length !== value.length) onChange(merged);
    onPendingChange("");
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={pending}
        disabled={disabled}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => typed(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
        {t("builderLeft.keywords.hint")}
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {value.map((keyword) => (
            <li key={keyword}>
              <button
                type="button"
                disabled={disabled}
                aria-label={t("builderLeft.keywords.remove", { keyword })}
                onClick={() => onChange(value.filter((candidate) => candidate !== keyword))}
                className="inline-flex items-center gap-1 rounded-full bg-zinc-100 px-2.5 py-0.5 text-sm hover:bg-zinc-200 focus-visible:outline-2 focus-visible:outline-zinc-500 disabled:opacity-50 dark:bg-zinc-800 dark:hover:bg-zinc-700"
              >
                {keyword}
                <X size={12} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
