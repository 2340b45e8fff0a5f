import type {
  PlayerAnswer,
  PlayerQuestion,
  PlayerResponseEvent,
  QuestionPageProps,
} from '@roadmark/domain/delivery/player-model';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { QuestionnairePage, QuestionnaireQuestionPage } from './questionnaire-page';

const answer = (id: string, text: string, displayOrder: number): PlayerAnswer => ({
  id,
  answerText: `<p>${text}</p>`,
  answerTextImageUrl: null,
  displayOrder,
  subQuestionNumber: 1,
});

const subQuestion = (
  id: string,
  questionType: PlayerQuestion['questionType'],
  text: string,
  answers: PlayerAnswer[] = [],
): PlayerQuestion => ({
  id,
  name: id,
  questionType,
  questionText: `<p>${text}</p>`,
  preQuestionText: '',
  numberOfSubQuestions: 1,
  timeLimitSeconds: 0,
  maximumClicks: 0,
  imageUrl: null,
  videoUrl: null,
  questionTextImageUrl: null,
  answers,
  children: [],
});

const comments = subQuestion('q-comments', 'QuestionnaireInput', 'Anything else?');
const vehicle = subQuestion('q-vehicle', 'QuestionnaireMultipleChoice', 'What do you drive?', [
  answer('a-van', 'Van', 2),
  answer('a-car', 'Car', 1),
]);
// Listed out of display order: the scale is shown (and its middle taken) by displayOrder.
const confidence = subQuestion('q-confidence', 'QuestionnaireScale', 'How confident are you?', [
  answer('s-5', 'Very', 5),
  answer('s-1', 'Not at all', 1),
  answer('s-3', 'Somewhat', 3),
  answer('s-2', 'A little', 2),
  answer('s-4', 'Quite', 4),
]);

const questionnaire: PlayerQuestion = {
  ...subQuestion('q-survey', 'Questionnaire', 'About you'),
  children: [comments, vehicle, confidence],
};

const response = (id: string, questionId: string, fields: Partial<PlayerResponseEvent>): PlayerResponseEvent => ({
  id,
  questionId,
  assessmentItemId: 'item-7',
  questionAnswerId: null,
  responseTimeSeconds: null,
  clickPositionX: null,
  clickPositionY: null,
  textInput: null,
  subQuestionNumber: 1,
  eventDate: '2026-01-01T10:00:00.000Z',
  ...fields,
});

type Change = Parameters<QuestionPageProps['onChange']>[0];

function Harness(props: {
  page: typeof QuestionnairePage;
  question: PlayerQuestion;
  initial: PlayerResponseEvent[];
  onChange: (change: Change) => void;
  onComplete: () => void;
}) {
  const [responses, setResponses] = useState(props.initial);
  const Page = props.page;
  return (
    <Page
      presented={{ assessmentItemId: 'item-7', question: props.question }}
      responses={responses}
      revisited={false}
      onComplete={props.onComplete}
      onChange={(change) => {
        props.onChange(change);
        setResponses((current) => [...current.filter((r) => !change.removed.includes(r.id)), ...change.added]);
      }}
    />
  );
}

function renderPage(initial: PlayerResponseEvent[] = [], question = questionnaire, page = QuestionnairePage) {
  const spies = { onChange: vi.fn<(change: Change) => void>(), onComplete: vi.fn() };
  renderWithProviders(<Harness page={page} question={question} initial={initial} {...spies} />);
  return spies;
}

const textBox = () => screen.getByRole('textbox', { name: 'Anything else?' });
const radio = (name: string) => screen.getByRole('radio', { name });

afterEach(() => vi.useRealTimers());

