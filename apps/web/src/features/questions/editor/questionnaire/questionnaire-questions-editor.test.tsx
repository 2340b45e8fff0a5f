import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { typeRichText } from '../../../../test/type-rich-text';
import { QIDS } from '../../question-test-data';
import { newAnswer, type QuestionnaireQuestionValue } from '../question-editor-values';
import { QuestionnaireQuestionModal } from './questionnaire-question-modal';
import { QuestionnaireQuestionsEditor } from './questionnaire-questions-editor';

function renderEditor(initial: QuestionnaireQuestionValue[] = []) {
  const sent: QuestionnaireQuestionValue[][] = [];
  function Page() {
    const [value, setValue] = useState(initial);
    return (
      <QuestionnaireQuestionsEditor
        value={value}
        onChange={(next) => {
          sent.push(next);
          setValue(next);
        }}
        errors={{}}
      />
    );
  }
  renderWithProviders(<Page />);
  return sent;
}

const dialog = (name: string) => screen.getByRole('dialog', { name });

const sleep: QuestionnaireQuestionValue = {
  linkId: QIDS.q3,
  id: QIDS.q1,
  displayOrder: 1,
  questionType: 'QuestionnaireScale',
  questionText: 'How well do you sleep?',
  answers: [newAnswer({ answerText: 'Badly', score: -50, displayOrder: 1 })],
};

describe('QuestionnaireQuestionsEditor', () => {
  it('requires the question text, offers the three sub-types, and adds a multiple-choice question with its answers', async () => {
    const sent = renderEditor();
    expect(screen.getByText('No questions in this questionnaire yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const modal = dialog('Add questionnaire question');
    const type = within(modal).getByRole('combobox', { name: /^Question type/ }) as HTMLInputElement;
    expect(type.value).toBe('Multiple choice');
    expect(type.required).toBe(true);
    fireEvent.click(type);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Input', 'Multiple choice', 'Scale']);
    fireEvent.click(type);
    expect(within(modal).getByRole('heading', { name: 'Answers' })).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'Save question' }));
    expect(within(modal).getByText('Question text is required')).toBeTruthy();
    expect(sent).toEqual([]);

    await typeRichText(
      within(modal).getByRole('textbox', { name: /^Question text/ }),
      'How often do you drive & "why" <at night>?',
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Add answer' }));
    await typeRichText(within(modal).getByRole('textbox', { name: 'Text of Answer 1' }), 'Often & "at night" <always>');
    fireEvent.click(within(modal).getByRole('button', { name: 'Save question' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual([
      expect.objectContaining({
        questionType: 'QuestionnaireMultipleChoice',
        questionText: '<p>How often do you drive &amp; "why" &lt;at night&gt;?</p>',
        answers: [expect.objectContaining({ answerText: '<p>Often &amp; "at night" &lt;always&gt;</p>', score: 0 })],
      }),
    ]);
    expect(screen.getByText('How often do you drive & "why" <at night>?')).toBeTruthy();
    expect(screen.getByText('Multiple choice')).toBeTruthy();
  });

  it('has no answers for an Input question, and saves it without any', async () => {
    const sent = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const modal = dialog('Add questionnaire question');
    fireEvent.click(within(modal).getByRole('button', { name: 'Add answer' }));
    fireEvent.click(within(modal).getByRole('combobox', { name: /^Question type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Input' }));
    expect(within(modal).queryByRole('heading', { name: 'Answers' })).toBeNull();
    expect(within(modal).queryByLabelText('Text of Answer 1')).toBeNull();
    await typeRichText(within(modal).getByRole('textbox', { name: /^Question text/ }), 'Your age');
    fireEvent.click(within(modal).getByRole('button', { name: 'Save question' }));
    expect(sent.at(-1)).toEqual([expect.objectContaining({ questionType: 'QuestionnaireInput', answers: [] })]);
    expect(screen.getByText('Input')).toBeTruthy();
  });

  it('drops a new question on Cancel', async () => {
    const sent = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
    const modal = dialog('Add questionnaire question');
    await typeRichText(within(modal).getByRole('textbox', { name: /^Question text/ }), 'Never mind');
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
    expect(screen.getByText('No questions in this questionnaire yet.')).toBeTruthy();
    expect(screen.queryByText('Never mind')).toBeNull();
  });

  it('edits a question in the modal, keeping it unchanged on Cancel', async () => {
    const sent = renderEditor([sleep]);
    expect(screen.getByText('Scale')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit How well do you sleep?' }));
    let modal = dialog('Edit questionnaire question');
    expect(within(modal).getByRole('textbox', { name: 'Text of Answer 1' }).textContent).toBe('Badly');
    await typeRichText(within(modal).getByRole('textbox', { name: /^Question text/ }), 'Changed');
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    expect(screen.getByText('How well do you sleep?')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit How well do you sleep?' }));
    modal = dialog('Edit questionnaire question');
    await typeRichText(within(modal).getByRole('textbox', { name: /^Question text/ }), 'How rested are you?');
    fireEvent.click(within(modal).getByRole('button', { name: 'Save question' }));
    expect(sent).toEqual([[{ ...sleep, questionText: '<p>How rested are you?</p>' }]]);
    expect(screen.getByText('How rested are you?')).toBeTruthy();
  });

  it('says the question type is required when a question has none', () => {
    const onSave = vi.fn();
    renderWithProviders(
      <QuestionnaireQuestionModal
        question={{ ...sleep, questionType: '' as QuestionnaireQuestionValue['questionType'] }}
        isNew={false}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save question' }));
    expect(screen.getByText('Question type is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });
});
