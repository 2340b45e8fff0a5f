import { describe, expect, it } from 'vitest';
import {
  createSubscriptionSchema,
  effectiveBrandColor,
  SUBSCRIPTION_DEFAULTS,
  subscriptionFormSchema,
  updateSubscriptionSchema,
} from './subscription.ts';

const valid = {
  companyName: 'Acme Haulage',
  subscriptionType: 'Subscription',
  ...SUBSCRIPTION_DEFAULTS,
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('subscription form rules', () => {
  it('fills the defaults on create', () => {
    const parsed = createSubscriptionSchema.parse({ companyName: ' Acme ', subscriptionType: 'Distributor' });
    expect(parsed).toMatchObject({
      companyName: 'Acme',
      maxUsers: 1,
      restrictMaxUsers: false,
      allowBranding: false,
      allowExport: false,
      brandColor: '',
      highRiskBelow: 30,
      mediumRiskBelow: 70,
    });
  });

  it.each([
    [{ companyName: '   ' }, 'companyName', 'validation.subscriptionNameRequired'],
    [{ subscriptionType: 'Other' }, 'subscriptionType', 'validation.subscriptionTypeRequired'],
    [{ maxUsers: -1 }, 'maxUsers', 'validation.maxUsersRange'],
    [{ maxUsers: 1.5 }, 'maxUsers', 'validation.maxUsersRange'],
    [{ highRiskBelow: 101 }, 'highRiskBelow', 'validation.riskThresholdRange'],
    [{ mediumRiskBelow: -1 }, 'mediumRiskBelow', 'validation.riskThresholdRange'],
    [{ highRiskBelow: 80, mediumRiskBelow: 70 }, 'highRiskBelow', 'validation.riskThresholdOrder'],
    [{ brandColor: 'red' }, 'brandColor', 'validation.brandColorInvalid'],
    [{ studyReturnUrl: 'not a url' }, 'studyReturnUrl', 'validation.urlInvalid'],
    [{ studyResultsPagePostUrl: 'javascript:alert(1)' }, 'studyResultsPagePostUrl', 'validation.urlInvalid'],
  ])('refuses %o', (change, field, message) => {
    expect(messages(subscriptionFormSchema.safeParse({ ...valid, ...change }))[field]).toBe(message);
  });

  it('accepts equal thresholds, blank web addresses and #RRGGBB colours', () => {
    const parsed = subscriptionFormSchema.parse({
      ...valid,
      highRiskBelow: 50,
      mediumRiskBelow: 50,
      studyReturnUrl: '  ',
      studyResultsPagePostUrl: 'https://study.example/results',
      brandColor: '#1A7F5A',
    });
    expect(parsed.studyReturnUrl).toBeNull();
    expect(parsed.studyResultsPagePostUrl).toBe('https://study.example/results');
  });

  it('needs the id and the type on update, and nothing else', () => {
    expect(messages(updateSubscriptionSchema.safeParse({ id: crypto.randomUUID() })).subscriptionType).toBe(
      'validation.subscriptionTypeRequired',
    );
    expect(updateSubscriptionSchema.parse({ id: crypto.randomUUID(), subscriptionType: 'Study' })).toBeTruthy();
  });

  it('treats #000000 and a subscription without branding as no colour', () => {
    expect(effectiveBrandColor({ allowBranding: true, brandColor: '#000000' })).toBe('');
    expect(effectiveBrandColor({ allowBranding: false, brandColor: '#112233' })).toBe('');
    expect(effectiveBrandColor({ allowBranding: true, brandColor: '#AABBCC' })).toBe('#aabbcc');
  });
});