describe('QuestionnairePage', () => {
  it('shows the questionnaire text and each sub-question as its kind of control', () => {
    renderPage();
    expect(screen.getByText('About you')).toBeTruthy();
    expect(textBox()).toBeTruthy();
    const vehicleGroup = screen.getByRole('radiogroup', { name: 'What do you drive?' });
    expect(vehicleGroup.textContent).toMatch(/Car.*Van/);
    const scaleGroup = screen.getByRole('radiogroup', { name: 'How confident are you?' });
    expect(scaleGroup.textContent).toMatch(/Not at all.*A little.*Somewhat.*Quite.*Very/);
  });

  it('pre-selects and records the middle of a scale when it has no response', () => {
    const { onChange } = renderPage();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      added: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          questionId: 'q-confidence',
          assessmentItemId: 'item-7',
          questionAnswerId: 's-3',
          responseTimeSeconds: null,
          clickPositionX: null,
          clickPositionY: null,
          textInput: null,
          subQuestionNumber: 1,
          eventDate: expect.any(String),
        },
      ],
      removed: [],
    });
    expect(radio('Somewhat').getAttribute('aria-checked')).toBe('true');
  });

  it('keeps a scale answer already given and records nothing', () => {
    const { onChange } = renderPage([response('r-scale', 'q-confidence', { questionAnswerId: 's-5' })]);
    expect(onChange).not.toHaveBeenCalled();
    expect(radio('Very').getAttribute('aria-checked')).toBe('true');
    expect(radio('Somewhat').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(radio('A little'));
    expect(onChange).toHaveBeenLastCalledWith({
      added: [expect.objectContaining({ questionId: 'q-confidence', questionAnswerId: 's-2' })],
      removed: ['r-scale'],
    });
  });

  it('completes once the multiple-choice sub-question is answered, with the text box left blank', () => {
    const { onChange, onComplete } = renderPage();
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByText('Answer every multiple-choice question to continue.')).toBeTruthy();
    fireEvent.click(radio('Van'));
    expect(onChange).toHaveBeenLastCalledWith({
      added: [
        expect.objectContaining({ questionId: 'q-vehicle', questionAnswerId: 'a-van', assessmentItemId: 'item-7' }),
      ],
      removed: [],
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Answer every multiple-choice question to continue.')).toBeNull();
    const vanEvent = onChange.mock.calls.at(-1)?.[0].added[0] as PlayerResponseEvent;
    fireEvent.click(radio('Car'));
    expect(onChange).toHaveBeenLastCalledWith({
      added: [expect.objectContaining({ questionId: 'q-vehicle', questionAnswerId: 'a-car' })],
      removed: [vanEvent.id],
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('is complete at once when the multiple-choice answers were given earlier', () => {
    const { onComplete } = renderPage([response('r-vehicle', 'q-vehicle', { questionAnswerId: 'a-car' })]);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(radio('Car').getAttribute('aria-checked')).toBe('true');
  });

  it('replaces the previous text response when the text box loses focus', () => {
    const { onChange } = renderPage([
      response('r-text', 'q-comments', { textInput: 'Old words' }),
      response('r-scale', 'q-confidence', { questionAnswerId: 's-3' }),
    ]);
    expect((textBox() as HTMLTextAreaElement).value).toBe('Old words');
    fireEvent.change(textBox(), { target: { value: '  New words  ' } });
    fireEvent.blur(textBox());
    expect(onChange).toHaveBeenCalledTimes(1);
    const first = onChange.mock.calls[0]?.[0] as Change;
    expect(first).toEqual({
      added: [expect.objectContaining({ questionId: 'q-comments', textInput: 'New words', questionAnswerId: null })],
      removed: ['r-text'],
    });
    fireEvent.blur(textBox());
    expect(onChange).toHaveBeenCalledTimes(1);
    fireEvent.change(textBox(), { target: { value: 'Newer words' } });
    fireEvent.blur(textBox());
    expect(onChange).toHaveBeenLastCalledWith({
      added: [expect.objectContaining({ textInput: 'Newer words' })],
      removed: [first.added[0]?.id],
    });
  });

  it('saves text once typing pauses, and clearing the box removes the text response', () => {
    vi.useFakeTimers();
    const { onChange } = renderPage([
      response('r-text', 'q-comments', { textInput: 'Old words' }),
      response('r-scale', 'q-confidence', { questionAnswerId: 's-3' }),
    ]);
    fireEvent.change(textBox(), { target: { value: 'Typing' } });
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(textBox(), { target: { value: 'Typing more' } });
    act(() => vi.advanceTimersByTime(999));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith({
      added: [expect.objectContaining({ textInput: 'Typing more' })],
      removed: ['r-text'],
    });
    const saved = onChange.mock.calls[0]?.[0].added[0] as PlayerResponseEvent;
    fireEvent.change(textBox(), { target: { value: '   ' } });
    fireEvent.blur(textBox());
    expect(onChange).toHaveBeenLastCalledWith({ added: [], removed: [saved.id] });
  });
});

describe('QuestionnaireQuestionPage', () => {
  it('shows one scale sub-question on its own, pre-selected and complete', () => {
    const { onChange, onComplete } = renderPage([], confidence, QuestionnaireQuestionPage);
    expect(onChange.mock.calls[0]?.[0].added[0]).toMatchObject({ questionId: 'q-confidence', questionAnswerId: 's-3' });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('waits for an answer to one multiple-choice sub-question', () => {
    const { onComplete } = renderPage([], vehicle, QuestionnaireQuestionPage);
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.click(radio('Car'));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
