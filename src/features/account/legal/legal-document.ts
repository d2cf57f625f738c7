// The privacy policy and terms of use are documents, kept whole per language (as a lawyer
// reviews them) rather than as interface strings: see decision 094 in docs/decisions.
export interface LegalSection {
  id: string
  heading: string
  paragraphs: string[]
  points?: string[]
}

export interface LegalDocument {
  privacy: { title: string; intro: string; sections: LegalSection[] }
  terms: { title: string; intro: string; sections: LegalSection[] }
  updated: string
}

// The policy's numbers, in one place for both languages.
export const policyFacts = {
  cancellationHours: 48,
  returnDays: 7,
  deliveryWorkingDays: 7,
} as const
