/** A file or setting the import refuses, with the Finnish message the editor is shown. */
export class ImportError extends Error {
  override name = 'ImportError'
}
