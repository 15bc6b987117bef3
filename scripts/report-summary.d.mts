export declare function summarizeReport(report: unknown): { passed: number; failed: number; failures: string[] };
