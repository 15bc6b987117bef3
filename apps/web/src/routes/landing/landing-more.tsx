import { useEffect } from "react";
import { Contributors } from "./contributors";
import { Faq } from "./faq";
import { Features } from "./features";
import { SupportLinks } from "./support-links";
import { TemplatesSection } from "./templates-section";
import { Facts } from "./facts";

/**
 * Everything below the counters: a chunk of its own, loaded once the visitor scrolls or
 * reaches for the page (see landing-page.tsx), so the first paint costs only what it shows.
 */
export default function LandingMore() {
  // A link to a section (/#faq) could not scroll there before the section existed.
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    target?.scrollIntoView();
  }, []);
  return (
    <>
      <Features />
      <TemplatesSection />
      <Facts />
      <SupportLinks />
      <Faq />
      <Contributors />
    </>
  );
}

// The footer comes with the same chunk, but stands outside <main>.
export { Footer as LandingFooter } from "./footer";
