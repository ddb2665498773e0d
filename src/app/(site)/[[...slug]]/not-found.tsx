import { t } from '@/i18n/strings'
import styles from '@/site/not-found.module.css'

/** Finnish first: a visitor who typed a wrong address lands here from any locale. */
export default function NotFound() {
  const fi = t('fi')
  const en = t('en')
  return (
    <div className={styles.root}>
      <p className={styles.code}>404</p>
      <h1>{fi.pageNotFound}</h1>
      <p>{fi.pageNotFoundBody}</p>
      <p>
        <a href="/">{fi.toHome}</a>
      </p>
      <p lang="en" className={styles.secondary}>
        {en.pageNotFound}. <a href="/en">{en.toHome}</a>
      </p>
    </div>
  )
}
