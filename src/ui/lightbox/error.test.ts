import { expect, it } from 'vitest'
import { errorElement } from './error'

it('says the picture failed and links to its address (docs/lightbox.md)', () => {
  const element = errorElement('https://kajo.example/media/puuttuu.webp', 'Kuvaa ei voitu ladata.')
  expect(element.outerHTML).toBe(
    '<div class="pswp__error-msg"><p>Kuvaa ei voitu ladata.</p>' +
      '<a href="https://kajo.example/media/puuttuu.webp">https://kajo.example/media/puuttuu.webp</a></div>',
  )
})

it('puts the address in as text, never as markup', () => {
  const element = errorElement(
    'https://kajo.example/"><img src=x onerror=alert(1)>',
    'Kuvaa ei voitu ladata.',
  )
  expect(element.querySelector('img')).toBeNull()
  expect(element.querySelector('a')?.textContent).toBe('https://kajo.example/"><img src=x onerror=alert(1)>')
})

it('shows the message alone when there is no address', () => {
  expect(errorElement('', 'The image could not be loaded.').outerHTML).toBe(
    '<div class="pswp__error-msg"><p>The image could not be loaded.</p></div>',
  )
})
