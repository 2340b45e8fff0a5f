import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RequiredListLinks } from './required-list-links';

describe('RequiredListLinks', () => {
  it("links an edit page to the person's required lists", () => {
    renderWithProviders(<RequiredListLinks detailsPath="../../details/p1" />, {
      route: '/manage/drivers/edit/p1',
      path: '/manage/drivers/edit/:id',
    });
    expect(screen.getByRole('link', { name: 'Required assessments' }).getAttribute('href')).toBe(
      '/manage/drivers/details/p1/assessments',
    );
    expect(screen.getByRole('link', { name: 'Required training' }).getAttribute('href')).toBe(
      '/manage/drivers/details/p1/training',
    );
  });
});
