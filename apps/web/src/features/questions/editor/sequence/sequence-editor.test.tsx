import { QuestionCategory, questionTypesInCategory } from '@roadmark/domain/content/question-types';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { listedQuestion, QIDS, questionBankAnswer } from '../../question-test-data';
import type { SequenceChildValue } from '../question-editor-values';
import { SequenceEditor } from './sequence-editor';

const SEQUENCE_ID = QIDS.q4;

const child = (id: string, linkId: string, name: string, displayOrder: number): SequenceChildValue => ({
  id: linkId,
  displayOrder,
  childQuestion: { id, name, questionType: 'MultipleChoiceVideo' },
});

const junction = child(QIDS.q1, '00000000-0000-4000-8000-00000000a001', 'Junction video', 10);
const night = child(QIDS.q2, '00000000-0000-4000-8000-00000000a002', 'Night drive', 20);

function renderEditor(initial: SequenceChildValue[]) {
  const sent: SequenceChildValue[][] = [];
  function Page() {
    const [value, setValue] = useState(initial);
    return (
      <SequenceEditor
        questionId={SEQUENCE_ID}
        value={value}
        onChange={(next) => {
          sent.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Page />, {
    mocks: [
      questionBankAnswer({ questionTypes: questionTypesInCategory(QuestionCategory.Question) }, [
        listedQuestion(QIDS.q1, 'Junction video', 'MultipleChoiceVideo'),
        listedQuestion(QIDS.q2, 'Night drive', 'MultipleChoiceVideo'),
        listedQuestion(QIDS.q3, 'Roundabout', 'LocationResponseImage'),
        listedQuestion(SEQUENCE_ID, 'This sequence', 'SequenceOfQuestions'),
      ]),
      questionBankAnswer({ questionTypes: questionTypesInCategory(QuestionCategory.Questionnaire) }, [
        listedQuestion(QIDS.q5, 'About you & "your car"', 'Questionnaire'),
      ]),
    ],
  });
  return sent;
}

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('SequenceEditor', () => {
  it('links each question to its editor in a new tab and reorders with Up and Down, disabled at the ends', () => {
    const sent = renderEditor([night, junction]);
    expect(linkNames()).toEqual(['Junction video', 'Night drive']);
    const link = screen.getByRole('link', { name: 'Junction video' });
    expect(link.getAttribute('href')).toBe(`/administration/questions/edit/${QIDS.q1}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(button('Move Junction video up').disabled).toBe(true);
    expect(button('Move Night drive down').disabled).toBe(true);

    fireEvent.click(button('Move Junction video down'));
    expect(linkNames()).toEqual(['Night drive', 'Junction video']);
    const moved = sent.at(-1) ?? [];
    expect(moved.map((c) => c.childQuestion.name)).toEqual(['Night drive', 'Junction video']);
    expect(moved[0]!.displayOrder).toBeLessThan(moved[1]!.displayOrder);
    expect(button('Move Night drive up').disabled).toBe(true);

    fireEvent.click(button('Move Junction video up'));
    expect(linkNames()).toEqual(['Junction video', 'Night drive']);

    fireEvent.click(button('Remove Junction video from the sequence'));
    expect(linkNames()).toEqual(['Night drive']);
  });

  it('picks questions for the sequence, never itself, and keeps the order they were added in', async () => {
    const sent = renderEditor([junction, night]);
    fireEvent.click(button('Add questions'));
    const picker = screen.getByRole('dialog', { name: 'Select questions' });
    await within(picker).findByText('Roundabout');
    expect(within(picker).queryByText('This sequence')).toBeNull();
    expect(within(picker).getByRole('button', { name: 'Use 2 selected questions' })).toBeTruthy();
    fireEvent.click(within(picker).getByLabelText('Select Night drive'));
    fireEvent.click(within(picker).getByLabelText('Select Roundabout'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Use 2 selected questions' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(linkNames()).toEqual(['Junction video', 'Roundabout']);
    expect(sent.at(-1)).toEqual([
      junction,
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        displayOrder: expect.any(Number),
        childQuestion: { id: QIDS.q3, name: 'Roundabout', questionType: 'LocationResponseImage' },
      },
    ]);
  });

  it('adds questionnaires through their own picker, which leaves the questions alone, and links them to their editor', async () => {
    const sent = renderEditor([junction]);
    fireEvent.click(button('Add questionnaires'));
    const picker = screen.getByRole('dialog', { name: 'Select questionnaires' });
    fireEvent.click(await within(picker).findByLabelText('Select About you & "your car"'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Add 1 selected questionnaire' }));

    expect(linkNames()).toEqual(['Junction video', 'About you & "your car"']);
    expect(screen.getByRole('link', { name: 'About you & "your car"' }).getAttribute('href')).toBe(
      `/administration/questionnaires/edit/${QIDS.q5}`,
    );
    expect(sent.at(-1)?.map((c) => c.childQuestion.questionType)).toEqual(['MultipleChoiceVideo', 'Questionnaire']);

    // The questions' picker shows only questions selected, and keeps the questionnaire when it is used.
    fireEvent.click(button('Add questions'));
    const questions = screen.getByRole('dialog', { name: 'Select questions' });
    await within(questions).findByText('Roundabout');
    fireEvent.click(within(questions).getByRole('button', { name: 'Use 1 selected question' }));
    expect(linkNames()).toEqual(['Junction video', 'About you & "your car"']);
  });

  it('opens the picker in Add mode for an empty sequence', async () => {
    renderEditor([]);
    expect(screen.getByText('No questions in this sequence yet.')).toBeTruthy();
    fireEvent.click(button('Add questions'));
    const picker = screen.getByRole('dialog', { name: 'Select questions' });
    await within(picker).findByText('Roundabout');
    expect(within(picker).getByRole('button', { name: 'Add 0 selected questions' })).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('No questions in this sequence yet.')).toBeTruthy();
  });
});
