// Reads back what a PDF drawn by pdfkit says, for the tests: its pages' sizes (MediaBox) and its text as rows, each
// row the pieces of text drawn on one baseline, left to right. pdfkit writes each piece as `x y Tm` then a `TJ` array of
// hex strings (WinAnsi bytes) and kerning numbers, in Flate-compressed content streams; this undoes exactly that.
import { inflateSync } from 'node:zlib';

/** WinAnsi bytes that differ from Latin-1, as far as our words use them. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x96: '–', 0x97: '—', 0x91: '‘', 0x92: '’' };

const decodeHex = (hex: string): string =>
  (hex.match(/../g) ?? [])
    .map((byte) => {
      const code = parseInt(byte, 16);
      return WIN_ANSI[code] ?? String.fromCharCode(code);
    })
    .join('');

export function pdfMediaBoxes(pdf: Buffer): number[][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) =>
    (m[1] ?? '').trim().split(/\s+/).map(Number),
  );
}

/** Each page's rows of text, top to bottom; a row's pieces are joined with " | ". */
export function pdfTextRows(pdf: Buffer): string[][] {
  const raw = pdf.toString('latin1');
  const pages: string[][] = [];
  for (const m of raw.matchAll(/\/Length (\d+)[^>]*\/Filter \/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = (m.index ?? 0) + m[0].length;
    const content = inflateSync(pdf.subarray(start, start + Number(m[1]))).toString('latin1');
    const pieces: { x: number; y: number; text: string }[] = [];
    for (const block of content.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm[\s\S]*?\[(.*?)\] TJ/g)) {
      const text = [...(block[3] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((h) => decodeHex(h[1] ?? '')).join('');
      pieces.push({ x: Number(block[1]), y: Math.round(Number(block[2]) * 10) / 10, text });
    }
    if (!pieces.length) continue;
    const ys = [...new Set(pieces.map((p) => p.y))].sort((p, q) => q - p);
    pages.push(
      ys.map((y) =>
        pieces
          .filter((p) => p.y === y)
          .sort((p, q) => p.x - q.x)
          .map((p) => p.text.trim())
          .join(' | '),
      ),
    );
  }
  return pages;
}
