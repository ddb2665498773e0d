// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { normaliseAddress } from './bot/store'
import type { FormConfig } from './from-cms'
import { outgoingMail } from './outbox'
import { summaryRows } from './state'
import { fixtureDefinition } from './view/fixture'

const config: FormConfig = {
  definition: fixtureDefinition(),
  quiz: {},
  mail: {
    recipient: 'hei@kajodigital.example',
    replyToField: 'sahkoposti',
    subject: 'Yhteydenotto: [nimi]',
    body: 'Uusi viesti.\n\n[kaikki-vastaukset]',
    autoresponder: {
      subject: 'Kiitos, [nimi]',
      body: 'Hei [nimi],\n\nkiitos viestistäsi.\n[kaikki-vastaukset]',
    },
  },
}
const spam = 'Osta halpoja kelloja osoitteesta http://spam.example'
const values = { nimi: spam, sahkoposti: 'uhri@example.fi' }
const rows = summaryRows(config.definition, values, 'fi')

describe('the autoresponse', () => {
  it("is the form's fixed text: no tag is filled, so nothing the visitor typed is echoed", () => {
    const [notification, autoresponse] = outgoingMail(config, values, rows, 'ref', true)
    expect(notification?.text).toContain(spam)
    expect(autoresponse).toMatchObject({
      to: 'uhri@example.fi',
      subject: 'Kiitos, [nimi]',
      text: 'Hei [nimi],\n\nkiitos viestistäsi.\n[kaikki-vastaukset]',
    })
    expect(JSON.stringify(autoresponse)).not.toContain('spam.example')
  })

  it('is left out when the address has had its one for the day', () => {
    const messages = outgoingMail(config, values, rows, 'ref', false)
    expect(messages.map((m) => m.to)).toEqual(['hei@kajodigital.example'])
  })

  it('counts one inbox once, whatever the case, spacing or +tag', () => {
    for (const address of ['Uhri@Example.FI', ' uhri+1@example.fi', 'UHRI+kampanja@EXAMPLE.fi'])
      expect(normaliseAddress(address)).toBe('uhri@example.fi')
    expect(normaliseAddress('toinen@example.fi')).not.toBe('uhri@example.fi')
  })
})
