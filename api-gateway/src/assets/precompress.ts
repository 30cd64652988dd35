// Static files are compressed once, when they are published, at the best ratio (ADR 016): brotli 11 and gzip 9
// copies written beside each compressible file (`main.js.br`, `main.js.gz`), which @fastify/static serves with
// `preCompressed: true`. A copy is written only when it is smaller than the file, and again when the file is newer
// than its copy (the shell's dist is rebuilt in place); a remote version folder never changes once published.
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text formats, from 1 KB (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|cjs|json|map|css|html|svg|txt|xml|wasm)$/i;
const MIN_BYTES = 1024;

export interface PrecompressResult {
  /** Compressed copies written now. */
  written: number;
  /** Compressible files seen. */
  files: number;
}

async function* walk(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function fresh(copy: string, sourceMtimeMs: number): Promise<boolean> {
  const info = await stat(copy).catch(() => null);
  return info !== null && info.mtimeMs >= sourceMtimeMs;
}

/** Writes `.br` and `.gz` beside every compressible file of `dir` (recursively) that lacks an up-to-date one. */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { written: 0, files: 0 };
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const info = await stat(file);
    if (info.size < MIN_BYTES) continue;
    result.files += 1;
    let raw: Buffer | null = null;
    for (const [suffix, pack] of [
      [
        '.br',
        (b: Buffer) =>
          brotli(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }),
      ],
      ['.gz', (b: Buffer) => gzipAsync(b, { level: 9 })],
    ] as const) {
      const copy = file + suffix;
      if (await fresh(copy, info.mtimeMs)) continue;
      raw ??= await readFile(file);
      const packed = await pack(raw);
      if (packed.length >= raw.length) continue;
      // Written aside and renamed, so a reader never sees half a file.
      const temp = `${copy}.${process.pid}.tmp`;
      await writeFile(temp, packed);
      await rename(temp, copy);
      result.written += 1;
    }
  }
  return result;
}
