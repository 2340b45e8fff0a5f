import type { RouteObject } from 'react-router';
import { ALL_QUESTION_BANKS, type QuestionBank } from './question-banks';

function bankRoutes(bank: QuestionBank): RouteObject[] {
  const listPage = async () => {
    const { QuestionListPage } = await import('./pages/question-list-page');
    return { Component: () => <QuestionListPage bank={bank} /> };
  };
  const deletePage = async () => {
    const { QuestionDeletePage } = await import('./pages/question-delete-page');
    return { Component: () => <QuestionDeletePage bank={bank} /> };
  };
  const editorPage = async () => {
    const { QuestionEditorPage } = await import('./editor/question-editor-page');
    return { Component: () => <QuestionEditorPage bank={bank} /> };
  };
  return [
    { path: bank.path, lazy: listPage },
    { path: `${bank.path}/add`, lazy: editorPage },
    { path: `${bank.path}/edit/:id`, lazy: editorPage },
    { path: `${bank.path}/delete/:id`, lazy: deletePage },
  ];
}

/** Mounted under /administration: the four lists of the question bank. */
export const questionBankRoutes: RouteObject[] = ALL_QUESTION_BANKS.flatMap(bankRoutes);
