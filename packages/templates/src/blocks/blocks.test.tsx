import {
  type ResumeData,
  createDefaultResumeData,
  defaultExperience,
  defaultPicture,
  defaultSkill,
  withNewId,
} from "@vitae/schema";
import { type ReactElement, act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";

import { keepTogetherAttribute, startOnNewPageAttribute } from "../paginate";
import { ResumeContext } from "../resume-context";
import { render, texts } from "../test/render";
import { ContactList } from "./contact-list";
import { DateRange, formatDateText } from "./date-range";
import { Glyph } from "./glyph";
import { Icon, iconUrl } from "./icon";
import { Item } from "./item";
import { Keywords } from "./keywords";
import { Link } from "./link";
import { Page } from "./page";
import { Picture } from "./picture";
import { Rating } from "./rating";
import { RichText } from "./rich-text";
import { Section } from "./section";
import { SectionRenderer } from "./section-renderer";

/** Renders `element` inside a resume whose data `change` adjusts. */
function renderWith(element: ReactElement, change: (data: ResumeData) => void = () => {}) {
  const data = createDefaultResumeData();
  change(data);
  return render(<ResumeContext.Provider value={data}>{element}</ResumeContext.Provider>);
}

describe("Page", () => {
  it("has the format's size, the theme variables and the page number", () => {
    const data = createDefaultResumeData();
    data.metadata.layout = [[[], []], [[], []]];
    const { root } = render(<Page data={data} pageIndex={1} className="vitae-test" />);
    const page = root.querySelector<HTMLElement>(".vitae-page.vitae-test");
    expect(page?.style.width).toBe("793.6875px");
    expect(page?.style.minHeight).toBe("1122.515625px");
    expect(page?.style.getPropertyValue("--vitae-primary")).toBe("#dc2626");
    expect(page?.style.getPropertyValue("--vitae-margin")).toBe("18pt");
    expect(page?.dataset.page).toBe("2");
    expect(root.querySelector(".vitae-page-number")?.textContent).toBe("2 / 2");
  });

  it("uses letter size and leaves out page numbers and the break guide when switched off", () => {
    const data = createDefaultResumeData();
    data.metadata.page.format = "letter";
    data.metadata.page.options = { breakLine: false, pageNumbers: false };
    const { root } = render(<Page data={data} pageIndex={0} />);
    const page = root.querySelector<HTMLElement>(".vitae-page");
    expect(page?.style.width).toBe("816px");
    expect(page?.style.minHeight).toBe("1056px");
    expect(root.querySelector(".vitae-page-number")).toBeNull();
    expect(root.querySelector(".vitae-page-break-guide")).toBeNull();
  });

  it("injects custom CSS only when visible, and it cannot close its style element", () => {
    const data = createDefaultResumeData();
    data.metadata.css.value = "a{}</style><script>alert(1)</script><style>";
    expect(render(<Page data={data} pageIndex={0} />).root.querySelector("style")).toBeNull();
    data.metadata.css.visible = true;
    const { html, root } = render(<Page data={data} pageIndex={0} />);
    expect(root.querySelectorAll("script")).toHaveLength(0);
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(root.querySelector("style.vitae-custom-css")?.textContent).toContain("<\\/style><script>");
  });
});

describe("Section", () => {
  it("renders a heading and its items in the chosen number of columns", () => {
    const { root } = render(
      <Section sectionKey="custom.abc" name="Talks" columns={3}>
        <Item id="a">A</Item>
        <Item id="b">B</Item>
      </Section>,
    );
    expect(root.querySelector("section.vitae-section-custom")?.getAttribute("data-section")).toBe("custom.abc");
    expect(texts(root, "h2")).toEqual(["Talks"]);
    const items = root.querySelector<HTMLElement>(".vitae-section-items");
    expect(items?.dataset.columns).toBe("3");
    expect(items?.style.getPropertyValue("--vitae-section-columns")).toBe("3");
  });

  it("clamps columns to 1 to 5", () => {
    const columns = (value: number) =>
      render(
        <Section sectionKey="skills" name="Skills" columns={value}>
          <Item>x</Item>
        </Section>,
      ).root.querySelector<HTMLElement>(".vitae-section-items")?.dataset.columns;
    expect(columns(9)).toBe("5");
    expect(columns(0)).toBe("1");
  });

  it("renders nothing when hidden or empty", () => {
    expect(
      render(
        <Section sectionKey="skills" name="Skills" visible={false}>
          <Item>x</Item>
        </Section>,
      ).html,
    ).toBe("");
    expect(render(<Section sectionKey="skills" name="Skills">{[]}</Section>).html).toBe("");
  });
});

describe("SectionRenderer page breaks", () => {
  it("marks a section kept together or starting on a new page for pagination, and no other", () => {
    const { root } = renderWith(
      <>
        <SectionRenderer sectionKey="summary" />
        <SectionRenderer sectionKey="experience" />
        <SectionRenderer sectionKey="skills" />
      </>,
      (data) => {
        data.sections.summary.content = "<p>Writes.</p>";
        data.sections.summary.startOnNewPage = true;
        data.sections.experience.items.push({ ...withNewId(defaultExperience), company: "Acme" });
        data.sections.experience.keepTogether = true;
        data.sections.skills.items.push({ ...withNewId(defaultSkill), name: "Go" });
      },
    );
    const marks = [...root.querySelectorAll("section")].map((section) => [
      section.dataset.section,
      section.hasAttribute(keepTogetherAttribute),
      section.hasAttribute(startOnNewPageAttribute),
    ]);
    expect(marks).toEqual([
      ["summary", false, true],
      ["experience", true, false],
      ["skills", false, false],
    ]);
  });
});

describe("Item", () => {
  it("never splits across pages", () => {
    const { root } = render(<Item id="x">content</Item>);
    expect(root.querySelector<HTMLElement>(".vitae-item")?.style.breakInside).toBe("avoid");
  });
});

describe("Link", () => {
  it("shows the label, else the readable address, and opens safely in a new tab", () => {
    const { root } = renderWith(<Link url={{ label: "Slides", href: "https://example.com/talk" }} />);
    const link = root.querySelector("a");
    expect(link?.textContent).toBe("Slides");
    expect(link?.getAttribute("href")).toBe("https://example.com/talk");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(renderWith(<Link url={{ label: "", href: "https://www.example.com/" }} />).root.textContent).toBe("example.com");
  });

  it("follows the underline setting", () => {
    expect(renderWith(<Link href="https://example.com" />).root.querySelector(".vitae-link-underlined")).not.toBeNull();
    const plain = renderWith(<Link href="https://example.com" />, (data) => {
      data.metadata.typography.underlineLinks = false;
    });
    expect(plain.root.querySelector(".vitae-link-plain")).not.toBeNull();
  });

  it("never links an unsafe address", () => {
    const { root } = renderWith(<Link url={{ label: "Click", href: "javascript:alert(1)" }} />);
    expect(root.querySelector("a")).toBeNull();
    expect(root.textContent).toBe("Click");
    expect(renderWith(<Link href="" />).html).toBe("");
  });
});

describe("DateRange", () => {
  it("typesets periods with an en dash and renders nothing when empty", () => {
    expect(formatDateText("March 2021 - Present")).toBe("March 2021 \u2013 Present");
    expect(formatDateText("2019-05")).toBe("2019-05");
    expect(render(<DateRange date="  " />).html).toBe("");
    expect(render(<DateRange date="2020" />).root.textContent).toBe("2020");
  });
});

describe("Rating", () => {
  it.each([1, 2, 3, 4, 5])("shows level %d as that many filled pips of five", (level) => {
    const { root } = render(<Rating level={level} />);
    expect(root.querySelectorAll(".vitae-rating-pip")).toHaveLength(5);
    expect(root.querySelectorAll(".vitae-rating-pip-filled")).toHaveLength(level);
    expect(root.querySelector(".vitae-rating")?.getAttribute("aria-label")).toBe(`${level} of 5`);
  });

  it("shows nothing for level 0", () => {
    expect(render(<Rating level={0} />).html).toBe("");
  });
});

describe("Keywords", () => {
  it("renders chips or one inline line, skipping blanks", () => {
    expect(texts(render(<Keywords keywords={["Go", " ", "SQL"]} />).root, ".vitae-keyword")).toEqual(["Go", "SQL"]);
    expect(render(<Keywords keywords={["Go", "SQL"]} variant="inline" />).root.textContent).toBe("Go, SQL");
    expect(render(<Keywords keywords={[]} />).html).toBe("");
  });
});

describe("Picture", () => {
  it("applies size, aspect ratio, radius and effects", () => {
    const picture = {
      url: "https://example.com/me.jpg",
      size: 80,
      aspectRatio: 0.75,
      borderRadius: 9999,
      effects: { hidden: false, border: true, grayscale: true },
    };
    const img = render(<Picture picture={picture} alt="Me" />).root.querySelector("img");
    expect(img?.getAttribute("src")).toBe("https://example.com/me.jpg");
    expect(img?.getAttribute("alt")).toBe("Me");
    expect(img?.style.width).toBe("80px");
    expect(img?.style.height).toBe("106.67px");
    expect(img?.style.borderRadius).toBe("9999px");
    expect(img?.classList.contains("vitae-picture-border")).toBe(true);
    expect(img?.classList.contains("vitae-picture-grayscale")).toBe(true);
  });

  it("renders nothing without a URL, when hidden, or for unsafe addresses", () => {
    expect(render(<Picture picture={defaultPicture} />).html).toBe("");
    const hidden = { ...defaultPicture, url: "https://example.com/me.jpg", effects: { ...defaultPicture.effects, hidden: true } };
    expect(render(<Picture picture={hidden} />).html).toBe("");
    for (const url of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/a.png", "not a url"]) {
      expect(render(<Picture picture={{ ...defaultPicture, url }} />).html, url).toBe("");
    }
    expect(render(<Picture picture={{ ...defaultPicture, url: "/uploads/a.webp" }} />).root.querySelector("img")).not.toBeNull();
  });

  it("disappears, alt text and all, when its address cannot be loaded, and comes back for a new address", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    const picture = (url: string) => ({ ...defaultPicture, url });
    await act(async () => root.render(<Picture picture={picture("/api/storage/gone.webp")} alt="Me" />));
    const broken = container.querySelector("img");
    expect(broken).not.toBeNull();
    let hiddenDuringError: string | undefined;
    // What the printer's own listener sees in the same error event: already hidden.
    broken?.addEventListener("error", () => (hiddenDuringError = broken.style.display));
    await act(async () => broken?.dispatchEvent(new Event("error")));
    expect(hiddenDuringError).toBe("none");
    expect(container.innerHTML).toBe("");
    await act(async () => root.render(<Picture picture={picture("/api/storage/new.webp")} alt="Me" />));
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/api/storage/new.webp");
    expect(container.querySelector("img")?.style.display).toBe("");
    await act(async () => root.unmount());
    container.remove();
  });
});

