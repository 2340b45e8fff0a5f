import { describe, expect, it } from 'vitest';
import { type ChunkSummary, notForDriversOnDriverPages } from './driver-path-guard';

const LOGIN_PAGE = '/app/src/features/accounts/login-page.tsx';
const EDITOR = '/app/node_modules/@tiptap/core/dist/index.js';

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): ChunkSummary {
  return { fileName, moduleIds, imports, isEntry };
}

describe('notForDriversOnDriverPages', () => {
  it('finds the editor in a file a driver page imports', () => {
    const chunks = [
      chunk('index.js', ['/app/src/main.tsx'], [], true),
      chunk('login-page.js', [LOGIN_PAGE], ['shared.js']),
      chunk('shared.js', [EDITOR]),
    ];
    expect(notForDriversOnDriverPages(chunks)).toEqual([`shared.js: ${EDITOR}`]);
  });

  it('allows the editor in files only other pages load', () => {
    const chunks = [
      chunk('index.js', ['/app/src/main.tsx'], [], true),
      chunk('login-page.js', [LOGIN_PAGE]),
      chunk('question-editor-page.js', ['/app/src/features/questions/editor/question-editor-page.tsx', EDITOR]),
    ];
    expect(notForDriversOnDriverPages(chunks)).toEqual([]);
  });
});
