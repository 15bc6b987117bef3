import { afterEach, describe, expect, it, vi } from "vitest";

import { inlineStyleImageUrls, waitForImages } from "./settle";

afterEach(() => {
  vi.useRealTimers();
});

/** An image whose `complete` flag the test controls (happy-dom loads nothing). */
function pendingImage(): HTMLImageElement {
  const image = document.createElement("img");
  Object.defineProperty(image, "complete", { value: false, configurable: true });
  return image;
}

describe("waiting for images", () => {
  it("resolves once every image has loaded or failed", async () => {
    const root = document.createElement("div");
    const first = pendingImage();
    const second = pendingImage();
    root.append(first, second);
    let done = false;
    const waiting = waitForImages(root, { createImage: pendingImage }).then(() => (done = true));
    await Promise.resolve();
    first.dispatchEvent(new Event("load"));
    await Promise.resolve();
    expect(done).toBe(false);
    second.dispatchEvent(new Event("error"));
    await waiting;
    expect(done).toBe(true);
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    const root = document.createElement("div");
    root.append(pendingImage());
    let done = false;
    const waiting = waitForImages(root, { timeoutMs: 500 }).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });

  it("preloads the images of inline styles (icon masks) from the app or http(s) only", async () => {
    const root = document.createElement("div");
    root.innerHTML = `<span style='--vitae-icon-url: url("/icons/github.svg")'></span>
      <span style="background: url(https://example.com/a.png)"></span>
      <span style="background: url(javascript:alert(1))"></span>
      <span style="background: url(//evil.example/x.png)"></span>`;
    expect(inlineStyleImageUrls(root)).toEqual(["/icons/github.svg", "https://example.com/a.png"]);

    const created: HTMLImageElement[] = [];
    const waiting = waitForImages(root, {
      createImage: () => {
        const image = pendingImage();
        created.push(image);
        return image;
      },
    });
    expect(created.map((image) => image.getAttribute("src"))).toEqual(["/icons/github.svg", "https://example.com/a.png"]);
    for (const image of created) image.dispatchEvent(new Event("load"));
    await waiting;
  });
});
