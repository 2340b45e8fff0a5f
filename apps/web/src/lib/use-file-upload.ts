import { useState } from 'react';
import { type BlobReference, type UploadPurpose, uploadFiles } from './upload-files';

export interface FileUpload {
  /** Uploads one file; resolves to its blob reference, or null when it failed (the failure is in `error`). */
  upload: (file: File) => Promise<BlobReference | null>;
  /** 0 to 100 while an upload runs, otherwise null. */
  progress: number | null;
  /** The last upload's failure, for ErrorAlert (it shows the server's problem message). */
  error: unknown;
}

/** One file upload at a time with its progress and failure, shared by the logo and content media fields. */
export function useFileUpload(purpose: UploadPurpose): FileUpload {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      const [blob] = await uploadFiles([file], purpose, setProgress);
      return blob ?? null;
    } catch (caught) {
      setError(caught);
      return null;
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, error };
}
