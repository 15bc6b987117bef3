import type { ChildProcessWithoutNullStreams } from "node:child_process";

export const renderEntry: string;
export function spawnRenderChild(entry?: string): ChildProcessWithoutNullStreams;
