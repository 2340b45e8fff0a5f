import { Box, Button, Group, Slider, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  formatResponseTime,
  millisecondsToSeconds,
  secondsToMilliseconds,
  type TimeWindow,
  timeWindowProblems,
} from '@roadmark/domain/content/response-windows';
import { IconClockPin } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MillisecondsInput } from './milliseconds-input';

/** A response-time window as the editor shows it, with an optional name. */
export interface TimeWindowItem extends TimeWindow {
  key: string;
  label?: string;
}

export interface TimeWindowEditorProps {
  videoUrl: string;
  posterUrl?: string | null;
  windows: readonly TimeWindowItem[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  onChange: (key: string, times: TimeWindow) => void;
  disabled?: boolean;
}

/** The scrubbing slider moves in 10 ms steps; exact times are typed in the millisecond fields. */
const SCRUB_STEP_MS = 10;

/**
 * The response-time windows of a video question. The author plays and scrubs the video (its own
 * controls or the slider), sees every window as a band on a timeline, and sets the selected window's start and end
 * from the current time or types them in milliseconds (each also shown as hh:mm:ss.mmmm).
 */
export function TimeWindowEditor({
  videoUrl,
  posterUrl,
  windows,
  selectedKey,
  onSelect,
  onChange,
  disabled = false,
}: TimeWindowEditorProps) {
  const { t } = useTranslation('questions');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [duration, setDuration] = useState(0);
  const [currentTime, setCurrentTime] = useState(0);
  const nameOf = (item: TimeWindowItem, index: number) =>
    item.label?.trim() || t('timeWindows.defaultName', { number: index + 1 });
  const selectedIndex = windows.findIndex((item) => item.key === selectedKey);
  const selected = selectedIndex >= 0 ? windows[selectedIndex] : undefined;
  const timelineLength = Math.max(duration, ...windows.map((item) => item.endResponseTimeSeconds), 0);

  const readVideo = () => {
    const video = videoRef.current;
    if (!video) return;
    setCurrentTime(video.currentTime);
    if (Number.isFinite(video.duration) && video.duration > 0) setDuration(video.duration);
  };
  const seek = (milliseconds: number) => {
    const seconds = millisecondsToSeconds(milliseconds);
    if (videoRef.current) videoRef.current.currentTime = seconds;
    setCurrentTime(seconds);
  };
  /** The video's time to the millisecond, as the fields edit it. */
  const currentSeconds = () =>
    millisecondsToSeconds(secondsToMilliseconds(videoRef.current?.currentTime ?? currentTime));

  const problems = selected ? timeWindowProblems(selected) : [];
  const problemFor = (field: keyof TimeWindow) => {
    const problem = problems.find((p) => p.path[0] === field);
    return problem ? t(`domain:${problem.message}`) : undefined;
  };

  return (
    <Stack gap="sm">
      {/* biome-ignore lint/a11y/useMediaCaption: the author's own question video, shown to place time windows. */}
      <video
        ref={videoRef}
        src={videoUrl}
        poster={posterUrl ?? undefined}
        controls
        preload="metadata"
        aria-label={t('timeWindows.video')}
        onLoadedMetadata={readVideo}
        onDurationChange={readVideo}
        onTimeUpdate={readVideo}
        onSeeked={readVideo}
        style={{ width: '100%', maxHeight: '60vh', background: '#000' }}
      />
      <Group gap="xs">
        <Text size="sm">{t('timeWindows.currentTime')}</Text>
        <Text size="sm" ff="monospace" data-testid="current-time">
          {formatResponseTime(currentTime)}
        </Text>
      </Group>
      <Slider
        min={0}
        max={Math.max(secondsToMilliseconds(duration), SCRUB_STEP_MS)}
        step={SCRUB_STEP_MS}
        value={secondsToMilliseconds(currentTime)}
        onChange={seek}
        disabled={duration <= 0}
        label={(value) => formatResponseTime(millisecondsToSeconds(value))}
        thumbLabel={t('timeWindows.position')}
        thumbValueText={(value) => formatResponseTime(millisecondsToSeconds(value))}
      />
      <Timeline
        windows={windows}
        length={timelineLength}
        currentTime={currentTime}
        selectedKey={selectedKey}
        nameOf={nameOf}
        onSelect={onSelect}
        disabled={disabled}
      />
      {windows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('timeWindows.none')}
        </Text>
      )}
      {selected ? (
        <Stack gap="xs">
          <Text fw={600}>{nameOf(selected, selectedIndex)}</Text>
          <Group align="flex-start" gap="md">
            <Stack gap={6}>
              <MillisecondsInput
                key={`${selected.key}-start`}
                label={t('timeWindows.startMs')}
                seconds={selected.startResponseTimeSeconds}
                onChange={(start) => onChange(selected.key, { ...times(selected), startResponseTimeSeconds: start })}
                error={problemFor('startResponseTimeSeconds')}
                disabled={disabled}
              />
              <Button
                variant="default"
                size="xs"
                leftSection={<IconClockPin size={14} aria-hidden />}
                onClick={() =>
                  onChange(selected.key, { ...times(selected), startResponseTimeSeconds: currentSeconds() })
                }
                disabled={disabled}
              >
                {t('timeWindows.setStart')}
              </Button>
            </Stack>
            <Stack gap={6}>
              <MillisecondsInput
                key={`${selected.key}-end`}
                label={t('timeWindows.endMs')}
                seconds={selected.endResponseTimeSeconds}
                onChange={(end) => onChange(selected.key, { ...times(selected), endResponseTimeSeconds: end })}
                error={problemFor('endResponseTimeSeconds')}
                disabled={disabled}
              />
              <Button
                variant="default"
                size="xs"
                leftSection={<IconClockPin size={14} aria-hidden />}
                onClick={() => onChange(selected.key, { ...times(selected), endResponseTimeSeconds: currentSeconds() })}
                disabled={disabled}
              >
                {t('timeWindows.setEnd')}
              </Button>
            </Stack>
          </Group>
        </Stack>
      ) : (
        windows.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('timeWindows.selectHint')}
          </Text>
        )
      )}
    </Stack>
  );
}

