import { useTranslation } from "react-i18next";
import { Alert } from "@/ui/alert";
import { cn } from "@/ui/cn";
import { useUnavailableFontFamily } from "./font-availability";

/** Says that the chosen font family could not be loaded and a fallback is shown and printed; nothing otherwise. */
export function FontUnavailableNotice({ className, announce = true }: { className?: string; announce?: boolean }) {
  const { t } = useTranslation();
  const family = useUnavailableFontFamily();
  if (family === null) return null;
  return (
    <Alert variant="warning" announce={announce} className={cn("text-sm", className)}>
      {t("builderRight.typography.fontUnavailable", { family })}
    </Alert>
  );
}
