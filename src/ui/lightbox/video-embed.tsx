import { createRoot } from 'react-dom/client'
import { ConsentFrame } from '@/ui/consent/ConsentFrame'

type EmbedProps = {
  src: string
  title: string
  notice: string
  loadLabel: string
  /** Our own picture under the consent notice; never the service's thumbnail. */
  poster: string
  posterClassName: string
}

/**
 * A YouTube or Vimeo player behind the site's consent gate (the same one the video widget uses):
 * the notice and a button until consent allows the service, then the player. Returns a function
 * that takes the player out again, which stops it.
 */
export function mountEmbed(
  target: HTMLElement,
  { poster, posterClassName, ...frame }: EmbedProps,
): () => void {
  const root = createRoot(target)
  root.render(
    <ConsentFrame {...frame}>
      {poster ? <img src={poster} alt="" className={posterClassName} /> : null}
    </ConsentFrame>,
  )
  return () => root.unmount()
}
