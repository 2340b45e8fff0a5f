import { builder } from '../../platform/graphql/builder.ts';
import { blobUrl } from './blob-url.ts';
import type { BlobReferenceRow } from './find-blob-reference.ts';

/**
 * A stored file (docs/product/api.md#rest-endpoints); other capabilities expose it, e.g. a subscription's
 * brandImageBlobReference.
 */
export const BlobReference = builder.objectRef<BlobReferenceRow>('BlobReference').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    filename: t.exposeString('filename'),
    mimeType: t.exposeString('mimeType'),
    storageReference: t.exposeString('storageReference'),
    archived: t.exposeBoolean('archived'),
    url: t.string({ resolve: (blob) => blobUrl(blob.id) }),
  }),
});
