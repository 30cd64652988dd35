// The API client files a 422 message of a list's row (`sessions.1.date`) also under its parents (`sessions.1`,
// `sessions`): a section that shows each message on its field shows a parent's message only when it is its own.

/** The first message of `key` that none of its children carries, or undefined. */
export function ownMessage(errors: Readonly<Record<string, readonly string[]>>, key: string): string | undefined {
  const onChildren = Object.entries(errors).flatMap(([other, m]) => (other.startsWith(`${key}.`) ? m : []));
  return errors[key]?.find((m) => !onChildren.includes(m));
}
