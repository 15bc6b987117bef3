import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PasswordField } from "./text-field";

const types = () => screen.getAllByLabelText(/secret/).map((input) => input.getAttribute("type"));

describe("holding Control", () => {
  it("reveals every password field while held, and hides them on release", () => {
    render(
      <>
        <PasswordField label="First secret" />
        <PasswordField label="Second secret" />
      </>,
    );
    expect(types()).toEqual(["password", "password"]);
    fireEvent.keyDown(window, { key: "Control", ctrlKey: true });
    expect(types()).toEqual(["text", "text"]);
    fireEvent.keyUp(window, { key: "Control" });
    expect(types()).toEqual(["password", "password"]);
  });

  it("hides them again when the window loses focus mid-press", () => {
    render(<PasswordField label="A secret" />);
    fireEvent.keyDown(window, { key: "Control", ctrlKey: true });
    expect(types()).toEqual(["text"]);
    act(() => void window.dispatchEvent(new Event("blur")));
    expect(types()).toEqual(["password"]);
  });

  it("ignores other keys, and stops listening once no field is mounted", () => {
    const { unmount } = render(<PasswordField label="A secret" />);
    fireEvent.keyDown(window, { key: "Shift", shiftKey: true });
    expect(types()).toEqual(["password"]);
    fireEvent.keyDown(window, { key: "Control", ctrlKey: true });
    unmount();
    // A field mounted later starts hidden even though no keyup was seen.
    render(<PasswordField label="Later secret" />);
    expect(types()).toEqual(["password"]);
  });
});
