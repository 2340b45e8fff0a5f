import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  choose,
  createQuestion,
  expectMediaPreview,
  LISTS,
  MEDIA,
  mediaField,
  openAdd,
  openEdit,
  openTab,
  richText,
  saveAndReturn,
  textbox,
  upload,
} from './support/content-authoring.ts';
import { uniqueName } from './support/unique-name.ts';

/** The bounds a window row lists: 'Left 192, top 216, 384 by 324 (in a 1920 by 1080 image)'. */
interface Bounds {
  left: number;
  top: number;
  width: number;
  height: number;
}

function boundsText(row: Locator): Locator {
  return row.getByText(/^Left \d+, top \d+, \d+ by \d+ \(in a 1920 by 1080 image\)$/);
}

/** The bounds a window row lists once it shows them (a window just drawn, whose exact pixels the test cannot know). */
async function boundsOf(row: Locator): Promise<Bounds> {
  await expect(boundsText(row)).toBeVisible();
  const text = await boundsText(row).textContent();
  const [left, top, width, height] = (text ?? '').match(/\d+/g)?.map(Number) ?? [];
  return { left: left!, top: top!, width: width!, height: height! };
}

async function expectBounds(row: Locator, { left, top, width, height }: Bounds): Promise<void> {
  await expect(boundsText(row)).toHaveText(`Left ${left}, top ${top}, ${width} by ${height} (in a 1920 by 1080 image)`);
}

function expectNear(actual: Bounds, expected: Bounds): void {
  for (const key of ['left', 'top', 'width', 'height'] as const) {
    expect(
      Math.abs(actual[key] - expected[key]),
      `${key}: ${actual[key]} is near ${expected[key]}`,
    ).toBeLessThanOrEqual(3);
  }
}

/** The window answer rows: each a panel headed 'Window N' with its remove button. */
function windowRow(page: Page, number: number): Locator {
  return page
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByRole('button', { name: `Remove Window ${number}`, exact: true }) });
}

/** The image surface the windows are drawn on, once its image has loaded (the surface takes the image's shape). */
async function windowSurface(page: Page): Promise<Locator> {
  const surface = page.getByRole('group', { name: 'Response windows', exact: true });
  const image = surface.getByRole('img', { name: "The question's image with its response windows" });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return surface;
}

/** The surface's place on screen, scrolled to the middle of the window so every point of it can be pointed at. */
async function onScreen(surface: Locator) {
  await surface.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  return (await surface.boundingBox())!;
}

/** Drags on the image from one point to another, each given as fractions of the image's width and height. */
async function drawWindow(page: Page, surface: Locator, from: [number, number], to: [number, number]): Promise<void> {
  const box = await onScreen(surface);
  await page.mouse.move(box.x + from[0] * box.width, box.y + from[1] * box.height);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0] * box.width, box.y + to[1] * box.height, { steps: 8 });
  await page.mouse.up();
}

async function clickOnImage(page: Page, surface: Locator, at: [number, number]): Promise<void> {
  const box = await onScreen(surface);
  await page.mouse.click(box.x + at[0] * box.width, box.y + at[1] * box.height);
}

/** The window as the overlay names it: 'Window 1: left 192, top 216, right 576, bottom 540' (with its group). */
function overlayWindow(page: Page, number: number, bounds: Bounds, group?: number): Locator {
  const where = `left ${bounds.left}, top ${bounds.top}, right ${bounds.left + bounds.width}, bottom ${bounds.top + bounds.height}`;
  const name = group === undefined ? `Window ${number}: ${where}` : `Window ${number}, group ${group}: ${where}`;
  return page.getByRole('button', { name, exact: true });
}

/** Adds answers (or scale positions) with their texts; `from` is the number the first new one gets. */
async function addChoices(page: Page, addLabel: string, texts: string[], from = 1): Promise<void> {
  for (const [index, text] of texts.entries()) {
    await page.getByRole('button', { name: addLabel, exact: true }).click();
    await richText(page, `Text of Answer ${from + index}`).fill(text);
  }
}

/** Marks an answer correct: at score 0 that sets its score to 100. */
async function markCorrect(page: Page, number: number): Promise<void> {
  await expect(textbox(page, `Score of Answer ${number}`)).toHaveValue('0');
  await page.getByRole('switch', { name: `Answer ${number} is correct` }).check();
  await expect(textbox(page, `Score of Answer ${number}`)).toHaveValue('100');
}

