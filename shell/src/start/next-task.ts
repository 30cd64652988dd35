/** Resolves in a new task, so the browser can paint and answer input between start-up stages (ADR 008). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
