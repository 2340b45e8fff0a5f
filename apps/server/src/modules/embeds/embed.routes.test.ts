import { RoleGroupName } from '@roadmark/domain/roles';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { startOembedProvider } from '../../../test/oembed-provider.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { MAX_OEMBED_ANSWER_BYTES } from './fetch-oembed.ts';
import { createEmbedResolver } from './resolve-embed.ts';

const provider = await startOembedProvider();
afterAll(() => provider.close());

// Long enough for a loopback answer on a busy 2-core CI machine (300 ms was not), well short of the slow provider's
// 3 s delay, which must still time out.
const TIMEOUT_MS = 1500;
const INSTAGRAM_TOKEN = 'app-id|client-token';

const youtubeAnswer = (id: string) => ({
  type: 'video',
  version: '1.0',
  title: ' Hazard perception: junction ',
  provider_name: 'YouTube',
  width: 200,
  height: 113,
  thumbnail_url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
  html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${id}?feature=oembed&amp;x=1" frameborder="0" allowfullscreen></iframe>`,
});

describe('GET /api/embeds/oembed', () => {
  const ctx = useTestApp({
    OEMBED_ENDPOINTS: JSON.stringify(provider.endpoints),
    OEMBED_TIMEOUT_MS: String(TIMEOUT_MS),
    INSTAGRAM_OEMBED_ACCESS_TOKEN: INSTAGRAM_TOKEN,
  });
  let driver: BuiltUser;

  beforeAll(async () => {
    driver = await buildUser(ctx.db, { subscriptionId: (await buildSubscription(ctx.db)).id });
  });

  const lookUp = (pageUrl: string | undefined, cookie: string | null = driver.cookie) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/embeds/oembed',
      query: pageUrl === undefined ? {} : { url: pageUrl },
      headers: cookie ? { cookie } : {},
    });

  it('answers the player of a YouTube video from the provider, and asks the provider only once', async () => {
    const page = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    provider.answer(page, { body: youtubeAnswer('dQw4w9WgXcQ') });

    const first = await lookUp(page);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      providerName: 'YouTube',
      type: 'video',
      title: 'Hazard perception: junction',
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed&x=1',
      width: 200,
      height: 113,
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    const [request] = provider.requestsFor(page);
    expect(request?.provider).toBe('youtube');
    expect(request?.params.get('format')).toBe('json');

    const again = await lookUp(page, (await buildUser(ctx.db, { subscriptionId: driver.subscriptionId })).cookie);
    expect(again.json()).toEqual(first.json());
    expect(provider.requestsFor(page)).toHaveLength(1);
  });

  it.each([
    [
      'Vimeo',
      'https://vimeo.com/76979871',
      { type: 'video', html: '<iframe src="https://player.vimeo.com/video/76979871?app_id=122963"></iframe>' },
      'https://player.vimeo.com/video/76979871?app_id=122963',
    ],
    [
      'Dailymotion',
      'https://www.dailymotion.com/video/x8abcde',
      { type: 'video', html: "<iframe frameborder='0' src='https://geo.dailymotion.com/player.html?video=x8abcde'>" },
      'https://geo.dailymotion.com/player.html?video=x8abcde',
    ],
    [
      'Spotify',
      'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
      {
        type: 'rich',
        width: '100%',
        height: 152,
        html: '<iframe style="border-radius: 12px" width="100%" height="152" src="https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC?utm_source=oembed"></iframe>',
      },
      'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC?utm_source=oembed',
    ],
    [
      'Flickr',
      'https://flic.kr/p/4yVr8K',
      {
        type: 'photo',
        web_page: 'https://www.flickr.com/photos/bees/2341623661/',
        html: '<a data-flickr-embed="true" href="https://www.flickr.com/photos/bees/2341623661/"><img src="x"></a><script async src="https://embedr.flickr.com/assets/client-code.js"></script>',
      },
      'https://embedr.flickr.com/photos/2341623661',
    ],
    [
      'Instagram',
      'https://www.instagram.com/p/CgL9BRHJ4ns/',
      { type: 'rich', html: '<blockquote class="instagram-media"></blockquote>' },
      'https://www.instagram.com/p/CgL9BRHJ4ns/embed',
    ],
  ])('answers the player of a %s page', async (providerName, page, answer, embedUrl) => {
    provider.answer(page, { body: answer });
    const response = await lookUp(page);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ providerName, type: answer.type, embedUrl });
    expect(provider.requestsFor(page)).toHaveLength(1);
  });

  it('gives Instagram the access token and Spotify a width it cannot state in pixels as unknown', async () => {
    const [instagram] = provider.requestsFor('https://www.instagram.com/p/CgL9BRHJ4ns/');
    expect(instagram?.params.get('access_token')).toBe(INSTAGRAM_TOKEN);
    const spotify = await lookUp('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    expect(spotify.json()).toMatchObject({ width: null, height: 152, title: null, thumbnailUrl: null });
  });

  const NOT_RECOGNISED = {
    code: 'NOT_FOUND',
    messageKey: 'errors.embedLinkNotRecognised',
    detail: 'This link was not recognised: use the address of a video or photo page from one of the providers listed.',
  };
  const NO_ANSWER = {
    code: 'UPSTREAM_FAILED',
    messageKey: 'errors.embedProviderDidNotAnswer',
    detail: "The video's provider did not answer. Try again in a moment.",
  };

  it.each([
    ['a page of no known provider', 'https://videos.example/watch?v=abc'],
    ['a provider page that is not media', 'https://www.youtube.com/feed/trending'],
    ['text that is not a URL', 'not a link & <more> "quoted"'],
    ['a non-web URL', 'ftp://www.youtube.com/watch?v=abc'],
  ])('answers 404 "not recognised" without asking anyone for %s', async (_case, page) => {
    const before = provider.requests.length;
    const response = await lookUp(page);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject(NOT_RECOGNISED);
    expect(provider.requests.length).toBe(before);
  });

  it.each([
    ['the provider has no such video', 'https://youtu.be/missing1234', { status: 404, raw: 'Not Found' }],
    [
      'the player is on a host that may not be embedded',
      'https://youtu.be/foreign1234',
      { body: { type: 'video', html: '<iframe src="https://evil.example/embed/foreign1234"></iframe>' } },
    ],
    [
      'the player is not https',
      'https://youtu.be/plainhttp12',
      { body: { type: 'video', html: '<iframe src="http://www.youtube.com/embed/plainhttp12"></iframe>' } },
    ],
  ])('answers 404 "not recognised" when %s', async (_case, page, reply) => {
    provider.answer(page, reply);
    const response = await lookUp(page);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject(NOT_RECOGNISED);
    expect(provider.requestsFor(page)).toHaveLength(1);
  });

  it.each([
    ['the provider is down', 'https://youtu.be/hangsup1234', { hangUp: true }],
    ['the provider fails', 'https://youtu.be/fails123456', { status: 503, raw: 'Service Unavailable' }],
    ['the answer is not JSON', 'https://youtu.be/notjson1234', { raw: '<html>hello</html>' }],
    ['the answer is not oEmbed', 'https://youtu.be/notoembed12', { body: { hello: 'world' } }],
    [
      'the answer is too large',
      'https://youtu.be/toolarge123',
      { body: { ...youtubeAnswer('toolarge123'), padding: 'x'.repeat(MAX_OEMBED_ANSWER_BYTES) } },
    ],
  ])('answers 502 "the provider did not answer" when %s', async (_case, page, reply) => {
    provider.answer(page, reply);
    const response = await lookUp(page);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject(NO_ANSWER);
    expect(provider.requestsFor(page)).toHaveLength(1);
  });

  it('answers 502 when the provider is slower than the timeout, without waiting for it', async () => {
    const page = 'https://youtu.be/slowslow123';
    provider.answer(page, { body: youtubeAnswer('slowslow123'), delayMs: 3000 });
    const started = Date.now();
    const response = await lookUp(page);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject(NO_ANSWER);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers 401 to someone not signed in, without asking the provider', async () => {
    const page = 'https://youtu.be/anonymous12';
    provider.answer(page, { body: youtubeAnswer('anonymous12') });
    const response = await lookUp(page, null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(provider.requestsFor(page)).toHaveLength(0);
  });

  it('answers 400 when no url is given', async () => {
    const response = await lookUp(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'url' }] });
  });

  it('is open to every signed-in role, staff included', async () => {
    const staff = await buildUser(ctx.db, { subscriptionId: driver.subscriptionId, roleGroup: RoleGroupName.Staff });
    const response = await lookUp('https://www.youtube.com/watch?v=dQw4w9WgXcQ', staff.cookie);
    expect(response.statusCode).toBe(200);
  });
});

describe('createEmbedResolver', () => {
  it('embeds no Instagram post when no access token is configured, without asking Instagram', async () => {
    const resolveEmbed = createEmbedResolver({
      endpoints: provider.endpoints,
      timeoutMs: TIMEOUT_MS,
      instagramAccessToken: undefined,
    });
    const page = 'https://www.instagram.com/reel/NoToken1234/';
    provider.answer(page, { body: { type: 'rich', html: '<blockquote></blockquote>' } });
    expect(await resolveEmbed(page, pino({ level: 'silent' }))).toEqual({ embed: null, reason: 'notRecognised' });
    expect(provider.requestsFor(page)).toHaveLength(0);
  });
});
