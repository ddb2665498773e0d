import { describe, expect, it } from 'vitest'
import {
  clientIp,
  clientKey,
  SOCKET_ADDRESS_HEADER,
  socketAddress,
  trustedProxyCount,
} from './client-address'

function headers(init: Record<string, string>): Headers {
  return new Headers(init)
}

describe('trustedProxyCount', () => {
  it('reads TRUSTED_PROXY as a count of proxies', () => {
    expect(trustedProxyCount(undefined)).toBe(0)
    expect(trustedProxyCount('')).toBe(0)
    expect(trustedProxyCount('0')).toBe(0)
    expect(trustedProxyCount('false')).toBe(0)
    expect(trustedProxyCount('1')).toBe(1)
    expect(trustedProxyCount('true')).toBe(1)
    expect(trustedProxyCount(' 2 ')).toBe(2)
  })
})

describe('socketAddress', () => {
  const token = 'a'.repeat(32)

  it("reads the address the site's server stamped with this process's token", () => {
    const stamped = headers({ [SOCKET_ADDRESS_HEADER]: `${token} 127.0.0.2` })
    expect(socketAddress(stamped, token)).toBe('127.0.0.2')
    expect(clientIp(stamped, socketAddress(stamped, token), 0)).toBe('127.0.0.2')
  })

  it('ignores a stamp with another token, without one, or when the server is not ours', () => {
    expect(
      socketAddress(headers({ [SOCKET_ADDRESS_HEADER]: `${'b'.repeat(32)} 6.6.6.6` }), token),
    ).toBeUndefined()
    expect(socketAddress(headers({ [SOCKET_ADDRESS_HEADER]: '6.6.6.6' }), token)).toBeUndefined()
    expect(socketAddress(headers({ [SOCKET_ADDRESS_HEADER]: ` 6.6.6.6` }), token)).toBeUndefined()
    expect(socketAddress(headers({ [SOCKET_ADDRESS_HEADER]: `${token} 6.6.6.6` }), undefined)).toBeUndefined()
    expect(socketAddress(headers({}), token)).toBeUndefined()
  })
})

describe('clientIp', () => {
  const forged = headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7', 'x-real-ip': '6.6.6.6' })

  it('without a trusted proxy ignores X-Forwarded-For and X-Real-IP', () => {
    expect(clientIp(forged, '198.51.100.2', 0)).toBe('198.51.100.2')
    expect(clientIp(forged, undefined, 0)).toBe('unknown')
    expect(clientIp(headers({}), '::ffff:198.51.100.2', 0)).toBe('198.51.100.2')
  })

  it('reads TRUSTED_PROXY from the environment by default', () => {
    const saved = process.env.TRUSTED_PROXY
    try {
      delete process.env.TRUSTED_PROXY
      expect(clientIp(forged, '10.0.0.1')).toBe('10.0.0.1')
      process.env.TRUSTED_PROXY = '1'
      expect(clientIp(forged, '10.0.0.1')).toBe('203.0.113.7')
    } finally {
      if (saved === undefined) delete process.env.TRUSTED_PROXY
      else process.env.TRUSTED_PROXY = saved
    }
  })

  it('with one proxy takes the last entry, which the proxy appended; the forged ones before it do not count', () => {
    expect(clientIp(forged, '10.0.0.1', 1)).toBe('203.0.113.7')
  })

  it('with two proxies takes the second from the right', () => {
    const chain = headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.0.0.5' })
    expect(clientIp(chain, '10.0.0.1', 2)).toBe('203.0.113.7')
    // Fewer entries than proxies: all came from our proxies, the first is the client.
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7' }), '10.0.0.1', 2)).toBe('203.0.113.7')
  })

  it('falls back to the socket when the header is missing, and strips ports and brackets', () => {
    expect(clientIp(headers({}), '10.0.0.1', 1)).toBe('10.0.0.1')
    expect(clientIp(headers({ 'x-forwarded-for': '203.0.113.7:51000' }), undefined, 1)).toBe('203.0.113.7')
    expect(clientIp(headers({ 'x-forwarded-for': '[2001:DB8::1]:443' }), undefined, 1)).toBe('2001:db8::1')
  })

  it('turns anything that is not an address into one shared "unknown"', () => {
    expect(clientIp(headers({ 'x-forwarded-for': 'evil<script>' }), '10.0.0.1', 1)).toBe('unknown')
    expect(clientIp(headers({ 'x-forwarded-for': '1'.repeat(500) }), '10.0.0.1', 1)).toBe('unknown')
  })
})

describe('clientKey', () => {
  const secret = 'k'.repeat(64)

  it('is a keyed hash, not the address, and differs per secret', () => {
    const key = clientKey('203.0.113.7', secret)
    expect(key).toMatch(/^[0-9a-f]{32}$/)
    expect(key).not.toContain('203')
    expect(clientKey('203.0.113.8', secret)).not.toBe(key)
    expect(clientKey('203.0.113.7', 'other')).not.toBe(key)
  })

  it('keys IPv6 by its /64, however the address is written', () => {
    const key = clientKey('2001:db8:1:2::1', secret)
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff', secret)).toBe(key)
    expect(clientKey('2001:0db8:0001:0002:0:0:0:9', secret)).toBe(key)
    expect(clientKey('2001:db8:1:3::1', secret)).not.toBe(key)
    expect(clientKey('::1', secret)).toBe(clientKey('0:0:0:0:0:0:0:2', secret))
  })
})
