import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/CloseButton.css'
import { useEffect, useRef, useState } from 'react'
import { CloseButton, Group, Loader, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IconSearch } from '@tabler/icons-react'

const SEARCH_DEBOUNCE_MS = 500

// A search box whose value lives in the URL (`?q=`): typing updates the box at once and the
// URL 500 ms after the last key, so reload, share and back all keep the search. A value that
// changes in the URL (back/forward) flows back into the box. While the search waits (the 500 ms,
// then the answer, `busy`), a spinner in the box says so.
export function DebouncedSearchInput(props: {
  value: string
  onSearch: (value: string) => void
  label: string
  placeholder?: string
  autoFocus?: boolean
  delay?: number
  /** The answer to the search is on its way. */
  busy?: boolean
}) {
  const { t } = useLingui()
  const { value, onSearch, delay = SEARCH_DEBOUNCE_MS } = props
  const [text, setText] = useState(value)
  const committed = useRef(value)
  const box = useRef<HTMLInputElement>(null)
  // Focused once it is on the page, whichever way the screen was reached (the autofocus
  // attribute alone works only for a page's first load).
  const { autoFocus } = props
  useEffect(() => {
    if (autoFocus) box.current?.focus({ preventScroll: true })
  }, [autoFocus])

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value
      setText(value)
    }
  }, [value])

  useEffect(() => {
    if (text === committed.current) return
    const timer = setTimeout(() => {
      committed.current = text
      onSearch(text)
    }, delay)
    return () => clearTimeout(timer)
  }, [text, delay, onSearch])

  const waiting = props.busy || text.trim() !== committed.current.trim()
  return (
    <TextInput
      type="search"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      aria-label={props.label}
      placeholder={props.placeholder ?? props.label}
      ref={box}
      autoFocus={props.autoFocus}
      leftSection={<IconSearch size={18} />}
      rightSectionWidth={text && waiting ? 56 : undefined}
      rightSection={
        text ? (
          <Group gap={4} wrap="nowrap">
            {waiting && (
              <Loader
                size={14}
                role="progressbar"
                aria-label={t`Searching…`}
                data-testid="search-busy"
              />
            )}
            <CloseButton
              size="sm"
              aria-label={t`Clear search`}
              onClick={() => {
                setText('')
                committed.current = ''
                onSearch('')
              }}
            />
          </Group>
        ) : null
      }
      data-testid="search-input"
    />
  )
}
