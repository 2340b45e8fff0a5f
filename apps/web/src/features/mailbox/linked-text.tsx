import { Anchor, Text } from '@mantine/core';
import { splitLinks } from './split-links';

/** Plain text, line breaks kept, with every http(s) address a link. Built from text parts: no HTML is injected. */
export function LinkedText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {splitLinks(text).map((part) =>
        part.kind === 'link' ? (
          <Anchor key={part.start} href={part.href} rel="noreferrer">
            {part.href}
          </Anchor>
        ) : (
          <span key={part.start}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
