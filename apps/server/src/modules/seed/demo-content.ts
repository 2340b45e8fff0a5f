import type { AnswerValues } from '@roadmark/domain/content/answers';
import {
  ASSESSMENT_DEFAULTS,
  type AssessmentItemValues,
  AssessmentType,
  FeedbackStyle,
} from '@roadmark/domain/content/assessment-form';
import type { AdjustmentRuleValues, RecommendationRuleValues } from '@roadmark/domain/content/driver-metric-rules';
import type { AssessmentFeedbackValues, QuestionFeedbackValues } from '@roadmark/domain/content/feedback-ranges';
import { QuestionType } from '@roadmark/domain/content/question-types';
import { DEMO_ASSESSMENT_ID, DEMO_TRAINING_MODULE_ID, demoId } from './demo-ids.ts';
import { type DemoBlobIds, HAZARD_CLIP_WINDOWS, STREET_HAZARD_WINDOWS } from './demo-media.ts';

/** One demo question of any type, in the shape the question editor's schema checks (questionEditSchema). */
export interface DemoQuestion {
  id: string;
  name: string;
  questionType: QuestionType;
  questionText: string;
  preQuestionText: string;
  imageBlobReferenceId: string | null;
  videoBlobReferenceId: string | null;
  questionTextImageBlobReferenceId: string | null;
  driverMetricId: string | null;
  timeLimitSeconds?: number;
  maximumClicks?: number;
  numberOfSubQuestions: number;
  answers: AnswerValues[];
  feedbacks: QuestionFeedbackValues[];
  /** A sequence's questions, or a questionnaire's sub-questions, in the order they are shown. */
  childQuestionIds: string[];
  recommendations: RecommendationRuleValues[];
  adjustments: AdjustmentRuleValues[];
  tagIds: string[];
}

/** The demo assessment or training module, in the shape the assessment editor's schema checks (assessmentEditSchema). */
export interface DemoAssessment {
  id: string;
  name: string;
  assessmentType: AssessmentType;
  feedbackStyle: FeedbackStyle;
  text: string;
  tileText: string;
  imageBlobReferenceId: string | null;
  maxSuspiciousAnswers: number;
  highRiskBelow: number;
  mediumRiskBelow: number;
  feedbacks: AssessmentFeedbackValues[];
  items: (AssessmentItemValues & { id: string })[];
  recommendations: RecommendationRuleValues[];
  adjustments: AdjustmentRuleValues[];
  tagIds: string[];
}

export interface DemoContent {
  questions: DemoQuestion[];
  assessments: DemoAssessment[];
}

export interface DemoReferences {
  blobs: DemoBlobIds;
  hazardPerceptionMetricId: string;
  observationMetricId: string;
  demoTagId: string;
}

type QuestionFields = Partial<Omit<DemoQuestion, 'id' | 'answers' | 'feedbacks' | 'recommendations' | 'adjustments'>> &
  Pick<DemoQuestion, 'name' | 'questionType' | 'questionText'> & {
    answers?: AnswerValues[];
    feedbacks?: Omit<QuestionFeedbackValues, 'id'>[];
    recommendations?: Omit<RecommendationRuleValues, 'id'>[];
    adjustments?: Omit<AdjustmentRuleValues, 'id'>[];
  };

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/**
 * The demo: one question of each of the 17 types, a demo assessment that asks the scored ones and a demo training
 * module with the learning activities, information pages and a questionnaire. Every id is fixed (demoId), so the
 * same rows are made on every installation.
 */
