/*
 * Waiting for the rendered resume to stop moving: pictures (which change the layout once their
 * size is known) and the icons the templates draw as CSS masks.
 */

/** How long one render waits for its images before printing what it has. */
export const imageTimeoutMs = 10_000;

/** Resolves when `image` has loaded or failed (at once when it already has). */
export function imageSettled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      image.removeEventListener("load", done);
      image.removeEventListener("error", done);
      resolve();
    };
    image.addEventListener("load", done);
    image.addEventListener("error", done);
  });
}

/** Same-origin or http(s) addresses in `url(...)` of inline styles (the icons' masks). */
export function inlineStyleImageUrls(root: ParentNode): string[] {
  const urls = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>('[style*="url("]')) {
    const style = element.getAttribute("style") ?? "";
    for (const match of style.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)) {
      const url = match[2]!.trim();
      if (/^(?:https?:\/\/|\/(?![/\\]))/i.test(url)) urls.add(url);
    }
  }
  return [...urls];
}

/** Loads `url` into the image cache, resolving when it has loaded or failed. */
function preload(url: string, createImage: () => HTMLImageElement): Promise<void> {
  const image = createImage();
  const settled = imageSettled(image);
  image.src = url;
  return settled;
}

/**
 * Resolves when every `<img>` under `root` and every image its inline styles use has loaded or
 * failed, or after `timeoutMs`, whichever is first.
 */
export async function waitForImages(
  root: ParentNode,
  { timeoutMs = imageTimeoutMs, createImage = () => new Image() }: { timeoutMs?: number; createImage?: () => HTMLImageElement } = {},
): Promise<void> {
  const pending = [
    ...[...root.querySelectorAll("img")].map(imageSettled),
    ...inlineStyleImageUrls(root).map((url) => preload(url, createImage)),
  ];
  if (pending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.all(pending), timeout]);
  clearTimeout(timer);
}
