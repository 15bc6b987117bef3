import { type SetResumeMessage, sampleResume } from "@vitae/schema";
import { describe, expect, it, vi } from "vitest";

import { deliverToArtboard } from "./deliver-to-artboard";

/** A frame window stand-in: its own event target, MessageEvent and structuredClone. */
function frameWindow() {
  const events = new EventTarget();
  const clone = vi.fn(<T>(value: T): T => structuredClone(value));
  const target = {
    dispatchEvent: events.dispatchEvent.bind(events),
    addEventListener: events.addEventListener.bind(events),
    MessageEvent,
    structuredClone: clone,
  };
  return { target: target as unknown as Window, events, clone };
}

describe("deliverToArtboard", () => {
  it("hands the message to the frame's listener before it returns, as this origin and window", () => {
    const { target, events } = frameWindow();
    const received: MessageEvent[] = [];
    events.addEventListener("message", (event) => received.push(event as MessageEvent));
    const message: SetResumeMessage = { type: "SET_RESUME", payload: sampleResume, locale: "de-DE" };
    deliverToArtboard(target, message);
    expect(received).toHaveLength(1);
    expect(received[0]!.origin).toBe(window.location.origin);
    expect(received[0]!.source).toBe(window);
    expect(received[0]!.data).toEqual(message);
  });

  it("delivers a clone made by the frame, never the builder's own objects", () => {
    const { target, events, clone } = frameWindow();
    let data: SetResumeMessage | undefined;
    events.addEventListener("message", (event) => (data = (event as MessageEvent<SetResumeMessage>).data));
    const message: SetResumeMessage = { type: "SET_RESUME", payload: sampleResume };
    deliverToArtboard(target, message);
    expect(clone).toHaveBeenCalledWith(message);
    expect(data).not.toBe(message);
    expect(data!.payload).not.toBe(sampleResume);
    expect(data!.payload.sections).not.toBe(sampleResume.sections);
    // Changing what the artboard got leaves the builder's resume as it was.
    data!.payload.basics.name = "Changed in the frame";
    expect(sampleResume.basics.name).not.toBe("Changed in the frame");
  });
});
