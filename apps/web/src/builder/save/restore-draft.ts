import { useBuilderStore } from "@/builder/store/builder-store";
import { clearDraft, readDraft } from "./draft-storage";

/**
 * Puts unsaved edits left in localStorage by an earlier visit back into the open resume
 * (call after `load` and once autosave listens). They are saved against the version they
 * were based on, so if the resume changed on the server since, the save answers 409 and
 * the user chooses between the two instead of one silently replacing the other.
 */
export function restoreDraft(): boolean {
  const { meta, data, setMeta } = useBuilderStore.getState();
  if (!meta || !data) return false;
  const draft = readDraft(meta.id);
  if (!draft) return false;
  if (JSON.stringify(draft.data) === JSON.stringify(data) || draft.version > meta.version) {
    clearDraft(meta.id);
    return false;
  }
  setMeta({ version: draft.version });
  useBuilderStore.setState({ data: draft.data });
  return true;
}
