import type { PlayerQuestion } from '@roadmark/domain/delivery/player-model';
import { useEffect } from 'react';
import type { PlayerPage } from './session-pages';

export interface QuestionMedia {
  images: string[];
  videos: string[];
}

/** Every picture and video a question page shows, its children's included. */
export function questionMedia(question: PlayerQuestion): QuestionMedia {
  const images = [
    question.imageUrl,
    question.questionTextImageUrl,
    ...question.answers.map((answer) => answer.answerTextImageUrl),
  ].filter((url): url is string => !!url);
  const videos = question.videoUrl ? [question.videoUrl] : [];
  for (const child of question.children) {
    const media = questionMedia(child);
    images.push(...media.images);
    videos.push(...media.videos);
  }
  return { images: [...new Set(images)], videos: [...new Set(videos)] };
}

/**
 * Loads the next question's pictures and videos while the person is on this page, so a slow network does not eat
 * into a timed question (the browser and the service worker keep what was loaded).
 */
export function usePreloadNextMedia(pages: readonly PlayerPage[], position: number): void {
  useEffect(() => {
    const next = pages.slice(position + 1).find((page) => page.kind === 'question');
    if (next?.kind !== 'question') return;
    const { images, videos } = questionMedia(next.question.question);
    const controller = new AbortController();
    for (const url of images) {
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
    }
    for (const url of videos) {
      fetch(url, { credentials: 'same-origin', signal: controller.signal }).catch(() => undefined);
    }
    return () => controller.abort();
  }, [pages, position]);
}
