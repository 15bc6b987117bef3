import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { type BrowserApi, fail, ok, startBrowserApi } from "@/test/browser-api";
import { useToastStore } from "@/ui/toast/toast-store";
import { fill, layOutListRows, renderLeftPanel } from "@/test/render-left-panel";

const text = enUS.builderLeft;
const textbox = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

let api: BrowserApi;
beforeAll(async () => {
  api = await startBrowserApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  useToastStore.setState({ toasts: [] });
});

describe("basics", () => {
  it("saves every field as it is typed", async () => {
    const { user, data } = renderLeftPanel();
    await user.type(textbox(text.basics.name), "Ada Lovelace");
    await user.type(textbox(text.basics.headline), "Analyst");
    await user.type(textbox(text.basics.email), "ada@example.com");
    await user.type(screen.getByRole("textbox", { name: text.basics.phone }), "+44 20 7946 0000");
    await user.type(textbox(text.basics.location), "London");
    const website = screen.getByRole("group", { name: text.basics.url });
    await user.type(within(website).getByRole("textbox", { name: text.link.href }), "https://ada.example");
    await user.type(within(website).getByRole("textbox", { name: text.link.label }), "ada.example");
    expect(data().basics).toMatchObject({
      name: "Ada Lovelace",
      headline: "Analyst",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      location: "London",
      url: { href: "https://ada.example", label: "ada.example" },
    });
  });

  it("shows the schema's error for an invalid email and website until they are fixed", async () => {
    const { user } = renderLeftPanel();
    const email = textbox(text.basics.email);
    await user.type(email, "ada@");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(enUS.validation.email)).toBeTruthy();
    await user.type(email, "example.com");
    expect(email.getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText(enUS.validation.email)).toBeNull();

    expect(textbox(text.basics.name).getAttribute("aria-invalid")).toBeNull();
    const href = textbox(text.link.href);
    await user.type(href, "ada.example");
    expect(screen.getByText(enUS.validation.url)).toBeTruthy();
  });

  it("adds, edits, reorders and removes custom fields", async () => {
    const { user, data } = renderLeftPanel();
    await user.click(screen.getByRole("button", { name: text.customFields.add }));
    await user.click(screen.getByRole("button", { name: text.customFields.add }));
    await user.type(textbox(fill(text.customFields.iconOf, { position: 1 })), "clock");
    await user.type(textbox(fill(text.customFields.nameOf, { position: 1 })), "Time zone");
    await user.type(textbox(fill(text.customFields.valueOf, { position: 1 })), "CET");
    await user.type(textbox(fill(text.customFields.nameOf, { position: 2 })), "Permit");
    expect(data().basics.customFields).toMatchObject([
      { icon: "clock", name: "Time zone", value: "CET" },
      { icon: "", name: "Permit", value: "" },
    ]);
    expect(new Set(data().basics.customFields.map((field) => field.id)).size).toBe(2);

    layOutListRows();
    screen.getByRole("button", { name: fill(text.customFields.move, { name: "Time zone" }) }).focus();
    await user.keyboard(" {ArrowDown} ");
    await expect.poll(() => data().basics.customFields.map((field) => field.name)).toEqual(["Permit", "Time zone"]);

    await user.click(screen.getByRole("button", { name: fill(text.customFields.remove, { name: "Permit" }) }));
    expect(data().basics.customFields).toMatchObject([{ name: "Time zone", value: "CET" }]);
  });

  it("sets the picture's options: size, presets, sliders and effects", async () => {
    const { user, data } = renderLeftPanel();
    await user.type(textbox(text.picture.url), "https://example.com/ada.jpg");
    expect(data().basics.picture.url).toBe("https://example.com/ada.jpg");

    await user.click(screen.getByRole("button", { name: text.picture.options }));
    const options = await screen.findByRole("dialog", { name: text.picture.options });
    const size = within(options).getByRole("spinbutton", { name: text.picture.size });
    await user.clear(size);
    await user.type(size, "96");
    expect(data().basics.picture.size).toBe(96);

    const ratios = within(options).getByRole("group", { name: text.picture.aspectRatioPresets });
    await user.click(within(ratios).getByRole("button", { name: text.picture.ratio.portrait }));
    expect(data().basics.picture.aspectRatio).toBe(0.75);
    expect(within(ratios).getByRole("button", { name: text.picture.ratio.portrait }).getAttribute("aria-pressed")).toBe("true");
    await user.click(within(ratios).getByRole("button", { name: text.picture.ratio.horizontal }));
    expect(data().basics.picture.aspectRatio).toBe(1.33);
    const ratio = within(options).getByRole("slider", { name: text.picture.aspectRatio });
    expect(ratio.getAttribute("aria-valuemin")).toBe("0.1");
    expect(ratio.getAttribute("aria-valuemax")).toBe("2");
    await user.click(within(ratios).getByRole("button", { name: text.picture.ratio.square }));
    ratio.focus();
    await user.keyboard("{ArrowRight}");
    expect(data().basics.picture.aspectRatio).toBe(1.05);

    const radii = within(options).getByRole("group", { name: text.picture.borderRadiusPresets });
    await user.click(within(radii).getByRole("button", { name: text.picture.radius.circle }));
    expect(data().basics.picture.borderRadius).toBe(9999);
    await user.click(within(radii).getByRole("button", { name: text.picture.radius.rounded }));
    expect(data().basics.picture.borderRadius).toBe(6);
    const radius = within(options).getByRole("slider", { name: text.picture.borderRadius });
    expect(radius.getAttribute("aria-valuemax")).toBe("9999");
    radius.focus();
    await user.keyboard("{ArrowRight}");
    expect(data().basics.picture.borderRadius).toBe(8);

    await user.click(within(options).getByRole("switch", { name: text.picture.hidden }));
    await user.click(within(options).getByRole("switch", { name: text.picture.grayscale }));
    expect(data().basics.picture.effects).toEqual({ hidden: true, border: false, grayscale: true });
    await user.click(within(options).getByRole("switch", { name: text.picture.border }));
    expect(data().basics.picture.effects.border).toBe(true);
  });

  it("says when the picture cannot be loaded, and stops saying so for another address", async () => {
    const { user } = renderLeftPanel();
    await user.type(textbox(text.picture.url), "https://example.com/gone.jpg");
    const preview = screen.getByRole("img", { name: text.picture.preview });
    preview.dispatchEvent(new Event("error"));
    expect(await screen.findByText(text.picture.loadFailed)).toBeTruthy();
    const describedBy = textbox(text.picture.url).getAttribute("aria-describedby") ?? "";
    expect(describedBy.split(" ").map((id) => document.getElementById(id)?.textContent)).toContain(text.picture.loadFailed);
    expect(screen.queryByRole("img", { name: text.picture.preview })).toBeNull();

    await user.type(textbox(text.picture.url), "x");
    expect(screen.queryByText(text.picture.loadFailed)).toBeNull();
    expect(screen.getByRole("img", { name: text.picture.preview })).toBeTruthy();
  });

  it("uploads a picture and keeps the returned URL", async () => {
    // Relative to the origin, as the server answers it.
    const stored = "/api/storage/u/resumes/r/picture.webp";
    let received = "";
    api.on("PUT /api/storage/image", ({ body }) => {
      received = String(body);
      return ok({ data: stored });
    });
    const { user, data } = renderLeftPanel();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "ada.png", { type: "image/png" });
    await user.upload(screen.getByTestId("picture-file"), file);
    await expect.poll(() => data().basics.picture.url).toBe(stored);
    expect(received).toContain('name="file"; filename="ada.png"');
    expect(received).toContain('name="resumeId"');
    expect((screen.getByRole("img", { name: text.picture.preview }) as HTMLImageElement).getAttribute("src")).toBe(stored);
  });

  it("says why an upload failed and keeps the old picture", async () => {
    api.on("PUT /api/storage/image", fail(400, "ValidationError"));
    const { user, data } = renderLeftPanel((d) => void (d.basics.picture.url = "https://example.com/old.jpg"));
    await user.upload(screen.getByTestId("picture-file"), new File(["<svg/>"], "x.png", { type: "image/png" }));
    await expect.poll(() => useToastStore.getState().toasts[0]?.title).toBe(text.picture.uploadError);
    // The server's explanation (here the stand-in server repeats the code).
    expect(useToastStore.getState().toasts[0]?.description).toBe("ValidationError");
    expect(data().basics.picture.url).toBe("https://example.com/old.jpg");
  });
});
