import { fireEvent } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../tests/setup/render-app.tsx'
import { DebouncedSearchInput } from './debounced-search-input.tsx'

describe('the debounced search box', () => {
  it('has a clear button named for what it does, in each language', async () => {
    for (const [language, name] of [
      ['en', 'Clear search'],
      ['ar', 'مسح البحث'],
    ] as const) {
      const onSearch = vi.fn()
      const view = await renderApp(
        <DebouncedSearchInput value="oil" onSearch={onSearch} label="Search" />,
        { language },
      )
      fireEvent.click(view.getByRole('button', { name }))
      expect(onSearch).toHaveBeenCalledWith('')
      expect((view.getByRole('searchbox') as HTMLInputElement).value).toBe('')
      view.unmount()
    }
  })
})
