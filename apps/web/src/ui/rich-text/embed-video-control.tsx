import { Button, Group, Popover, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconMovie } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchEmbed } from './fetch-embed';

/**
 * "Embed video": asks for a page link, finds its player through the server's oEmbed lookup and inserts it. When
 * no provider matches or the provider fails, nothing is inserted and nothing is shown (spec 1 §8).
 */
export function EmbedVideoControl({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('richText');
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [pageUrl, setPageUrl] = useState('');
  const [looking, setLooking] = useState(false);

  const close = () => {
    setOpened(false);
    setPageUrl('');
  };

  const embed = async () => {
    if (!pageUrl.trim() || looking) return;
    setLooking(true);
    const found = await fetchEmbed(pageUrl.trim());
    setLooking(false);
    close();
    if (!found || !editor || editor.isDestroyed) return;
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
          onChange={(event) => setPageUrl(event.currentTarget.value)}
          onKeyDown={submitOnEnter}
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
