import { describeReferenceData } from '../../../test/reference-data-suite.ts';

describeReferenceData({
  one: 'questionTag',
  many: 'questionTags',
  create: 'createQuestionTag',
  update: 'updateQuestionTag',
  delete: 'deleteQuestionTag',
  fields: 'id name archived viewerCanUpdate viewerCanDelete',
});
