import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, commonEnv, parseEnv, queuePrefixFor, refineCommonEnv } from './env.js';

describe('the default queue prefix', () => {
  it('is the same for every process of one installation and differs between databases', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/club';
    expect(queuePrefixFor(url)).toBe(queuePrefixFor(url));
    expect(queuePrefixFor(url)).toMatch(/^club-[0-9a-f]{8}$/);
    const others = [`${url}_2`, '/srv/club/data/db', '/home/fan/club/data/db'].map(queuePrefixFor);
    expect(new Set([queuePrefixFor(url), ...others]).size).toBe(4);
  });
});

describe('the storage settings', () => {
  const schema = z.object(commonEnv).superRefine(refineCommonEnv);

  it('keep files on disk unless told otherwise', () => {
    expect(parseEnv(schema, {})).toMatchObject({ STORAGE_DRIVER: 'disk', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
  });

  it('stop start-up naming S3_BUCKET when the s3 driver has no bucket', () => {
    expect(() => parseEnv(schema, { STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: is required when STORAGE_DRIVER is s3/);
    expect(() => parseEnv(schema, { STORAGE_DRIVER: 's3', S3_BUCKET: '' })).toThrow(/S3_BUCKET/);
    expect(parseEnv(schema, { STORAGE_DRIVER: 's3', S3_BUCKET: 'club-files' }).S3_BUCKET).toBe('club-files');
  });

  it('name the variable that is wrong', () => {
    expect(() => parseEnv(schema, { STORAGE_DRIVER: 'gcs' })).toThrow(/STORAGE_DRIVER/);
    expect(() => parseEnv(schema, { S3_BUCKET: 'Club_Files' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => parseEnv(schema, { S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http/);
    expect(() => parseEnv(schema, { S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
  });
});

describe('configuration', () => {
  const schema = z.object(commonEnv);
  it('names the bad variable', () => {
    expect(() => parseEnv(schema, { REDIS_URL: 'http://nope' })).toThrow(ConfigError);
    expect(() => parseEnv(schema, { REDIS_URL: 'http://nope' })).toThrow(/REDIS_URL: must be a redis:\/\/ URL/);
  });
  it('treats empty values as unset', () => {
    expect(parseEnv(schema, { DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
