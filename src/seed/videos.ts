import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, RequestContext } from 'payload'
import { uploadMedia } from './images'

/**
 * The one demo video, drawn by scripts/demo-video.sh (8 s, 960×540, H.264, no sound, ~90 KB): a
 * file of our own, so the video widgets' showcase needs no third party and no network.
 */
const DEMO_VIDEO = {
  file: 'revontulet.mp4',
  alt: {
    fi: 'Revontulien värejä liukuu hitaasti tummalla taivaalla',
    en: 'Aurora colours drift slowly across a dark sky',
  },
}

/** Uploads the demo video with its Finnish and English descriptions; returns its media id. */
export async function uploadDemoVideo(payload: Payload, context: RequestContext): Promise<number> {
  // A literal folder, so the build traces src/seed/assets alone rather than the whole project.
  const data = await readFile(path.join(process.cwd(), 'src', 'seed', 'assets', DEMO_VIDEO.file))
  const file = { data, mimetype: 'video/mp4', name: DEMO_VIDEO.file, alt: DEMO_VIDEO.alt }
  return uploadMedia(payload, file, context)
}
