import type {
  PlayerAnswer,
  PlayerQuestion,
  PlayerResponseEvent,
  QuestionPageProps,
} from '@roadmark/domain/delivery/player-model';
import { fireEvent, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { InnerNextProvider, useInnerNextShown } from './inner-next';
import { questionPageFor } from './question-page-for';
import { type ChildPageFor, SequencePage, sequenceOpening } from './sequence-page';

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
const timedHazards: PlayerQuestion = { ...hazards, timeLimitSeconds: 20, maximumClicks: 3 };
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
  pageFor: ChildPageFor;
  revisited: boolean;
  onChange: (change: Change) => void;
  onComplete: () => void;
}) {
  const [responses, setResponses] = useState(props.initial);
  return (
    <SequencePage
      presented={{ assessmentItemId: 'item-3', question: props.question }}
      responses={responses}
      revisited={props.revisited}
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
  options: { initial?: PlayerResponseEvent[]; pageFor?: ChildPageFor; revisited?: boolean } = {},
) {
  const spies = { onChange: vi.fn<(change: Change) => void>(), onComplete: vi.fn() };
  renderWithProviders(
    <Harness
      question={root}
      initial={options.initial ?? []}
      pageFor={options.pageFor ?? questionPageFor}
      revisited={options.revisited ?? false}
      {...spies}
    />,
  );
  return spies;
}

/** A response stored before the reload, for one of the sequence's questions. */
const stored = (id: string, questionId: string, fields: Partial<PlayerResponseEvent> = {}): PlayerResponseEvent => ({
  id,
  questionId,
  assessmentItemId: 'item-3',
  questionAnswerId: null,
  responseTimeSeconds: null,
  clickPositionX: null,
  clickPositionY: null,
  textInput: null,
  subQuestionNumber: 1,
  eventDate: '2026-01-01T10:00:00.000Z',
  ...fields,
});
const hazardClick = (id: string, x: number, y: number) =>
  stored(id, 'q-hazards', { clickPositionX: x, clickPositionY: y });

const nextQuestion = () => screen.getByRole('button', { name: 'Next question' }) as HTMLButtonElement;

/** The player's side of the Next button, as session-player.tsx keeps it: hidden while a sequence shows its own. */
function WithPlayerNext({ children }: { children: ReactNode }) {
  const [innerNextShown, report] = useInnerNextShown();
  return (
    <InnerNextProvider value={report}>
      {children}
      {!innerNextShown && <button type="button">Next</button>}
    </InnerNextProvider>
  );
}

describe('SequencePage', () => {
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
    // Revisited, so that it opens at its first question with every question's responses stored.
    renderSequence(sequence([signs, hazards]), {
      initial: [stored('r-1', 'q-signs'), hazardClick('r-2', 1, 1), stored('r-3', 'q-signs')],
      pageFor: () => StubPage,
      revisited: true,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Finish q-signs' }));
    expect(seen['q-signs']).toEqual(['r-1', 'r-3']);
    fireEvent.click(nextQuestion());
    expect(seen['q-hazards']).toEqual(['r-2']);
  });

  it('resumes after a reload at the question after the last answered one, the earlier ones done and not reopened', () => {
    const info = question('q-info', 'LearningText', { questionText: '<p>Mind the cyclists.</p>' });
    // The information page records nothing and the location question was left after one click (a reload before
    // 'I have finished'): both count as done, since the driver got past them.
    const { onChange, onComplete } = renderSequence(sequence([info, timedHazards, signs]), {
      initial: [hazardClick('r-1', 400, 300)],
    });
    expect(screen.getByRole('heading', { name: 'Question 3 of 3' })).toBeTruthy();
    expect(screen.getByText('Which sign is this?')).toBeTruthy();
    expect(screen.queryByText('Mind the cyclists.')).toBeNull();
    expect(screen.queryByText('Click the hazards.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'Stop' }));
    expect(onChange).toHaveBeenLastCalledWith({
      added: [expect.objectContaining({ questionId: 'q-signs', questionAnswerId: 'a-stop' })],
      removed: [],
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('resumes at the next question of several, which the driver then answers as usual', () => {
    const { onComplete } = renderSequence(sequence([signs, timedHazards, feeling]), {
      initial: [stored('r-1', 'q-signs', { questionAnswerId: 'a-stop' })],
    });
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
    expect(screen.queryByText('Which sign is this?')).toBeNull();
    // The location question has not been started: it opens at its Start overlay.
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(nextQuestion().disabled).toBe(true);
    fireEvent.load(document.querySelector('img[src="/api/blobs/street"]') as HTMLImageElement);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.click(screen.getByRole('button', { name: 'I have finished' }));
    fireEvent.click(nextQuestion());
    expect(screen.getByRole('heading', { name: 'Question 3 of 3' })).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('opens at its last question, read-only where timed, and completes at once when every question has responses', () => {
    // The last question was answered only partly (two clicks, then a reload): it is not restarted.
    const { onChange, onComplete } = renderSequence(sequence([signs, timedHazards]), {
      initial: [
        stored('r-1', 'q-signs', { questionAnswerId: 'a-give-way' }),
        hazardClick('r-2', 400, 300),
        hazardClick('r-3', 800, 600),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toBeTruthy();
    expect(screen.queryByText('Which sign is this?')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'I have finished' })).toBeNull();
    expect(
      screen.getByText('You have already answered this question; your clicks are shown and can no longer be changed.'),
    ).toBeTruthy();
    expect(screen.getByText('2 of 3 clicks')).toBeTruthy();
    const surface = screen.getByRole('application', { name: 'Picture to click on' });
    surface.getBoundingClientRect = () => new DOMRect(0, 0, 960, 540);
    fireEvent.click(surface, { clientX: 96, clientY: 54 });
    expect(onChange).not.toHaveBeenCalled();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('lets a sequence inside a sequence resume by itself', () => {
    const inner = question('q-inner', 'SequenceOfQuestions', {
      questionText: '<p>Then at the junction</p>',
      children: [signs, timedHazards],
    });
    const { onComplete } = renderSequence(sequence([feeling, inner]), {
      initial: [stored('r-1', 'q-feeling', { questionAnswerId: 'f-1' }), stored('r-2', 'q-signs')],
    });
    // The outer sequence is at its last question; the inner one at its unanswered location question.
    expect(screen.getAllByRole('heading', { name: 'Question 2 of 2' })).toHaveLength(2);
    expect(screen.getByText('Then at the junction')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('revisited, opens at its first question with every question read-only where timed, and completes at once', () => {
    const { onChange, onComplete } = renderSequence(sequence([timedHazards, signs]), {
      initial: [hazardClick('r-1', 400, 300), stored('r-2', 'q-signs', { questionAnswerId: 'a-stop' })],
      revisited: true,
    });
    expect(screen.getByRole('heading', { name: 'Question 1 of 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.getByText('1 of 3 clicks')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
    fireEvent.click(nextQuestion());
    expect(screen.getByRole('heading', { name: 'Question 2 of 2' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Stop' }).getAttribute('aria-checked')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
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

describe('sequenceOpening', () => {
  const info = question('q-info', 'InformationText');
  const inner = question('q-inner', 'SequenceOfQuestions', { children: [feeling] });

  it('opens a fresh sequence, or one with no questions, at its first question', () => {
    expect(sequenceOpening([signs, hazards], [])).toEqual({ index: 0, allAnswered: false });
    expect(sequenceOpening([], [])).toEqual({ index: 0, allAnswered: false });
  });

  it('opens after the last question with a response, past questions that record nothing', () => {
    expect(sequenceOpening([signs, info, hazards], [stored('r-1', 'q-signs')])).toEqual({
      index: 1,
      allAnswered: false,
    });
    expect(sequenceOpening([info, hazards, signs], [hazardClick('r-1', 1, 1)])).toEqual({
      index: 2,
      allAnswered: false,
    });
  });

  it("counts a sequence inside as answered by its own questions' responses", () => {
    expect(sequenceOpening([inner, signs], [stored('r-1', 'q-feeling')])).toEqual({ index: 1, allAnswered: false });
    expect(sequenceOpening([signs, inner], [stored('r-1', 'q-feeling')])).toEqual({ index: 1, allAnswered: true });
  });

  it('opens at the last question when it has responses', () => {
    expect(sequenceOpening([signs, hazards], [stored('r-1', 'q-signs'), hazardClick('r-2', 1, 1)])).toEqual({
      index: 1,
      allAnswered: true,
    });
  });

  it("shows one Next button at a time: its own 'Next question' before the last question, the player's on the last", () => {
    renderWithProviders(
      <WithPlayerNext>
        <Harness
          question={sequence([signs, feeling])}
          initial={[]}
          pageFor={questionPageFor}
          revisited={false}
          onChange={() => {}}
          onComplete={() => {}}
        />
      </WithPlayerNext>,
    );
    expect(nextQuestion()).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Give way' }));
    fireEvent.click(nextQuestion());
    expect(screen.queryByRole('button', { name: 'Next question' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });
});
