export function localeKeys(value: unknown, prefix?: string): string[];
export function expectLocaleParity(en: unknown, pt: unknown): void;
