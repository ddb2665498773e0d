/**
 * What a picture that failed to load shows (docs/lightbox.md): the message and a link to the picture's
 * address, so the visitor can try it on its own. Text only, never markup from the address.
 */
export function errorElement(src: string, message: string): HTMLElement {
  const box = document.createElement('div')
  box.className = 'pswp__error-msg'
  const text = document.createElement('p')
  text.textContent = message
  box.append(text)
  if (src) {
    const link = document.createElement('a')
    link.href = src
    link.textContent = src
    box.append(link)
  }
  return box
}
