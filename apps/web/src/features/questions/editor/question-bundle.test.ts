import { describe, expect, it } from 'vitest';
import { questionBundle } from './question-bundle';
import { newAnswer, newQuestionValues, type QuestionEditorValues } from './question-editor-values';

describe('questionBundle (one save, one transaction)', () => {
  it('sends a new multiple-choice question with its answers and feedback as additions', () => {
    const values: QuestionEditorValues = {
      ...newQuestionValues('MultipleChoiceVideo'),
      name: 'Parked van',
      answers: [newAnswer({ id: 'a1', answerText: 'Brake', score: 100, isCorrect: true })],
      feedbacks: [
        {
          id: 'f1',
          minScore: 0,
          maxScore: 100,
          feedbackText: 'You scored {score}',
          imageBlobReference: null,
          videoBlobReference: null,
        },
      ],
    };
    const bundle = questionBundle(null, values);
    expect(bundle.question).toMatchObject({ id: values.id, name: 'Parked van', questionType: 'MultipleChoiceVideo' });
    expect(bundle.answers.added).toHaveLength(1);
    expect(bundle.answers.added[0]).toMatchObject({ id: 'a1', answerText: 'Brake', score: 100, isCorrect: true });
    expect(bundle.feedbacks.added).toEqual([
      {
        id: 'f1',
        minScore: 0,
        maxScore: 100,
        feedbackText: 'You scored {score}',
        imageBlobReferenceId: null,
        videoBlobReferenceId: null,
      },
    ]);
    expect(bundle.questionnaireQuestions).toEqual({ added: [], updated: [], removed: [] });
  });

  it("sends a questionnaire's changed sub-questions with their own answer changes, and removals by id", () => {
    const subQuestion = {
      linkId: 'l1',
      id: 's1',
      displayOrder: 1,
      questionType: 'QuestionnaireScale' as const,
      questionText: '<p>How alert do you feel?</p>',
      answers: [newAnswer({ id: 'a1', answerText: 'Very', score: 10 })],
    };
    const loaded: QuestionEditorValues = {
      ...newQuestionValues('Questionnaire'),
      questionnaireQuestions: [subQuestion, { ...subQuestion, linkId: 'l2', id: 's2', answers: [] }],
    };
    const edited: QuestionEditorValues = {
      ...loaded,
      questionnaireQuestions: [{ ...subQuestion, answers: [{ ...subQuestion.answers[0]!, score: -10 }] }],
    };
    const changes = questionBundle(loaded, edited).questionnaireQuestions;
    expect(changes.removed).toEqual(['s2']);
    expect(changes.updated).toHaveLength(1);
    expect(changes.updated[0]!.question).toEqual({
      id: 's1',
      name: 'How alert do you feel?',
      questionType: 'QuestionnaireScale',
      questionText: '<p>How alert do you feel?</p>',
    });
    expect(changes.updated[0]!.answers.updated).toMatchObject([{ id: 'a1', score: -10 }]);
    expect(questionBundle(loaded, loaded).questionnaireQuestions.updated).toEqual([]);
  });
});
