import { type ResumeData, defaultResumeData } from "@vitae/schema";
import { createContext, useContext } from "react";

/** The resume being rendered; `Page` provides it so blocks can read metadata without prop drilling. */
export const ResumeContext = createContext<ResumeData>(defaultResumeData);

/** The resume being rendered (the defaults outside a `Page`). */
export function useResume(): ResumeData {
  return useContext(ResumeContext);
}
