// The profile form's rules, in the order the spec checks them: both names empty, one of them
// empty, then nothing changed.
export type ProfileProblem = 'both-required' | 'first-required' | 'last-required' | 'unchanged'

export interface ProfileNames {
  firstName: string
  lastName: string
}

export function profileProblem(saved: ProfileNames, form: ProfileNames): ProfileProblem | null {
  const first = form.firstName.trim()
  const last = form.lastName.trim()
  if (!first && !last) return 'both-required'
  if (!first) return 'first-required'
  if (!last) return 'last-required'
  if (first === saved.firstName.trim() && last === saved.lastName.trim()) return 'unchanged'
  return null
}
