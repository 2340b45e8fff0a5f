import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the built web app, at the highest levels (done once
 * per build, so the time is spent here rather than on every request). The server sends the copy the browser
 * accepts. Even a tiny file gets its copies (a few bytes more at worst): a text file without them would be
 * compressed again on every request.
 */
const TEXT_FILE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|xml)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (TEXT_FILE.test(entry.name)) yield full;
  }
}

async function precompress(file: string): Promise<{ plain: number; br: number; gz: number }> {
  const content = await readFile(file);
  const size = content.length;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return { plain: size, br: br.length, gz: gz.length };
}

export async function precompressDist(distDir: string) {
  const totals = { files: 0, plain: 0, br: 0, gz: 0 };
  const files: string[] = [];
  for await (const file of filesUnder(distDir)) files.push(file);
  for (const sizes of await Promise.all(files.map(precompress))) {
    totals.files += 1;
    totals.plain += sizes.plain;
    totals.br += sizes.br;
    totals.gz += sizes.gz;
  }
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? 'dist');
  const totals = await precompressDist(distDir);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  console.log(
    `precompressed ${totals.files} files: ${kb(totals.plain)} -> brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}`,
  );
}
