import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

describe('site pages', () => {
  const ctx = useTestApp();

  it('names each problem type by a page that explains it, in the reader’s language', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/rest/v1.0/people/not-a-uuid' });
    const type = missing.json().type as string;
    expect(type).toMatch(/\/api\/problems\/[a-z-]+$/);
    const page = await ctx.app.inject({
      method: 'GET',
      url: new URL(type).pathname,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="en-US">');
    expect(page.body).toContain(missing.json().code);
  });

  it('has no page for a type that does not exist', async () => {
    for (const slug of ['unknown', 'not_found', 'NOT-FOUND', '..%2F..%2Fetc']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/problems/${slug}` });
      expect(response.statusCode, slug).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    const nul = await ctx.app.inject({ method: 'GET', url: '/api/problems/not-found%00' });
    expect(nul.statusCode).toBe(400);
  });

  it('sends the footer’s website link on to the website', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/website' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^https?:\/\/[^/]+\/$/);
  });
});

describe('site pages configured elsewhere', () => {
  const ctx = useTestApp({
    WEBSITE_URL: 'https://www.example.com/about',
    PROBLEM_TYPE_BASE_URL: 'https://docs.example.com/problems/',
  });

  it('links the website and names problem types where the configuration says', async () => {
    const website = await ctx.app.inject({ method: 'GET', url: '/api/website' });
    expect(website.headers.location).toBe('https://www.example.com/about');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/rest/v1.0/people/not-a-uuid' });
    expect(missing.json().type).toMatch(/^https:\/\/docs\.example\.com\/problems\/[a-z-]+$/);
  });
});
