import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderApp } from '../../../tests/setup/render-app.tsx'
import { OtpInput } from './otp-input.tsx'

function CodeBoxes(props: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('')
  return <OtpInput value={value} onChange={setValue} onComplete={props.onComplete} />
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[]
const typed = () => boxes().map((box) => box.value)
const paste = (box: HTMLInputElement, text: string) =>
  fireEvent.paste(box, { clipboardData: { getData: () => text } })

describe('the one-time-code boxes', () => {
  it('let the phone fill the code from the SMS (autocomplete="one-time-code")', async () => {
    await renderApp(<CodeBoxes onComplete={() => {}} />)
    expect(boxes()).toHaveLength(6)
    for (const box of boxes()) expect(box.getAttribute('autocomplete')).toBe('one-time-code')
  })

  it('fill every box from a whole code pasted into the first, and send it', async () => {
    const onComplete = vi.fn()
    await renderApp(<CodeBoxes onComplete={onComplete} />)
    paste(boxes()[0]!, '482913')
    expect(typed()).toEqual(['4', '8', '2', '9', '1', '3'])
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913')
    expect(document.activeElement).toBe(boxes()[5])
  })

  it('take the code out of a pasted Arabic message, into any box', async () => {
    const onComplete = vi.fn()
    await renderApp(<CodeBoxes onComplete={onComplete} />, { language: 'ar' })
    paste(boxes()[3]!, 'رمز التحقق: ٤٨٢ ٩١٣')
    expect(typed()).toEqual(['4', '8', '2', '9', '1', '3'])
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913')
  })

  it('fill part of the boxes from part of a code, and ignore a paste that holds none', async () => {
    const onComplete = vi.fn()
    await renderApp(<CodeBoxes onComplete={onComplete} />)
    paste(boxes()[0]!, 'not a code')
    expect(typed()).toEqual(['', '', '', '', '', ''])
    paste(boxes()[0]!, '48 2')
    expect(typed()).toEqual(['4', '8', '2', '', '', ''])
    expect(document.activeElement).toBe(boxes()[3])
    expect(onComplete).not.toHaveBeenCalled()
  })
})
