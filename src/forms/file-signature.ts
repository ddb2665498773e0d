/**
 * The first bytes of the file kinds forms usually accept. The browser's declared type and the
 * file's name are the sender's word; these are the file's own, so an executable renamed to .pdf
 * is refused. Kinds not listed are judged by name and type only.
 */
const SIGNATURES: Record<string, readonly (readonly number[])[]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  webp: [[0x52, 0x49, 0x46, 0x46]],
  zip: [[0x50, 0x4b, 0x03, 0x04]],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
}

/** False when the name claims a kind listed above and the content does not start like one. */
export function contentMatchesName(name: string, head: Uint8Array): boolean {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase()
  const expected = extension ? SIGNATURES[extension] : undefined
  if (!expected) return true
  return expected.some((signature) => signature.every((byte, index) => head[index] === byte))
}
