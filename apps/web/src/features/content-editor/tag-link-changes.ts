/**
 * Selecting a tag toggles a link. What a save sends for the tags: a link for each newly selected tag,
 * and the removal of each loaded link whose tag is no longer selected.
 */
export function tagLinkChanges(loaded: readonly { id: string; questionTagId: string }[], tagIds: readonly string[]) {
  const linked = new Set(loaded.map((link) => link.questionTagId));
  const selected = new Set(tagIds);
  return {
    added: tagIds.filter((tagId) => !linked.has(tagId)).map((questionTagId) => ({ questionTagId })),
    updated: [],
    removed: loaded.filter((link) => !selected.has(link.questionTagId)).map((link) => link.id),
  };
}
