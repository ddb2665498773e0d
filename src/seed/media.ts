import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, RequestContext } from 'payload'
import sharp from 'sharp'
import { COMPARISON_IMAGES } from './comparison-images'
import { createBilingual, createEach } from './documents'
import { DEMO_IMAGES, type DemoImage } from './images'

/** Ids of the uploaded media, by the names the layouts use. */
export type SeededMedia = {
  /** The pages' pictures (src/seed/images.ts) and the before/after comparison's pair. */
  images: Record<keyof typeof DEMO_IMAGES | 'compareBefore' | 'compareAfter', number>
  videos: Record<'aurora', number>
}

/** A demo file for the media library, with its description in both languages. */
type MediaUpload = { data: Buffer; mimetype: string; name: string; alt: { fi: string; en: string } }

/** Uploads a file with its Finnish alt text, then adds the English one; returns its media id. */
function uploadMedia(payload: Payload, upload: MediaUpload, context: RequestContext): Promise<number> {
  const { data, mimetype, name, alt } = upload
  return createBilingual(payload, context, {
    collection: 'media',
    fi: { alt: alt.fi },
    en: () => ({ alt: alt.en }),
    file: { data, mimetype, name, size: data.length },
  })
}

/** Plain libjpeg: mozjpeg saved a third of the original's bytes at five times the encoding time. */
function renderImage(image: DemoImage): Promise<Buffer> {
  return sharp(Buffer.from(image.svg)).jpeg({ quality: 80 }).toBuffer()
}

/** Uploads drawn pictures as JPEGs, in the record's order; returns their media ids by key. */
export function uploadImages<K extends string>(
  payload: Payload,
  images: Record<K, DemoImage>,
  context: RequestContext,
): Promise<Record<K, number>> {
  // Rendering the SVGs starts for all at once (sharp works off the main thread) while the
  // uploads, each resized into the WebP sizes, go one at a time.
  const rendered = new Map(Object.values<DemoImage>(images).map((image) => [image, renderImage(image)]))
  return createEach(images, async (image) => {
    const data = await (rendered.get(image) ?? renderImage(image))
    const upload = { data, mimetype: 'image/jpeg', name: `${image.name}.jpg`, alt: image.alt }
    return uploadMedia(payload, upload, context)
  })
}

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
async function uploadDemoVideo(payload: Payload, context: RequestContext): Promise<number> {
  // A literal folder, so the build traces src/seed/assets alone rather than the whole project.
  const data = await readFile(path.join(process.cwd(), 'src', 'seed', 'assets', DEMO_VIDEO.file))
  const file = { data, mimetype: 'video/mp4', name: DEMO_VIDEO.file, alt: DEMO_VIDEO.alt }
  return uploadMedia(payload, file, context)
}

/** The pages' pictures, the demo video and the before/after pair, uploaded in that order. */
export async function seedMedia(payload: Payload, context: RequestContext): Promise<SeededMedia> {
  const images = await uploadImages(payload, DEMO_IMAGES, context)
  const video = await uploadDemoVideo(payload, context)
  const comparison = await uploadImages(payload, COMPARISON_IMAGES, context)
  return {
    images: { ...images, compareBefore: comparison.before, compareAfter: comparison.after },
    videos: { aurora: video },
  }
}
