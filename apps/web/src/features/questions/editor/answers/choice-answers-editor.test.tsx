import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentUpload, stubUploads } from '../../../../test/fake-upload-request';
import { renderWithProviders } from '../../../../test/render';
import { typeRichText } from '../../../../test/type-rich-text';
import { type AnswerValue, newAnswer } from '../question-editor-values';
import { ChoiceAnswersEditor } from './choice-answers-editor';

afterEach(() => vi.unstubAllGlobals());

function renderAnswers(initial: AnswerValue[], showScaleImage = false) {
  const sent: AnswerValue[][] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <ChoiceAnswersEditor
        heading="Answers"
        addLabel="Add answer"
        value={value}
        onChange={(next) => {
          sent.push(next);
          setValue(next);
        }}
        options={{ questionType: 'MultipleChoiceImage', parts: 1, showScaleImage }}
        errors={{}}
      />
    );
  }
  renderWithProviders(<Harness />);
  return sent;
}

describe('ChoiceAnswersEditor', () => {
  it('edits answer text as rich text: what was stored shows as typed, and what is typed comes back as HTML', async () => {
    const sent = renderAnswers([newAnswer({ answerText: '<p>Stop &amp; "look" &lt;twice&gt;</p>', displayOrder: 1 })]);
    const text = screen.getByRole('textbox', { name: 'Text of Answer 1' });
    expect(text.textContent).toBe('Stop & "look" <twice>');
    await typeRichText(text, 'Keep under 30 <then brake> & it\'s "fine" – 慢慢开');
    await waitFor(() =>
      expect(sent.at(-1)?.[0]?.answerText).toBe('<p>Keep under 30 &lt;then brake&gt; &amp; it\'s "fine" – 慢慢开</p>'),
    );
  });

  it('uploads a picture for an answer and keeps its id with the answer', async () => {
    stubUploads();
    const sent = renderAnswers([newAnswer({ answerText: '<p>Left</p>', displayOrder: 1 })]);
    const picture = screen.getByRole('group', { name: 'Picture for Answer 1' });
    const input = picture.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input for the answer picture');
    fireEvent.change(input, { target: { files: [new File(['png'], 'left.png', { type: 'image/png' })] } });
    (await sentUpload()).respond(200, [
      { id: 'b1', filename: 'left.png', mimeType: 'image/png', url: '/api/blobs/b1' },
    ]);
    expect(await within(picture).findByRole('img', { name: 'Preview of Picture for Answer 1' })).toBeTruthy();
    expect(sent.at(-1)?.[0]?.answerTextImageBlobReferenceId).toBe('b1');
  });

  it('shows a scale position its scale image instead of a second picture control', () => {
    renderAnswers([newAnswer({ answerText: '<p>Calm</p>', displayOrder: 1 })], true);
    expect(screen.getByRole('group', { name: 'Image of Answer 1' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Picture for Answer 1' })).toBeNull();
  });
});
