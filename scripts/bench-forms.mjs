// The contact form's figures for `npm run bench` (scripts/bench.mjs): sendings accepted per second
// through the real feedback endpoint with none lost (rows in the database = answers "mail_sent"),
// and the validate-step latency. Each sending solves its proof of work first, as a browser would,
// and comes from an address of its own (the bench server trusts X-Forwarded-For), so the rate
// limit does not turn the load away.
import { createHash, randomBytes } from 'node:crypto'
import { median } from './bench-admin.mjs'

/** A solution in the format src/forms/bot/solver.ts sends (the bench is plain JavaScript). */
function solve({ algorithm, challenge, salt, signature, maxNumber }) {
  for (let number = 0; number <= maxNumber; number++) {
    if (
      createHash('sha256')
        .update(salt + number)
        .digest('hex') === challenge
    )
      return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64')
  }
  throw new Error('challenge not solvable')
}

function sending(formId, solution, marker, i) {
  const form = new FormData()
  const fields = {
    _cf_form: String(formId),
    _cf_locale: 'fi',
    _cf_bot: solution,
    nimi: `${marker} ${i}`,
    sahkoposti: 'kuorma@example.fi',
    yhteydenotto: 'sahkoposti',
    palvelu: 'verkkosivut',
    sivut_count: '1',
    sivu__1: 'Etusivu',
    viesti: 'Kuormitustestin viesti.',
    hyvaksyn: '1',
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

const ip = (i) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`

/** `count` sendings, `concurrency` at a time; then the rows counted in the database. */
export async function measureForms({ origin, adminPassword, count = 60, concurrency = 6 }) {
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@kajodigital.example', password: adminPassword }),
  })
  const { token } = await login.json()
  const auth = { Authorization: `JWT ${token}` }
  const forms = await (await fetch(`${origin}/api/contact-forms?limit=1&sort=id`, { headers: auth })).json()
  const formId = forms.docs[0].id
  const solveStart = performance.now()
  const solutions = []
  for (let i = 0; i < count; i++) {
    const refill = await (await fetch(`${origin}/api/contact-forms/${formId}/refill`)).json()
    solutions.push(solve(refill.captcha))
  }
  const solveMs = (performance.now() - solveStart) / count
  const marker = `Kuorma-${randomBytes(3).toString('hex')}`
  const statuses = {}
  const times = []
  let next = 0
  const start = performance.now()
  const worker = async () => {
    while (next < count) {
      const i = next++
      const t = performance.now()
      const answer = await fetch(`${origin}/api/contact-forms/${formId}/feedback`, {
        method: 'POST',
        headers: { Accept: 'application/json', 'X-Forwarded-For': ip(i) },
        body: sending(formId, solutions[i], marker, i),
      })
      const { status } = await answer.json()
      times.push(performance.now() - t)
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - start) / 1000
  const stored = await (
    await fetch(
      `${origin}/api/form-submissions?limit=1&where[searchText][like]=${encodeURIComponent(marker)}`,
      { headers: auth },
    )
  ).json()
  // A step check: the server's rules only, no storage.
  const step = []
  for (let i = 0; i < 20; i++) {
    const form = sending(formId, '', marker, i)
    form.append('_cf_step', '1')
    const t = performance.now()
    await (
      await fetch(`${origin}/api/contact-forms/${formId}/validate-step`, { method: 'POST', body: form })
    ).json()
    step.push(performance.now() - t)
  }
  const sorted = times.sort((a, b) => a - b)
  return {
    sendings: count,
    concurrency,
    answers: Object.entries(statuses)
      .map(([status, n]) => `${status} ${n}`)
      .join(', '),
    acceptedPerSecond: +((statuses.mail_sent ?? 0) / seconds).toFixed(1),
    storedInDatabase: stored.totalDocs,
    lost: (statuses.mail_sent ?? 0) - stored.totalDocs,
    feedbackMedianMs: +median(sorted).toFixed(1),
    feedbackP90Ms: +sorted[Math.ceil(sorted.length * 0.9) - 1].toFixed(1),
    validateStepMedianMs: +median(step.sort((a, b) => a - b)).toFixed(1),
    proofOfWorkSolveMsInNode: +solveMs.toFixed(0),
  }
}

export function printForms(forms, table) {
  table('Contact form: JS beyond the content page, and sendings through the feedback endpoint', {
    js: forms.js,
    sendings: forms.sendings,
  })
}
