import { describe, expect, it } from 'vitest'
import {
  EDIT_CHANNEL,
  editPathOf,
  envelope,
  isEditPath,
  isWidgetPath,
  pathOfAdminId,
  placeOf,
  readEditMessage,
  rowIdsOf,
} from './edit-bridge'

const token = '0b7c8a52-3f0e-4c8e-9d1b-6a2f4e9c1d30'

describe('edit bridge messages', () => {
  it('round-trips every kind through the envelope', () => {
    expect(readEditMessage(envelope({ kind: 'ready' }, null), null)).toEqual({ kind: 'ready' })
    expect(readEditMessage(envelope({ kind: 'init', token, lang: 'en' }, null), null)).toEqual({
      kind: 'init',
      token,
      lang: 'en',
    })
    // A language the preview does not speak: Finnish.
    expect(readEditMessage({ channel: EDIT_CHANNEL, kind: 'init', token, lang: 'xx' }, null)).toEqual({
      kind: 'init',
      token,
      lang: 'fi',
    })
    const select = envelope({ kind: 'select', path: 'layout.2.columns.0.widgets.3', focus: true }, token)
    expect(readEditMessage(select, token)).toEqual({
      kind: 'select',
      path: 'layout.2.columns.0.widgets.3',
      focus: true,
    })
    const text = envelope(
      { kind: 'text', path: 'layout.0.columns.0.widgets.0', field: 'text', value: 'Uusi' },
      token,
    )
    expect(readEditMessage(text, token)).toMatchObject({ kind: 'text', field: 'text', value: 'Uusi' })
    const action = envelope({ kind: 'action', path: 'layout.1', action: 'up' }, token)
    expect(readEditMessage(action, token)).toEqual({ kind: 'action', path: 'layout.1', action: 'up' })
    const invalid = envelope({ kind: 'invalid', path: 'layout.1', message: 'Pakollinen.' }, token)
    expect(readEditMessage(invalid, token)).toEqual({
      kind: 'invalid',
      path: 'layout.1',
      message: 'Pakollinen.',
    })
    expect(readEditMessage(envelope({ kind: 'highlight', path: null }, token), token)).toEqual({
      kind: 'highlight',
      path: null,
    })
  })

  it('carries an image’s alt text and the admin’s answer, with ids of media only', () => {
    const alt = envelope({ kind: 'alt', media: '42', value: 'Kuvaus' }, token)
    expect(readEditMessage(alt, token)).toEqual({ kind: 'alt', media: '42', value: 'Kuvaus' })
    const answer = envelope({ kind: 'altSaved', media: '42', ok: false, message: 'Pakollinen.' }, token)
    expect(readEditMessage(answer, token)).toEqual({
      kind: 'altSaved',
      media: '42',
      ok: false,
      message: 'Pakollinen.',
    })
    for (const media of ['../users/1', '42?depth=9', '', 42, null, 'x'.repeat(65)])
      expect(readEditMessage({ ...alt, media }, token)).toBeNull()
    expect(readEditMessage({ ...alt, value: 'x'.repeat(501) }, token)).toBeNull()
    expect(readEditMessage({ ...alt, value: 7 }, token)).toBeNull()
    expect(readEditMessage({ ...answer, ok: 'yes' }, token)).toBeNull()
    expect(readEditMessage({ ...answer, message: { text: 'x' } }, token)).toBeNull()
    expect(readEditMessage({ ...alt, token: undefined }, token)).toBeNull()
  })

  it('drops messages without the session token, with another token, or of another channel', () => {
    const select = { channel: EDIT_CHANNEL, kind: 'select', path: 'layout.0' }
    expect(readEditMessage(select, token)).toBeNull()
    expect(readEditMessage({ ...select, token: 'f'.repeat(36) }, token)).toBeNull()
    expect(readEditMessage({ ...select, token }, null)).toBeNull()
    expect(readEditMessage({ ...select, token, channel: 'payload-live-preview' }, token)).toBeNull()
    expect(readEditMessage('{"channel":"kajo-edit","kind":"ready"}', null)).toBeNull()
    expect(readEditMessage(null, token)).toBeNull()
  })

  it('drops paths that are not layout rows and tokens that are not ours in shape', () => {
    for (const path of [
      'layout',
      'layout.0.title',
      'layout.0.columns.0.widgets.1.text',
      '__proto__',
      'layout.-1',
      7,
    ]) {
      expect(readEditMessage({ channel: EDIT_CHANNEL, kind: 'select', token, path }, token)).toBeNull()
    }
    expect(readEditMessage({ channel: EDIT_CHANNEL, kind: 'init', token: '<script>' }, null)).toBeNull()
    const base = { channel: EDIT_CHANNEL, token, path: 'layout.0.columns.0.widgets.0' }
    expect(readEditMessage({ ...base, kind: 'action', action: 'eval' }, token)).toBeNull()
    // A field is a plain name (which names are text fields the admin reads from its config).
    for (const field of ['link.url', '__proto__', 'a-b', 'x'.repeat(41), 5])
      expect(readEditMessage({ ...base, kind: 'text', field, value: 'javascript:' }, token)).toBeNull()
    expect(
      readEditMessage({ ...base, kind: 'text', field: 'text', value: 'x'.repeat(501) }, token),
    ).toBeNull()
    expect(readEditMessage({ ...base, kind: 'text', field: 'text', value: 5 }, token)).toBeNull()
    expect(isEditPath('layout.12.columns.5')).toBe(true)
    expect(isEditPath('content')).toBe(true)
    expect(isEditPath('slug')).toBe(false)
  })
})

