import { findSequenceCycle } from '@roadmark/domain/content/sequence-cycle';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { questionSequenceQuestions } from './question.table.ts';

/** A link about to be stored: its id (to leave its old version out of the graph) and its child. */
export interface ProposedLink {
  id?: string | undefined;
  childQuestionId: string;
}

/**
 * The cycle (docs/product/content-editor.md#the-question-editor) through `parentId` in the stored graph of live
 * sequence links (with `proposed` as a link from `parentId`), as a path that starts and ends with `parentId`; null when
 * there is none. Only what lies below
 * `parentId` is read, one query per level.
 */
export async function sequenceCycleThrough(
  tx: Executor,
  parentId: string,
  proposed?: ProposedLink,
): Promise<string[] | null> {
  const links = questionSequenceQuestions;
  const children = new Map<string, string[]>();
  const seen = new Set([parentId]);
  let frontier = [parentId];
  const follow = (parent: string, child: string, next: string[]) => {
    children.set(parent, [...(children.get(parent) ?? []), child]);
    if (!seen.has(child)) {
      seen.add(child);
      next.push(child);
    }
  };
  if (proposed) follow(parentId, proposed.childQuestionId, frontier);
  while (frontier.length > 0) {
    const rows = await tx
      .select({ parent: links.parentQuestionId, child: links.childQuestionId })
      .from(links)
      .where(
        and(
          eq(links.archived, false),
          inArray(links.parentQuestionId, frontier),
          proposed?.id ? ne(links.id, proposed.id) : undefined,
        ),
      );
    const next: string[] = [];
    for (const row of rows) follow(row.parent, row.child, next);
    frontier = next;
  }
  return findSequenceCycle(children, parentId);
}
