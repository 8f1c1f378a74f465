import fs from "node:fs";
import path from "node:path";
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { ConfigError, type Env } from "~/env.server";
import { backupTime, backupsToPrune, type Retention } from "./backup-names.server";

type S3Env = Pick<
  Env,
  | "BACKUP_S3_URL"
  | "BACKUP_S3_ACCESS_KEY_ID"
  | "BACKUP_S3_SECRET_ACCESS_KEY"
  | "BACKUP_S3_ENDPOINT"
  | "BACKUP_S3_REGION"
>;

export type S3Target = { client: S3Client; bucket: string; prefix: string };

/** The off-machine copy's place, or null when BACKUP_S3_URL is unset. */
export function s3TargetFromEnv(env: S3Env): S3Target | null {
  if (!env.BACKUP_S3_URL) return null;
  if (!env.BACKUP_S3_ACCESS_KEY_ID || !env.BACKUP_S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      "BACKUP_S3_URL is set: set BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY too.",
    );
  const url = new URL(env.BACKUP_S3_URL);
  const prefix = url.pathname.replace(/^\/+/, "");
  return {
    client: new S3Client({
      region: env.BACKUP_S3_REGION,
      endpoint: env.BACKUP_S3_ENDPOINT,
      // S3-compatible services other than AWS mostly address buckets by path, not host name.
      forcePathStyle: Boolean(env.BACKUP_S3_ENDPOINT),
      // The SDK's default checksums send a streamed body aws-chunked with trailers, which many
      // S3-compatible services (and s3rver) store as sent; a plain signed PUT works everywhere.
      ...(env.BACKUP_S3_ENDPOINT && {
        requestChecksumCalculation: "WHEN_REQUIRED" as const,
        responseChecksumValidation: "WHEN_REQUIRED" as const,
      }),
      credentials: {
        accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID,
        secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY,
      },
    }),
    bucket: url.hostname,
    prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix,
  };
}

export async function uploadBackup(target: S3Target, file: string) {
  const key = target.prefix + path.basename(file);
  await target.client.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: key,
      Body: fs.createReadStream(file),
      ContentLength: fs.statSync(file).size,
      ContentType: "application/vnd.sqlite3",
    }),
  );
  return key;
}

/** The backup names directly under the prefix (other objects there are left alone). */
export async function listS3Backups(target: S3Target) {
  const names: string[] = [];
  let token: string | undefined;
  do {
    const page = await target.client.send(
      new ListObjectsV2Command({
        Bucket: target.bucket,
        Prefix: target.prefix,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) {
      const name = object.Key?.slice(target.prefix.length) ?? "";
      if (backupTime(name)) names.push(name);
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return names;
}

/** Deletes the uploaded backups that retention drops; returns their names. */
export async function pruneS3Backups(target: S3Target, retention: Retention) {
  const pruned = backupsToPrune(await listS3Backups(target), retention);
  for (const name of pruned)
    await target.client.send(
      new DeleteObjectCommand({ Bucket: target.bucket, Key: target.prefix + name }),
    );
  return pruned;
}
