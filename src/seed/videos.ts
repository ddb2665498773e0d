import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, RequestContext } from 'payload'

/**
 * The one demo video, drawn by scripts/demo-video.sh (8 s, 960×540, H.264, no sound, ~90 KB): a
 * file of our own, so the video widgets' showcase needs no third party and no network.
 */
const DEMO_VIDEO = {
  file: 'src/seed/assets/revontulet.mp4',
  alt: {
    fi: 'Revontulien värejä liukuu hitaasti tummalla taivaalla',
    en: 'Aurora colours drift slowly across a dark sky',
  },
}

/** Uploads the demo video with its Finnish and English descriptions; returns its media id. */
export async function uploadDemoVideo(payload: Payload, context: RequestContext): Promise<number> {
  const data = await readFile(path.join(process.cwd(), DEMO_VIDEO.file))
  const media = await payload.create({
    collection: 'media',
    locale: 'fi',
    context,
    depth: 0,
    data: { alt: DEMO_VIDEO.alt.fi },
    file: { data, mimetype: 'video/mp4', name: path.basename(DEMO_VIDEO.file), size: data.length },
  })
  await payload.update({
    collection: 'media',
    id: media.id,
    locale: 'en',
    context,
    depth: 0,
    data: { alt: DEMO_VIDEO.alt.en },
  })
  return media.id
}
