/** Profile services a team card links to: the admin's option label and the visitor-facing name. */
export const SOCIAL_NETWORKS = [
  { value: 'linkedin', label: 'LinkedIn', name: { fi: 'LinkedIn', en: 'LinkedIn' } },
  { value: 'github', label: 'GitHub', name: { fi: 'GitHub', en: 'GitHub' } },
  { value: 'x', label: 'X (Twitter)', name: { fi: 'X', en: 'X' } },
  { value: 'instagram', label: 'Instagram', name: { fi: 'Instagram', en: 'Instagram' } },
  { value: 'facebook', label: 'Facebook', name: { fi: 'Facebook', en: 'Facebook' } },
  { value: 'youtube', label: 'YouTube', name: { fi: 'YouTube', en: 'YouTube' } },
  { value: 'website', label: 'Kotisivu', name: { fi: 'Kotisivu', en: 'Website' } },
  { value: 'other', label: 'Muu', name: { fi: 'Profiili', en: 'Profile' } },
] as const

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['value']

export function networkName(value: string | null | undefined, locale: 'fi' | 'en'): string {
  const found = SOCIAL_NETWORKS.find((n) => n.value === value) ?? SOCIAL_NETWORKS.at(-1)
  return found?.name[locale] ?? ''
}
