import { Plus } from "@phosphor-icons/react";
import { useQuery } from "@tanstack/react-query";
import { findLanguage } from "@vitae/schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { variantApi, variantsQueryKey } from "@/api/variant-api";
import { Alert } from "@/ui/alert";
import { Button } from "@/ui/button";
import { NewVariantDialog } from "@/variants/new-variant-dialog";
import { VariantSummary } from "@/variants/variant-summary";

/** A master's variants (GET /resume/{id}/variants), each with what differs and a link to open it, and "New variant". */
export default function VariantsList({ masterId, masterTitle }: { masterId: string; masterTitle: string }) {
  const { t } = useTranslation();
  const { data: variants, isPending, isError } = useQuery({ queryKey: variantsQueryKey(masterId), queryFn: () => variantApi.list(masterId) });
  const [creating, setCreating] = useState(false);
  return (
    <div className="grid gap-3">
      {isPending ? (
        <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
          {t("variants.list.loading")}
        </p>
      ) : isError ? (
        <Alert variant="error">{t("errors.codes.SomethingWentWrong")}</Alert>
      ) : variants.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t("variants.list.empty")}</p>
      ) : (
        <ul className="grid gap-2" data-testid="variants-list">
          {variants.map((variant) => (
            <li key={variant.id} className="grid gap-1.5 rounded-md border border-zinc-200 p-2 dark:border-zinc-800">
              <span className="flex flex-wrap items-center gap-2">
                <Link to={`/builder/${variant.id}`} className="min-w-0 truncate text-sm font-medium underline-offset-2 hover:underline">
                  {variant.title}
                </Link>
                {variant.language && (
                  <span lang={variant.language} className="rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-900 dark:bg-sky-950 dark:text-sky-100">
                    {findLanguage(variant.language)?.name ?? variant.language}
                  </span>
                )}
              </span>
              {variant.purpose && <span className="text-xs text-zinc-600 dark:text-zinc-400">{variant.purpose}</span>}
              <VariantSummary summary={variant.summary} />
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" className="justify-self-start" onClick={() => setCreating(true)}>
        <Plus size={16} aria-hidden />
        {t("variants.create.title")}
      </Button>
      <NewVariantDialog master={creating ? { id: masterId, title: masterTitle } : null} onClose={() => setCreating(false)} />
    </div>
  );
}
