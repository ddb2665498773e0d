/**
 * WordPress's `wpautop()`, as the classic editor's content is shown: a blank line starts a new
 * paragraph and a single newline is a line break, except around and inside block-level tags.
 * Written from the documented behaviour of wp-includes/formatting.php so imported text breaks
 * where it did on the old site.
 */

const BLOCKS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)'

const NEWLINE_MARK = ' <!-- wpnl --> '

/** Newlines inside tags and comments are not text: they must not become breaks. */
function hideNewlinesInTags(html: string): string {
  return html.replace(/<!--[\s\S]*?-->|<[^>]*>/g, (tag) =>
    tag.includes('\n') ? tag.replace(/\n/g, NEWLINE_MARK) : tag,
  )
}

export function autop(input: string, br = true): string {
  if (input.trim() === '') return ''
  let text = `${input}\n`

  // <pre> keeps its newlines: set it aside and put it back at the end.
  const pres: string[] = []
  if (text.includes('<pre')) {
    text = text.replace(/<pre[\s>][\s\S]*?<\/pre>/gi, (pre) => {
      pres.push(pre)
      return `<pre wp-pre-tag-${pres.length - 1}></pre>`
    })
  }

  text = text.replace(/<br\s*\/?>\s*<br\s*\/?>/gi, '\n\n')
  text = text.replace(new RegExp(`(<${BLOCKS}[\\s/>])`, 'gi'), '\n\n$1')
  text = text.replace(new RegExp(`(</${BLOCKS}>)`, 'gi'), '$1\n\n')
  text = text.replace(/<hr\s*?\/?>/gi, '<hr />\n\n')
  text = text.replace(/\r\n|\r/g, '\n')
  text = hideNewlinesInTags(text)

  // Options, object params, media sources and embeds are not separated by breaks.
  if (text.includes('<option')) {
    text = text.replace(/\s*<option/gi, '<option').replace(/<\/option>\s*/gi, '</option>')
  }
  if (text.includes('</object>')) {
    text = text
      .replace(/(<object[^>]*>)\s*/gi, '$1')
      .replace(/\s*<\/object>/gi, '</object>')
      .replace(/\s*(<\/?(?:param|embed)[^>]*>)\s*/gi, '$1')
  }
  if (text.includes('<source') || text.includes('<track')) {
    text = text
      .replace(/([<[](?:audio|video)[^>\]]*[>\]])\s*/gi, '$1')
      .replace(/\s*([<[]\/(?:audio|video)[>\]])/gi, '$1')
      .replace(/\s*(<(?:source|track)[^>]*>)\s*/gi, '$1')
  }
  if (text.includes('<figcaption')) {
    text = text.replace(/\s*(<figcaption[^>]*>)/gi, '$1').replace(/<\/figcaption>\s*/gi, '</figcaption>')
  }

  text = text.replace(/\n\n+/g, '\n\n')

  text = text
    .split(/\n\s*\n/)
    .filter((chunk) => chunk !== '')
    .map((chunk) => `<p>${chunk.replace(/^\n+|\n+$/g, '')}</p>\n`)
    .join('')

  text = text.replace(/<p>\s*<\/p>/g, '')
  text = text.replace(/<p>([^<]+)<\/(div|address|form)>/gi, '<p>$1</p></$2>')
  text = text.replace(new RegExp(`<p>\\s*(</?${BLOCKS}[^>]*>)\\s*</p>`, 'gi'), '$1')
  text = text.replace(/<p>(<li.+?)<\/p>/gi, '$1')
  text = text.replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>')
  text = text.replace(/<\/blockquote><\/p>/gi, '</p></blockquote>')
  text = text.replace(new RegExp(`<p>\\s*(</?${BLOCKS}[^>]*>)`, 'gi'), '$1')
  text = text.replace(new RegExp(`(</?${BLOCKS}[^>]*>)\\s*</p>`, 'gi'), '$1')

  if (br) {
    // Newlines inside scripts, styles and SVG stay newlines.
    text = text.replace(/<(script|style|svg)[\s\S]*?<\/\1>/gi, (part) =>
      part.replace(/\n/g, '<WPPreserveNewline />'),
    )
    text = text.replace(/<br>|<br\/>/gi, '<br />')
    text = text.replace(/(?<!<br \/>)\s*\n/g, '<br />\n')
    text = text.replace(/<WPPreserveNewline \/>/g, '\n')
  }

  text = text.replace(new RegExp(`(</?${BLOCKS}[^>]*>)\\s*<br />`, 'gi'), '$1')
  text = text.replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi, '$1')
  text = text.replace(/\n<\/p>$/g, '</p>')

  if (pres.length > 0)
    text = text.replace(/<pre wp-pre-tag-(\d+)><\/pre>/g, (_, i: string) => pres[Number(i)] ?? '')
  return text.replaceAll(NEWLINE_MARK, '\n')
}
