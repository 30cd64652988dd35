// Filling forms in screen tests: one paste per field (a single change event). Typing key by key re-renders the
// whole form per character, which is slow on a busy CI machine and proves nothing more for these tests.
import userEvent from '@testing-library/user-event';

export const user = userEvent.setup({ delay: null });

export async function fill(field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
