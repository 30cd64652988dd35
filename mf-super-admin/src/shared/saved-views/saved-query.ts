// What a saved view keeps of a list page's URL, and which view the URL shows now. A view opens on its first page, so
// the page number is never part of it; two queries with the same parameters in another order are the same view.

/** The page's search string as a view keeps it: no `?`, no `page`. */
export function viewQueryOf(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  return params.toString();
}

function pairsOf(query: string): string[] {
  return [...new URLSearchParams(query)].map(([name, value]) => `${name}=${value}`).sort();
}

export function sameQuery(a: string, b: string): boolean {
  const left = pairsOf(a);
  const right = pairsOf(b);
  return left.length === right.length && left.every((pair, i) => pair === right[i]);
}

/** The view the page shows now (the caller's own first, as the list orders them), if its query is the URL's. */
export function activeViewOf<T extends { query: string }>(views: readonly T[], search: string): T | undefined {
  const current = viewQueryOf(search);
  return views.find((view) => sameQuery(view.query, current));
}
