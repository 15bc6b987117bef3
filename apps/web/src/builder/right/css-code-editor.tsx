import { css } from "@codemirror/lang-css";
import CodeMirror, { EditorView } from "@uiw/react-codemirror";
import { useMemo } from "react";
import { resolveTheme } from "@/theme/apply-theme";
import { useThemeStore } from "@/theme/theme-store";

type CssCodeEditorProps = {
  /** Accessible name of the editing area. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * A CSS editor with syntax highlighting. Tab is left to move focus (indentWithTab off), so the
 * editor is no keyboard trap; indenting is Mod-] and Mod-[.
 */
export function CssCodeEditor({ label, value, onChange, disabled = false }: CssCodeEditorProps) {
  const theme = useThemeStore((state) => state.theme);
  const dark = resolveTheme(theme, window.matchMedia?.("(prefers-color-scheme: dark)").matches ?? false) === "dark";
  const extensions = useMemo(
    () => [css(), EditorView.lineWrapping, EditorView.contentAttributes.of({ "aria-label": label })],
    [label],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      editable={!disabled}
      readOnly={disabled}
      indentWithTab={false}
      theme={dark ? "dark" : "light"}
      minHeight="12rem"
      maxHeight="24rem"
      basicSetup={{ foldGutter: false }}
      className="overflow-hidden rounded-md border border-zinc-300 text-sm dark:border-zinc-700"
    />
  );
}