describe("RichText", () => {
  it("sanitises before rendering", () => {
    const { html, root } = render(
      <RichText html={'<p onclick="x">Hi <strong>there</strong></p><img src=x onerror=alert(1)><script>alert(2)</script>'} />,
    );
    expect(html).toBe('<div class="vitae-rich-text"><p>Hi <strong>there</strong></p></div>');
    expect(root.querySelector("script")).toBeNull();
  });

  it("renders nothing for empty content", () => {
    expect(render(<RichText html="" />).html).toBe("");
    expect(render(<RichText html="<p></p><p> &nbsp; </p>" />).html).toBe("");
    expect(render(<RichText html="<script>only code</script>" />).html).toBe("");
  });
});

describe("Icon", () => {
  it("draws a simple-icons slug as a mask of the app-served file", () => {
    const icon = renderWith(<Icon slug="github" />).root.querySelector<HTMLElement>(".vitae-icon");
    expect(icon?.style.getPropertyValue("--vitae-icon-url")).toBe('url("/icons/github.svg")');
    expect(icon?.getAttribute("aria-hidden")).toBe("true");
    expect(iconUrl("LinkedIn")).toBe("/icons/linkedin.svg");
  });

  it("refuses malformed slugs and hides with hideIcons", () => {
    for (const slug of ["", "../etc/passwd", "a b", 'x")', "git-hub"]) {
      expect(renderWith(<Icon slug={slug} />).html, slug).toBe("");
    }
    const hidden = renderWith(<Icon slug="github" />, (data) => {
      data.metadata.typography.hideIcons = true;
    });
    expect(hidden.html).toBe("");
  });
});

