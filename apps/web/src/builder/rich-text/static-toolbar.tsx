import { Image as ImageIcon, LinkSimple } from "@phosphor-icons/react";
import { useTranslation } from "react-i18next";
import { richTextToolbarClass } from "./rich-text-classes";
import { ToolbarButton, ToolbarSeparator } from "./toolbar-button";
import { alignments, lists, marks, textAlignments } from "./toolbar-items";

/**
 * A picture of the rich-text toolbar for the field's static stand-in: same buttons, same
 * place, so the live toolbar replaces it without moving the text. Inert, neither focusable
 * nor announced (and its buttons out of the tab order where inert is not honoured): the
 * stand-in hands over to the editor as soon as the pointer or focus reaches it.
 */
export function StaticToolbar() {
  const { t } = useTranslation();
  const picture = { tabIndex: -1 } as const;
  return (
    <div className={richTextToolbarClass} aria-hidden inert>
      {[...marks, null, ...lists].map((item, index) =>
        item ? (
          <ToolbarButton key={item.name} icon={item.icon} label={t(`richText.${item.name}`)} {...picture} />
        ) : (
          <ToolbarSeparator key={index} />
        ),
      )}
      <ToolbarSeparator />
      {textAlignments.map((alignment) => (
        <ToolbarButton
          key={alignment}
          icon={alignments[alignment].icon}
          label={t(`richText.${alignments[alignment].label}`)}
          {...picture}
        />
      ))}
      <ToolbarSeparator />
      <ToolbarButton icon={LinkSimple} label={t("richText.link.button")} {...picture} />
      <ToolbarButton icon={ImageIcon} label={t("richText.image.button")} {...picture} />
    </div>
  );
}
