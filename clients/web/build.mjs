// "Builds" the web client: copies src/ to dist/ as it is (plain ES modules, no
// bundler), after checking that every module at least parses. No dependencies.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, 'src');
// --out <dir> copies somewhere else (each browser test run serves its own copy).
const outAt = process.argv.indexOf('--out');
const dist = outAt > 0 ? process.argv[outAt + 1] : join(here, 'dist');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

// --no-check skips the parse check (a node process a module): the browser tests copy the
// tree once a test file, after the test command's own build has checked it.
const check = !process.argv.includes('--no-check');
for (const file of check ? walk(src).filter((f) => f.endsWith('.js')) : []) {
  const r = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(r.stderr);
    process.exit(1);
  }
}
if (process.argv.includes('--check')) process.exit(0);
if (existsSync(dist)) rmSync(dist, { recursive: true, force: true });
cpSync(src, dist, { recursive: true });
console.log(`web client copied to ${dist}`);
