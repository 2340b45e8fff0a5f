import type {
  PlayerAnswer,
  PlayerQuestion,
  PlayerResponseEvent,
  QuestionPageProps,
} from '@roadmark/domain/delivery/player-model';
import { fireEvent } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';

export type PageChange = Parameters<QuestionPageProps['onChange']>[0];

export function playerQuestion(fields: Partial<PlayerQuestion> & Pick<PlayerQuestion, 'questionType'>): PlayerQuestion {
  return {
    id: 'question-1',
    name: 'Question one',
    questionText: '',
    preQuestionText: '',
    numberOfSubQuestions: 1,
    timeLimitSeconds: 30,
    maximumClicks: 10,
    imageUrl: null,
    videoUrl: null,
    questionTextImageUrl: null,
    answers: [],
    children: [],
    ...fields,
  };
}

export function playerAnswer(
  id: string,
  answerText: string,
  displayOrder: number,
  subQuestionNumber = 1,
): PlayerAnswer {
  return { id, answerText, answerTextImageUrl: null, displayOrder, subQuestionNumber };
}

export function choiceResponse(id: string, questionAnswerId: string, subQuestionNumber = 1): PlayerResponseEvent {
  return {
    id,
    questionId: 'question-1',
    assessmentItemId: 'item-1',
    questionAnswerId,
    responseTimeSeconds: null,
    clickPositionX: null,
    clickPositionY: null,
    textInput: null,
    subQuestionNumber,
    eventDate: '2026-01-01T10:00:00.000Z',
  };
}

interface HarnessOptions {
  responses?: PlayerResponseEvent[];
  revisited?: boolean;
}

/**
 * Renders a question page inside a stand-in player that applies each change to its responses, as the real player
 * does, and spies on what the page reports. `current()` is the player's responses now.
 */
export function renderQuestionPage(
  Page: ComponentType<QuestionPageProps>,
  question: PlayerQuestion,
  options: HarnessOptions = {},
) {
  const onChange = vi.fn<(change: PageChange) => void>();
  const onComplete = vi.fn<() => void>();
  let latest: PlayerResponseEvent[] = options.responses ?? [];
  function Harness() {
    const [responses, setResponses] = useState(latest);
    latest = responses;
    return (
      <Page
        presented={{ assessmentItemId: 'item-1', question }}
        responses={responses}
        revisited={options.revisited ?? false}
        onComplete={onComplete}
        onChange={(change) => {
          onChange(change);
          setResponses((current) => [...current.filter((r) => !change.removed.includes(r.id)), ...change.added]);
        }}
      />
    );
  }
  const result = renderWithProviders(<Harness />);
  return { ...result, onChange, onComplete, current: () => latest };
}

/** The browser playing a video: happy-dom has no media, so its time is set and the events fired by hand. */
export function videoAt(video: HTMLVideoElement, seconds: number, duration = 20) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  video.currentTime = seconds;
  fireEvent.timeUpdate(video);
}

/** The browser moving the video to `seconds` (a seek the page did not ask for), as a seek bar would. */
export function seekTo(video: HTMLVideoElement, seconds: number) {
  video.currentTime = seconds;
  fireEvent.seeking(video);
}
