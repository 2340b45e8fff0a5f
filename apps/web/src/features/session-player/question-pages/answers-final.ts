import { createContext, useContext } from 'react';

/**
 * Whether the answers of the page shown are final (its feedback has been shown: @roadmark/domain session-moves), so
 * its controls are disabled and choosing changes nothing. Set by the player around a revisited question page, and
 * read by the controls that record answers, in the page and in a sequence's child pages alike.
 */
export const AnswersFinalContext = createContext(false);

export function useAnswersFinal(): boolean {
  return useContext(AnswersFinalContext);
}
