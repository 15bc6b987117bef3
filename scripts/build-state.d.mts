export declare const root: string;
export declare const sourcePaths: string[];
export declare const outputPaths: string[];
export declare const stampPath: string;
export declare function newestMtime(target: string): number;
export declare function isBuildFresh(base?: string): boolean;
export declare function writeStamp(base?: string): void;
