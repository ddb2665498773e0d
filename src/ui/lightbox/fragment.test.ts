import { describe, expect, it } from 'vitest'
import { LIGHTBOX } from '@/lib/constants'
import { readVectors } from '../../../tests/unit/vectors'
import { baseFragment, buildFragment, indexForPid, parseFragment, pidOf } from './fragment'

const MIN = LIGHTBOX.minFragmentLength

type Slide = { pid: string }
type Case = {
  input: {
    galleryUID?: number
    galleryPIDs?: boolean
    history?: boolean
    slides?: Slide[]
    slides_pid?: string[]
    slide?: string
    location_hash?: string
  }
  expected: string | { photoswipeParseHash_returns: { pid: string; gid: number }; opens: string }
  note: string
}
const vectors = readVectors<{ cases: Case[] }>('photoswipe-v4-history.json')

/** The vectors name the slide in words ("second picture", "first"). */
function slideIndex(words: string): number {
  if (words.startsWith('first')) return 0
  if (words.startsWith('second')) return 1
  throw new Error(`unknown slide: ${words}`)
}

describe('PhotoSwipe 4 history vectors', () => {
  const addresses = vectors.cases.filter((c) => typeof c.expected === 'string')
  it.each(addresses.map((c) => [c.note, c] as const))('%s', (_note, { input, expected }) => {
    const custom = input.galleryPIDs ?? false
    const ownPids = input.slides?.map((s) => s.pid) ?? input.slides_pid ?? []
    const index = slideIndex(input.slide ?? '')
    // PhotoSwipe 4's galleryUID defaults to 1.
    const fragment = buildFragment('', input.galleryUID ?? 1, pidOf(ownPids[index] ?? '', index, custom))
    expect(`http://example.com/#${fragment}`).toBe(expected)
  })

  const parsing = vectors.cases.filter((c) => c.input.location_hash !== undefined)
  it.each(parsing.map((c) => [c.note, c] as const))('%s', (_note, { input, expected }) => {
    if (typeof expected === 'string') throw new Error('a parse case expects an object')
    // gid a number, pid left a string, as the documented sample computes.
    expect(parseFragment(input.location_hash ?? '', MIN)).toEqual(expected.photoswipeParseHash_returns)
    // "opens … at options.index = parseInt(pid,10)-1 (=2)": a gallery of five pictures.
    const pids = ['1', '2', '3', '4', '5']
    expect(indexForPid(expected.photoswipeParseHash_returns.pid, pids, false)).toBe(2)
  })

  it('covers every case of the file', () => {
    expect(addresses.length + parsing.length).toBe(vectors.cases.length)
  })
})

describe('parseFragment', () => {
  it('reads gid and pid in either order, after the page’s own fragment', () => {
    expect(parseFragment('#&gid=2&pid=5', MIN)).toEqual({ gid: 2, pid: '5' })
    expect(parseFragment('#!/palvelut&gid=1&pid=kesa', MIN)).toEqual({ gid: 1, pid: 'kesa' })
    expect(parseFragment('&pid=1&gid=3', MIN)).toEqual({ gid: 3, pid: '1' })
  })

  it('ignores fragments shorter than 5 characters (without the #), as PhotoSwipe 4 did', () => {
    expect(parseFragment('#gid', MIN)).toBeNull()
    expect(parseFragment('#a=1', MIN)).toBeNull()
    expect(parseFragment('', MIN)).toBeNull()
  })

  it('needs a positive whole gid and a pid (PhotoSwipe 4 took parseInt("1x") as 1; we do not)', () => {
    expect(parseFragment('#&gid=0&pid=1', MIN)).toBeNull()
    expect(parseFragment('#&gid=-1&pid=1', MIN)).toBeNull()
    expect(parseFragment('#&gid=1x&pid=1', MIN)).toBeNull()
    expect(parseFragment('#&gid=1&pid=', MIN)).toBeNull()
    expect(parseFragment('#&gid=1', MIN)).toBeNull()
    expect(parseFragment('#!/yhteystiedot', MIN)).toBeNull()
  })

  it('skips parts without "=" and decodes a custom pid', () => {
    expect(parseFragment('#x&&gid=1&y&pid=kes%C3%A4%20ilta', MIN)).toEqual({ gid: 1, pid: 'kesä ilta' })
    expect(parseFragment('#&gid=1&pid=%E0%A4%A', MIN)).toEqual({ gid: 1, pid: '%E0%A4%A' })
  })
})

describe('buildFragment and baseFragment', () => {
  it('keeps the page’s own fragment in front, as PhotoSwipe 4 did', () => {
    expect(buildFragment('!/palvelut', 1, '3')).toBe('!/palvelut&gid=1&pid=3')
    expect(buildFragment('', 2, 'kesä ilta')).toBe('&gid=2&pid=kes%C3%A4%20ilta')
  })

  it('takes the lightbox parameters out wherever they are', () => {
    expect(baseFragment('#&gid=1&pid=3')).toBe('')
    expect(baseFragment('#&pid=3&gid=1')).toBe('')
    expect(baseFragment('#!/palvelut&gid=1&pid=3')).toBe('!/palvelut')
    expect(baseFragment('#!/palvelut')).toBe('!/palvelut')
    // PhotoSwipe 4 cut only at "&gid=" and "?gid=", so it kept "gid=1" here and doubled it on the
    // next update; any position is taken out here.
    expect(baseFragment('#gid=1&pid=2')).toBe('')
  })

  it('round-trips a picture’s address', () => {
    const fragment = buildFragment(baseFragment('#!/galleria&gid=4&pid=9'), 4, '2')
    expect(parseFragment(`#${fragment}`, MIN)).toEqual({ gid: 4, pid: '2' })
    expect(baseFragment(fragment)).toBe('!/galleria')
  })
})

describe('pids', () => {
  it('are 1-based places, or the item’s own pid in a gallery with custom pids', () => {
    expect(pidOf('kesa', 0, false)).toBe('1')
    expect(pidOf('kesa', 0, true)).toBe('kesa')
    // An item without a pid of its own keeps its place, so its address still finds it.
    expect(pidOf('', 4, true)).toBe('5')
  })

  it('resolve to an index; past the end or unknown opens the first picture', () => {
    expect(indexForPid('3', ['1', '2', '3'], false)).toBe(2)
    expect(indexForPid('4', ['1', '2', '3'], false)).toBe(0)
    expect(indexForPid('kesa', ['talvi', 'kesa'], true)).toBe(1)
    expect(indexForPid('syksy', ['talvi', 'kesa'], true)).toBe(0)
  })

  it('name no picture when not positive (docs/lightbox.md: both must be positive)', () => {
    expect(indexForPid('0', ['1', '2'], false)).toBeNull()
    expect(indexForPid('-2', ['1', '2'], false)).toBeNull()
    expect(indexForPid('kesa', ['1', '2'], false)).toBeNull()
  })
})
