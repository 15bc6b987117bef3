import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/ui/dialog";
import { toast } from "@/ui/toast/toast-store";
import { resolveActiveConflict, useSaveState } from "./autosave";

/**
 * Shown when a save answered 409: the resume was saved elsewhere (another tab or device)
 * after these edits began. Saving stops until the user picks a side; nothing is overwritten
 * silently, and closing the dialog without choosing keeps it coming back.
 */
export function ConflictDialog() {
  const { t } = useTranslation();
  const status = useSaveState((state) => state.status);
  const [pending, setPending] = useState(false);

  const choose = async (choice: "reload" | "overwrite") => {
    setPending(true);
    try {
      await resolveActiveConflict(choice);
    } catch (error) {
      toast({
        variant: "error",
        title: t("builder.conflict.failed"),
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={status === "conflict"}>
      <DialogContent
        title={t("builder.conflict.title")}
        description={t("builder.conflict.description")}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        hideClose
      >
        <DialogFooter>
          <Button variant="secondary" disabled={pending} onClick={() => void choose("reload")}>
            {t("builder.conflict.reload")}
          </Button>
          <Button variant="danger" disabled={pending} onClick={() => void choose("overwrite")}>
            {t("builder.conflict.overwrite")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
