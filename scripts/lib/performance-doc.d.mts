// Types of performance-doc.mjs, for the benches (TypeScript).
export declare function commitOf(): string;
export declare function writeFormatted(path: string, text: string): Promise<void>;
export declare function writePerformanceSection(
  markers: { start: string; end: string },
  section: string,
): Promise<void>;
