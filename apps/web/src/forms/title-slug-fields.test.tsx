import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { slugify } from "@vitae/schema";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, it } from "vitest";
import enUS from "@/locales/en-US.json";
import { slugFollowingTitle, TitleSlugFields } from "./title-slug-fields";

const text = enUS.resumeDialog;

/** The fields in a bare form, with a button that sets both values the way a "random title" does. */
function Form({ initial = { title: "", slug: "" } }: { initial?: { title: string; slug: string } }) {
  const { register, setValue, control } = useForm({ defaultValues: initial });
  const [title, slug] = useWatch({ control, name: ["title", "slug"] });
  return (
    <form>
      <TitleSlugFields register={register} setValue={setValue} values={{ title, slug }} errors={{}} username="ada" validateOnChange={false} />
      <button
        type="button"
        onClick={() => {
          setValue("title", "Quiet Blue Harbour");
          setValue("slug", slugify("Quiet Blue Harbour"));
        }}
      >
        both
      </button>
    </form>
  );
}

const titleField = () => screen.getByLabelText(text.titleLabel) as HTMLInputElement;
const slugField = () => screen.getByLabelText(text.slugLabel) as HTMLInputElement;

describe("slugFollowingTitle", () => {
  it("follows while the slug is the title's or empty", () => {
    expect(slugFollowingTitle("My CV", "my-cv", "My CV 2")).toBe("my-cv-2");
    expect(slugFollowingTitle("My CV", "", "My CV")).toBe("my-cv");
  });

  it("leaves a slug typed by hand, and says nothing when the slug would not change", () => {
    expect(slugFollowingTitle("My CV", "mine", "My CV 2")).toBeUndefined();
    expect(slugFollowingTitle("My CV", "my-cv", "My CV!")).toBeUndefined();
  });
});

describe("title and slug fields", () => {
  it("keep the slug following the title until it is typed by hand, and again once it is cleared", async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.type(titleField(), "Data Lead");
    expect(slugField().value).toBe("data-lead");
    expect(screen.getByText(text.slugHint.replace("{{path}}", "/ada/data-lead"))).toBeTruthy();

    await user.clear(slugField());
    await user.type(slugField(), "My Own");
    expect(slugField().value).toBe("My Own");
    await user.type(titleField(), "s");
    // Left, the slug shows as it will be stored; the title no longer changes it.
    expect(slugField().value).toBe("my-own");

    await user.clear(slugField());
    await user.type(titleField(), " Berlin");
    expect(slugField().value).toBe("data-leads-berlin");
  });

  it("follow again after the form set both title and slug itself", async () => {
    const user = userEvent.setup();
    render(<Form initial={{ title: "Designer", slug: "hand-made" }} />);
    await user.type(titleField(), "s");
    expect(slugField().value).toBe("hand-made");
    await user.click(screen.getByRole("button", { name: "both" }));
    await user.type(titleField(), " 2");
    expect(slugField().value).toBe("quiet-blue-harbour-2");
  });
});
