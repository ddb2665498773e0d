import { anchorProps, resolveLink } from '@/lib/links'
import type { RenderContext } from '@/lib/render-context'
import type { Footer as FooterData } from '@/payload-types'
import { BottomMenu } from './footer/BottomMenu'
import styles from './footer.module.css'
import { ScrollTop } from './header/ScrollTop'

export function Footer({
  data,
  ctx,
  current,
}: {
  data: FooterData
  ctx: RenderContext
  /** The visited page's address, so the bottom menu can mark it. */
  current?: string
}) {
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        {(data.columns ?? []).map((column, i) => (
          <div key={column.id ?? i} className={styles.column}>
            {column.heading ? <h2 className={styles.heading}>{column.heading}</h2> : null}
            {column.text ? <p className={styles.text}>{column.text}</p> : null}
            {column.links?.length ? (
              <ul className={styles.links}>
                {column.links.map((item, j) => {
                  const link = resolveLink(item.link, ctx)
                  return link ? (
                    <li key={item.id ?? j}>
                      <a {...anchorProps(link)} lang={link.lang}>
                        {link.label}
                      </a>
                    </li>
                  ) : null
                })}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
      <div className={styles.bottomBar}>
        <p className={styles.copyright}>
          © {year} {data.copyright}
        </p>
        <BottomMenu items={data.bottomMenu ?? []} ctx={ctx} current={current} />
      </div>
      <ScrollTop locale={ctx.locale} />
    </footer>
  )
}
