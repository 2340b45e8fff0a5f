import path from 'node:path';
import { z } from 'zod';

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const megabytes = z.coerce.number().positive('must be a number of megabytes above 0').max(1_000_000);

/** The environment variables of file storage and uploads, merged into the app's config schema. */
export const fileStorageEnv = {
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z
    .url({ message: 'must be the address of the S3-compatible service, like https://s3.example' })
    .optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PRESIGNED_REDIRECTS: booleanString.default(false),
  UPLOAD_MAX_IMAGE_MB: megabytes.default(10),
  UPLOAD_MAX_VIDEO_MB: megabytes.default(500),
  UPLOAD_MAX_IMPORT_MB: megabytes.default(10),
  UPLOAD_QUOTA_MB_PER_SUBSCRIPTION: megabytes.default(1024),
};

type FileStorageEnv = z.infer<z.ZodObject<typeof fileStorageEnv>>;

/** Combinations no single variable can check; each problem names the variable to set. */
export function checkFileStorageEnv(env: FileStorageEnv, ctx: z.RefinementCtx): void {
  const problem = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
  if (env.FILE_STORAGE === 's3' && !env.S3_BUCKET) problem('S3_BUCKET', 'is required when FILE_STORAGE is s3');
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
    problem('S3_SECRET_ACCESS_KEY', 'is required when S3_ACCESS_KEY_ID is set');
  }
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) {
    problem('S3_ACCESS_KEY_ID', 'is required when S3_SECRET_ACCESS_KEY is set');
  }
}

export type FileStorageConfig =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      presignedRedirects: boolean;
    };

export function fileStorageConfig(env: FileStorageEnv, dataDir: string): FileStorageConfig {
  if (env.FILE_STORAGE === 'local') return { kind: 'local', root: path.join(dataDir, 'files') };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    presignedRedirects: env.S3_PRESIGNED_REDIRECTS,
  };
}

export interface UploadLimits {
  imageBytes: number;
  videoBytes: number;
  /** A spreadsheet uploaded for an import. */
  importBytes: number;
  /** What one subscription's own files (brand images, import files) may take together; content media is apart. */
  subscriptionQuotaBytes: number;
}

export function uploadLimits(env: FileStorageEnv): UploadLimits {
  const bytes = (mb: number) => Math.floor(mb * 1024 * 1024);
  return {
    imageBytes: bytes(env.UPLOAD_MAX_IMAGE_MB),
    videoBytes: bytes(env.UPLOAD_MAX_VIDEO_MB),
    importBytes: bytes(env.UPLOAD_MAX_IMPORT_MB),
    subscriptionQuotaBytes: bytes(env.UPLOAD_QUOTA_MB_PER_SUBSCRIPTION),
  };
}
