/**
 * A component's stylesheet (scripts/sheets.mjs writes one per `*.sheet.css`), rendered where the
 * component renders. React hoists it into <head>, once per page however often it is rendered, and
 * ahead of the content in the HTML, so nothing paints unstyled; a page without the component
 * carries none of its CSS.
 */
export function sheet(id: string, css: string) {
  return function Sheet() {
    return (
      <style href={id} precedence="sheets">
        {css}
      </style>
    )
  }
}
