import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SITES = ['fan-web', 'admin-web'] as const;

function newestMtime(p: string): number {
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(p).map((name) => newestMtime(path.join(p, name))));
}

/**
 * Build a site with Vite when its dist is missing or older than its sources (or the shared core).
 * Vite's listing of every file it wrote (hundreds of lines) is shown only when the build fails;
 * `npm run build` shows it all.
 */
export function buildIfStale(workspace: (typeof SITES)[number]): void {
  const dir = path.join(root, workspace);
  const index = path.join(dir, 'dist', 'index.html');
  // The fan site's server renderer is built with it (fan-web's build script): a client build alone is not the site.
  const built = [index, ...(workspace === 'fan-web' ? [path.join(dir, 'dist-server', 'entry-server.js')] : [])];
  const inputs = [path.join(dir, 'src'), path.join(dir, 'index.html'), path.join(dir, 'vite.config.ts'), path.join(root, 'packages', 'core', 'src')];
  if (built.every((file) => existsSync(file) && statSync(file).mtimeMs >= Math.max(...inputs.map(newestMtime)))) return;
  process.stdout.write(`building ${workspace} … `);
  const started = Date.now();
  // A production build whatever runs it: vitest sets NODE_ENV=test, with which Vite would bundle React's development build.
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.log('failed');
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`building ${workspace} failed`);
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}
