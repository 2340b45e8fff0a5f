import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LearningPage } from './learning-page';
import { playerQuestion, renderQuestionPage, seekTo, videoAt } from './question-page-harness';

describe('LearningPage', () => {
  it('completes a video page when the video ends, and lets the driver seek', () => {
    const question = playerQuestion({
      questionType: 'LearningVideo',
      questionText: '<p>Mirrors, signal, manoeuvre.</p>',
      videoUrl: '/api/blobs/learning',
    });
    const { onComplete, onChange } = renderQuestionPage(LearningPage, question);
    expect(screen.getByText('Mirrors, signal, manoeuvre.')).toBeTruthy();
    expect(screen.getByText('Watch the video to the end to continue.')).toBeTruthy();
    const video = screen.getByLabelText('Video') as HTMLVideoElement;
    expect(video.controls).toBe(true);

    videoAt(video, 3);
    seekTo(video, 15);
    expect(video.currentTime).toBe(15);
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.ended(video);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Watch the video to the end to continue.')).toBeNull();
    fireEvent.ended(video);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('completes a video page opened again at once', () => {
    const question = playerQuestion({ questionType: 'InformationVideo', videoUrl: '/api/blobs/info' });
    const { onComplete } = renderQuestionPage(LearningPage, question, { revisited: true });
    expect(screen.getByLabelText('Video')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['LearningImage', '/api/blobs/picture'],
    ['InformationImage', '/api/blobs/picture'],
  ] as const)('shows the picture of a %s page and completes at once', (questionType, imageUrl) => {
    const { onComplete } = renderQuestionPage(
      LearningPage,
      playerQuestion({ questionType, imageUrl, questionText: '<p>Look at the signs.</p>' }),
    );
    expect(screen.getByText('Look at the signs.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture' }).getAttribute('src')).toBe(imageUrl);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it.each(['LearningText', 'InformationText'] as const)(
    'shows the text of a %s page and completes at once',
    (questionType) => {
      const { onComplete } = renderQuestionPage(
        LearningPage,
        playerQuestion({ questionType, questionText: '<p><strong>Keep</strong> your distance.</p>' }),
      );
      expect(screen.getByText('Keep').tagName).toBe('STRONG');
      expect(screen.queryByRole('img')).toBeNull();
      expect(onComplete).toHaveBeenCalledTimes(1);
    },
  );
});
