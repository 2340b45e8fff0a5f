import { QuestionCategory, questionTypesInCategory } from '@roadmark/domain/content/question-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, type RenderOptions, renderWithProviders } from '../../../test/render';
import { listedQuestion, questionBankAnswer, safetyMetricsAnswer } from '../../questions/question-test-data';
import { ASSESSMENT_KINDS, type AssessmentKind } from '../assessment-kinds';
import { AIDS, listedAssessment } from '../assessment-test-data';
import { AssessmentEditorQuery, SaveAssessmentMutation } from '../graphql/assessment-editor-operations';
import { AssessmentEditorPage } from './assessment-editor-page';

const UUID = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const NO_CHANGES = { added: [], updated: [], removed: [] };
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type SaveVariables = { model: Record<string, unknown> };

function saveAnswer(sent: SaveVariables[], result: object = { data: { saveAssessment: listedAssessment() } }) {
  return {
    request: {
      query: SaveAssessmentMutation,
      variables: (variables: SaveVariables) => {
        sent.push(variables);
        return true;
      },
    },
    result,
  };
}

function renderAdd(kind: AssessmentKind, mocks: RenderOptions['mocks'] = []) {
  const list = `/administration/${kind.path}`;
  return renderWithProviders(<AssessmentEditorPage kind={kind} />, {
    path: `${list}/add`,
    history: [list],
    routes: [{ path: list, element: <p>assessment list</p> }],
    mocks: [safetyMetricsAnswer(), ...mocks],
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const nameInput = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const itemHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('AssessmentEditorPage, Questions and activities tab', () => {
  it('builds a training module from picked learning activities and saves it in one saveAssessment', async () => {
    const sent: SaveVariables[] = [];
    const learningTypes = questionTypesInCategory(QuestionCategory.Learning);
    const { router } = renderAdd(ASSESSMENT_KINDS.training, [
      saveAnswer(sent),
      questionBankAnswer({ questionTypes: learningTypes }, [
        listedQuestion(id(11), 'Mirrors', 'LearningText'),
        listedQuestion(id(12), 'Blind spots', 'LearningVideo'),
      ]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Add training module' })).toBeTruthy();
    expect(tabNames()[0]).toBe('Training');
    fireEvent.change(nameInput(), { target: { value: 'Observation' } });
    fireEvent.click(tab('Questions and activities'));
    expect(screen.getAllByRole('button', { name: /^Add / }).map((addButton) => addButton.textContent)).toEqual([
      'Add learning',
      'Add questions',
      'Add information page',
      'Add questionnaires',
    ]);

    fireEvent.click(button('Add learning'));
    const picker = screen.getByRole('dialog', { name: 'Select learning' });
    fireEvent.click(await within(picker).findByLabelText('Select Mirrors'));
    fireEvent.click(within(picker).getByLabelText('Select Blind spots'));
    fireEvent.click(within(picker).getByRole('button', { name: 'Add 2 selected learning activities' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(itemHeadings()).toEqual(['Item 1: Show 1 learning activity out of a pool of 2 learning activities']);
    expect(screen.getByText('Mirrors, Blind spots')).toBeTruthy();

    fireEvent.click(button('Save'));
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/training'));
    expect(sent).toHaveLength(1);
    const model = sent[0]?.model as { items: { added: { id: string }[] } };
    const itemId = model.items.added[0]?.id;
    expect(model).toEqual({
      assessment: {
        id: UUID,
        name: 'Observation',
        assessmentType: 'TrainingModule',
        feedbackStyle: 'NoFeedback',
        isSmartIndividuality: false,
        text: expect.any(String),
        tileText: expect.any(String),
        imageBlobReferenceId: null,
        maxSuspiciousAnswers: 0,
        suspiciousAnswerText: '',
        highRiskBelow: 30,
        mediumRiskBelow: 70,
      },
      feedbacks: NO_CHANGES,
      tagLinks: NO_CHANGES,
      recommendations: NO_CHANGES,
      adjustments: NO_CHANGES,
      items: {
        added: [{ id: UUID, displayOrder: expect.any(Number), numberOfQuestionsToPresent: 1, counterbalanceGroup: '' }],
        updated: [],
        removed: [],
      },
      itemDriverMetricQuantities: NO_CHANGES,
      itemQuestions: {
        added: [
          { id: UUID, assessmentItemId: itemId, questionId: id(11) },
          { id: UUID, assessmentItemId: itemId, questionId: id(12) },
        ],
        updated: [],
        removed: [],
      },
    });
  });

  it('presents loaded items, orders them with Up and Down (disabled at the ends) and saves the new order', async () => {
    const sent: SaveVariables[] = [];
    const { router } = renderWithProviders(<AssessmentEditorPage kind={ASSESSMENT_KINDS.assessment} />, {
      path: '/administration/assessments/edit/:id',
      route: `/administration/assessments/edit/${AIDS.assessment}`,
      history: ['/administration/assessments'],
      routes: [{ path: '/administration/assessments', element: <p>assessment list</p> }],
      mocks: [
        safetyMetricsAnswer([{ id: AIDS.braking, name: 'Braking' }]),
        { request: { query: AssessmentEditorQuery, variables: { id: AIDS.assessment } }, result: { data: loaded } },
        saveAnswer(sent),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit assessment' })).toBeTruthy();
    expect(nameInput().value).toBe('Hazard perception');
    expect(
      screen.getByText(
        'This assessment may affect these driver safety metric scores: Braking, Observation & "scanning".',
      ),
    ).toBeTruthy();

    fireEvent.click(tab('Questions and activities'));
    expect(itemHeadings()).toEqual([
      'Item 1: Ask 2 questions out of a pool of 3 questions',
      'Item 2: Ask 2 questions out of a pool of 5 questions',
      'Item 3: Sleep habits',
    ]);
    expect(screen.getByText('Junction, Roundabout, Motorway')).toBeTruthy();
    expect(screen.getByText('Pool 1, Pool 2, Pool 3, and 2 more ...')).toBeTruthy();
    expect(button('Move Item 1 up').disabled).toBe(true);
    expect(button('Move Item 1 down').disabled).toBe(false);
    expect(button('Move Item 3 up').disabled).toBe(false);
    expect(button('Move Item 3 down').disabled).toBe(true);

    fireEvent.click(button('Show the details of Item 1'));
    const numberToPresent = (await screen.findByLabelText('Number to present for Item 1')) as HTMLInputElement;
    expect(numberToPresent.value).toBe('2');
    const link = screen.getByRole('link', { name: 'Junction' });
    expect(link.getAttribute('href')).toBe(`/administration/questions/edit/${id(21)}`);
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(button('Show the details of Item 2'));
    await screen.findByLabelText('Quantity for rule 1 of Item 2');
    expect(screen.queryByLabelText('Number to present for Item 2')).toBeNull();
    fireEvent.click(button('Show the details of Item 3'));
    expect((await screen.findByRole('link', { name: 'Sleep habits' })).getAttribute('href')).toBe(
      `/administration/questionnaires/edit/${id(31)}`,
    );
    expect(screen.queryByLabelText('Number to present for Item 3')).toBeNull();

    fireEvent.click(button('Move Item 3 up'));
    expect(itemHeadings()).toEqual([
      'Item 1: Ask 2 questions out of a pool of 3 questions',
      'Item 2: Sleep habits',
      'Item 3: Ask 2 questions out of a pool of 5 questions',
    ]);
    expect(button('Move Item 3 down').disabled).toBe(true);

    fireEvent.click(button('Save'));
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/assessments'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.model).toMatchObject({
      assessment: { id: AIDS.assessment, name: 'Hazard perception', assessmentType: 'Assessment' },
      expectedEditVersion: 7,
      items: {
        added: [],
        updated: expect.arrayContaining([
          { id: ITEMS.rules, displayOrder: 300, numberOfQuestionsToPresent: 2, counterbalanceGroup: '' },
          { id: ITEMS.single, displayOrder: 200, numberOfQuestionsToPresent: 1, counterbalanceGroup: '' },
        ]),
        removed: [],
      },
      itemQuestions: NO_CHANGES,
      itemDriverMetricQuantities: NO_CHANGES,
      feedbacks: NO_CHANGES,
      tagLinks: NO_CHANGES,
    });
    const items = (sent[0]?.model.items ?? {}) as { updated?: unknown[] };
    expect(items.updated).toHaveLength(2);
  });
});

const ITEMS = { pool: id(1), rules: id(2), single: id(3) };

function poolEntry(entryId: string, itemId: string, questionId: string, name: string, extra = {}) {
  return {
    __typename: 'AssessmentItemQuestion',
    id: entryId,
    assessmentItemId: itemId,
    question: {
      __typename: 'Question',
      id: questionId,
      name,
      questionType: 'MultipleChoiceVideo',
      driverMetricId: null,
      driverMetricName: null,
      scoredDriverMetricNames: [],
      ...extra,
    },
  };
}

const item = (itemId: string, displayOrder: number, numberOfQuestionsToPresent: number) => ({
  __typename: 'AssessmentItem',
  id: itemId,
  displayOrder,
  numberOfQuestionsToPresent,
  counterbalanceGroup: '',
});

const loaded = {
  assessment: {
    __typename: 'Assessment',
    id: AIDS.assessment,
    editVersion: 7,
    name: 'Hazard perception',
    assessmentType: 'Assessment',
    feedbackStyle: 'SummaryFeedback',
    isSmartIndividuality: false,
    text: '',
    tileText: '',
    imageBlobReferenceId: null,
    maxSuspiciousAnswers: 0,
    suspiciousAnswerText: '',
    highRiskBelow: 30,
    mediumRiskBelow: 70,
  },
  assessmentItems: [item(ITEMS.pool, 100, 2), item(ITEMS.rules, 200, 2), item(ITEMS.single, 300, 1)],
  assessmentItemDriverMetricQuantities: [
    {
      __typename: 'AssessmentItemDriverMetricQuantity',
      id: id(9),
      assessmentItemId: ITEMS.rules,
      driverMetricId: AIDS.braking,
      quantity: 2,
    },
  ],
  assessmentItemQuestions: [
    poolEntry(id(101), ITEMS.pool, id(21), 'Junction', {
      driverMetricId: AIDS.braking,
      driverMetricName: 'Braking',
      scoredDriverMetricNames: ['Braking'],
    }),
    // A sequence without a metric of its own: scoring counts its children's metrics, and so does the editor's text.
    poolEntry(id(102), ITEMS.pool, id(22), 'Roundabout', {
      questionType: 'SequenceOfQuestions',
      scoredDriverMetricNames: ['Braking', 'Observation & "scanning"'],
    }),
    poolEntry(id(103), ITEMS.pool, id(23), 'Motorway'),
    ...[1, 2, 3, 4, 5].map((n) => poolEntry(id(110 + n), ITEMS.rules, id(40 + n), `Pool ${n}`)),
    poolEntry(id(120), ITEMS.single, id(31), 'Sleep habits', { questionType: 'Questionnaire' }),
  ],
  assessmentFeedbacks: [],
  questionTagLinks: [],
  driverMetricRecommendations: [],
  driverMetricAdjustments: [],
};

describe('AssessmentEditorPage with items left short of questions', () => {
  it('marks the tab and opens each item that has too few questions left, with what to fix', async () => {
    // A question deleted since: one item's pool is empty, another holds one question but presents two.
    const short = {
      ...loaded,
      assessmentItems: [item(ITEMS.pool, 100, 1), item(ITEMS.rules, 200, 2)],
      assessmentItemDriverMetricQuantities: [],
      assessmentItemQuestions: [poolEntry(id(101), ITEMS.rules, id(21), 'Junction & "lights"')],
    };
    renderWithProviders(<AssessmentEditorPage kind={ASSESSMENT_KINDS.assessment} />, {
      path: '/administration/assessments/edit/:id',
      route: `/administration/assessments/edit/${AIDS.assessment}`,
      mocks: [
        safetyMetricsAnswer([{ id: AIDS.braking, name: 'Braking' }]),
        { request: { query: AssessmentEditorQuery, variables: { id: AIDS.assessment } }, result: { data: short } },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit assessment' })).toBeTruthy();
    expect(within(tab('Questions and activities')).getByLabelText('This tab has problems to correct')).toBeTruthy();
    fireEvent.click(tab('Questions and activities'));
    expect(screen.getAllByText('Has problems')).toHaveLength(2);
    expect(screen.getByText('Choose at least one question for this item')).toBeTruthy();
    const number = screen.getByLabelText('Number to present for Item 2') as HTMLInputElement;
    expect(number.value).toBe('2');
    expect(
      screen.getByText('Number of questions to present must be between 1 and the number of questions in the pool'),
    ).toBeTruthy();
  });
});
