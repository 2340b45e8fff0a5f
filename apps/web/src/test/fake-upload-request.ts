import { waitFor } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The upload endpoint, faked at the network boundary (uploadFiles uses XMLHttpRequest for its progress): each
 * request reports progress, then answers once the test calls `respond`.
 */
export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeUploadRequest.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Replaces XMLHttpRequest with FakeUploadRequest until `vi.unstubAllGlobals()`. */
export function stubUploads(): void {
  FakeUploadRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
}

/** The first upload request once the code under test has sent it. */
export function sentUpload(): Promise<FakeUploadRequest> {
  return waitFor(() => {
    const sent = FakeUploadRequest.sent[0];
    if (!sent) throw new Error('nothing uploaded yet');
    return sent;
  });
}
