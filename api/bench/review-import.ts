// `pnpm bench:api` part `reviews`: the time POST api/super/reviews/import takes for a 10,000-row CSV
// (quoted fields with commas, line breaks and doubled quotes) on the running, seeded API, signed in as admin@demo.pt.
// Target ≤ 5 s. A second run of the same file must import nothing.
export interface ImportMeasure {
  rows: number;
  seconds: number;
  imported: number;
  again_imported: number;
  again_duplicates: number;
}

export const REVIEW_IMPORT_TARGET_SECONDS = 5;

export async function measureReviewImport(apiUrl: string, rows = 10_000): Promise<ImportMeasure> {
  const login = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.pt', password: 'Demo1234!', rememberMe: 0 }),
  });
  const token = ((await login.json()) as { content: { api_token: string } }).content.api_token;
  const services = (await (await fetch(`${apiUrl}/api/services?per_page=48`)).json()) as {
    content: { data: { slug: string }[] };
  };
  const slugs = services.content.data.map((s) => s.slug);
  const stamp = Date.now();
  const lines = ['service_slug,author_first_name,author_last_name,author_country,stars,language,text,created_at'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `${slugs[i % slugs.length]},Bench${i},"Reviewer, ${stamp}",PT,${(i % 5) + 1},${i % 2 ? 'en' : 'pt'},"Row ${i}: ""great""\nsecond line",2025-0${(i % 9) + 1}-15`,
    );
  }
  const csv = lines.join('\r\n');
  const send = async () => {
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    const started = performance.now();
    const res = await fetch(`${apiUrl}/api/super/reviews/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { content: { imported: number; duplicates: number } };
    return { seconds: (performance.now() - started) / 1000, ...body.content };
  };
  const first = await send();
  const again = await send();
  return {
    rows,
    seconds: Number(first.seconds.toFixed(2)),
    imported: first.imported,
    again_imported: again.imported,
    again_duplicates: again.duplicates,
  };
}
