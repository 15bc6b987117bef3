import { render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { CheckReportPayload, CheckResultPayload, ResumeData } from "@vitae/schema";
import { createDefaultResumeData } from "@vitae/schema";
import { useCheckStore } from "@/builder/check/check-store";
import { CheckPanel } from "@/builder/check/check-panel";
import { LeftPanel } from "@/builder/left/left-panel";
import { usePreviewHighlightsStore } from "@/builder/preview/preview-highlights-store";
import { useBuilderModeStore } from "@/builder/shell/builder-mode-store";
import { panelScrollAttribute } from "@/builder/shell/scroll-in-panel";
import { useBuilderStore } from "@/builder/store/builder-store";
import { useDialogStore } from "@/ui/dialog-store";
import { useToastStore } from "@/ui/toast/toast-store";
import { buildResume } from "./resume-fixture";

/** The builder's content column as the builder page draws it: the Check mode, or the forms. */
function ContentColumn() {
  const mode = useBuilderModeStore((state) => state.mode);
  return <div {...{ [panelScrollAttribute]: "" }}>{mode === "check" ? <CheckPanel /> : <LeftPanel />}</div>;
}

/** A finding as the server answers it, with the fields a test does not care about filled in. */
export function finding(overrides: Partial<CheckResultPayload> & Pick<CheckResultPayload, "id" | "status">): CheckResultPayload {
  return { message: `${overrides.id} message`, evidence: "", fix: "", ...overrides };
}

/** A report of one failure (with a target and highlights), one warning and one pass. */
export function sampleReport(overrides: Partial<CheckReportPayload> = {}): CheckReportPayload {
  return {
    score: 62,
    checks: [
      finding({
        id: "contact-email",
        status: "fail",
        message: "The email address is not in the PDF's text.",
        evidence: "Page 1 reads: Ada Lovelace, London",
        fix: "Add your email address to the basics.",
        target: { section: "basics", field: "email" },
        highlights: ["Ada Lovelace"],
      }),
      finding({
        id: "headings-standard",
        status: "warn",
        message: "A heading is not a standard one.",
        evidence: "Talks",
        fix: "Rename it to a heading parsers know.",
        highlights: ["Talks"],
      }),
      finding({ id: "text-layer", status: "pass", message: "The PDF has a text layer.", evidence: "1,234 characters" }),
    ],
    ...overrides,
  };
}

/**
 * Test helper: loads a resume (default data changed by `change`) into the builder store and
 * renders the content column in the Check mode. `data()` reads the store.
 */
export function renderCheck(change: (data: ResumeData) => void = () => {}) {
  const data = createDefaultResumeData();
  change(data);
  const resume = buildResume({ data });
  useDialogStore.setState({ dialog: null });
  useBuilderStore.getState().load(resume);
  useBuilderModeStore.setState({ mode: "check" });
  useCheckStore.setState({ resumeId: null });
  usePreviewHighlightsStore.getState().clear();
  const user = userEvent.setup();
  useToastStore.setState({ toasts: [] });
  const view = render(<ContentColumn />);
  const current = () => {
    const state = useBuilderStore.getState().data;
    if (!state) throw new Error("No resume is loaded");
    return state;
  };
  return { ...view, user, resume, data: current };
}
