import type { Extensions } from "@tiptap/core";
import Highlight from "@tiptap/extension-highlight";
import Image from "@tiptap/extension-image";
import TextAlign from "@tiptap/extension-text-align";
import StarterKit from "@tiptap/starter-kit";
import { isAcceptedHref } from "./accepted-urls";
import { textAlignments } from "./toolbar-items";

/**
 * The editor's schema. Everything it can produce must pass the schema's sanitiser
 * unchanged (see the round-trip test), so it holds only what the sanitiser allows: no
 * h1, h5, h6 or horizontal rule, links only to http(s) and mailto addresses.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      horizontalRule: false,
      // It appends an empty paragraph after a final list or image, which the resume would
      // then print as a blank line; Enter twice leaves a list, the gap cursor passes an image.
      trailingNode: false,
      link: {
        // In the editor a click places the caret; the link opens from the resume.
        openOnClick: false,
        defaultProtocol: "https",
        isAllowedUri: (url) => isAcceptedHref(url),
      },
    }),
    Highlight,
    TextAlign.configure({ types: ["heading", "paragraph"], alignments: [...textAlignments] }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}