describe('admin ids', () => {
  it('names the deepest layout row of a row or field id', () => {
    expect(pathOfAdminId('layout-row-2')).toBe('layout.2')
    expect(pathOfAdminId('layout-2-columns-row-1')).toBe('layout.2.columns.1')
    expect(pathOfAdminId('layout-2-columns-1-widgets-row-0')).toBe('layout.2.columns.1.widgets.0')
    expect(pathOfAdminId('field-layout__2__columns__1__widgets__0__text')).toBe(
      'layout.2.columns.1.widgets.0',
    )
    expect(pathOfAdminId('field-layout__2__columns__1__widgets__0__items__3__title')).toBe(
      'layout.2.columns.1.widgets.0',
    )
    expect(pathOfAdminId('field-layout__0__anchorId')).toBe('layout.0')
    expect(pathOfAdminId('layout-0-columns-1-widgets-0-items-row-2')).toBe('layout.0.columns.1.widgets.0')
    expect(pathOfAdminId('field-title')).toBe('title')
    expect(pathOfAdminId('field-heroImage')).toBe('heroImage')
    expect(pathOfAdminId('field-items__0__title')).toBe('items')
    expect(pathOfAdminId('field-slug')).toBeNull()
    // A rich text's `data-field-path`.
    expect(editPathOf('content')).toBe('content')
    expect(editPathOf('layout.1.columns.0.widgets.2.content')).toBe('layout.1.columns.0.widgets.2')
    expect(editPathOf('meta.title')).toBeNull()
  })

  it('lists the rows to open from the section down', () => {
    expect(rowIdsOf('layout.2.columns.1.widgets.0')).toEqual([
      'layout-row-2',
      'layout-2-columns-row-1',
      'layout-2-columns-1-widgets-row-0',
    ])
    expect(rowIdsOf('layout.0')).toEqual(['layout-row-0'])
    expect(placeOf('layout.2.columns.0.widgets.13')).toEqual({
      list: 'layout.2.columns.0.widgets',
      index: 13,
    })
    expect(isWidgetPath('layout.2.columns.0.widgets.13')).toBe(true)
    expect(isWidgetPath('layout.2.columns.0')).toBe(false)
  })
})
