'use client'

import { Button } from '@payloadcms/ui'
import type { Action } from './moderation'

type Props = {
  actions: readonly Action[]
  labels: Record<Action, string>
  size: 'small' | 'xsmall'
  busy: boolean
  run: (action: Action) => Promise<void>
  /** Whose item the buttons decide, at the end of each button's name; none for a bulk decision. */
  whose?: string
}

/** One button per moderation decision, approving the primary one. */
export function ActionButtons({ actions, labels, size, busy, run, whose }: Props) {
  return actions.map((action) => (
    <Button
      key={action}
      buttonStyle={action === 'approved' ? 'primary' : 'secondary'}
      size={size}
      margin={false}
      disabled={busy}
      aria-label={whose === undefined ? undefined : `${labels[action]}: ${whose}`}
      onClick={() => void run(action)}
    >
      {labels[action]}
    </Button>
  ))
}
