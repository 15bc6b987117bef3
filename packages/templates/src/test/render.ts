import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Server-renders an element (as the printer's page would receive it) and parses the result. */
export function render(element: ReactElement): { html: string; root: HTMLElement } {
  const html = renderToStaticMarkup(element);
  const root = document.createElement("div");
  root.innerHTML = html;
  return { html, root };
}

/** The text of every element matching `selector`, in document order. */
export function texts(root: ParentNode, selector: string): string[] {
  return Array.from(root.querySelectorAll(selector), (element) => element.textContent ?? "");
}
