import { useQuery } from "@tanstack/react-query";
import { resumesQuery } from "@/api/resume-queries";
import { useDialogStore, useOpenDialog } from "@/ui/dialog-store";
import { NewVariantDialog } from "@/variants/new-variant-dialog";
import { focusResumeActions } from "./resume-actions";

/** "New variant" from a resume's menu: the dialog store names the master. */
export function DashboardNewVariantDialog() {
  const dialog = useOpenDialog("variant");
  const close = useDialogStore((state) => state.close);
  const { data: resumes } = useQuery(resumesQuery);
  const master = dialog?.id ? resumes?.find((resume) => resume.id === dialog.id) : undefined;
  return (
    <NewVariantDialog
      master={master ?? null}
      onClose={close}
      onCloseAutoFocus={(event) => focusResumeActions(event, master?.id)}
    />
  );
}
