// The part of autocannon's API the cluster tests use (the package ships no types).
declare module 'autocannon' {
  type Options = { url: string; connections?: number; duration?: number; pipelining?: number }
  type Result = {
    requests: { total: number; average: number }
    non2xx: number
    errors: number
    timeouts: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
