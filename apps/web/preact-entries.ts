import { resolve } from "node:path";
import type { Plugin } from "vite";

/** `vite build --mode preact` builds the pages listed here, after the SPA's own build. */
export const preactMode = "preact";

/**
 * The pages built on Preact: the public page and the artboard at /artboard/preview, which it
 * frames (the same source as artboard.html, under another name). The printer loads
 * /artboard/print, the React artboard.html, so a PDF is drawn by the renderer the builder
 * preview uses.
 */
export const preactInputs = {
  "artboard-preview": resolve(import.meta.dirname, "artboard-preview.html"),
  public: resolve(import.meta.dirname, "public.html"),
};

/*
 * React's renderer alone (react-dom, ~63 KiB gzipped) is over half the public page's script
 * budget (120 KiB, page and frame: bench/report.md), and the artboard with React was 137 KiB
 * by itself. The artboard and the public page draw plain markup (templates are pure
 * components over the resume: no effects, portals or concurrent features), so they are
 * built with preact/compat in place of React (~12 KiB) in a second build pass into the same
 * folder. The builder keeps framing the React artboard.html of the SPA's build, whose chunks
 * (React, the schema) it already has: a Preact frame there would add them twice. The SPA and
 * every unit test stay on React; the e2e and printing tests run the built Preact pages.
 * Order matters: the jsx runtimes and react-dom/client before their prefixes.
 */
const preactAliases = [
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];

/**
 * In the `preact` mode: builds only {@link preactInputs}, on Preact, without emptying the
 * SPA's output. Any other mode is left alone.
 */
export function preactEntries(): Plugin {
  return {
    name: "vitae:preact-entries",
    config(config, { mode, command }) {
      if (mode !== preactMode || command !== "build") return;
      // Set in place: a returned input would be merged with the SPA's, not replace it.
      config.build = {
        ...config.build,
        emptyOutDir: false,
        rolldownOptions: { ...config.build?.rolldownOptions, input: preactInputs },
      };
      return { resolve: { alias: preactAliases } };
    },
  };
}
