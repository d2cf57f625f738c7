import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderApp } from '../../../tests/setup/render-app.tsx'
import { Drawer, Modal } from './dialogs.tsx'

// The two ways screens hold a dialog: drawn only while open (loaded on first use, or while
// there is something to edit), and always there, opened and closed.
function DrawnWhileOpen() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Edit car</button>
      {open && (
        <Modal opened onClose={() => setOpen(false)} title="Car">
          <input aria-label="Plate" />
        </Modal>
      )}
    </>
  )
}

function AlwaysThere() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Add funds</button>
      <Drawer opened={open} onClose={() => setOpen(false)} title="Funds">
        <input aria-label="Amount" />
      </Drawer>
    </>
  )
}

async function openCloseAndReturn(opener: string, field: string) {
  const button = screen.getByRole('button', { name: opener })
  button.focus()
  fireEvent.click(button)
  // Focus moves into the dialog.
  const input = await screen.findByRole('textbox', { name: field })
  await waitFor(() =>
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true),
  )
  fireEvent.keyDown(input, { key: 'Escape' })
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  await waitFor(() => expect(document.activeElement).toBe(button))
}

describe('dialogs give focus back to the control that opened them', () => {
  it('when the dialog is drawn only while open', async () => {
    await renderApp(<DrawnWhileOpen />)
    await openCloseAndReturn('Edit car', 'Plate')
  })

  it('when the dialog stays on the page, closed', async () => {
    await renderApp(<AlwaysThere />)
    await openCloseAndReturn('Add funds', 'Amount')
    // And again: the second opening is no different.
    await openCloseAndReturn('Add funds', 'Amount')
  })
})
