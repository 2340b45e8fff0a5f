import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { blobReferences } from '../files/blob-reference.table.ts';

const BRANDING = `query ($id: ID!) {
  branding(subscriptionId: $id) {
    subscriptionId companyName allowBranding brandColor brandImageBlobReferenceId
    brandImageBlobReference { id filename mimeType url }
    subscription { id companyName subscriptionType maxUsers currentUsers restrictMaxUsers allowExport
      highRiskBelow mediumRiskBelow distributorSubscriptionId brandImageBlobReferenceId }
  }
}`;

interface Branding {
  subscriptionId: string;
  allowBranding: boolean;
  brandColor: string;
  brandImageBlobReferenceId: string | null;
  brandImageBlobReference: { id: string; filename: string; mimeType: string; url: string } | null;
  subscription: Record<string, unknown> | null;
}

describe('branding(subscriptionId): the brand, its logo reference, and the subscription for those who may read it', () => {
  const ctx = useTestApp();
  let brandedId: string;
  let plainId: string;
  let logoId: string;
  let manager: BuiltUser;
  let driver: BuiltUser;
  let otherTenantManager: BuiltUser;
  let staff: BuiltUser;

  const read = async (id: unknown, caller?: BuiltUser) =>
    gql<{ branding: Branding }>(ctx.app, BRANDING, { variables: { id }, ...(caller ? { cookie: caller.cookie } : {}) });

  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    logoId = crypto.randomUUID();
    await ctx.db.insert(blobReferences).values({
      id: logoId,
      subscriptionId: PROVIDER_SUBSCRIPTION_ID,
      filename: 'logo.png',
      mimeType: 'image/png',
      storageReference: `test/${logoId}`,
      sizeBytes: 68,
      visibility: 'brand',
      uploadedByUserId: staff.id,
    });
    const common = { brandColor: '#1A7F5A', brandImageBlobReferenceId: logoId, maxUsers: 40, restrictMaxUsers: true };
    brandedId = (await buildSubscription(ctx.db, { ...common, companyName: 'Brand Co', allowBranding: true })).id;
    plainId = (await buildSubscription(ctx.db, { ...common, companyName: 'Plain Co', allowBranding: false })).id;
    manager = await buildUser(ctx.db, { subscriptionId: brandedId, roleGroup: RoleGroupName.OverviewManager });
    driver = await buildUser(ctx.db, { subscriptionId: brandedId });
    otherTenantManager = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.OverviewManager,
    });
  });

  it('gives anyone the brand and the logo reference while branding is allowed, but not the subscription', async () => {
    const response = await read(brandedId);
    expect(response.errors).toBeUndefined();
    expect(response.data!.branding).toMatchObject({
      subscriptionId: brandedId,
      allowBranding: true,
      brandColor: '#1a7f5a',
      brandImageBlobReferenceId: logoId,
      brandImageBlobReference: { id: logoId, filename: 'logo.png', mimeType: 'image/png', url: `/api/blobs/${logoId}` },
      subscription: null,
    });
  });

  it('shows no colour or logo while branding is off', async () => {
    const branding = (await read(plainId)).data!.branding;
    expect(branding).toMatchObject({
      allowBranding: false,
      brandColor: '',
      brandImageBlobReferenceId: null,
      brandImageBlobReference: null,
    });
  });

  it("adds the subscription's fields for its manager and staff, and nothing for its drivers or another tenant", async () => {
    for (const caller of [manager, staff]) {
      const { subscription } = (await read(brandedId, caller)).data!.branding;
      expect(subscription).toMatchObject({
        id: brandedId,
        companyName: 'Brand Co',
        subscriptionType: 'Subscription',
        maxUsers: 40,
        restrictMaxUsers: true,
        brandImageBlobReferenceId: logoId,
      });
    }
    for (const caller of [driver, otherTenantManager]) {
      expect((await read(brandedId, caller)).data!.branding.subscription).toBeNull();
    }
  });

  it('answers NOT_FOUND for an unknown subscription and BAD_USER_INPUT for a malformed id', async () => {
    expect(errorCode(await read(crypto.randomUUID()))).toBe('NOT_FOUND');
    expect(errorCode(await read('not-a-uuid'))).toBe('BAD_USER_INPUT');
  });
});
