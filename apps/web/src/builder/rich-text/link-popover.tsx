import { LinkSimple } from "@phosphor-icons/react";
import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/ui/button";
import { TextField } from "@/ui/text-field";
import { isAcceptedHref } from "./accepted-urls";
import { ToolbarPopover } from "./toolbar-popover";

/**
 * Sets, changes or removes the link on the selection: the address
 * is asked for, an empty one removes the link, and only http(s) and mailto are accepted.
 */
export function LinkPopover({ editor, active, disabled }: { editor: Editor; active: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const [href, setHref] = useState("");
  const [error, setError] = useState<string>();

  const apply = (): boolean => {
    const url = href.trim();
    if (url !== "" && !isAcceptedHref(url)) {
      setError(t("richText.link.invalid"));
      return false;
    }
    // Only now: a chain runs `focus` as it is built, which would close the popover.
    const chain = editor.chain().focus().extendMarkRange("link");
    if (url === "") {
      chain.unsetLink().run();
      return true;
    }
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected to link: the address itself becomes the linked text.
      chain.insertContent({ type: "text", text: url, marks: [{ type: "link", attrs: { href: url } }] }).run();
    } else {
      chain.setLink({ href: url }).run();
    }
    return true;
  };

  return (
    <ToolbarPopover
      icon={LinkSimple}
      label={t("richText.link.button")}
      pressed={active}
      disabled={disabled}
      onOpen={() => {
        setHref(String(editor.getAttributes("link").href ?? ""));
        setError(undefined);
      }}
      onSubmit={apply}
      onClosed={() => editor.commands.focus()}
    >
      {(close) => (
        <>
          <TextField
            label={t("richText.link.url")}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            hint={t("richText.link.hint")}
            error={error}
          />
          <div className="flex flex-wrap justify-end gap-2">
            {active && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  editor.chain().focus().extendMarkRange("link").unsetLink().run();
                  close();
                }}
              >
                {t("richText.link.remove")}
              </Button>
            )}
            <Button type="submit" size="sm">
              {t("richText.link.apply")}
            </Button>
          </div>
        </>
      )}
    </ToolbarPopover>
  );
}
