import { QuestionType } from '@roadmark/domain/content/question-types';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { newAnswer } from '../question-editor-values';
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
