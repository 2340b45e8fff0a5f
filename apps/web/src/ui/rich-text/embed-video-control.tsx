import { Button, Group, Popover, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconMovie } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../lib/error-messages';
import { type EmbedView, fetchEmbed } from './fetch-embed';

/**
 * "Embed video": asks for a page link, finds its player through the server's oEmbed lookup and inserts it. When
 * the link is not recognised or its provider does not answer, nothing is inserted and the author is told why under
 * the link, which stays there to correct or try again.
 */
export function EmbedVideoControl({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('richText');
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [pageUrl, setPageUrl] = useState('');
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
    setPageUrl('');
    setProblem(null);
  };

  const embed = async () => {
    if (!pageUrl.trim() || looking) return;
    setLooking(true);
    setProblem(null);
    let found: EmbedView;
    try {
      found = await fetchEmbed(pageUrl.trim());
    } catch (error) {
      setProblem(errorMessages([error])[0]?.message ?? null);
      return;
    } finally {
      setLooking(false);
    }
    close();
    if (!editor || editor.isDestroyed) return;
    editor
      .chain()
      .focus()
      .insertEmbedFrame({
        src: found.embedUrl,
        width: found.width ?? 640,
        height: found.height ?? 360,
        title: found.title
          ? t('embeddedMediaFrom', { title: found.title, provider: found.providerName })
          : found.providerName,
      })
      .run();
  };

  // A form here would sit inside the page's form; Enter submits the link instead.
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void embed();
  };

  return (
    <Popover opened={opened} onChange={setOpened} onDismiss={close} trapFocus shadow="md" width={360}>
      <Popover.Target>
        <RichTextEditor.Control
          aria-label={t('embedVideo')}
          title={t('embedVideo')}
          disabled={disabled}
          onClick={() => setOpened((open) => !open)}
        >
          <IconMovie size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <TextInput
          label={t('videoLink')}
          description={t('videoLinkDescription')}
          placeholder={t('videoLinkPlaceholder')}
          type="url"
          value={pageUrl}
          onChange={(event) => {
            setPageUrl(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={submitOnEnter}
          error={problem}
          data-autofocus
        />
        <Group justify="flex-end" mt="sm">
          <Button type="button" size="xs" loading={looking} disabled={!pageUrl.trim()} onClick={() => void embed()}>
            {t('embed')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
