import { InMemoryCache } from '@apollo/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubscriptionInput } from '../../../gql/graphql';
import { currentUrl, type RenderOptions, renderWithProviders } from '../../../test/render';
import { believeViewer } from '../../../test/viewer-mocks';
import {
  CreateSubscriptionMutation,
  GenerateUniqueStudyPinMutation,
  SubscriptionQuery,
  UpdateSubscriptionMutation,
} from '../graphql/subscription-operations';
import type { SubscriptionKind } from '../subscription-kinds';
import {
  distributorOptionsAnswer,
  IDS,
  staffViewer,
  staffViewerAnswer,
  testSubscription,
} from '../subscription-test-data';
import { SubscriptionFormPage } from './subscription-form-page';

const staff = staffViewerAnswer({
  id: 'aaaaaaaa-0000-4000-8000-000000000000',
  companyName: 'Roadmark',
  subscriptionType: 'Subscription',
});
const study = testSubscription({
  id: IDS.study,
  companyName: 'Sleep study',
  subscriptionType: 'Study',
  studyUniqueCode: 'ABCD2345',
});

function renderAdd(kind: SubscriptionKind, mocks: RenderOptions['mocks'] = []) {
  return renderWithProviders(<SubscriptionFormPage kind={kind} />, {
    path: `/${kind}/add`,
    history: [`/${kind}`],
    routes: [
      { path: `/${kind}`, element: <p>list</p> },
      { path: `/${kind}/details/*`, element: <p>details</p> },
    ],
    mocks: [staff, distributorOptionsAnswer, ...mocks],
  });
}

function renderEditStudy(mocks: RenderOptions['mocks'] = []) {
  return renderWithProviders(<SubscriptionFormPage kind="studies" />, {
    path: '/studies/edit/:id',
    route: `/studies/edit/${IDS.study}`,
    history: ['/studies'],
    routes: [{ path: '/studies', element: <p>list</p> }],
    mocks: [
      staff,
      {
        request: { query: SubscriptionQuery, variables: { id: IDS.study } },
        result: { data: { subscription: study } },
      },
      ...mocks,
    ],
  });
}

/** A Mantine switch is named by its label and description together. */
function toggle(label: string): HTMLElement {
  return screen.getByRole('switch', { name: new RegExp(`^${label}`) });
}

function generateAnswer(code: string) {
  return {
    request: { query: GenerateUniqueStudyPinMutation },
    result: { data: { generateUniqueStudyPin: code } },
  };
}

