import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UploadDeps } from './upload-files.ts';

export interface FileRouteDeps extends UploadDeps {
  db: Database;
  actorOf: (request: FastifyRequest, reply: FastifyReply) => Promise<Actor | null>;
  /** Per-IP uploads a minute (UPLOAD_RATE_LIMIT_PER_MINUTE). */
  uploadsPerMinute: number;
}
