import type { MessageKey } from '@roadmark/domain/messages';
import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { fieldProblem } from '../../platform/errors.ts';
import { blobReferences } from '../files/blob-reference.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';

/** A media field must name a live file uploaded as content media (`?purpose=content`) of the right kind. */
export async function assertMedia(
  tx: Executor,
  blobId: string | null | undefined,
  field: string,
  kind: 'image' | 'video',
): Promise<void> {
  if (!blobId) return;
  const [blob] = await tx
    .select({ id: blobReferences.id })
    .from(blobReferences)
    .where(
      and(
        eq(blobReferences.id, blobId),
        eq(blobReferences.archived, false),
        // Brand images and import files belong to a subscription; content plays in every licensed one.
        eq(blobReferences.visibility, 'content'),
        like(blobReferences.mimeType, `${kind}/%`),
      ),
    );
  const messageKey: MessageKey =
    kind === 'image' ? 'validation.content.imageInvalid' : 'validation.content.videoInvalid';
  if (!blob) throw fieldProblem('BAD_USER_INPUT', field, messageKey);
}

/** A safety metric field must name a live metric. */
export async function assertDriverMetric(tx: Executor, metricId: string | null | undefined, field: string) {
  if (!metricId) return;
  const [metric] = await tx
    .select({ id: driverMetrics.id })
    .from(driverMetrics)
    .where(and(eq(driverMetrics.id, metricId), eq(driverMetrics.archived, false)));
  if (!metric) throw fieldProblem('BAD_USER_INPUT', field, 'validation.content.metricInvalid');
}
