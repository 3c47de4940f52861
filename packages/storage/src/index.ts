import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

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
}

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
  };
}

/** Objects under `prefix` in an S3-compatible bucket. They stay private (no ACL is ever set): the API hands them out. */
export function s3Storage(client: S3Client, bucket: string, prefix: string): Storage {
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
