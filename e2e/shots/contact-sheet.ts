// The contact sheet `pnpm shots` writes next to the screenshots (shots/index.html): one row per journey step, one
// column per variant, each cell a thumbnail linking to the full-page PNG. Plain static HTML with inline CSS, no
// scripts and no external assets, so it opens from the file system anywhere.

export interface SheetShot {
  /** Step id, e.g. `01-home`. */
  step: string;
  /** What the step shows, e.g. "Home page". */
  title: string;
  /** Path of the PNG relative to the sheet, e.g. `phone-en/01-home.png`. */
  file: string;
}

export interface SheetVariant {
  /** Folder name, e.g. `phone-en`. */
  name: string;
  /** One line on the viewport, e.g. "390×844, touch, en". */
  description: string;
  shots: SheetShot[];
  /** Set when the variant stopped at a step: its id and the error. */
  failure?: { step: string; message: string };
}

export interface Sheet {
  title: string;
  /** ISO time the run started. */
  generatedAt: string;
  /** Every step of the journey in order, so a step a variant did not reach still gets its row. */
  steps: Array<{ step: string; title: string }>;
  variants: SheetVariant[];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A relative file path as a URL path (each segment encoded, slashes kept). */
function href(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}

const STYLE = `
  body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #1a1a1a; background: #f4f4f4; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p.meta { margin: 0 0 16px; color: #555; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #ccc; padding: 6px; vertical-align: top; background: #fff; }
  thead th { position: sticky; top: 0; background: #eee; z-index: 1; text-align: left; }
  th.step { text-align: left; width: 12rem; min-width: 12rem; }
  td a { display: block; color: inherit; text-decoration: none; }
  td { width: 262px; }
  td img { display: block; width: 260px; max-height: 560px; object-fit: cover; object-position: top; border: 1px solid #ddd; }
  td span.name { display: block; font-size: 12px; color: #555; margin-top: 4px; }
  td.missing { color: #999; text-align: center; vertical-align: middle; }
  td.failed { color: #a40000; background: #fff0f0; }
  small { font-weight: normal; color: #555; }
`;

/** The whole HTML document. */
export function contactSheet(sheet: Sheet): string {
  const head = sheet.variants
    .map((v) => `<th scope="col">${escapeHtml(v.name)}<br><small>${escapeHtml(v.description)}</small></th>`)
    .join('');
  const rows = sheet.steps.map(({ step, title }) => {
    const cells = sheet.variants.map((variant) => {
      const shot = variant.shots.find((s) => s.step === step);
      if (shot) {
        const url = href(shot.file);
        const alt = `${variant.name}: ${shot.title}`;
        return `<td><a href="${escapeHtml(url)}"><img src="${escapeHtml(url)}" alt="${escapeHtml(alt)}" loading="lazy"><span class="name">${escapeHtml(shot.file)}</span></a></td>`;
      }
      if (variant.failure?.step === step)
        return `<td class="failed">failed: ${escapeHtml(variant.failure.message)}</td>`;
      return '<td class="missing">—</td>';
    });
    return `<tr><th scope="row" class="step">${escapeHtml(step)}<br><small>${escapeHtml(title)}</small></th>${cells.join('')}</tr>`;
  });
  const count = sheet.variants.reduce((n, v) => n + v.shots.length, 0);
  const failures = sheet.variants.filter((v) => v.failure).map((v) => `${v.name} stopped at ${v.failure?.step}`);
  const meta = [`${count} screenshots`, `taken ${sheet.generatedAt}`, ...failures].map(escapeHtml).join(' · ');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(sheet.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(sheet.title)}</h1>`,
    `<p class="meta">${meta}</p>`,
    '<table>',
    `<thead><tr><th scope="col">Step</th>${head}</tr></thead>`,
    `<tbody>${rows.join('\n')}</tbody>`,
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
