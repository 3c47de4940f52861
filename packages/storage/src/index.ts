import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live, by relative key such as `receipts/ab12….jpg`. The product keeps two:
 * public images (team logos, products, banners, served as /uploads) and private files
 * (payment slips), which only the API hands out, to their owner and to staff.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function resolveKey(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return path.join(root, key);
}

/** Local disk under one folder. */
export function diskStorage(root: string): Storage {
  return {
    async put(key, body) {
      const file = resolveKey(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    get: (key) => readFile(resolveKey(root, key)),
    delete: (key) => rm(resolveKey(root, key), { force: true }),
  };
}