async function expectChoices(page: Page, answers: { text: string; score: string; correct: boolean }[]) {
  await expect(page.getByRole('textbox', { name: /^Text of Answer \d+$/ })).toHaveCount(answers.length);
  for (const [index, answer] of answers.entries()) {
    const label = `Answer ${index + 1}`;
    await expect(richText(page, `Text of ${label}`)).toHaveText(answer.text);
    await expect(textbox(page, `Score of ${label}`)).toHaveValue(answer.score);
    const correct = page.getByRole('switch', { name: `${label} is correct` });
    await (answer.correct ? expect(correct).toBeChecked() : expect(correct).not.toBeChecked());
  }
}

/** Types the selected time window's start and end in milliseconds, each shown below as hh:mm:ss.mmmm. */
async function setTimes(page: Page, start: string, end: string): Promise<void> {
  await textbox(page, 'Start (milliseconds)').fill(start);
  await textbox(page, 'End (milliseconds)').fill(end);
  await textbox(page, 'End (milliseconds)').blur();
}

/** Adds a questionnaire question through its modal, with the answers of choice and scale questions. */
async function addQuestionnaireQuestion(page: Page, type: string, text: string, answers: [string, string][] = []) {
  await page.getByRole('button', { name: 'Add question', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Add questionnaire question' });
  await expect(modal).toBeVisible();
  await richText(modal, 'Question text').fill(text);
  await choose(modal, 'Question type', type);
  for (const [index, [answer, score]] of answers.entries()) {
    await modal.getByRole('button', { name: 'Add answer', exact: true }).click();
    await richText(modal, `Text of Answer ${index + 1}`).fill(answer);
    await textbox(modal, `Score of Answer ${index + 1}`).fill(score);
  }
  if (type === 'Input') await expect(modal.getByRole('button', { name: 'Add answer' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Save question' }).click();
  await expect(modal).toBeHidden();
  await expect(questionnaireQuestion(page, text)).toBeVisible();
}

/** A questionnaire's question as its editor lists it: its text, its type and its buttons. */
function questionnaireQuestion(page: Page, text: string): Locator {
  return page
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByRole('button', { name: `Edit ${text}`, exact: true }) });
}

/** Answer text is rich text: what the author types comes back exactly, its ampersand, brackets and quotes included. */
const STOP_AND_LOOK = 'Stop & look: "Keep under 30 <then brake>"';

test.describe('content authoring: the question bank', () => {
  test.describe.configure({ timeout: 120_000 });

  test('location questions: windows drawn by dragging and added by clicking on the uploaded image', async ({
    page,
  }) => {
    const list = LISTS.questions(page);
    await list.open();
    await list.waitUntilLoaded();
    await expectNoSeriousA11yViolations(page);

    for (const type of ['Location response', 'Location discrimination'] as const) {
      const discrimination = type === 'Location discrimination';
      const name = uniqueName(type);
      await openAdd(list, 'Add question');
      await textbox(page, 'Name').fill(name);
      await choose(page, 'Type', type);
      await expect(page.getByRole('tab', { name: 'Scene' })).toHaveAttribute('aria-selected', 'true');
      await upload(page, 'Image', 'image', MEDIA.street);
      await textbox(page, 'Time limit (seconds)').fill('20');
      await textbox(page, 'Maximum clicks').fill('4');
      if (!discrimination) await expectNoSeriousA11yViolations(page);

      await openTab(page, 'Response windows');
      await richText(page, 'Question text').fill('Click on every hazard you can see.');
      const surface = await windowSurface(page);
      await drawWindow(page, surface, [0.1, 0.2], [0.3, 0.5]);
      const drawn = await boundsOf(windowRow(page, 1));
      expectNear(drawn, { left: 192, top: 216, width: 384, height: 324 });
      await clickOnImage(page, surface, [0.7, 0.6]);
      const clicked = await boundsOf(windowRow(page, 2));
      expectNear(clicked, { left: 1304, top: 608, width: 80, height: 80 });
      expect(clicked.width).toBe(80);
      expect(clicked.height).toBe(80);
      await expect(overlayWindow(page, 1, drawn, discrimination ? 0 : undefined)).toBeVisible();
      await textbox(page, 'Score of Window 1').fill('100');
      await textbox(page, 'Score of Window 2').fill('50');
      if (discrimination) await textbox(page, 'Discrimination group of Window 2').fill('1');
      await expect(overlayWindow(page, 2, clicked, discrimination ? 1 : undefined)).toBeVisible();
      if (!discrimination) await expectNoSeriousA11yViolations(page);
      await saveAndReturn(list);

      await openEdit(list, name, 'Edit question');
      await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue(type);
      await expectMediaPreview(page, 'Image', 'image');
      await expect(textbox(page, 'Time limit (seconds)')).toHaveValue('20');
      await expect(textbox(page, 'Maximum clicks')).toHaveValue('4');
      await openTab(page, 'Response windows');
      await expect(richText(page, 'Question text')).toHaveText('Click on every hazard you can see.');
      await windowSurface(page);
      await expectBounds(windowRow(page, 1), drawn);
      await expectBounds(windowRow(page, 2), clicked);
      await expect(overlayWindow(page, 1, drawn, discrimination ? 0 : undefined)).toBeVisible();
      await expect(overlayWindow(page, 2, clicked, discrimination ? 1 : undefined)).toBeVisible();
      await expect(textbox(page, 'Score of Window 1')).toHaveValue('100');
      await expect(textbox(page, 'Score of Window 2')).toHaveValue('50');
      if (discrimination) await expect(textbox(page, 'Discrimination group of Window 2')).toHaveValue('1');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await list.expectShown();
    }
  });

  test('multiple choice video and picture and a sliding scale: uploaded media, answers and correct toggles', async ({
    page,
  }) => {
    const list = LISTS.questions(page);

    // Multiple choice video: the default type, with its video and thumbnail.
    const video = uniqueName('Multiple choice video');
    await openAdd(list, 'Add question');
    await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Multiple choice video');
    await textbox(page, 'Name').fill(video);
    await upload(page, 'Video', 'video', MEDIA.video);
    await upload(page, 'Thumbnail', 'image', MEDIA.thumbnail);
    await expectNoSeriousA11yViolations(page);
    await openTab(page, 'Question prompt');
    await richText(page, 'Question text').fill('What should the driver do next?');
    // A line break starts a new paragraph; both come back as typed.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Think & "look" <ahead>');
    await addChoices(page, 'Add answer', [STOP_AND_LOOK, 'Keep going']);
    await markCorrect(page, 1);
    await expectNoSeriousA11yViolations(page);
    await saveAndReturn(list);

    await openEdit(list, video, 'Edit question');
    await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Multiple choice video');
    await expectMediaPreview(page, 'Video', 'video');
    await expectMediaPreview(page, 'Thumbnail', 'image');
    await openTab(page, 'Question prompt');
    await expect(richText(page, 'Question text').locator('p')).toHaveText([
      'What should the driver do next?',
      'Think & "look" <ahead>',
    ]);
    await expectChoices(page, [
      { text: STOP_AND_LOOK, score: '100', correct: true },
      { text: 'Keep going', score: '0', correct: false },
    ]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();

    // Multiple choice picture: the scene's image and an image with the question text.
    const picture = uniqueName('Multiple choice picture');
    await openAdd(list, 'Add question');
    await textbox(page, 'Name').fill(picture);
    await choose(page, 'Type', 'Multiple choice picture');
    await expect(page.getByRole('tab', { name: 'Scene' })).toHaveAttribute('aria-selected', 'true');
    await upload(page, 'Image', 'image', MEDIA.street);
    await openTab(page, 'Question prompt');
    await upload(page, 'Question text image', 'image', MEDIA.scale);
    await addChoices(page, 'Add answer', ['The cyclist', 'The parked van', 'The pedestrian']);
    await markCorrect(page, 3);
    // Marking it incorrect again at 100 takes the score back to 0; then correct once more.
    await page.getByRole('switch', { name: 'Answer 3 is correct' }).uncheck();
    await expect(textbox(page, 'Score of Answer 3')).toHaveValue('0');
    await markCorrect(page, 3);
    await saveAndReturn(list);

    await openEdit(list, picture, 'Edit question');
    await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Multiple choice picture');
    await expectMediaPreview(page, 'Image', 'image');
    await openTab(page, 'Question prompt');
    await expectMediaPreview(page, 'Question text image', 'image');
    await expectChoices(page, [
      { text: 'The cyclist', score: '0', correct: false },
      { text: 'The parked van', score: '0', correct: false },
      { text: 'The pedestrian', score: '100', correct: true },
    ]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();

    // Sliding scale video: at least two positions, each with its own image.
    const scale = uniqueName('Sliding scale video');
    await openAdd(list, 'Add question');
    await textbox(page, 'Name').fill(scale);
    await choose(page, 'Type', 'Sliding scale video');
    await upload(page, 'Video', 'video', MEDIA.video);
    await openTab(page, 'Question prompt');
    await addChoices(page, 'Add position', ['Safe']);
    // One position is not a scale: the save stays on the screen and says why.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('A sliding scale needs at least two positions')).toBeVisible();
    await expect(
      page.getByRole('tab', { name: /^Question prompt/ }).getByLabel('This tab has problems to correct'),
    ).toBeVisible();
    await addChoices(page, 'Add position', ['Very risky'], 2);
    await textbox(page, 'Score of Answer 1').fill('100');
    await textbox(page, 'Score of Answer 2').fill('-20');
    await upload(page, 'Image of Answer 2', 'image', MEDIA.scale);
    await expect(page.getByText('A sliding scale needs at least two positions')).toBeHidden();
    await saveAndReturn(list);

    await openEdit(list, scale, 'Edit question');
    await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Sliding scale video');
    await expectMediaPreview(page, 'Video', 'video');
    await openTab(page, 'Question prompt');
    await expect(richText(page, 'Text of Answer 1')).toHaveText('Safe');
    await expect(textbox(page, 'Score of Answer 1')).toHaveValue('100');
    await expect(richText(page, 'Text of Answer 2')).toHaveText('Very risky');
    await expect(textbox(page, 'Score of Answer 2')).toHaveValue('-20');
    await expect(mediaField(page, 'Image of Answer 1').getByText('No image uploaded yet.')).toBeVisible();
    await expectMediaPreview(page, 'Image of Answer 2', 'image');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();
  });

  test('response time video: windows set in milliseconds and shown as hh:mm:ss.mmmm', async ({ page }) => {
    const list = LISTS.questions(page);
    const name = uniqueName('Response time video');
    await openAdd(list, 'Add question');
    await textbox(page, 'Name').fill(name);
    await choose(page, 'Type', 'Response time video');
    await upload(page, 'Video', 'video', MEDIA.video);
    await openTab(page, 'Question prompt');
    await expect(page.getByLabel('Question video', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add window', exact: true }).click();
    await setTimes(page, '1500', '3250');
    await expect(page.getByText('From 00:00:01.5000 to 00:00:03.2500')).toBeVisible();
    await page.getByRole('button', { name: 'Add window', exact: true }).click();
    await setTimes(page, '4000', '6125');
    await expect(page.getByText('From 00:00:04.0000 to 00:00:06.1250')).toBeVisible();
    // An end before the start is refused where it is typed.
    await textbox(page, 'End (milliseconds)').fill('3000');
    await expect(page.getByText('The end time cannot be before the start time')).toBeVisible();
    await textbox(page, 'End (milliseconds)').fill('6125');
    await expect(page.getByText('The end time cannot be before the start time')).toBeHidden();
    await textbox(page, 'Score of Window 1').fill('100');
    await textbox(page, 'Score of Window 2').fill('60');
    await expectNoSeriousA11yViolations(page);
    await saveAndReturn(list);

    await openEdit(list, name, 'Edit question');
    await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Response time video');
    await expectMediaPreview(page, 'Video', 'video');
    await openTab(page, 'Question prompt');
    await expect(page.getByText('From 00:00:01.5000 to 00:00:03.2500')).toBeVisible();
    await expect(page.getByText('From 00:00:04.0000 to 00:00:06.1250')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Window 1: 00:00:01.5000 to 00:00:03.2500' }).click();
    await expect(textbox(page, 'Start (milliseconds)')).toHaveValue('1500');
    await expect(textbox(page, 'End (milliseconds)')).toHaveValue('3250');
    await page.getByRole('button', { name: 'Window 2: 00:00:04.0000 to 00:00:06.1250' }).click();
    await expect(textbox(page, 'Start (milliseconds)')).toHaveValue('4000');
    await expect(textbox(page, 'End (milliseconds)')).toHaveValue('6125');
    await expect(textbox(page, 'Score of Window 1')).toHaveValue('100');
    await expect(textbox(page, 'Score of Window 2')).toHaveValue('60');

    // Windows are reordered like answers, from the keyboard too: the later window comes first after the save.
    await page.getByRole('button', { name: 'Move Window 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(textbox(page, 'Score of Window 1')).toHaveValue('60');
    await expect(page.getByRole('button', { name: 'Window 1: 00:00:04.0000 to 00:00:06.1250' })).toBeVisible();
    await saveAndReturn(list);
    await openEdit(list, name, 'Edit question');
    await openTab(page, 'Question prompt');
    await expect(textbox(page, 'Score of Window 1')).toHaveValue('60');
    await expect(textbox(page, 'Score of Window 2')).toHaveValue('100');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();
  });

  test('a sequence of questions picks two questions through the picker', async ({ page }) => {
    const family = uniqueName('Sequence child');
    const [first, second] = [`${family} junction`, `${family} roundabout`];
    const firstId = await createQuestion(page, { name: first, questionType: 'MultipleChoiceVideo' });
    const secondId = await createQuestion(page, { name: second, questionType: 'MultipleChoiceImage' });
    const list = LISTS.questions(page);
    const name = uniqueName('Sequence of questions');
    await openAdd(list, 'Add question');
    await textbox(page, 'Name').fill(name);
    await choose(page, 'Type', 'Sequence of questions');
    await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No questions in this sequence yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add questions' }).click();
    const picker = page.getByRole('dialog', { name: 'Select questions' });
    await picker.getByRole('searchbox', { name: 'Search' }).fill(family);
    await expect(picker.getByRole('row')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
    await picker.getByRole('checkbox', { name: `Select ${first}` }).check();
    await expect(picker.getByRole('button', { name: 'Add 1 selected question' })).toBeVisible();
    // A double-click selects the row and confirms at once.
    await picker.getByRole('cell', { name: second, exact: true }).dblclick();
    await expect(picker).toBeHidden();
    const links = page.getByRole('link', { name: family });
    await expect(links).toHaveText([first, second]);
    await expect(page.getByRole('link', { name: first })).toHaveAttribute(
      'href',
      `/administration/questions/edit/${firstId}`,
    );
    await expect(page.getByRole('link', { name: first })).toHaveAttribute('target', '_blank');
    await saveAndReturn(list);

    await openEdit(list, name, 'Edit question');
    await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('Sequence of questions');
    await expect(page.getByRole('link', { name: family })).toHaveText([first, second]);
    await expect(page.getByRole('link', { name: second })).toHaveAttribute(
      'href',
      `/administration/questions/edit/${secondId}`,
    );
    // Reopening the picker on a sequence that has questions uses them: 'Use 2 selected questions'.
    await page.getByRole('button', { name: 'Add questions' }).click();
    await expect(picker.getByRole('button', { name: 'Use 2 selected questions' })).toBeVisible();
    await picker.getByRole('button', { name: 'Cancel' }).click();
    await expect(picker).toBeHidden();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();
  });

  test('a questionnaire with an Input, a Multiple choice and a Scale question added through the modal', async ({
    page,
  }) => {
    const list = LISTS.questionnaires(page);
    await list.open();
    await list.waitUntilLoaded();
    await expectNoSeriousA11yViolations(page);
    const name = uniqueName('Questionnaire');
    await openAdd(list, 'Add questionnaire');
    await textbox(page, 'Name').fill(name);
    await expect(page.getByRole('tab', { name: 'Questionnaire' })).toHaveAttribute('aria-selected', 'true');

    await addQuestionnaireQuestion(page, 'Input', 'How many miles do you drive a week?');
    await addQuestionnaireQuestion(page, 'Multiple choice', 'Which roads do you use most?', [
      ['Motorways & "A" roads', '0'],
      ['Town streets <30 mph>', '0'],
    ]);
    await addQuestionnaireQuestion(page, 'Scale', 'How tired do you feel when you drive?', [
      ['Not at all', '100'],
      ['Very', '-50'],
    ]);
    await expect(questionnaireQuestion(page, 'How many miles do you drive a week?').getByText('Input')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveAndReturn(list);

    await openEdit(list, name, 'Edit questionnaire');
    await expect(
      questionnaireQuestion(page, 'How many miles do you drive a week?').getByText('Input', { exact: true }),
    ).toBeVisible();
    await expect(
      questionnaireQuestion(page, 'Which roads do you use most?').getByText('Multiple choice', { exact: true }),
    ).toBeVisible();
    await expect(
      questionnaireQuestion(page, 'How tired do you feel when you drive?').getByText('Scale', { exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Edit How tired do you feel when you drive?' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit questionnaire question' });
    await expect(richText(modal, 'Question text')).toHaveText('How tired do you feel when you drive?');
    await expectNoSeriousA11yViolations(page);
    await expect(modal.getByRole('combobox', { name: 'Question type' })).toHaveValue('Scale');
    await expect(richText(modal, 'Text of Answer 1')).toHaveText('Not at all');
    await expect(textbox(modal, 'Score of Answer 1')).toHaveValue('100');
    await expect(richText(modal, 'Text of Answer 2')).toHaveText('Very');
    await expect(textbox(modal, 'Score of Answer 2')).toHaveValue('-50');
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();
    await page.getByRole('button', { name: 'Edit Which roads do you use most?' }).click();
    const choices = page.getByRole('dialog', { name: 'Edit questionnaire question' });
    await expect(richText(choices, 'Text of Answer 1')).toHaveText('Motorways & "A" roads');
    await expect(richText(choices, 'Text of Answer 2')).toHaveText('Town streets <30 mph>');
    await choices.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await list.expectShown();
  });

  const PAGE_BANKS = [
    {
      title: 'learning activities',
      list: LISTS.learningActivities,
      add: 'Add learning activity',
      edit: 'Edit learning activity',
      tab: 'Learning',
      types: ['Video learning', 'Image learning', 'Textual learning'],
    },
    {
      title: 'information pages',
      list: LISTS.informationPages,
      add: 'Add information page',
      edit: 'Edit information page',
      tab: 'Information page',
      types: ['Video information', 'Image information', 'Textual information'],
    },
  ] as const;
  for (const pageBank of PAGE_BANKS) {
    test(`${pageBank.title} of every type: video, image and text`, async ({ page }) => {
      const bank = { ...pageBank, list: pageBank.list(page) };
      await bank.list.open();
      await bank.list.waitUntilLoaded();
      await expectNoSeriousA11yViolations(page);
      for (const type of bank.types) {
        const name = uniqueName(type);
        const text = `${type}: look well ahead and keep your distance.`;
        await openAdd(bank.list, bank.add);
        await textbox(page, 'Name').fill(name);
        await choose(page, 'Type', type);
        await expect(page.getByRole('tab', { name: bank.tab })).toHaveAttribute('aria-selected', 'true');
        if (type.startsWith('Video')) {
          await upload(page, 'Video', 'video', MEDIA.video);
          await upload(page, 'Thumbnail', 'image', MEDIA.thumbnail);
        } else if (type.startsWith('Image')) {
          await upload(page, 'Image', 'image', MEDIA.street);
        } else {
          await expect(mediaField(page, 'Image')).toHaveCount(0);
          await expect(mediaField(page, 'Video')).toHaveCount(0);
        }
        await richText(page, 'Text').fill(text);
        if (type.startsWith('Video')) await expectNoSeriousA11yViolations(page);
        await saveAndReturn(bank.list);
        await expect(bank.list.card(name).getByText(type, { exact: true })).toBeVisible();

        await openEdit(bank.list, name, bank.edit);
        await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue(type);
        if (type.startsWith('Video')) {
          await expectMediaPreview(page, 'Video', 'video');
          await expectMediaPreview(page, 'Thumbnail', 'image');
        }
        if (type.startsWith('Image')) await expectMediaPreview(page, 'Image', 'image');
        await expect(richText(page, 'Text')).toHaveText(text);
        if (type.startsWith('Video')) await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Cancel' }).click();
        await bank.list.expectShown();
      }
    });
  }
});
