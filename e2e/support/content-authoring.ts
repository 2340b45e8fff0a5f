import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { ListPage } from './list-page.ts';

/** The demo media the repository ships (apps/server/demo-content/media), uploaded as real files. */
const MEDIA_DIR = path.resolve(import.meta.dirname, '../../apps/server/demo-content/media');
export const MEDIA = {
  video: path.join(MEDIA_DIR, 'hazard-clip.mp4'),
  thumbnail: path.join(MEDIA_DIR, 'hazard-clip-thumbnail.jpg'),
  street: path.join(MEDIA_DIR, 'street-hazards.jpg'),
  scale: path.join(MEDIA_DIR, 'risk-scale.png'),
} as const;

const CSRF = { 'x-roadmark-csrf': '1' };

interface GraphqlBody<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL call with the signed-in administrator's cookie, answering the whole body (errors included). */
export async function graphqlBody<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post('/graphql', { headers: CSRF, data: { query, variables } });
  return (await response.json()) as GraphqlBody<T>;
}

/** A GraphQL call for setting up or checking what a test is not about through the screens; fails on any error. */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await graphqlBody<T>(page, query, variables);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

export async function createTag(page: Page, name: string): Promise<string> {
  const data = await graphql<{ createQuestionTag: { id: string } }>(
    page,
    'mutation ($model: CreateQuestionTagInput!) { createQuestionTag(model: $model) { id } }',
    { model: { name } },
  );
  return data.createQuestionTag.id;
}

export async function createMetric(page: Page, name: string): Promise<string> {
  const data = await graphql<{ createDriverMetric: { id: string } }>(
    page,
    'mutation ($model: CreateDriverMetricInput!) { createDriverMetric(model: $model) { id } }',
    { model: { name, startValue: 50 } },
  );
  return data.createDriverMetric.id;
}

export interface QuestionSetup {
  name: string;
  questionType: string;
  driverMetricId?: string;
  questionText?: string;
  /** Answers added with the question (score, text ...), as the bundle takes them. */
  answers?: Record<string, unknown>[];
  feedbacks?: Record<string, unknown>[];
  recommendations?: Record<string, unknown>[];
  adjustments?: Record<string, unknown>[];
  tagIds?: string[];
  /** For a sequence: the questions in it, in order. */
  sequenceChildIds?: string[];
}

/** Saves a question through the editor's bundle mutation and answers its id. */
export async function createQuestion(page: Page, setup: QuestionSetup): Promise<string> {
  const { name, questionType, driverMetricId, questionText = '', answers = [], feedbacks = [], tagIds = [] } = setup;
  const { recommendations = [], adjustments = [], sequenceChildIds = [] } = setup;
  const data = await graphql<{ saveQuestion: { id: string } }>(
    page,
    'mutation ($model: QuestionBundleInput!) { saveQuestion(model: $model) { id } }',
    {
      model: {
        question: { name, questionType, questionText, ...(driverMetricId ? { driverMetricId } : {}) },
        answers: { added: answers.map((answer, index) => ({ displayOrder: index + 1, ...answer })) },
        feedbacks: { added: feedbacks },
        recommendations: { added: recommendations },
        adjustments: { added: adjustments },
        sequenceQuestions: {
          added: sequenceChildIds.map((childQuestionId, index) => ({ childQuestionId, displayOrder: index + 1 })),
        },
        tagLinks: { added: tagIds.map((questionTagId) => ({ questionTagId })) },
      },
    },
  );
  return data.saveQuestion.id;
}

/** The four lists of the question bank and the two of assessments, as the ListPage helper drives them. */
export const LISTS = {
  questions: (page: Page) => new ListPage(page, '/administration/questions', 'Questions'),
  questionnaires: (page: Page) => new ListPage(page, '/administration/questionnaires', 'Questionnaires'),
  learningActivities: (page: Page) => new ListPage(page, '/administration/learning-activities', 'Learning activities'),
  informationPages: (page: Page) => new ListPage(page, '/administration/information-pages', 'Information pages'),
  assessments: (page: Page) => new ListPage(page, '/administration/assessments', 'Assessments'),
  training: (page: Page) => new ListPage(page, '/administration/training', 'Training modules'),
};

export function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name });
}

/** Opens a list and follows its Add button (e.g. 'Add question') to the add screen titled the same. */
export async function openAdd(list: ListPage, addLabel: string): Promise<void> {
  await list.open();
  await list.page.getByRole('link', { name: addLabel, exact: true }).click();
  await expect(heading(list.page, addLabel)).toBeVisible();
}

/** Finds an item by searching the list, then opens its edit screen with its Edit button. */
export async function openEdit(list: ListPage, name: string, editTitle: string): Promise<void> {
  await list.open(name);
  await list.page.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
  await expect(heading(list.page, editTitle)).toBeVisible();
}

