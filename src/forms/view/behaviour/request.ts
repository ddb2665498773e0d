/** What a POST answered: its JSON (204 = an empty object), or why there is none. */
export type Answer<T> = { ok: true; body: Partial<T> } | { ok: false; error: 'fetch_error' | 'invalid_json' }

/** A GET, or with a body a POST, to the form's endpoints for a JSON answer; never throws. */
export async function request<T>(url: string, signal: AbortSignal, body?: FormData): Promise<Answer<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      ...(body && { method: 'POST', body }),
      signal,
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    })
  } catch {
    return { ok: false, error: 'fetch_error' }
  }
  // 4xx answers (validation_failed, spam) carry JSON too: read the body whatever the status.
  if (response.status === 204) return { ok: true, body: {} }
  try {
    const body: unknown = await response.json()
    return body !== null && typeof body === 'object'
      ? { ok: true, body: body as Partial<T> }
      : { ok: true, body: {} }
  } catch {
    return { ok: false, error: 'invalid_json' }
  }
}

/**
 * The form's data with each file's content left out (an empty file of the same name and type): step
 * checks and the summary need names only, and their endpoints refuse large posts.
 */
export function withoutFileContents(data: FormData): FormData {
  const out = new FormData()
  data.forEach((value, name) => {
    out.append(name, typeof value === 'string' ? value : new File([], value.name, { type: value.type }))
  })
  return out
}
