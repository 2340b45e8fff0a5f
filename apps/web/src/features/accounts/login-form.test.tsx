import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LoginForm } from './login-form';
import { LoginPage } from './login-page';

function renderForm() {
  const onSubmit = vi.fn();
  renderWithProviders(<LoginForm busy={false} onSubmit={onSubmit} />, { route: '/account/login' });
  return onSubmit;
}

const emailInput = () => screen.getByLabelText(/Email or PIN/);
const passwordInput = () => screen.queryByLabelText(/^Password/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('LoginForm', () => {
  it('requires the email or PIN on submit', async () => {
    const onSubmit = renderForm();
    submit();
    expect(await screen.findByText('Email or PIN is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates the email or PIN on blur', async () => {
    renderForm();
    fireEvent.blur(emailInput());
    expect(await screen.findByText('Email or PIN is required')).toBeTruthy();
  });

  it('requires a password for an email address', async () => {
    const onSubmit = renderForm();
    fireEvent.change(emailInput(), { target: { value: 'sam@example.com' } });
    submit();
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hides the password for a PIN and submits without one, remembering by default', async () => {
    const onSubmit = renderForm();
    expect(passwordInput()).toBeTruthy();
    fireEvent.change(emailInput(), { target: { value: 'ABCD2345' } });
    expect(passwordInput()).toBeNull();
    submit();
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ email: 'ABCD2345', password: '', rememberMe: true }),
    );
  });
});

describe('LoginPage', () => {
  it('refuses a return url on another origin and does not submit', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<LoginPage />, { route: '/account/login?ReturnUrl=https%3A%2F%2Fevil.example%2F' });
    expect(
      screen.getByText('Invalid return url. The return url needs to have the same origin as the current page.'),
    ).toBeTruthy();
    fireEvent.change(emailInput(), { target: { value: 'ABCD2345' } });
    submit();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/account/login');
    fetchSpy.mockRestore();
  });
});