describe("Glyph", () => {
  it("draws known glyphs inline, a dot for unknown names and nothing for empty names or hidden icons", () => {
    expect(renderWith(<Glyph name="clock" />).root.querySelector("svg path")).not.toBeNull();
    expect(renderWith(<Glyph name="no-such-glyph" />).root.querySelector("svg[data-glyph='no-such-glyph']")).not.toBeNull();
    expect(renderWith(<Glyph name="" />).html).toBe("");
    expect(renderWith(<Glyph name="__proto__" />).root.querySelector("path")?.getAttribute("d")).toMatch(/^M/);
    const hidden = renderWith(<Glyph name="clock" />, (data) => {
      data.metadata.typography.hideIcons = true;
    });
    expect(hidden.html).toBe("");
  });
});

describe("ContactList", () => {
  it("lists email, phone, location, website and custom fields with links where useful", () => {
    const { root } = renderWith(<ContactList />, (data) => {
      data.basics.email = "ada@example.com";
      data.basics.phone = "+44 20 7946 0000";
      data.basics.location = "London";
      data.basics.url = { label: "ada.dev", href: "https://ada.example.com" };
      data.basics.customFields = [
        { id: "a", icon: "clock", name: "Time zone", value: "UTC" },
        { id: "b", icon: "", name: "", value: "https://blog.example.com" },
        { id: "c", icon: "star", name: "", value: "" },
      ];
    });
    expect(texts(root, ".vitae-contact")).toEqual([
      "ada@example.com",
      "+44 20 7946 0000",
      "London",
      "ada.dev",
      "Time zone UTC",
      "blog.example.com",
    ]);
    const hrefs = Array.from(root.querySelectorAll("a"), (a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["mailto:ada@example.com", "tel:+442079460000", "https://ada.example.com", "https://blog.example.com"]);
    expect(root.querySelector(".vitae-contact-custom svg[data-glyph='clock']")).not.toBeNull();
  });

  it("renders nothing without details", () => {
    expect(renderWith(<ContactList />).html).toBe("");
  });
});
