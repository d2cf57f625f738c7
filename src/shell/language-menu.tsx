// Two languages only, so a small menu of our own rather than Mantine's Menu (which would add
// the floating-ui positioning library to the first load of every page).
import { useEffect, useRef, useState } from 'react'
import { IconLanguage } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { activateLanguage, type Language } from '../i18n/i18n.ts'
import { toolClass } from './header-tool.ts'
import classes from './shell.module.css'

const names: Record<Language, string> = { en: 'English', ar: 'العربية' }

export function LanguageMenu() {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return
        setOpen(false)
        // The chosen item leaves the page with the menu: focus goes back to the menu's button.
        button.current?.focus()
      } else if (!root.current?.contains(event.target as Node)) {
        setOpen(false)
      }
    }
    document.addEventListener('pointerdown', close)
    document.addEventListener('keydown', close)
    root.current?.querySelector<HTMLButtonElement>('[role="menuitemradio"]')?.focus()
    return () => {
      document.removeEventListener('pointerdown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div ref={root} className={classes.languageMenu}>
      <button
        ref={button}
        type="button"
        className={toolClass}
        aria-label={t`Language`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="language-menu"
      >
        <IconLanguage size={22} stroke={1.6} />
      </button>
      {open && (
        <div role="menu" className={classes.languageList}>
          {(Object.keys(names) as Language[]).map((language) => (
            <button
              key={language}
              type="button"
              role="menuitemradio"
              aria-checked={i18n.locale === language}
              lang={language}
              className={classes.languageItem}
              onClick={() => {
                setOpen(false)
                button.current?.focus()
                void activateLanguage(language)
              }}
            >
              {names[language]}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
