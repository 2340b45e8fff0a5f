import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { ImportResultFieldsFragment } from '../../../gql/graphql';
import { uploadFiles } from '../../../lib/upload-files';
import { ImportProgressQuery } from '../graphql/import-operations';

export type ImportPhase = 'idle' | 'uploading' | 'processing' | 'done';

export interface ImportRunState {
  phase: ImportPhase;
  file: File | null;
  uploadPercent: number;
  /** Rows saved so far and rows to save, once the server has read the file. */
  progress: { processedRows: number; totalRows: number } | null;
  result: ImportResultFieldsFragment | null;
  errors: unknown[];
}

const IDLE: ImportRunState = { phase: 'idle', file: null, uploadPercent: 0, progress: null, result: null, errors: [] };

/** How often the progress bar asks the server how far the import has got. */
const PROGRESS_POLL_MS = 700;

/**
 * One import: upload the file (`?purpose=import`, with upload progress), then run the import mutation
 * with an id made here, and meanwhile poll spreadsheetImportProgress with that id for the progress bar. A refusal at
 * either step ends in `errors`, shown in the page's error panel; the file stays chosen so it can be sent again.
 */
export function useSpreadsheetImport(
  runImport: (blobId: string, importId: string) => Promise<ImportResultFieldsFragment | null | undefined>,
) {
  const [state, setState] = useState<ImportRunState>(IDLE);
  const [importId, setImportId] = useState<string | null>(null);
  const polled = useQuery(ImportProgressQuery, {
    variables: { id: importId ?? '' },
    skip: state.phase !== 'processing' || !importId,
    pollInterval: PROGRESS_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const progress = state.phase === 'processing' ? (polled.data?.spreadsheetImportProgress ?? null) : state.progress;

  async function start(file: File) {
    const id = crypto.randomUUID();
    setImportId(id);
    setState({ ...IDLE, phase: 'uploading', file });
    try {
      const [blob] = await uploadFiles([file], 'import', (uploadPercent) =>
        setState((current) => ({ ...current, uploadPercent })),
      );
      setState((current) => ({ ...current, phase: 'processing' }));
      const result = await runImport(blob!.id, id);
      setState((current) => ({ ...current, phase: 'done', result: result ?? null }));
    } catch (error) {
      setState((current) => ({ ...current, phase: 'idle', errors: [error] }));
    }
  }

  const choose = (file: File | null) => setState({ ...IDLE, file });
  const reset = () => setState(IDLE);

  return { state: { ...state, progress }, start, choose, reset };
}
