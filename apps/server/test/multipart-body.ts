export interface FormFile {
  filename: string;
  content: Buffer;
  /** What the browser claims; the server ignores it and sniffs the bytes. */
  contentType?: string;
  field?: string;
}

/** A multipart/form-data body as a browser sends it, for `inject`; each file goes in the field `files` by default. */
export function multipartBody(files: FormFile[]) {
  const boundary = `----roadmark${crypto.randomUUID().replaceAll('-', '')}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\n` +
        `Content-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
