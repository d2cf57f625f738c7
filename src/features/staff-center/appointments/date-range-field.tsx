// The delivery-date range picker. @mantine/dates and dayjs load with this module only, which
// the appointment page loads lazily: the first load of the app never carries them.
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Popover.css'
import '@mantine/dates/styles.css'
import 'dayjs/locale/ar'
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState } from 'react'
import { formatDay } from '../../../entities/format/date-time.ts'

type Range = DatesRangeValue<string>

export function DateRangeField(props: {
  start: string
  end: string
  onChange: (start: string, end: string) => void
}) {
  const { t, i18n } = useLingui()
  const { start, end, onChange } = props
  const [value, setValue] = useState<Range>([start, end])
  // One id for the field and its calendar, which is named after the field (aria-labelledby).
  const id = useId()
  const shown = [start, end].map((day) => formatDay(day, i18n.locale)).join(' – ')
  useEffect(() => setValue([start, end]), [start, end])
  return (
    // Oman's week starts on Saturday; Friday and Saturday are the weekend.
    <DatesProvider
      settings={{
        locale: i18n.locale === 'ar' ? 'ar' : 'en',
        firstDayOfWeek: 6,
        weekendDays: [5, 6],
      }}
    >
      <DatePickerInput
        type="range"
        value={value}
        onChange={(next) => {
          setValue(next)
          if (next[0] && next[1]) onChange(next[0], next[1])
        }}
        // A range left half-chosen goes back to the one in force.
        onDropdownClose={() =>
          setValue((current) => (current[0] && current[1] ? current : [start, end]))
        }
        allowSingleDateInRange
        // The app's one way of writing a day (decision 142), in the person's language.
        valueFormatter={({ date }) => {
          const [from, to] = Array.isArray(date) ? date : [date, null]
          return [from, to]
            .filter((day): day is string => typeof day === 'string' && day !== '')
            .map((day) => formatDay(day.slice(0, 10), i18n.locale))
            .join(' – ')
        }}
        id={id}
        // A dialog across the phone's width with a narrow frame: seven 44 px days fit a 320 px
        // phone (decision 255).
        dropdownType="modal"
        modalProps={{
          id,
          xOffset: 0,
          padding: 4,
          size: 'auto',
          centered: true,
          title: t`Delivery dates`,
        }}
        // The name holds the dates the field shows (WCAG 2.5.3: the visible words are in it).
        aria-label={t`Delivery dates: ${shown}`}
        ariaLabels={{
          previousMonth: t`Previous month`,
          nextMonth: t`Next month`,
          previousYear: t`Previous year`,
          nextYear: t`Next year`,
          previousDecade: t`Previous decade`,
          nextDecade: t`Next decade`,
        }}
        leftSection={<IconCalendar size={18} aria-hidden="true" />}
        data-testid="date-range"
      />
    </DatesProvider>
  )
}
