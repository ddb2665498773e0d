import { readFileSync } from 'node:fs'

const MB = 1024 * 1024

/** The last (largest) figure of a `/proc/sys/net/ipv4/tcp_*mem` file; 64 MB where there is none. */
function largest(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8').trim().split(/\s+/).at(-1)) || 64 * MB
  } catch {
    return 64 * MB
  }
}

/**
 * The most a loopback connection can hold in flight between a sender's writes and the receiver's
 * reads: both kernels' buffers at the size autotuning may grow them to (Debian's defaults: 32 MB
 * to receive, 4 MB to send). A test that counts what a client had sent when the server answered
 * must allow this much beyond what the server read: on a busy machine the buffers fill first.
 */
export function kernelBufferBytes(): number {
  return largest('/proc/sys/net/ipv4/tcp_rmem') + largest('/proc/sys/net/ipv4/tcp_wmem')
}
