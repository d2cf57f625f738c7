// The payment step's names: both required once trimmed, at most 16 characters each. Problems
// are the spec's message keys (profile.errors.*), in the order the spec checks them.
export const MAX_NAME = 16

export type NameProblem =
  | 'profile.errors.first_name_and_last_name_required'
  | 'profile.errors.first_name_required'
  | 'profile.errors.last_name_required'

export function nameProblem(firstName: string, lastName: string): NameProblem | null {
  const first = firstName.trim()
  const last = lastName.trim()
  if (!first && !last) return 'profile.errors.first_name_and_last_name_required'
  if (!first) return 'profile.errors.first_name_required'
  if (!last) return 'profile.errors.last_name_required'
  return null
}

/** What a name input keeps of what is typed or pasted. */
export const nameInput = (value: string) => value.slice(0, MAX_NAME)
