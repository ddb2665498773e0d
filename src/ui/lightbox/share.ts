/**
 * Share addresses for the picture on show (docs/lightbox.md): each carries the page address with the
 * lightbox fragment, the title as text and the absolute picture address where the service takes
 * them. Plain addresses only: no service's script is ever loaded (Pinterest's pin script included;
 * the CSP would refuse it anyway), so nothing third-party runs before or after consent.
 */

export type ShareService = 'facebook' | 'x' | 'pinterest' | 'linkedin' | 'whatsapp'

/** Menu order; the names are the services' own, the same in every language. */
export const SHARE_SERVICES: readonly { service: ShareService; name: string }[] = [
  { service: 'facebook', name: 'Facebook' },
  { service: 'x', name: 'X' },
  { service: 'pinterest', name: 'Pinterest' },
  { service: 'linkedin', name: 'LinkedIn' },
  { service: 'whatsapp', name: 'WhatsApp' },
]

export type Shared = {
  /** The page address, lightbox fragment included. */
  url: string
  /** The picture's title; may be empty. */
  text: string
  /** The absolute picture address; empty for a video without a picture. */
  image: string
}

function withQuery(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== ''))
  return `${base}?${query}`
}

/** The service's share address, or null when it cannot share this (Pinterest pins pictures only). */
export function shareUrl(service: ShareService, { url, text, image }: Shared): string | null {
  switch (service) {
    case 'facebook':
      return withQuery('https://www.facebook.com/sharer/sharer.php', { u: url })
    case 'x':
      return withQuery('https://x.com/intent/post', { url, text })
    case 'pinterest':
      return image
        ? withQuery('https://www.pinterest.com/pin/create/button/', { url, media: image, description: text })
        : null
    case 'linkedin':
      return withQuery('https://www.linkedin.com/sharing/share-offsite/', { url })
    case 'whatsapp':
      return withQuery('https://wa.me/', { text: text ? `${text} ${url}` : url })
  }
}

/** The page address with only this picture's lightbox fragment, whatever else the address holds. */
export function sharedPageUrl(href: string, fragment: string): string {
  const url = new URL(href)
  url.hash = fragment
  return url.href
}

/** `window.open` features for docs/lightbox.md's pop-up, centred on the screen the page is on. */
export function popupFeatures(size: { width: number; height: number }, screenWidth: number): string {
  const left = Math.max(0, Math.round((screenWidth - size.width) / 2))
  return `width=${size.width},height=${size.height},left=${left},top=100,scrollbars=yes,resizable=yes`
}
