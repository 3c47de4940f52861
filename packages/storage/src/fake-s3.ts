import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface FakeS3 {
  bucket: string;
  endpoint: string;
  /** The variables that point the api and the worker at it. */
  env: Record<string, string>;
  /** The keys of the objects in the bucket under a prefix, read past the API. */
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

/** For tests: s3rver, a fake S3 over real HTTP, on a free local port with one empty bucket, its objects in a temporary folder. */
export async function startFakeS3(bucket = 'club-test'): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'club-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    bucket,
    endpoint,
    env: {
      STORAGE_DRIVER: 's3', S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    keys: async (prefix) => ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key!),
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