describe('SubscriptionFormPage', () => {
  it('shows a study its code and links, and not the user limit, branding, export or risk rules', async () => {
    renderAdd('studies');
    expect(screen.getByRole('heading', { level: 1, name: 'Add study' })).toBeTruthy();
    expect(screen.getByLabelText(/Study name/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Study' }) as HTMLInputElement).checked).toBe(true);
    const code = screen.getByLabelText('Access code') as HTMLInputElement;
    expect(code.readOnly).toBe(true);
    expect(code.value).toBe('');
    expect((screen.getByLabelText('Start URL') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByLabelText('Return URL').getAttribute('type')).toBe('url');
    expect(screen.getByLabelText('Post URL').getAttribute('type')).toBe('url');
    for (const hidden of ['Limit the number of users', 'Allow branding', 'Allow export']) {
      expect(screen.queryByRole('switch', { name: new RegExp(`^${hidden}`) })).toBeNull();
    }
    expect(screen.queryByLabelText('High risk below')).toBeNull();
    expect(document.title).toBe('Add study - Roadmark');
  });

  it('shows a subscription its risk rules, user limit, branding, export and distributor, but no study fields', async () => {
    renderAdd('subscriptions');
    expect(screen.getByLabelText(/Subscription name/)).toBeTruthy();
    expect(screen.getByLabelText('High risk below')).toBeTruthy();
    expect(screen.getByLabelText('Medium risk below')).toBeTruthy();
    expect(screen.getByText('High risk: 0 to 29')).toBeTruthy();
    expect(screen.getByText('Medium risk: 30 to 69')).toBeTruthy();
    expect(screen.getByText('Low risk: 70 to 100')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Distributor' })).toBeTruthy();
    expect(toggle('Allow export')).toBeTruthy();
    expect(screen.queryByLabelText('Access code')).toBeNull();
  });

  it('hides the risk rules of a distributor', () => {
    renderAdd('distributors');
    expect(screen.getByLabelText(/Distributor name/)).toBeTruthy();
    expect(screen.queryByLabelText('High risk below')).toBeNull();
    expect(toggle('Limit the number of users')).toBeTruthy();
  });

  it('reveals the maximum users only while the limit is on', () => {
    renderAdd('subscriptions');
    expect(screen.queryByLabelText('Maximum users')).toBeNull();
    fireEvent.click(toggle('Limit the number of users'));
    expect((screen.getByLabelText('Maximum users') as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('0 means unlimited.')).toBeTruthy();
    fireEvent.click(toggle('Limit the number of users'));
    expect(screen.queryByLabelText('Maximum users')).toBeNull();
  });

  it('sends automatic reminders 7 days ahead by default; turning them off hides the lead time', () => {
    renderAdd('subscriptions');
    expect(screen.getByRole('group', { name: 'Reminders' })).toBeTruthy();
    expect((toggle('Send automatic reminders') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Days before the due date') as HTMLInputElement).value).toBe('7');
    fireEvent.click(toggle('Send automatic reminders'));
    expect(screen.queryByLabelText('Days before the due date')).toBeNull();
  });

  it('shows a lead time out of range with the same message as the server', async () => {
    renderAdd('subscriptions');
    fireEvent.change(screen.getByLabelText('Days before the due date'), { target: { value: '61' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Days before the due date must be a whole number from 1 to 60')).toBeTruthy();
  });

  it('reveals the logo and brand colour only while branding is on', () => {
    renderAdd('subscriptions');
    expect(screen.queryByLabelText('Brand colour')).toBeNull();
    fireEvent.click(toggle('Allow branding'));
    expect(screen.getByLabelText('Brand colour')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Logo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload logo' })).toBeTruthy();
    expect(screen.getByText('No logo uploaded yet.')).toBeTruthy();
  });

  it('requires a name on blur and on submit', async () => {
    renderAdd('subscriptions');
    fireEvent.blur(screen.getByLabelText(/Subscription name/));
    expect(await screen.findByText('Subscription name is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subscription name is required')).toBeTruthy();
  });

  it('generates a study code and shows the start URL built from it', async () => {
    renderAdd('studies', [generateAnswer('QRST6789')]);
    fireEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    await waitFor(() => expect((screen.getByLabelText('Access code') as HTMLInputElement).value).toBe('QRST6789'));
    expect((screen.getByLabelText('Start URL') as HTMLInputElement).value).toBe(
      `${window.location.origin}/study/QRST6789`,
    );
    expect(screen.getByRole('button', { name: 'Copy start URL' })).toBeTruthy();
  });

  it('warns before replacing a saved code, and keeps it on Cancel', async () => {
    renderEditStudy([generateAnswer('WXYZ2345')]);
    const code = (await screen.findByDisplayValue('ABCD2345')) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the access code?' });
    expect(dialog.textContent).toContain('Existing links stop working');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the current code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(code.value).toBe('ABCD2345');

    fireEvent.click(screen.getByRole('button', { name: 'Generate code' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate a new code' }));
    await waitFor(() => expect(code.value).toBe('WXYZ2345'));
  });

  it('creates a subscription with every field and the preset type, then opens its own page with the next steps', async () => {
    let sent: SubscriptionInput | undefined;
    const { router } = renderAdd('subscriptions', [
      {
        request: {
          query: CreateSubscriptionMutation,
          variables: (v: { model: SubscriptionInput }) => {
            sent = v.model;
            return true;
          },
        },
        result: { data: { createSubscription: testSubscription({ companyName: 'Acme Haulage' }) } },
      },
    ]);
    fireEvent.change(screen.getByLabelText(/Subscription name/), { target: { value: ' Acme Haulage ' } });
    fireEvent.click(toggle('Limit the number of users'));
    fireEvent.change(screen.getByLabelText('Maximum users'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Days before the due date'), { target: { value: '14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/subscriptions/details/${sent?.id}/assessments`));
    expect(router.state.location.state).toEqual({ created: true });
    expect(sent).toMatchObject({
      companyName: 'Acme Haulage',
      subscriptionType: 'Subscription',
      distributorSubscriptionId: null,
      restrictMaxUsers: true,
      maxUsers: 25,
      allowBranding: false,
      allowExport: false,
      brandColor: '',
      highRiskBelow: 30,
      mediumRiskBelow: 70,
      automaticReminders: true,
      reminderDaysBeforeDue: 14,
      studyUniqueCode: null,
    });
    expect(sent?.id).toHaveLength(36);
  });

  it("adds a distributor's own subscription beneath it, without type or distributor to choose", async () => {
    let sent: SubscriptionInput | undefined;
    const cache = new InMemoryCache();
    believeViewer(
      cache,
      staffViewer({ id: IDS.distributor, companyName: 'Resellers Ltd', subscriptionType: 'Distributor' }),
    );
    const { router } = renderWithProviders(<SubscriptionFormPage kind="distributorSubscriptions" />, {
      path: '/subscriptions/add',
      history: ['/subscriptions'],
      routes: [
        { path: '/subscriptions', element: <p>list</p> },
        { path: '/subscriptions/details/*', element: <p>details</p> },
      ],
      cache,
      mocks: [
        {
          request: {
            query: CreateSubscriptionMutation,
            variables: (v: { model: SubscriptionInput }) => {
              sent = v.model;
              return true;
            },
          },
          result: { data: { createSubscription: testSubscription({ distributorSubscriptionId: IDS.distributor }) } },
        },
      ],
    });
    expect(screen.queryByRole('radiogroup', { name: 'Type' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Distributor' })).toBeNull();
    expect(screen.getByLabelText('High risk below')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Subscription name/), { target: { value: 'Acme Haulage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/subscriptions/details/${sent?.id}/assessments`));
    expect(sent).toMatchObject({ subscriptionType: 'Subscription', distributorSubscriptionId: IDS.distributor });
  });

  it("offers the record's licensing from its edit page: a subscription's assessments and training, a study's assessments", async () => {
    const edit = renderWithProviders(<SubscriptionFormPage kind="subscriptions" />, {
      path: '/subscriptions/edit/:id',
      route: `/subscriptions/edit/${IDS.acme}`,
      mocks: [
        staff,
        distributorOptionsAnswer,
        {
          request: { query: SubscriptionQuery, variables: { id: IDS.acme } },
          result: { data: { subscription: testSubscription() } },
        },
      ],
    });
    const assessments = await screen.findByRole('link', { name: 'License assessments' });
    expect(assessments.getAttribute('href')).toBe(`/subscriptions/details/${IDS.acme}/assessments`);
    expect(screen.getByRole('link', { name: 'License training modules' }).getAttribute('href')).toBe(
      `/subscriptions/details/${IDS.acme}/training`,
    );
    edit.unmount();
    renderEditStudy();
    expect((await screen.findByRole('link', { name: 'License assessments' })).getAttribute('href')).toBe(
      `/studies/details/${IDS.study}/assessments`,
    );
    expect(screen.queryByRole('link', { name: 'License training modules' })).toBeNull();
  });

  it('shows the server refusing a code on the code field', async () => {
    renderEditStudy([
      {
        request: { query: UpdateSubscriptionMutation, variables: () => true },
        result: {
          errors: [
            {
              message: 'A study code can only be set with Generate code.',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ field: 'studyUniqueCode', messageKey: 'errors.studyCodeNotGenerated', message: 'x' }],
              },
            },
          ],
        },
      },
    ]);
    const name = await screen.findByDisplayValue('Sleep study');
    fireEvent.change(name, { target: { value: 'Sleep study 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByText('A study code can only be set with Generate code.')).toHaveLength(2),
    );
    expect(screen.getByLabelText('Access code').getAttribute('aria-invalid')).toBe('true');
  });
});
