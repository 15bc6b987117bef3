// @vitest-environment node
import { describe, expect, it } from "vitest";
import { buildResume, toJson } from "@/test/resume-fixture";
import { createQueryClient } from "./query-client";
import { parseResume } from "./resume-api";
import { cacheResume, resumeQueryKey, resumesQueryKey, sortByUpdated, uncacheResume } from "./resume-queries";
import type { VersionedResume } from "./resume-api";

describe("parseResume", () => {
  it("turns the wire dates into Dates and keeps the version", () => {
    const resume = buildResume({ version: 7 });
    const parsed = parseResume(toJson(resume));
    expect(parsed.updatedAt).toBeInstanceOf(Date);
    expect(parsed).toEqual(resume);
  });

  it.each([undefined, 0, 1.5, "2"])("rejects a resume whose version is %s", (version) => {
    expect(() => parseResume({ ...toJson(buildResume()), version })).toThrow();
  });

  it("rejects a body that is not a resume", () => {
    expect(() => parseResume({ id: "abc", version: 1 })).toThrow();
  });
});

describe("resume caches", () => {
  const a = buildResume({ title: "A", updatedAt: new Date("2024-01-01T00:00:00Z") });
  const b = buildResume({ title: "B", updatedAt: new Date("2024-02-01T00:00:00Z") });

  it("sorts newest updatedAt first without touching the input", () => {
    const input = [a, b];
    expect(sortByUpdated(input).map((resume) => resume.title)).toEqual(["B", "A"]);
    expect(input.map((resume) => resume.title)).toEqual(["A", "B"]);
  });

  it("adds a new resume, replaces a known one, and forgets a deleted one", () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(resumesQueryKey, [a]);

    cacheResume(queryClient, b);
    expect(queryClient.getQueryData<VersionedResume[]>(resumesQueryKey)).toEqual([b, a]);
    expect(queryClient.getQueryData(resumeQueryKey(b.id))).toEqual(b);

    const renamed = { ...a, title: "A2", version: 2 };
    cacheResume(queryClient, renamed);
    expect(queryClient.getQueryData<VersionedResume[]>(resumesQueryKey)).toEqual([b, renamed]);

    queryClient.setQueryData([...resumeQueryKey(b.id), "preview", 1], "https://example.test/p.webp");
    uncacheResume(queryClient, b.id);
    expect(queryClient.getQueryData<VersionedResume[]>(resumesQueryKey)).toEqual([renamed]);
    expect(queryClient.getQueryData(resumeQueryKey(b.id))).toBeUndefined();
    expect(queryClient.getQueryData([...resumeQueryKey(b.id), "preview", 1])).toBeUndefined();
  });

  it("leaves an unloaded list unloaded", () => {
    const queryClient = createQueryClient();
    cacheResume(queryClient, a);
    expect(queryClient.getQueryData(resumesQueryKey)).toBeUndefined();
    expect(queryClient.getQueryData(resumeQueryKey(a.id))).toEqual(a);
  });
});