export function buildDemoContent({
  blobs,
  hazardPerceptionMetricId,
  observationMetricId,
  demoTagId,
}: DemoReferences): DemoContent {
  const question = (key: string, fields: QuestionFields): DemoQuestion => {
    const id = demoId(`question/${key}`);
    return {
      preQuestionText: '',
      imageBlobReferenceId: null,
      videoBlobReferenceId: null,
      questionTextImageBlobReferenceId: null,
      driverMetricId: null,
      numberOfSubQuestions: 1,
      childQuestionIds: [],
      tagIds: [demoTagId],
      ...fields,
      id,
      answers: (fields.answers ?? []).map((answer, index) => ({
        id: demoId(`question/${key}/answer/${index}`),
        displayOrder: index + 1,
        ...answer,
      })),
      feedbacks: (fields.feedbacks ?? []).map((feedback, index) => ({
        id: demoId(`question/${key}/feedback/${index}`),
        ...feedback,
      })),
      recommendations: (fields.recommendations ?? []).map((rule, index) => ({
        id: demoId(`question/${key}/recommendation/${index}`),
        ...rule,
      })),
      adjustments: (fields.adjustments ?? []).map((rule, index) => ({
        id: demoId(`question/${key}/adjustment/${index}`),
        ...rule,
      })),
    };
  };
  const clip = { videoBlobReferenceId: blobs.hazardClip, imageBlobReferenceId: blobs.hazardClipThumbnail };
  const street = { imageBlobReferenceId: blobs.streetHazards };

  const multipleChoiceVideo = question('multiple-choice-video', {
    name: 'Demo: What should the driver do?',
    questionType: QuestionType.MultipleChoiceVideo,
    ...clip,
    driverMetricId: hazardPerceptionMetricId,
    preQuestionText: paragraphs('Watch the clip to the end. Then choose the best answer.'),
    questionText: paragraphs(
      'A ball bounced into the road and a child ran out after it. What was the safest thing to do?',
    ),
    answers: [
      { answerText: 'Slow down as soon as the ball appears & be ready to stop', score: 100, isCorrect: true },
      { answerText: 'Sound the horn and keep going at the same speed', score: 0 },
      { answerText: 'Steer round the child without slowing down', score: 0 },
      { answerText: 'Brake only once the child is right in front of the car', score: 0 },
    ],
    feedbacks: [
      {
        minScore: 100,
        maxScore: 100,
        feedbackText: paragraphs(
          'Well done: {score} out of {maxScore}. A ball in the road often means a child is close behind it.',
        ),
      },
      {
        minScore: 0,
        maxScore: 99,
        feedbackText: paragraphs(
          'You scored {score} out of {maxScore}. When a ball bounces into the road, expect a child to follow and slow down straight away.',
        ),
      },
    ],
  });

  const slidingScaleVideo = question('sliding-scale-video', {
    name: 'Demo: How risky was it?',
    questionType: QuestionType.SlidingScaleVideo,
    ...clip,
    questionTextImageBlobReferenceId: blobs.riskScale,
    driverMetricId: observationMetricId,
    preQuestionText: paragraphs('Watch the clip, then say how risky you think it was.'),
    questionText: paragraphs('How risky was the moment the child ran into the road? Move the slider to your answer.'),
    answers: [
      { answerText: 'Not risky', score: 0 },
      { answerText: 'Slightly risky', score: 20 },
      { answerText: 'Quite risky', score: 60 },
      { answerText: 'Very risky', score: 100, isCorrect: true },
    ],
    feedbacks: [
      {
        minScore: 0,
        maxScore: 100,
        feedbackText: paragraphs(
          'You scored {score} out of {maxScore}. A child running out between parked cars is one of the riskiest moments on a residential street.',
        ),
      },
    ],
  });

  const responseTimeVideo = question('response-time-video', {
    name: 'Demo: Spot the developing hazard',
    questionType: QuestionType.ResponseTimeVideo,
    ...clip,
    driverMetricId: hazardPerceptionMetricId,
    preQuestionText: paragraphs(
      'Click or tap as soon as you see a hazard developing: something that would make the driver slow down, stop or change direction.',
      'The sooner you respond, the more you score, just like the hazard perception part of the theory test. A response scores 5 down to 1, shown here as 100% down to 20%.',
    ),
    questionText: paragraphs('Click when you see a developing hazard.'),
    answers: HAZARD_CLIP_WINDOWS.map((window, index) => ({
      ...window,
      answerText: `Score ${5 - index}: ${index === 0 ? 'the child comes out between the parked cars' : 'the child is crossing'}`,
      isCorrect: true,
    })),
    adjustments: [{ driverMetricId: observationMetricId, minScore: 0, maxScore: 20, adjustmentValue: -5 }],
    feedbacks: [
      {
        minScore: 80,
        maxScore: 100,
        feedbackText: paragraphs(
          'Great timing: {score} out of {maxScore}. You responded as soon as the child started to come out.',
        ),
        imageBlobReferenceId: blobs.hazardClipThumbnail,
      },
      {
        minScore: 20,
        maxScore: 79,
        feedbackText: paragraphs(
          'You scored {score} out of {maxScore}. You saw it, but a little late. The ball bouncing out between the cars was your first clue.',
        ),
      },
      {
        minScore: 0,
        maxScore: 19,
        feedbackText: paragraphs(
          'You scored {score} out of {maxScore}. Watch the clip again: the ball, then the child, come out from between the parked cars on the left.',
        ),
        videoBlobReferenceId: blobs.hazardClip,
      },
    ],
  });

  const locationResponse = question('location-response-image', {
    name: 'Demo: Which hazard first?',
    questionType: QuestionType.LocationResponseImage,
    ...street,
    driverMetricId: hazardPerceptionMetricId,
    timeLimitSeconds: 20,
    maximumClicks: 1,
    preQuestionText: paragraphs('You will see a picture of a street for 20 seconds. You have one click.'),
    questionText: paragraphs('Click on the hazard you would deal with first.'),
    answers: [
      { ...STREET_HAZARD_WINDOWS.cyclist, answerText: 'The cyclist just ahead', score: 100, isCorrect: true },
      { ...STREET_HAZARD_WINDOWS.pedestrian, answerText: 'The pedestrian stepping out', score: 40 },
      { ...STREET_HAZARD_WINDOWS.emergingCar, answerText: 'The car pulling out', score: 40 },
    ],
    feedbacks: [
      {
        minScore: 0,
        maxScore: 100,
        feedbackText: paragraphs(
          'You scored {score} out of {maxScore}. The cyclist is closest and in your lane: give them plenty of room first.',
        ),
      },
    ],
  });

  const locationDiscrimination = question('location-discrimination-image', {
    name: 'Demo: Find every hazard',
    questionType: QuestionType.LocationDiscriminationImage,
    ...street,
    driverMetricId: observationMetricId,
    timeLimitSeconds: 30,
    maximumClicks: 5,
    preQuestionText: paragraphs('The same street again. This time there are three hazards to find in 30 seconds.'),
    questionText: paragraphs('Click on each hazard you can see.'),
    answers: [
      { ...STREET_HAZARD_WINDOWS.cyclist, answerText: 'Cyclist', score: 34, isCorrect: true, discriminationGroup: 0 },
      {
        ...STREET_HAZARD_WINDOWS.pedestrian,
        answerText: 'Pedestrian',
        score: 33,
        isCorrect: true,
        discriminationGroup: 1,
      },
      {
        ...STREET_HAZARD_WINDOWS.emergingCar,
        answerText: 'Car pulling out',
        score: 33,
        isCorrect: true,
        discriminationGroup: 2,
      },
    ],
    feedbacks: [
      {
        minScore: 0,
        maxScore: 100,
        feedbackText: paragraphs(
          'You scored {score} out of {maxScore}. The three hazards were the cyclist, the pedestrian between the parked cars and the red car pulling out of a drive.',
        ),
      },
    ],
  });

  const multipleChoiceImage = question('multiple-choice-image', {
    name: 'Demo: What should you do here?',
    questionType: QuestionType.MultipleChoiceImage,
    ...street,
    driverMetricId: observationMetricId,
    questionText: paragraphs('You are driving along this street. What should you do?'),
    answers: [
      { answerText: 'Hold back and give the cyclist plenty of room', score: 100, isCorrect: true },
      { answerText: 'Overtake the cyclist now, close to the parked cars', score: 0 },
      { answerText: 'Speed up to get past before the red car pulls out', score: 0 },
      { answerText: 'Sound the horn at the pedestrian', score: 0 },
    ],
    feedbacks: [
      {
        minScore: 100,
        maxScore: 100,
        feedbackText: paragraphs('Right: {score} out of {maxScore}. Hanging back keeps your options open.'),
      },
      {
        minScore: 0,
        maxScore: 99,
        feedbackText: paragraphs(
          'Not this time ({score} out of {maxScore}). With a cyclist, a pedestrian and a car all near you, slow down and give everyone room.',
        ),
      },
    ],
  });

  const sequence = question('sequence-of-questions', {
    name: 'Demo: One street, two questions',
    questionType: QuestionType.SequenceOfQuestions,
    preQuestionText: paragraphs('Two questions about the same street follow one after the other.'),
    questionText: paragraphs('Look carefully at the street in each question.'),
    childQuestionIds: [locationResponse.id, locationDiscrimination.id],
  });

  const questionnaireInput = question('questionnaire-input', {
    name: 'Demo: Your usual journey',
    questionType: QuestionType.QuestionnaireInput,
    questionText: paragraphs(
      'Tell us about a journey you make often.',
      'Anything that makes it tricky: parked cars, &quot;rush hour&quot; &amp; school gates?',
    ),
  });
  const questionnaireMultipleChoice = question('questionnaire-multiple-choice', {
    name: 'Demo: Your phone',
    questionType: QuestionType.QuestionnaireMultipleChoice,
    questionText: paragraphs('Where is your phone while you drive?'),
    answers: [
      { answerText: "Switched off or on 'Do not disturb'", score: 100 },
      { answerText: 'In a hands-free holder, for "quick" calls only', score: 50 },
      { answerText: 'In my hand or on my lap', score: -50 },
    ],
  });
  const questionnaireScale = question('questionnaire-scale', {
    name: 'Demo: Driving in the rain',
    questionType: QuestionType.QuestionnaireScale,
    questionText: paragraphs('How confident do you feel driving at night in heavy rain?'),
    answers: [
      { answerText: 'Not at all confident', score: 0 },
      { answerText: 'A little confident', score: 25 },
      { answerText: 'Fairly confident', score: 50 },
      { answerText: 'Confident', score: 75 },
      { answerText: 'Very confident', score: 100 },
    ],
  });
  const subQuestions = [questionnaireInput, questionnaireMultipleChoice, questionnaireScale];
  const questionnaire = question('questionnaire', {
    name: 'Demo: About your driving',
    questionType: QuestionType.Questionnaire,
    questionText: paragraphs('Three quick questions about you and your driving. There are no right or wrong answers.'),
    childQuestionIds: subQuestions.map((sub) => sub.id),
    numberOfSubQuestions: subQuestions.length,
  });

  const learningVideo = question('learning-video', {
    name: 'Demo: Reading the road',
    questionType: QuestionType.LearningVideo,
    ...clip,
    questionText: paragraphs(
      'Watch the clip and look for the clues: parked cars that hide the pavement, a ball bouncing out, then a child.',
      'Each clue is a reason to ease off a little sooner. The driver here slows down and stops in good time.',
    ),
  });
  const learningImage = question('learning-image', {
    name: 'Demo: Three hazards in one street',
    questionType: QuestionType.LearningImage,
    ...street,
    questionText: paragraphs(
      'This street has three hazards: the <strong>cyclist</strong> just ahead, the <strong>pedestrian</strong> stepping out between the parked cars and the <strong>red car</strong> pulling out of a drive on the right.',
      'Good drivers scan the whole scene, not just the road straight ahead.',
    ),
  });
  const learningText = question('learning-text', {
    name: 'Demo: Keeping your distance',
    questionType: QuestionType.LearningText,
    questionText:
      paragraphs('Leave enough room to stop safely:') +
      '<ul><li>Keep at least a <strong>two-second gap</strong> to the vehicle in front on a dry road.</li>' +
      '<li>Double it in the wet, and allow up to ten times as much on ice.</li>' +
      '<li>Near parked cars, schools and shops, slow down: people can appear with little warning.</li></ul>',
  });
  const informationVideo = question('information-video', {
    name: 'Demo: About the clip',
    questionType: QuestionType.InformationVideo,
    ...clip,
    questionText: paragraphs(
      'All the clips in this demo were drawn by Roadmark, so you can try every kind of page without uploading anything.',
    ),
  });
  const informationImage = question('information-image', {
    name: 'Demo: How risk is shown',
    questionType: QuestionType.InformationImage,
    imageBlobReferenceId: blobs.riskScale,
    questionText: paragraphs(
      'Your results are shown as a score out of 100 and a level of risk: <strong>high</strong> below 30, <strong>medium</strong> below 70, and <strong>low</strong> from 70 up.',
    ),
  });
  const informationText = question('information-text', {
    name: 'Demo: Welcome',
    questionType: QuestionType.InformationText,
    questionText: paragraphs(
      'Welcome to the Roadmark demo training. It takes about five minutes.',
      'You will watch a short clip, look at a street scene, read a few tips and answer three questions about your own driving.',
    ),
  });

  const questions = [
    multipleChoiceVideo,
    slidingScaleVideo,
    responseTimeVideo,
    locationResponse,
    locationDiscrimination,
    multipleChoiceImage,
    sequence,
    questionnaire,
    ...subQuestions,
    learningVideo,
    learningImage,
    learningText,
    informationVideo,
    informationImage,
    informationText,
  ];

  const item = (
    assessmentKey: string,
    index: number,
    questionIds: string[],
    extra: Partial<AssessmentItemValues> = {},
  ) => ({
    id: demoId(`assessment/${assessmentKey}/item/${index}`),
    displayOrder: index + 1,
    numberOfQuestionsToPresent: 1,
    counterbalanceGroup: '',
    questionIds,
    displayRules: [],
    ...extra,
  });

  const assessment: DemoAssessment = {
    ...ASSESSMENT_DEFAULTS,
    id: DEMO_ASSESSMENT_ID,
    name: 'Demo: Hazard perception',
    assessmentType: AssessmentType.Assessment,
    feedbackStyle: FeedbackStyle.SummaryFeedback,
    imageBlobReferenceId: blobs.hazardClipThumbnail,
    tileText: paragraphs('Try every kind of hazard question in about five minutes.'),
    text:
      '<h2>Welcome to the demo assessment</h2>' +
      paragraphs(
        'This short assessment shows each kind of question Roadmark can ask: multiple choice about a clip or a picture, a sliding scale, clicking when a hazard develops, and clicking on hazards in a picture.',
        `<img src="/api/blobs/${blobs.hazardClipThumbnail}" alt="A residential street with cars parked on the left" width="320" height="180">`,
        'The first step picks two of three questions at random, so you may see different ones if you try again. At the end you will see your score and how you did on each question.',
      ),
    feedbacks: [
      {
        id: demoId('assessment/demo/feedback/high-risk'),
        minTotalScore: 0,
        maxTotalScore: 29,
        feedbackText: paragraphs(
          'You scored {score} out of {maxScore}. Hazards can develop quickly: try the demo training, then have another go.',
        ),
      },
      {
        id: demoId('assessment/demo/feedback/medium-risk'),
        minTotalScore: 30,
        maxTotalScore: 69,
        feedbackText: paragraphs(
          'You scored {score} out of {maxScore}. A good start. Look out for early clues, such as a ball in the road, to respond sooner.',
        ),
      },
      {
        id: demoId('assessment/demo/feedback/low-risk'),
        minTotalScore: 70,
        maxTotalScore: 100,
        feedbackText: paragraphs('Excellent: {score} out of {maxScore}. You spotted the hazards early.'),
        imageBlobReferenceId: blobs.hazardClipThumbnail,
      },
    ],
    items: [
      item('demo', 0, [multipleChoiceVideo.id, multipleChoiceImage.id, slidingScaleVideo.id], {
        numberOfQuestionsToPresent: 2,
        // Two of three: the one Hazard perception question, and one of the two Observation questions at random.
        displayRules: [
          {
            id: demoId('assessment/demo/item/0/rule/hazard-perception'),
            driverMetricId: hazardPerceptionMetricId,
            quantity: 1,
          },
          { id: demoId('assessment/demo/item/0/rule/observation'), driverMetricId: observationMetricId, quantity: 1 },
        ],
      }),
      item('demo', 1, [responseTimeVideo.id]),
      item('demo', 2, [sequence.id]),
    ],
    recommendations: [],
    adjustments: [
      {
        id: demoId('assessment/demo/adjustment/hazard-perception'),
        driverMetricId: hazardPerceptionMetricId,
        minScore: 90,
        maxScore: 100,
        adjustmentValue: 5,
      },
    ],
    tagIds: [demoTagId],
  };

  const trainingModule: DemoAssessment = {
    ...ASSESSMENT_DEFAULTS,
    id: DEMO_TRAINING_MODULE_ID,
    name: 'Demo: Spotting hazards',
    assessmentType: AssessmentType.TrainingModule,
    feedbackStyle: FeedbackStyle.EachQuestionFeedback,
    imageBlobReferenceId: blobs.streetHazards,
    tileText: paragraphs('Five minutes on reading the road, with a clip, a street scene and a few tips.'),
    text:
      '<h2>Welcome to the demo training</h2>' +
      paragraphs(
        'Learn to spot hazards early. This module has learning pages, information pages, one quick question and a short questionnaire.',
        'Take your time: it is here for practice, and you can go through it as often as you like.',
      ),
    feedbacks: [
      {
        id: demoId('assessment/training/feedback/all'),
        minTotalScore: 0,
        maxTotalScore: 100,
        feedbackText: paragraphs('Thank you for finishing the demo training. Now try the demo assessment.'),
      },
    ],
    items: [
      informationText,
      learningVideo,
      learningImage,
      multipleChoiceImage,
      learningText,
      informationImage,
      informationVideo,
      questionnaire,
    ].map((page, index) => item('training', index, [page.id])),
    recommendations: [
      {
        id: demoId('assessment/training/recommendation/hazard-perception'),
        driverMetricId: hazardPerceptionMetricId,
        minScore: 0,
        maxScore: 69,
      },
    ],
    adjustments: [],
    tagIds: [demoTagId],
  };

  return { questions, assessments: [assessment, trainingModule] };
}
