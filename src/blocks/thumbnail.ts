/**
 * The picture a block shows in Payload's "add block" drawer (`admin.images.thumbnail`). Payload
 * 3.90's drawer shows only the picture and the block's singular label and has no place for a
 * description, so each picture draws the widget and spells out `description` as visible text; the
 * same words are the picture's `alt` (and its SVG `<title>`). The picture is `<slug>.svg` in the
 * widget's own folder, served at this address by src/app/widget-thumbnails.
 */
export function widgetThumbnail(slug: string, description: string): { url: string; alt: string } {
  return { url: `/widget-thumbnails/${slug}.svg`, alt: description }
}
