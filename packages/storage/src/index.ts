import { mkdir, opendir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * Where uploaded files live, by relative key such as `receipts/ab12….jpg`. The product keeps two:
 * public images (team logos, products, banners, served as /uploads) and private files
 * (payment slips), which only the API hands out, to their owner and to staff.
 */
export interface Storage {
  put(key: string, body: Buffer): Promise<void>;
  /** Fails with StoredFileMissing when nothing is stored under the key, whichever the driver. */
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /**
   * Every stored file with the time it was last written, a page (at most `pageSize`, default
   * 1000, in no promised order) at a time, so that a caller never holds the whole store in memory.
   */
  list(opts?: { pageSize?: number }): AsyncIterable<StoredFile[]>;
}

interface StoredFile {
  key: string;
  lastModified: Date;
}

const LIST_PAGE_SIZE = 1000;

export class StoredFileMissing extends Error {
  override name = 'StoredFileMissing';
  constructor(readonly key: string) {
    super(`nothing stored under ${key}`);
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Whether a key can name a stored file: relative, plain characters, never `..`. */
export const isStorageKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

function checkKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
  return key;
}

/** Local disk under one folder. */
export function diskStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        // A folder (`team-logos`) is no file either, as an object store would say.
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR') throw new StoredFileMissing(key);
        throw err;
      }
    },
    delete: (key) => rm(fileOf(key), { force: true }),
    async *list({ pageSize = LIST_PAGE_SIZE } = {}) {
      let page: StoredFile[] = [];
      for await (const key of filesUnder(root, '')) {
        let modified: Date;
        try {
          modified = (await stat(path.join(root, key))).mtime;
        } catch (err) {
          // Deleted since the folder was read.
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw err;
        }
        page.push({ key, lastModified: modified });
        if (page.length >= pageSize) {
          yield page;
          page = [];
        }
      }
      if (page.length) yield page;
    },
  };
}

/** The keys of the files under `root/folder`, one folder open at a time (a missing root holds none). */
async function* filesUnder(root: string, folder: string): AsyncGenerator<string> {
  let dir;
  try {
    dir = await opendir(path.join(root, folder));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for await (const entry of dir) {
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, key);
    // Only what put() could have written: anything else is no stored file the API could name.
    else if (entry.isFile() && isStorageKey(key)) yield key;
  }
}

/** Objects under `prefix` in an S3-compatible bucket. They stay private (no ACL is ever set): the API hands them out. */
function s3Storage(client: S3Client, bucket: string, prefix: string): Storage {
  const target = (key: string) => ({ Bucket: bucket, Key: `${prefix}${checkKey(key)}` });
  return {
    async put(key, body) {
      await client.send(new PutObjectCommand({ ...target(key), Body: body }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand(target(key)));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey) throw new StoredFileMissing(key);
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(target(key)));
    },
    async *list({ pageSize = LIST_PAGE_SIZE } = {}) {
      // ListObjects (v1) paged by its marker, the last key seen: every S3-compatible store has it,
      // while v2's continuation tokens fail in s3rver, the tests' fake (it encrypts them with DES).
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, MaxKeys: Math.min(pageSize, 1000), Marker: marker }));
        const objects = page.Contents ?? [];
        const files = objects
          .map((o) => ({ key: o.Key!.slice(prefix.length), lastModified: o.LastModified! }))
          .filter((f) => isStorageKey(f.key));
        if (files.length) yield files;
        if (!page.IsTruncated || !objects.length) return;
        marker = objects.at(-1)!.Key;
      }
    },
  };
}

/** The storage settings of the environment (commonEnv in @club/core) and the data folders. */
export interface StorageConfig {
  STORAGE_DRIVER: 'disk' | 's3';
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  paths: { uploads: string; private: string };
}

export interface Stores {
  /** Images anyone may see, served as /uploads/{key}. */
  public: Storage;
  /** Payment slips: handed out by the API to their owner and staff only. */
  private: Storage;
}

/** The two stores of the configured driver: two folders of DATA_DIR, or two prefixes of one bucket. */
export function openStores(config: StorageConfig): Stores {
  if (config.STORAGE_DRIVER === 'disk') return { public: diskStorage(config.paths.uploads), private: diskStorage(config.paths.private) };
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    // Unset: the SDK's own chain (AWS_* variables, shared files, instance role).
    credentials: config.S3_ACCESS_KEY_ID ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY! } : undefined,
    // Not every S3-compatible store accepts the checksums newer SDKs add to every request by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // The env schema requires S3_BUCKET with STORAGE_DRIVER=s3.
  return { public: s3Storage(client, config.S3_BUCKET!, 'public/'), private: s3Storage(client, config.S3_BUCKET!, 'private/') };
}
