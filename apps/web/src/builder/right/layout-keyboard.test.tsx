import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useBuilderStore } from "@/builder/store/builder-store";
import { LayoutSection } from "./layout-section";
import { renderDesign, storeData } from "../../test/render-design";

/*
 * happy-dom lays nothing out, and dnd-kit's keyboard moves go by the boxes of the columns and
 * sections. This gives them a simple geometry: pages one under another, the main column left
 * of the sidebar, sections stacked in their column.
 */
function layOut(this: Element): DOMRect {
  const column = this.closest<HTMLElement>("[data-layout-column]");
  const [page = 0, columnIndex = 0] = column?.dataset.layoutColumn?.split(":").map(Number) ?? [];
  if (column && column === this) return new DOMRect(columnIndex * 200, page * 600, 180, 500);
  const item = this.closest("li");
  if (column && item?.parentElement === column) {
    const position = [...column.children].indexOf(item);
    return new DOMRect(columnIndex * 200 + 5, page * 600 + 10 + position * 40, 170, 30);
  }
  return new DOMRect(0, 0, 0, 0);
}

beforeEach(() => {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(layOut);
});
afterEach(() => useBuilderStore.getState().unload());

/** Presses keys one at a time, letting dnd-kit's measuring settle between them. */
async function press(user: ReturnType<typeof renderDesign>["user"], ...keys: string[]) {
  for (const key of keys) {
    await user.keyboard(key);
    await act(async () => {});
  }
}

const pickUp = (name: string) => screen.getByRole("button", { name }).focus();

describe("layout section, from the keyboard", () => {
  it("moves a section to the other column with Space and the arrow keys, as one undo step", async () => {
    const { user } = renderDesign(<LayoutSection />);
    pickUp("Skills");
    await press(user, " ", "{ArrowLeft}", " ");
    expect(storeData().metadata.layout[0]?.[0]?.[0]).toBe("skills");
    expect(storeData().metadata.layout[0]?.[1]).not.toContain("skills");
    expect(useBuilderStore.temporal.getState().pastStates).toHaveLength(1);
  });

  it("moves a section down, across the columns, on to page 2", async () => {
    const { user } = renderDesign(<LayoutSection />);
    await user.click(screen.getByRole("button", { name: "Add page" }));
    const page2 = () => screen.getByRole("heading", { name: "Page 2" }).closest("li") as HTMLElement;
    pickUp("Skills");
    await press(user, " ");
    // Down goes to the nearest place below: the rest of the sidebar, the foot of the main column, then page 2.
    for (let presses = 0; presses < 20 && !page2().textContent?.includes("Skills"); presses += 1) await press(user, "{ArrowDown}");
    await press(user, " ");
    const layout = storeData().metadata.layout;
    expect(layout[1]?.flat()).toEqual(["skills"]);
    expect(layout[0]?.flat()).not.toContain("skills");
    expect(useBuilderStore.temporal.getState().pastStates).toHaveLength(2);
  });

  it("leaves the layout alone when the move is cancelled with Escape", async () => {
    const { user } = renderDesign(<LayoutSection />);
    const before = storeData().metadata.layout;
    pickUp("Skills");
    await press(user, " ", "{ArrowLeft}", "{Escape}");
    expect(storeData().metadata.layout).toBe(before);
    expect(screen.getByRole("list", { name: "Sidebar" }).textContent).toContain("Skills");
  });
});