/** An editor tab; its name carries the warning icon's label when the tab has problems, so only the start counts. */
export function tab(page: Page, name: string): Locator {
  return page.getByRole('tab', { name: new RegExp(`^${name}`) });
}

export async function openTab(page: Page, name: string): Promise<void> {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
}

export function tabWarning(page: Page, name: string): Locator {
  return tab(page, name).getByLabel('This tab has problems to correct');
}

/** Chooses an option of a Mantine select (a combobox named by its label). */
export async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label, exact: true })).toHaveValue(option);
}

export function textbox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

/** A media field (image or video with its thumbnail), a group named by its label. */
export function mediaField(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

/** Uploads a real file through a media field's Upload button and waits for its preview. */
export async function upload(page: Page, label: string, kind: 'image' | 'video', file: string): Promise<void> {
  const field = mediaField(page, label);
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: kind === 'image' ? 'Upload image' : 'Upload video' }).click();
  await (await chooser).setFiles(file);
  await expectMediaPreview(page, label, kind);
}

/** The field shows the stored file, and the browser can actually load it from the server. */
export async function expectMediaPreview(page: Page, label: string, kind: 'image' | 'video'): Promise<void> {
  const field = mediaField(page, label);
  if (kind === 'image') {
    const image = field.getByRole('img', { name: `Preview of ${label}`, exact: true });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(field.getByRole('button', { name: 'Replace image' })).toBeVisible();
  } else {
    const video = field.getByLabel(`Preview of ${label}`, { exact: true });
    await expect(video).toBeVisible();
    // HAVE_METADATA: the server served a video the browser could read.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await expect(field.getByRole('button', { name: 'Replace video' })).toBeVisible();
  }
}

/** Saves an editor and waits to be back on the list it was opened from. */
export async function saveAndReturn(list: ListPage): Promise<void> {
  await list.page.getByRole('button', { name: 'Save', exact: true }).click();
  await list.expectShown();
}

/** The rich-text editor's editable area, a textbox named by its label. */
export function richText(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true });
}

export interface AssessmentSetup {
  name: string;
  assessmentType?: 'Assessment' | 'TrainingModule';
  /** One item whose pool holds these questions. */
  poolQuestionIds?: string[];
  /** How many of the pool each session presents; one unless said. */
  numberOfQuestionsToPresent?: number;
}

/** Saves an assessment (and one item with its pool) through the editor's bundle mutation and answers its id. */
export async function createAssessment(page: Page, setup: AssessmentSetup): Promise<string> {
  const { name, assessmentType = 'Assessment', poolQuestionIds = [], numberOfQuestionsToPresent = 1 } = setup;
  const itemId = randomUUID();
  const data = await graphql<{ saveAssessment: { id: string } }>(
    page,
    'mutation ($model: AssessmentBundleInput!) { saveAssessment(model: $model) { id } }',
    {
      model: {
        assessment: { name, assessmentType },
        ...(poolQuestionIds.length > 0
          ? {
              items: { added: [{ id: itemId, numberOfQuestionsToPresent }] },
              itemQuestions: {
                added: poolQuestionIds.map((questionId) => ({ assessmentItemId: itemId, questionId })),
              },
            }
          : {}),
      },
    },
  );
  return data.saveAssessment.id;
}

/** The stored assessment and its children, read back through the API to see what a save did or did not change. */
export async function storedAssessment(page: Page, id: string) {
  return graphql<{
    assessment: { name: string; tileText: string };
    assessmentFeedbacks: { minTotalScore: number; maxTotalScore: number }[];
    assessmentItems: { id: string }[];
    assessmentItemQuestions: { questionId: string }[];
    questionTagLinks: { questionTagId: string }[];
  }>(
    page,
    `query ($id: ID!) {
      assessment(id: $id) { name tileText }
      assessmentFeedbacks(assessmentId: $id) { minTotalScore maxTotalScore }
      assessmentItems(assessmentId: $id) { id }
      assessmentItemQuestions(assessmentId: $id) { questionId }
      questionTagLinks(targetId: $id) { questionTagId }
    }`,
    { id },
  );
}

/** Selects a tag on an editor's Tags tab (a chip; a search box narrows them once there are many). */
export async function toggleTag(page: Page, tag: string): Promise<void> {
  const search = page.getByRole('textbox', { name: 'Search tags' });
  const chip = page.getByRole('checkbox', { name: tag, exact: true });
  // The tags load after the tab opens, and the search box comes with them when there are many: wait for them
  // before deciding whether to search.
  await expect(search.or(chip).first()).toBeAttached();
  if (await search.isVisible()) await search.fill(tag);
  const checked = await chip.isChecked();
  // The chip's input is visually hidden behind its label: click the label, as a person would.
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${escapeRegExp(tag)}$`) })
    .click();
  await (checked ? expect(chip).not.toBeChecked() : expect(chip).toBeChecked());
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
