import { readComments } from '@/data/comments'
import { Sheet as FormStylesSheet, styles as formStyles } from '@/forms/view/contact-form.sheet'
import { formatDate } from '@/i18n/dates'
import type { Locale } from '@/i18n/locales'
import { format, t } from '@/i18n/strings'
import { cx } from '@/lib/css-vars'
import type { RenderContext } from '@/lib/render-context'
import type { Post } from '@/payload-types'
import { errorId, FeedbackForm } from '../items/FeedbackForm'
import { Sheet, styles } from '../items/feedback.sheet'
import { PlainText } from '../items/PlainText'
import { COMMENT_FORM_ID } from '../items/protocol'
import { type PublicComment, type Thread, threadComments } from './thread'

const EXCERPT_LENGTH = 60

/** A comment's start on one line, for the reply-to list. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line
}

function Comment({ comment, locale, reply }: { comment: PublicComment; locale: Locale; reply: boolean }) {
  const ui = t(locale)
  return (
    <>
      <FormStylesSheet />
      <Sheet />
      <article className={styles.item} id={`kommentti-${comment.id}`} aria-label={comment.name}>
        <header>
          <span className={styles.name}>{comment.name}</span>
          <time className={styles.date} dateTime={comment.createdAt} data-relative="">
            {formatDate(comment.createdAt, locale)}
          </time>
        </header>
        <PlainText text={comment.text} className={styles.text} />
        {reply ? (
          // Without JavaScript the link leads to the form, whose reply-to list names this comment.
          <a
            className={styles.reply}
            href={`#${COMMENT_FORM_ID}`}
            data-reply={comment.id}
            aria-label={format(ui.commentReplyName, { name: comment.name })}
          >
            {ui.commentReply}
          </a>
        ) : null}
      </article>
    </>
  )
}

/** Which comment a new one answers: none (a new thread) or one of the top-level comments. */
function ReplySelect({ threads, idPrefix, locale }: { threads: Thread[]; idPrefix: string; locale: Locale }) {
  const ui = t(locale)
  const id = `${idPrefix}-parent`
  return (
    <>
      <FormStylesSheet />
      <Sheet />
      <div className={formStyles.field} data-field="parent">
        <label className={formStyles.label} htmlFor={id}>
          {ui.commentReplyTo}
        </label>
        <div className={formStyles.selectWrap}>
          <select
            id={id}
            name="parent"
            className={formStyles.select}
            aria-describedby={errorId(idPrefix, 'parent')}
          >
            <option value="">{ui.commentReplyNone}</option>
            {threads.map((thread) => (
              <option key={thread.id} value={thread.id}>
                {`${thread.name}: ${excerpt(thread.text)}`}
              </option>
            ))}
          </select>
        </div>
        <p className={formStyles.error} id={errorId(idPrefix, 'parent')} data-error="" />
      </div>
    </>
  )
}

/**
 * A post's comment section: approved comments threaded two levels deep (name, date, text; never
 * the email) and the form for a new comment or a reply, which waits for moderation. The page
 * stays cached: the list is read under the post's comment tag.
 */
export async function PostComments({ post, ctx }: { post: Post; ctx: RenderContext }) {
  const { locale } = ctx
  const ui = t(locale)
  const comments = await readComments(post.id)
  const threads = threadComments(comments)
  const shown = threads.reduce((sum, thread) => sum + 1 + thread.replies.length, 0)
  const idPrefix = `comment-${post.id}`
  return (
    <>
      <FormStylesSheet />
      <Sheet />
      <section
        className={cx(formStyles.root, styles.section)}
        id="kommentit"
        aria-labelledby="kommentit-otsikko"
        data-feedback="comments"
      >
        <h2 id="kommentit-otsikko">
          {shown > 0 ? format(ui.commentsCount, { n: shown }) : ui.commentsTitle}
        </h2>
        {threads.length > 0 ? (
          <ol className={styles.list}>
            {threads.map((thread) => (
              <li key={thread.id}>
                <Comment comment={thread} locale={locale} reply />
                {thread.replies.length > 0 ? (
                  <ol className={styles.replies}>
                    {thread.replies.map((reply) => (
                      <li key={reply.id}>
                        <Comment comment={reply} locale={locale} reply={false} />
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.note}>{ui.commentsNone}</p>
        )}
        <FeedbackForm
          id={COMMENT_FORM_ID}
          kind="comment"
          targetId={post.id}
          locale={locale}
          idPrefix={idPrefix}
          headingLevel={3}
        >
          {threads.length > 0 ? <ReplySelect threads={threads} idPrefix={idPrefix} locale={locale} /> : null}
        </FeedbackForm>
      </section>
    </>
  )
}
