import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RoleGroupName } from '@roadmark/domain/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { sample } from '../../../test/media-samples.ts';

const MB = 1024 * 1024;

interface StreamedUpload {
  status: number;
  detail: string;
  /** How much of the body the client had sent when the answer arrived. */
  bytesSent: number;
}

/**
 * Sends a multipart upload over a real connection the way a slow browser does, a chunk at a time, for up to
 * `totalBytes`, and stops sending as soon as the server answers.
 */
function streamUpload(port: number, cookie: string, totalBytes: number): Promise<StreamedUpload> {
  const boundary = 'roadmark-streaming-test';
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const request = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/api/files/upload?purpose=content',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-roadmark-csrf': '1',
        cookie,
      },
    });
    request.on('response', (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        const body = JSON.parse(Buffer.concat(parts).toString());
        resolve({ status: response.statusCode ?? 0, detail: body.detail, bytesSent });
      });
    });
    // The server may close the connection once it has answered; what matters is the answer.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024);
    const send = () => {
      if (answered) return request.destroy();
      if (bytesSent >= totalBytes) return request.end(`\r\n--${boundary}--\r\n`);
      bytesSent += chunk.length;
      request.write(chunk, () => setImmediate(send));
    };
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="endless.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    request.write(sample('mp4'), send);
  });
}

describe('uploads over a real connection', () => {
  const { ctx, snapshot } = useFilesApp({ UPLOAD_MAX_VIDEO_MB: '1' });
  let author: BuiltUser;
  let port: number;

  beforeAll(async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    author = await buildUser(ctx.db, { subscriptionId, roleGroup: RoleGroupName.Staff });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  it('refuses an over-size video as soon as it passes the limit, long before the client has finished', async () => {
    const before = await snapshot();
    const result = await streamUpload(port, author.cookie, 64 * MB);
    expect(result.status).toBe(413);
    expect(result.detail).toBe('endless.mp4 is larger than the 1 MB allowed for a video.');
    expect(result.bytesSent).toBeLessThan(8 * MB);
    expect(await snapshot()).toEqual(before);
  });
});
