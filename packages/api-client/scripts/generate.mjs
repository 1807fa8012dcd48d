// Regenerates the typed client from the server's OpenAPI document.
// `--check` regenerates into a temporary folder and fails when the checked-in copy differs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@hey-api/openapi-ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const root = path.resolve(pkg, '../..');
const check = process.argv.includes('--check');
const outDir = check ? fs.mkdtempSync(path.join(os.tmpdir(), 'api-client-')) : pkg;

const spec = execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/scripts/print-openapi.ts'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
fs.writeFileSync(path.join(outDir, 'openapi.json'), spec);

await createClient({
  input: path.join(outDir, 'openapi.json'),
  output: { path: path.join(outDir, 'src/generated'), postProcess: [] },
  plugins: ['@hey-api/client-axios', '@hey-api/typescript', { name: '@hey-api/sdk' }, '@tanstack/react-query'],
  logs: { level: 'silent' },
});

if (check) {
  const diff = (a, b) => {
    try {
      execFileSync('diff', ['-r', a, b], { stdio: 'pipe' });
      return null;
    } catch (e) {
      return String(e.stdout).slice(0, 4000);
    }
  };
  const problems = [diff(path.join(pkg, 'openapi.json'), path.join(outDir, 'openapi.json')), diff(path.join(pkg, 'src/generated'), path.join(outDir, 'src/generated'))].filter(Boolean);
  fs.rmSync(outDir, { recursive: true, force: true });
  if (problems.length) {
    console.error('The generated API client is out of date: run `npm run gen:api` and commit the result.\n' + problems.join('\n'));
    process.exit(1);
  }
  console.log('API client is up to date.');
}
