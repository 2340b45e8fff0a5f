import { RoleGroupName } from '@roadmark/domain/roles';
import { describe, expect, it } from 'vitest';
import { buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { sample } from '../../../test/media-samples.ts';

describe('upload rate limit', () => {
  const { ctx, upload, storedFiles } = useFilesApp({ UPLOAD_RATE_LIMIT_PER_MINUTE: '2' });

  it('answers RATE_LIMITED past UPLOAD_RATE_LIMIT_PER_MINUTE uploads a minute from one address, storing nothing', async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    const user = await buildUser(ctx.db, { subscriptionId, roleGroup: RoleGroupName.Staff });
    const png = [{ field: 'files', filename: 'a.png', contentType: 'image/png', content: sample('png') }];
    expect((await upload(png, { cookie: user.cookie })).statusCode).toBe(200);
    expect((await upload(png, { cookie: user.cookie })).statusCode).toBe(200);
    const before = await storedFiles();
    const third = await upload(png, { cookie: user.cookie });
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect(await storedFiles()).toEqual(before);
  });
});
