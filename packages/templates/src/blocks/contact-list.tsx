import { isSafeUrl } from "@vitae/schema";
import type { ReactNode } from "react";

import { useResume } from "../resume-context";
import { classNames } from "./class-names";
import { Glyph } from "./glyph";
import { Link } from "./link";

export interface ContactListProps {
  className?: string;
}

/** A phone number as a tel: address: digits and a leading plus only. */
function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return digits.replace(/\+/g, "").length >= 3 ? `tel:${digits}` : "";
}

/**
 * The basics' contact details: email, phone, location, website, then every custom field
 * (its icon, name and value; a value that is an address becomes a link). Empty details are
 * left out; nothing at all when there are none. Templates lay it out as a row or a list.
 */
export function ContactList({ className }: ContactListProps) {
  const { basics } = useResume();
  const items: { key: string; kind: string; glyph: string; content: ReactNode }[] = [];
  const email = basics.email.trim();
  if (email) items.push({ key: "email", kind: "email", glyph: "envelope", content: <Link href={`mailto:${email}`}>{email}</Link> });
  const phone = basics.phone.trim();
  if (phone) {
    const href = telHref(phone);
    items.push({ key: "phone", kind: "phone", glyph: "phone", content: href ? <Link href={href}>{phone}</Link> : phone });
  }
  const location = basics.location.trim();
  if (location) items.push({ key: "location", kind: "location", glyph: "map-pin", content: location });
  if (basics.url.href.trim() || basics.url.label.trim()) {
    items.push({ key: "url", kind: "url", glyph: "link", content: <Link url={basics.url} /> });
  }
  for (const field of basics.customFields) {
    const name = field.name.trim();
    const value = field.value.trim();
    if (!name && !value) continue;
    const valueContent = /^https?:\/\//i.test(value) && isSafeUrl(value) ? <Link href={value} /> : value;
    items.push({
      key: `custom-${field.id}`,
      kind: "custom",
      glyph: field.icon,
      content: (
        <>
          {name && <span className="vitae-contact-name">{name}</span>}
          {name && value && " "}
          {value && <span className="vitae-contact-value">{valueContent}</span>}
        </>
      ),
    });
  }
  if (items.length === 0) return null;
  return (
    <ul className={classNames("vitae-contacts", className)}>
      {items.map((item) => (
        <li key={item.key} className={`vitae-contact vitae-contact-${item.kind}`}>
          <Glyph name={item.glyph} className="vitae-contact-glyph" />
          <span className="vitae-contact-text">{item.content}</span>
        </li>
      ))}
    </ul>
  );
}
