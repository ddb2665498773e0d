/** The second argument Next.js passes a route handler under an `[id]` segment. */
type IdContext = { params: Promise<{ id: string }> }

/** A route handler for an `[id]` segment: `answer` gets the request and the segment's value. */
export function idRoute(answer: (request: Request, id: string) => Promise<Response>) {
  return async (request: Request, { params }: IdContext): Promise<Response> =>
    answer(request, (await params).id)
}
