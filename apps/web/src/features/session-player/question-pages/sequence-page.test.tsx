import type {
  PlayerAnswer,
  PlayerQuestion,
  PlayerResponseEvent,
  QuestionPageProps,
} from '@roadmark/domain/delivery/player-model';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { type ChildPageFor, SequencePage } from './sequence-page';

const answer = (id: string, text: string, displayOrder: number): PlayerAnswer => ({
  id,
  answerText: `<p>${text}</p>`,
  answerTextImageUrl: null,
  displayOrder,
  subQuestionNumber: 1,
});

const question = (
  id: string,
  questionType: PlayerQuestion['questionType'],
  fields: Partial<PlayerQuestion> = {},
): PlayerQuestion => ({
  id,
  name: id,
  questionType,
  questionText: '',
  preQuestionText: '',
  numberOfSubQuestions: 1,
  timeLimitSeconds: 0,
  maximumClicks: 0,
  imageUrl: null,
  videoUrl: null,
  questionTextImageUrl: null,
  answers: [],
  children: [],
  ...fields,
});

const signs = question('q-signs', 'MultipleChoiceImage', {
  questionText: '<p>Which sign is this?</p>',
  imageUrl: '/api/blobs/sign',
  answers: [answer('a-stop', 'Stop', 1), answer('a-give-way', 'Give way', 2)],
});
const hazards = question('q-hazards', 'LocationResponseImage', {
  questionText: '<p>Click the hazards.</p>',
  imageUrl: '/api/blobs/street',
});
const feeling = question('q-feeling', 'QuestionnaireScale', {
  questionText: '<p>How did that feel?</p>',
  answers: [answer('f-1', 'Easy', 1), answer('f-2', 'Fine', 2), answer('f-3', 'Hard', 3)],
});
const sequence = (children: PlayerQuestion[]) =>
  question('q-sequence', 'SequenceOfQuestions', { questionText: '<p>A drive through town</p>', children });

type Change = Parameters<QuestionPageProps['onChange']>[0];

function Harness(props: {
  question: PlayerQuestion;
  initial: PlayerResponseEvent[];
  pageFor?: ChildPageFor;
  onChange: (change: Change) => void;
  onComplete: () => void;
}) {
  const [responses, setResponses] = useState(props.initial);
  return (
    <SequencePage
      presented={{ assessmentItemId: 'item-3', question: props.question }}
      responses={responses}
      revisited={false}
      pageFor={props.pageFor}
      onComplete={props.onComplete}
      onChange={(change) => {
        props.onChange(change);
        setResponses((current) => [...current.filter((r) => !change.removed.includes(r.id)), ...change.added]);
      }}
    />
  );
}

function renderSequence(
  root: PlayerQuestion,
  options: { initial?: PlayerResponseEvent[]; pageFor?: ChildPageFor } = {},
) {
  const spies = { onChange: vi.fn<(change: Change) => void>(), onComplete: vi.fn() };
  renderWithProviders(<Harness question={root} initial={options.initial ?? []} pageFor={options.pageFor} {...spies} />);
  return spies;
}

const nextQuestion = () => screen.getByRole('button', { name: 'Next question' }) as HTMLButtonElement;

describe('SequencePage', () => {
  // The page loads the player's page map on demand, as the player has by then; load it (and every page it names)
  // once here so a busy machine's first transform does not count against a test's time.
  beforeAll(() => import('./question-page-for'), 60_000);

  it('takes the driver through its questions, each on its own page, and completes after the last', async () => {
    const { onChange, onComplete } = renderSequence(sequence([signs, hazards, feeling]));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeTruthy();
    expect(screen.getByText('A drive through town')).toBeTruthy();
    expect(screen.getByText('Which sign is this?')).toBeTruthy();
    expect(nextQuestion().disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Give way' }));
    expect(onChange).toHaveBeenLastCalledWith({
      added: [
        expect.objectContaining({ questionId: 'q-signs', assessmentItemId: 'item-3', questionAnswerId: 'a-give-way' }),
      ],
      removed: [],
    });
    expect(nextQuestion().disabled).toBe(false);
    fireEvent.click(nextQuestion());

    const second = screen.getByRole('heading', { name: 'Question 2 of 3' });
    expect(document.activeElement).toBe(second);
    expect(screen.queryByText('Which sign is this?')).toBeNull();
    expect(nextQuestion().disabled).toBe(true);
    fireEvent.load(document.querySelector('img[src="/api/blobs/street"]') as HTMLImageElement);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const surface = screen.getByRole('application', { name: 'Picture to click on' });
    surface.getBoundingClientRect = () => new DOMRect(0, 0, 960, 540);
    fireEvent.click(surface, { clientX: 96, clientY: 54 });
    expect(onChange).toHaveBeenLastCalledWith({
      added: [
        expect.objectContaining({
          questionId: 'q-hazards',
          assessmentItemId: 'item-3',
          clickPositionX: 192,
          clickPositionY: 108,
        }),
      ],
      removed: [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'I have finished' }));
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.click(nextQuestion());

    expect(screen.getByRole('heading', { name: 'Question 3 of 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith({
      added: [
        expect.objectContaining({ questionId: 'q-feeling', assessmentItemId: 'item-3', questionAnswerId: 'f-2' }),
      ],
      removed: [],
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('gives each child only its own responses and renders it with the page for its type', async () => {
    const seen: Record<string, string[]> = {};
    const StubPage = ({ presented, responses, onComplete }: QuestionPageProps) => {
      seen[presented.question.id] = responses.map((r) => r.id);
      return (
        <button type="button" onClick={onComplete}>
          {`Finish ${presented.question.id}`}
        </button>
      );
    };
    const earlier = (id: string, questionId: string): PlayerResponseEvent => ({
      id,
      questionId,
      assessmentItemId: 'item-3',
      questionAnswerId: null,
      responseTimeSeconds: null,
      clickPositionX: 1,
      clickPositionY: 1,
      textInput: null,
      subQuestionNumber: 1,
      eventDate: '2026-01-01T10:00:00.000Z',
    });
    const { onComplete } = renderSequence(sequence([signs, hazards]), {
      initial: [earlier('r-1', 'q-signs'), earlier('r-2', 'q-hazards'), earlier('r-3', 'q-signs')],
      pageFor: () => StubPage,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish q-signs' }));
    expect(seen['q-signs']).toEqual(['r-1', 'r-3']);
    fireEvent.click(nextQuestion());
    expect(seen['q-hazards']).toEqual(['r-2']);
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Finish q-hazards' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('does not hold the driver up on a child that has no page', async () => {
    const { onComplete } = renderSequence(sequence([question('q-odd', 'LearningText')]), { pageFor: () => null });
    expect(await screen.findByText('This question cannot be shown here.')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('is complete at once when it has no questions', async () => {
    const { onComplete } = renderSequence(sequence([]));
    expect(await screen.findByText('This sequence has no questions.')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
