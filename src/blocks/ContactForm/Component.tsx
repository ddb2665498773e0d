import { botSecret } from '@/forms/bot/challenge'
import { noscriptQuestion } from '@/forms/bot/noscript-check'
import { readFormConfig } from '@/forms/data'
import { FormView } from '@/forms/view/FormView'
import { relationId } from '@/lib/relation'
import type { WidgetProps } from '../types'

/** A form authored under Lomakkeet (src/forms); nothing when it has been deleted. */
export async function ContactFormWidget({ block, ctx }: WidgetProps<'contactForm'>) {
  const id = relationId(block.form)
  const config = id === null ? null : await readFormConfig(id, ctx.locale)
  if (!config) return null
  const { definition } = config
  return (
    // A saved change (live preview re-renders in place) gives a new form the script attaches afresh.
    <FormView
      key={`${definition.id}-${definition.version}`}
      definition={definition}
      locale={ctx.locale}
      unitTag={`${definition.id}-${block.id ?? 'form'}`}
      containerPost={ctx.page?.id ?? null}
      noscript={noscriptQuestion(botSecret(), definition.id, ctx.locale)}
    />
  )
}
