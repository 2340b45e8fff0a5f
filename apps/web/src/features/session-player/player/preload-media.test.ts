import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerAnswer, playerQuestion } from '../question-pages/question-page-harness';
import { questionMedia, usePreloadNextMedia } from './preload-media';
import { type PlayerPage, playerPages } from './session-pages';

const street = playerQuestion({
  id: 'q-street',
  questionType: 'LocationResponseImage',
  imageUrl: '/api/blobs/street',
});
const clip = playerQuestion({
  id: 'q-clip',
  questionType: 'MultipleChoiceVideo',
  videoUrl: '/api/blobs/clip',
  imageUrl: '/api/blobs/clip-still',
  questionTextImageUrl: '/api/blobs/scale',
  answers: [{ ...playerAnswer('a1', 'Brake', 1), answerTextImageUrl: '/api/blobs/brake' }],
});
const sequence = playerQuestion({ id: 'q-seq', questionType: 'SequenceOfQuestions', children: [street, clip] });

function pages(...questions: (typeof street)[]): PlayerPage[] {
  return playerPages(
    questions.map((question, index) => ({ assessmentItemId: `item-${index}`, question })),
    'SummaryFeedback',
  );
}

describe('preloading the next question', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists a question's pictures and videos, its children's too, once each", () => {
    expect(questionMedia(sequence)).toEqual({
      images: ['/api/blobs/street', '/api/blobs/clip-still', '/api/blobs/scale', '/api/blobs/brake'],
      videos: ['/api/blobs/clip'],
    });
  });

  it("loads the next question page's media while this page shows, and stops when the page changes", () => {
    const fetches: { url: string; signal: AbortSignal }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        fetches.push({ url, signal: init.signal! });
        return new Promise(() => undefined);
      }),
    );
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        decoding = '';
        set src(url: string) {
          images.push(url);
        }
      },
    );
    const list = pages(street, clip);
    // On the start page the next question is the street: its picture loads.
    const { rerender } = renderHook(({ position }) => usePreloadNextMedia(list, position), {
      initialProps: { position: 0 },
    });
    expect(images).toEqual(['/api/blobs/street']);
    expect(fetches).toEqual([]);
    // On the street, the clip is next: its video is fetched and its pictures loaded.
    rerender({ position: 1 });
    expect(fetches.map((fetched) => fetched.url)).toEqual(['/api/blobs/clip']);
    expect(images).toContain('/api/blobs/clip-still');
    rerender({ position: 2 });
    expect(fetches[0]!.signal.aborted).toBe(true);
  });
});
