/**
 * A visitor's text as they wrote it: blank lines start paragraphs, single line ends break lines.
 * Only text nodes: markup, scripts and `javascript:` addresses show as the characters they are,
 * and nothing becomes a link.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no other identity.
        <p key={i}>
          {paragraph.split('\n').map((line, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above, lines of one paragraph.
            <span key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ))}
    </div>
  )
}
