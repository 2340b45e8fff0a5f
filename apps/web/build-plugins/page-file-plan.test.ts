import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readPageFilePlan } from './page-file-plan';

describe('readPageFilePlan', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'page-file-plan-'));
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('reads the plan the first pass wrote', () => {
    const file = path.join(directory, 'plan.json');
    writeFileSync(file, JSON.stringify({ '/pin.ts': 'sign-in' }));
    expect(readPageFilePlan(file)).toEqual(new Map([['/pin.ts', 'sign-in']]));
  });

  it('builds without merging, and says so, when there is no plan', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPageFilePlan(path.join(directory, 'missing.json'))).toEqual(new Map());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('npm run build'));
  });

  it('fails on a plan it cannot read rather than building without it', () => {
    const file = path.join(directory, 'broken.json');
    writeFileSync(file, '{');
    expect(() => readPageFilePlan(file)).toThrow();
  });
});
