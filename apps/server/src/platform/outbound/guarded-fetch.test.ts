import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type HttpReceiver, startHttpReceiver } from '../../../test/http-receiver.ts';
import { guardedFetch, OutboundRequestError } from './guarded-fetch.ts';
import { type OutboundPolicy, outboundPolicy, parseOutboundAllowlist } from './outbound-policy.ts';

const policyAllowing = (allowlist: string, overrides: Partial<OutboundPolicy> = {}) =>
  outboundPolicy(parseOutboundAllowlist(allowlist).allowlist, overrides);

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundRequestError);
  return error as OutboundRequestError;
}

describe('guardedFetch', () => {
  let receiver: HttpReceiver;
  beforeAll(async () => {
    receiver = await startHttpReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    receiver.requests.length = 0;
    receiver.respond = (_request, res) => void res.end('ok');
  });

  it('refuses a loopback address that is not allow-listed, without connecting', async () => {
    const error = await failureOf(guardedFetch(`${receiver.url}/hook`, {}, policyAllowing('')));
    expect(error.failure).toBe('refused');
    expect(error.message).toBe('Refused to call 127.0.0.1: it is a loopback address; OUTBOUND_ALLOWLIST can permit it');
    expect(receiver.requests).toEqual([]);
  });

  it('refuses a name that resolves to loopback', async () => {
    const error = await failureOf(guardedFetch(`http://localhost:${receiver.port}/hook`, {}, policyAllowing('')));
    expect(error.message).toBe(
      'Refused to call localhost: it resolves to a loopback address; OUTBOUND_ALLOWLIST can permit it',
    );
    expect(receiver.requests).toEqual([]);
  });

  it.each([
    ['http://[::1]:9/', 'it is a loopback address'],
    ['http://[::ffff:127.0.0.1]:9/', 'it is a loopback address'],
    ['http://169.254.169.254/latest/meta-data/', 'it is a cloud metadata address'],
    ['http://[fd00:ec2::254]/', 'it is a cloud metadata address'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'it is a cloud metadata service'],
    ['http://10.0.0.1/', 'it is a private network address'],
    ['http://0.0.0.0:9/', 'it is an unspecified address'],
    ['http://2130706433:9/', 'it is a loopback address'],
    ['http://0x7f.1:9/', 'it is a loopback address'],
  ])('refuses %s: %s', async (url, reason) => {
    const error = await failureOf(guardedFetch(url, {}, policyAllowing('')));
    expect(error.failure).toBe('refused');
    expect(error.message).toContain(reason);
  });

  it('refuses a name when any one of its addresses is blocked', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '10.20.30.40', family: 4 },
    ];
    const error = await failureOf(guardedFetch('https://mixed.example/', {}, policyAllowing('', { resolve })));
    expect(error.message).toBe(
      'Refused to call mixed.example: it resolves to a private network address; OUTBOUND_ALLOWLIST can permit it',
    );
  });

  it.each([
    ['file:///etc/passwd', 'Only http and https addresses can be called, not file:'],
    ['ftp://files.example/', 'Only http and https addresses can be called, not ftp:'],
    ['not a url', 'The address is not a valid URL'],
    ['http://user:secret@hooks.example/', 'The address of hooks.example must not carry a user name or password'],
  ])('refuses the address %s', async (url, message) => {
    const error = await failureOf(guardedFetch(url, {}, policyAllowing('')));
    expect(error).toMatchObject({ failure: 'invalid-url', message });
  });

  it.each([
    ['the address', '127.0.0.1'],
    ['a CIDR range', '127.0.0.0/8'],
  ])('calls loopback when %s is allow-listed, sending method, headers and body', async (_, allowlist) => {
    receiver.respond = (_request, res) => {
      res.writeHead(201, { 'content-type': 'text/plain' });
      res.end('created');
    };
    const response = await guardedFetch(
      `${receiver.url}/results?id=7`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"score":80}' },
      policyAllowing(allowlist),
    );
    expect(response).toMatchObject({ status: 201, body: 'created' });
    expect(receiver.requests).toMatchObject([
      {
        method: 'POST',
        path: '/results?id=7',
        headers: { 'content-type': 'application/json', host: `127.0.0.1:${receiver.port}` },
        body: '{"score":80}',
      },
    ]);
  });

  it('calls a name on the allow-list whatever it resolves to', async () => {
    const response = await guardedFetch(`http://localhost:${receiver.port}/`, {}, policyAllowing('localhost'));
    expect(response.status).toBe(200);
    expect(receiver.requests).toHaveLength(1);
  });

  it('returns an error status for the caller to judge', async () => {
    receiver.respond = (_request, res) => {
      res.writeHead(500);
      res.end('broken');
    };
    expect(await guardedFetch(receiver.url, {}, policyAllowing('127.0.0.1'))).toMatchObject({
      status: 500,
      body: 'broken',
    });
  });

  it('does not follow a redirect, and says so', async () => {
    const elsewhere = await startHttpReceiver();
    try {
      receiver.respond = (_request, res) => {
        res.writeHead(302, { location: `${elsewhere.url}/internal` });
        res.end();
      };
      const error = await failureOf(guardedFetch(`${receiver.url}/hook`, {}, policyAllowing('127.0.0.0/8')));
      expect(error).toMatchObject({
        failure: 'redirect',
        message: `127.0.0.1:${receiver.port} answered 302 (a redirect); redirects are not followed, so use the final address`,
      });
      expect(receiver.requests).toHaveLength(1);
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('gives up when the receiver does not answer in time', async () => {
    receiver.respond = () => {};
    const started = Date.now();
    const error = await failureOf(guardedFetch(receiver.url, {}, policyAllowing('127.0.0.1', { timeoutMs: 300 })));
    expect(error).toMatchObject({
      failure: 'timeout',
      message: `127.0.0.1:${receiver.port} did not answer within 0.3 s`,
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('gives up when the receiver sends the headers but never finishes the body', async () => {
    receiver.respond = (_request, res) => {
      res.writeHead(200);
      res.write('partial');
    };
    const error = await failureOf(guardedFetch(receiver.url, {}, policyAllowing('127.0.0.1', { timeoutMs: 300 })));
    expect(error.failure).toBe('timeout');
  });

  it.each([
    ['announced in content-length', true],
    ['streamed without a length', false],
  ])('refuses an answer over the size cap %s', async (_, announced) => {
    receiver.respond = (_request, res) => {
      if (announced) res.setHeader('content-length', 4096);
      for (let i = 0; i < 4; i++) res.write('x'.repeat(1024));
      res.end();
    };
    const policy = policyAllowing('127.0.0.1', { maxResponseBytes: 1000 });
    const error = await failureOf(guardedFetch(receiver.url, {}, policy));
    expect(error).toMatchObject({
      failure: 'too-large',
      message: `127.0.0.1:${receiver.port} answered with more than 1000 bytes`,
    });
  });

  it('reads an answer right at the size cap', async () => {
    receiver.respond = (_request, res) => void res.end('y'.repeat(1000));
    const response = await guardedFetch(receiver.url, {}, policyAllowing('127.0.0.1', { maxResponseBytes: 1000 }));
    expect(response.body).toHaveLength(1000);
  });

  it('reports a receiver that is not listening as unreachable', async () => {
    const gone = await startHttpReceiver();
    await gone.close();
    const error = await failureOf(guardedFetch(gone.url, {}, policyAllowing('127.0.0.1')));
    expect(error.failure).toBe('unreachable');
    expect(error.message).toBe(`127.0.0.1:${gone.port} could not be reached (ECONNREFUSED)`);
  });

  it('connects to the address it checked when the name resolves elsewhere a moment later (DNS rebinding)', async () => {
    const rebound = await startHttpReceiver('127.0.0.2', receiver.port);
    try {
      const answers = [[{ address: '127.0.0.1', family: 4 }]];
      let lookups = 0;
      const resolve = async () => {
        lookups++;
        return answers.shift() ?? [{ address: '127.0.0.2', family: 4 }];
      };
      const policy = policyAllowing('127.0.0.1', { resolve });
      const response = await guardedFetch(`http://rebind.test:${receiver.port}/hook`, {}, policy);
      expect(response.status).toBe(200);
      expect(lookups).toBe(1);
      expect(receiver.requests).toMatchObject([{ path: '/hook', headers: { host: `rebind.test:${receiver.port}` } }]);
      expect(rebound.requests).toEqual([]);
      const again = await failureOf(guardedFetch(`http://rebind.test:${receiver.port}/hook`, {}, policy));
      expect(again.message).toContain('it resolves to a loopback address');
      expect(rebound.requests).toEqual([]);
    } finally {
      await rebound.close();
    }
  });
});