function times(item: TimeWindow): TimeWindow {
  return {
    startResponseTimeSeconds: item.startResponseTimeSeconds,
    endResponseTimeSeconds: item.endResponseTimeSeconds,
  };
}

interface TimelineProps {
  windows: readonly TimeWindowItem[];
  length: number;
  currentTime: number;
  selectedKey: string | null;
  nameOf: (item: TimeWindowItem, index: number) => string;
  onSelect: (key: string) => void;
  disabled: boolean;
}

/** The video's length as a bar, each window a band on it (a button that selects it), and the current time. */
function Timeline({ windows, length, currentTime, selectedKey, nameOf, onSelect, disabled }: TimelineProps) {
  const { t } = useTranslation('questions');
  const percent = (seconds: number) =>
    length > 0 ? `${(Math.min(Math.max(seconds, 0), length) / length) * 100}%` : '0%';
  return (
    <Box
      role="group"
      aria-label={t('timeWindows.timeline')}
      style={{
        position: 'relative',
        height: 32,
        background: 'var(--mantine-color-gray-1)',
        border: '1px solid var(--mantine-color-gray-6)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      {windows.map((item, index) => {
        const isSelected = item.key === selectedKey;
        const start = Math.min(item.startResponseTimeSeconds, item.endResponseTimeSeconds);
        const end = Math.max(item.startResponseTimeSeconds, item.endResponseTimeSeconds);
        return (
          <UnstyledButton
            key={item.key}
            aria-pressed={isSelected}
            aria-label={t('timeWindows.band', {
              name: nameOf(item, index),
              start: formatResponseTime(item.startResponseTimeSeconds),
              end: formatResponseTime(item.endResponseTimeSeconds),
            })}
            onClick={() => onSelect(item.key)}
            disabled={disabled}
            style={{
              position: 'absolute',
              top: 3,
              bottom: 3,
              left: percent(start),
              width: `calc(${percent(end)} - ${percent(start)})`,
              minWidth: 6,
              background: isSelected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-5)',
              border: `2px solid ${isSelected ? '#000' : 'var(--mantine-color-gray-8)'}`,
              borderRadius: 3,
              zIndex: isSelected ? 2 : 1,
            }}
          />
        );
      })}
      <div
        aria-hidden
        style={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: percent(currentTime),
          width: 2,
          background: 'var(--mantine-color-red-8)',
          zIndex: 3,
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
