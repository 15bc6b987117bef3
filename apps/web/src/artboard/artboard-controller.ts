/*
 * The artboard's life cycle for each resume it is sent, independent of React and of the
 * browser globals it is wired to (main.tsx), so it can be tested with stand-ins:
 *
 *   SET_RESUME accepted → data-vitae-ready="false" → render → paginate (at once, so the builder
 *   never paints an unpaginated page) → font CSS loaded, fonts ready, images settled →
 *   paginate again if a font or image arrived meanwhile → data-vitae-ready="true".
 *
 * A newer resume supersedes an older one still settling: only the latest one marks the
 * document ready. The printer waits for "true" (or "error") before printing.
 */
import {
  type ResumeData,
  renderFailedValue,
  renderPendingValue,
  renderedDatasetKey,
  renderedValue,
} from "@vitae/schema";

export type ArtboardReadyState = typeof renderPendingValue | typeof renderedValue | typeof renderFailedValue;

export interface ArtboardEnvironment {
  /** Carries the ready state in its dataset (`<html>`). */
  documentElement: HTMLElement;
  /** Renders the resume; the DOM is committed when it returns. False when rendering failed. */
  render(resume: ResumeData): boolean;
  /** Lays the rendered pages out in physical pages. */
  paginate(resume: ResumeData): void;
  /** Loads the font files the resume's typography needs (the CSS that declares them). */
  loadFonts(resume: ResumeData): Promise<void>;
  /** Resolves when the fonts the rendered text uses have loaded. */
  waitForFonts(resume: ResumeData): Promise<void>;
  /** Resolves when the rendered images have loaded or failed (or a timeout passed). */
  waitForImages(): Promise<void>;
  /**
   * A cheap summary of what can still move the layout once rendered (fonts loaded, images
   * complete). When it is the same after waiting as right after the first layout, the second
   * pagination is skipped: a warm builder keystroke then paginates once.
   */
  settledSignature?(): string;
  /** Called after every layout (builder: PAGE_LOADED to the parent). */
  onLayout?(): void;
  /** Removes whatever `render` drew; answers true when nothing of it is left. */
  clear?(): boolean;
}

export interface ArtboardController {
  /** Renders a resume and settles it; resolves when this resume is ready or superseded. */
  show(resume: ResumeData): Promise<void>;
  /** A same-origin SET_RESUME that did not parse: nothing is rendered, the state is "error". */
  reject(): void;
  /**
   * Forgets the resume on screen and removes it (the printer, before its next resume): a
   * resume still settling is abandoned and the ready state removed. True when nothing is left.
   */
  clear(): boolean;
  /**
   * Lays the current resume out again when a font or picture arrived since the last layout
   * (by `settledSignature`); nothing when none did, so an event the render already waited
   * for does not redo the pages after they were reported ready.
   */
  relayout(): void;
  /** The resume on screen, if any. */
  current(): ResumeData | null;
}

async function settled(promise: () => Promise<unknown>) {
  try {
    await promise();
  } catch {
    // A font or picture that fails to load is drawn with its fallback; printing goes on.
  }
}

export function createArtboardController(environment: ArtboardEnvironment): ArtboardController {
  let generation = 0;
  let resumeOnScreen: ResumeData | null = null;
  /** `settledSignature` when the pages were last laid out. */
  let laidOutWith: string | undefined;

  const setState = (state: ArtboardReadyState) => {
    environment.documentElement.dataset[renderedDatasetKey] = state;
  };

  const layout = (resume: ResumeData) => {
    environment.paginate(resume);
    laidOutWith = environment.settledSignature?.();
    environment.onLayout?.();
  };

  return {
    async show(resume) {
      const id = ++generation;
      setState(renderPendingValue);
      // Font CSS starts loading while React renders.
      const fonts = settled(() => environment.loadFonts(resume));
      let rendered: boolean;
      try {
        rendered = environment.render(resume);
      } catch {
        rendered = false;
      }
      if (!rendered) {
        resumeOnScreen = null;
        setState(renderFailedValue);
        return;
      }
      resumeOnScreen = resume;
      try {
        layout(resume);
        const before = environment.settledSignature?.();
        await fonts;
        if (id !== generation) return;
        await settled(() => environment.waitForFonts(resume));
        await settled(() => environment.waitForImages());
        if (id !== generation) return;
        if (before === undefined || environment.settledSignature?.() !== before) layout(resume);
      } catch {
        if (id === generation) setState(renderFailedValue);
        return;
      }
      setState(renderedValue);
    },

    reject() {
      generation++;
      setState(renderFailedValue);
    },

    clear() {
      generation++;
      resumeOnScreen = null;
      delete environment.documentElement.dataset[renderedDatasetKey];
      return environment.clear?.() ?? false;
    },

    relayout() {
      if (!resumeOnScreen) return;
      const signature = environment.settledSignature?.();
      if (signature !== undefined && signature === laidOutWith) return;
      layout(resumeOnScreen);
    },

    current: () => resumeOnScreen,
  };
}
