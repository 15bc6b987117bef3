import type { ResumeData } from "@vitae/schema";
import { ResumeDocument } from "@vitae/templates";
import { Component, type ReactNode } from "react";

import type { ArtboardMode } from "./artboard-mode";
import { artboardLabelsLocale } from "./labels-locale";

interface BoundaryProps {
  /** A new resume gets a new try. */
  resume: ResumeData;
  onError: (error: unknown) => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  resume: ResumeData;
}

/** Shows nothing instead of a broken page, and reports the failure (the printer then stops). */
class RenderBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resume: this.props.resume };

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resume === state.resume ? null : { failed: false, resume: props.resume };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface ArtboardProps {
  resume: ResumeData;
  mode: ArtboardMode;
  onError: (error: unknown) => void;
  /** Language of the template's own words (page numbers); see labels-locale.ts. */
  locale?: string;
}

/**
 * Every layout page of the resume in its template, and nothing else: no chrome, so the public
 * page and the printer see only the pages. Keyed by nothing: React keeps the DOM between
 * resumes so the builder updates in place.
 */
export function Artboard({ resume, mode, onError, locale = artboardLabelsLocale() }: ArtboardProps) {
  return (
    <div className={`artboard artboard-${mode}`}>
      <RenderBoundary resume={resume} onError={onError}>
        <ResumeDocument data={resume} locale={locale} />
      </RenderBoundary>
    </div>
  );
}
