import { useEffect } from "react";
import { useArtboardStore } from "./artboard-store";
import { postPageLoaded } from "./artboard-messages";
import { pageSize, resumeName } from "./resume-view";

/** Placeholder page until the templates package renders real resumes. */
export function Artboard() {
  const resume = useArtboardStore((state) => state.resume);

  useEffect(() => {
    // Standalone (not framed) there is nobody to tell.
    if (!resume || window.parent === window) return;
    // The whole document, so template margins and overflowing pages are included.
    const rect = document.documentElement.getBoundingClientRect();
    const width = Math.ceil(Math.max(rect.width, document.documentElement.scrollWidth));
    const height = Math.ceil(Math.max(rect.height, document.documentElement.scrollHeight));
    postPageLoaded(window.parent, window.location.origin, width, height);
  }, [resume]);

  if (!resume) return null;
  const size = pageSize(resume);
  const name = resumeName(resume);
  return (
    <div className="page" style={{ width: size.width, minHeight: size.height }}>
      {name && <h1>{name}</h1>}
    </div>
  );
}
