import { Tabs } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { EditorTabList } from './editor-tab-list';

describe('EditorTabList', () => {
  it('names every tab and marks only the tabs with a problem', () => {
    renderWithProviders(
      <Tabs value="main">
        <EditorTabList
          tabs={['main', 'feedback', 'tags']}
          problemTabs={['feedback']}
          labelOf={(tab) => `Tab ${tab}`}
          problemLabel="Has problems"
        />
      </Tabs>,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tab main', 'Tab feedback', 'Tab tags']);
    const warnings = screen.getAllByLabelText('Has problems');
    expect(warnings).toHaveLength(1);
    expect(screen.getByRole('tab', { name: /Tab feedback/ }).contains(warnings[0]!)).toBe(true);
  });
});
