import { QuestionType } from '@roadmark/domain/content/question-types';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { type AnswerValue, newAnswer } from '../question-editor-values';
import { ResponseWindowAnswersEditor } from './response-window-answers-editor';

/** A window as the server sends it back: every stored answer has a discrimination group, 0 by default. */
const stored = newAnswer({
  windowLeft: 100,
  windowTop: 200,
  windowRight: 180,
  windowBottom: 280,
  discriminationGroup: 0,
});

function renderEditor(discrimination: boolean) {
  const questionType = discrimination ? QuestionType.LocationDiscriminationImage : QuestionType.LocationResponseImage;
  renderWithProviders(
    <ResponseWindowAnswersEditor
      value={[stored]}
      onChange={() => {}}
      errors={{}}
      imageBlobReferenceId="00000000-0000-4000-8000-0000000000b1"
      scoring={{ questionType, parts: 1, showSuspicious: true }}
      discrimination={discrimination}
    />,
  );
}

describe('ResponseWindowAnswersEditor', () => {
  it('shows no group on the windows of a location response question, as stored or as drawn', () => {
    renderEditor(false);
    expect(screen.getByRole('button', { name: 'Window 1: left 100, top 200, right 180, bottom 280' })).toBeTruthy();
    expect(screen.queryByText(/group 0/)).toBeNull();
  });

  it('names the group of each window of a location discrimination question', () => {
    renderEditor(true);
    expect(
      screen.getByRole('button', { name: 'Window 1, group 0: left 100, top 200, right 180, bottom 280' }),
    ).toBeTruthy();
    expect(screen.getByText('Window 1 · group 0')).toBeTruthy();
  });
});

describe('ResponseWindowAnswersEditor order', () => {
  const left = newAnswer({
    displayOrder: 1,
    windowLeft: 10,
    windowTop: 10,
    windowRight: 110,
    windowBottom: 110,
    score: 100,
  });
  const right = newAnswer({
    displayOrder: 2,
    windowLeft: 500,
    windowTop: 10,
    windowRight: 600,
    windowBottom: 110,
    score: 40,
  });

  function Harness({ sent }: { sent: AnswerValue[][] }) {
    const [value, setValue] = useState([left, right]);
    return (
      <ResponseWindowAnswersEditor
        value={value}
        onChange={(next) => {
          sent.push(next);
          setValue(next);
        }}
        // Messages are keyed by the answer's place in the values (the form validates them in that order).
        errors={{ 'answers.1.windowRight': 'The window must lie inside the image' }}
        imageBlobReferenceId="00000000-0000-4000-8000-0000000000b1"
        scoring={{ questionType: QuestionType.LocationResponseImage, parts: 1 }}
        discrimination={false}
      />
    );
  }

  const row = (label: string) =>
    screen.getByText(label, { selector: 'p' }).closest('.mantine-Paper-root') as HTMLElement;

  it('moves windows up and down like answers, disabled at the ends, each message on the window it belongs to', () => {
    const sent: AnswerValue[][] = [];
    renderWithProviders(<Harness sent={sent} />);
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button('Move Window 1 up').disabled).toBe(true);
    expect(button('Move Window 2 down').disabled).toBe(true);
    expect(within(row('Window 2')).getByText('The window must lie inside the image')).toBeTruthy();

    fireEvent.click(button('Move Window 1 down'));
    const moved = sent.at(-1)!;
    expect(moved.map((answer) => answer.id)).toEqual([right.id, left.id]);
    expect(moved[0]!.displayOrder).toBeLessThan(moved[1]!.displayOrder);
    expect(within(row('Window 1')).getByText(/^Left 500, top 10/)).toBeTruthy();
    // The values now hold the left window second: its message shows on it, now Window 2.
    expect(within(row('Window 2')).getByText(/^Left 10, top 10/)).toBeTruthy();
    expect(within(row('Window 2')).getByText('The window must lie inside the image')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Window 1: left 500, top 10, right 600, bottom 110' })).toBeTruthy();
  });
});
