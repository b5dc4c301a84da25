// Types for build-freshness.mjs (plain JavaScript so that `npm start` needs no TypeScript).
export declare const BUILD_STAMP: string;
export declare function newestSourceChange(root: string): number;
export declare function isBuildFresh(root: string): boolean;
export declare function ensureFreshBuild(root: string, build: () => void): boolean;
