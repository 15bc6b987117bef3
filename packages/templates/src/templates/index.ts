import { type TemplateName, defaultTemplate, isTemplateName } from "@vitae/schema";
import type { ComponentType } from "react";

import type { ColumnName, TemplateProps } from "../template-props";
import { Azurill } from "./azurill/azurill";
import { Bronzor } from "./bronzor/bronzor";
import { Chikorita } from "./chikorita/chikorita";
import { Ditto } from "./ditto/ditto";
import { Gengar } from "./gengar/gengar";
import { Glalie } from "./glalie/glalie";
import { Kakuna } from "./kakuna/kakuna";
import { Leafish } from "./leafish/leafish";
import { Nosepass } from "./nosepass/nosepass";
import { Onyx } from "./onyx/onyx";
import { Pikachu } from "./pikachu/pikachu";
import { Rhyhorn } from "./rhyhorn/rhyhorn";

/** A template: draws one layout page of a resume. */
export type Template = ComponentType<TemplateProps>;

/** The templates this build can draw, by name. */
export const templates = {
  azurill: Azurill,
  bronzor: Bronzor,
  chikorita: Chikorita,
  ditto: Ditto,
  gengar: Gengar,
  glalie: Glalie,
  kakuna: Kakuna,
  leafish: Leafish,
  nosepass: Nosepass,
  onyx: Onyx,
  pikachu: Pikachu,
  rhyhorn: Rhyhorn,
} satisfies Partial<Record<TemplateName, Template>>;

/** The name of a template this build can draw. */
export type AvailableTemplateName = keyof typeof templates;

/** The names of the templates this build can draw, alphabetically. */
export const availableTemplateNames = Object.keys(templates).sort() as AvailableTemplateName[];

/**
 * The order in which each template places the two layout columns in the page (and so in
 * reading and text-extraction order), after the basics header.
 */
export const templateColumnOrder: Record<AvailableTemplateName, readonly [ColumnName, ColumnName]> = {
  azurill: ["main", "sidebar"],
  bronzor: ["main", "sidebar"],
  chikorita: ["main", "sidebar"],
  ditto: ["main", "sidebar"],
  // The name and headline come first, then the sidebar (with the contact details), then the main column.
  gengar: ["sidebar", "main"],
  glalie: ["sidebar", "main"],
  kakuna: ["main", "sidebar"],
  leafish: ["main", "sidebar"],
  nosepass: ["main", "sidebar"],
  onyx: ["main", "sidebar"],
  pikachu: ["main", "sidebar"],
  rhyhorn: ["main", "sidebar"],
};

/** Whether this build can draw the named template. */
export function isAvailableTemplate(name: string): name is AvailableTemplateName {
  return isTemplateName(name) && Object.hasOwn(templates, name);
}

/** The template a stored name selects; names this build cannot draw fall back to rhyhorn. */
export function resolveTemplateName(name: string): AvailableTemplateName {
  return isAvailableTemplate(name) ? name : (defaultTemplate as AvailableTemplateName);
}

/** The component of the template a stored name selects (rhyhorn for unknown names). */
export function resolveTemplate(name: string): Template {
  return templates[resolveTemplateName(name)];
}
