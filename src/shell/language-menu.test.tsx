import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderApp } from '../../tests/setup/render-app.tsx'
import { LanguageMenu } from './language-menu.tsx'

const html = document.documentElement

describe('the language switch', () => {
  it('sets lang and dir on <html>, so a screen reader reads Arabic as Arabic, and back', async () => {
    await renderApp(<LanguageMenu />)
    expect([html.lang, html.dir]).toEqual(['en', 'ltr'])
    const button = screen.getByRole('button', { name: 'Language' })
    fireEvent.click(button)
    // Each language's name is marked in its own language.
    expect(screen.getByRole('menuitemradio', { name: 'العربية' }).getAttribute('lang')).toBe('ar')
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'العربية' }))
    await waitFor(() => expect([html.lang, html.dir]).toEqual(['ar', 'rtl']))
    expect(localStorage.getItem('hig:language')).toBe('ar')
    const arabicButton = await screen.findByRole('button', { name: 'اللغة' })
    // The menu is gone with the chosen item: focus is back on its button.
    expect(document.activeElement).toBe(arabicButton)
    fireEvent.click(arabicButton)
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }))
    await waitFor(() => expect([html.lang, html.dir]).toEqual(['en', 'ltr']))
  })

  it('closes on Escape and gives focus back to its button', async () => {
    await renderApp(<LanguageMenu />)
    const button = screen.getByRole('button', { name: 'Language' })
    fireEvent.click(button)
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitemradio'))
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
  })
})
