import styles from './loader.module.css'

/** A thin progress bar along the top edge while the page loads; the runtime removes it (loader.ts). */
export function PageLoader({ enabled }: { enabled: boolean }) {
  return enabled ? <div className={styles.loader} data-page-loader="" aria-hidden="true" /> : null
}
