// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { NGINX_SITE_CONF, nginxConfig, selfSignedCertificate } from '../../scripts/nginx-site.mjs'

const NGINX = '/usr/sbin/nginx'

describe('deploy/nginx/site.conf, as the cluster run adapts it', () => {
  const site = readFileSync(NGINX_SITE_CONF, 'utf8')
  const adapt = (text: string, dir = '/tmp/x') =>
    nginxConfig({
      dir,
      site: text,
      https: '127.0.0.1:3200',
      redirect: '127.0.0.1:3280',
      upstreams: ['127.0.0.1:3201', '127.0.0.1:3202'],
      cert: `${dir}/cert.pem`,
      key: `${dir}/key.pem`,
    })

  it('keeps the shipped proxy settings and puts in the cluster’s ports, names and certificate', () => {
    const conf = adapt(site)
    expect(conf).toContain(
      '    server 127.0.0.1:3201 max_fails=1 fail_timeout=10s;\n    server 127.0.0.1:3202 max_fails=1 fail_timeout=10s;',
    )
    expect(conf).toContain('listen 127.0.0.1:3200 ssl http2;')
    expect(conf).toContain('listen 127.0.0.1:3280;')
    expect(conf).not.toContain('esimerkki.fi')
    expect(conf).not.toContain('letsencrypt')
    for (const setting of [
      'proxy_set_header X-Request-Id $request_id;',
      'proxy_next_upstream error timeout',
      'Strict-Transport-Security',
    ])
      expect(conf).toContain(setting)
  })

  it('fails loudly when the shipped file no longer has a place the cluster run adapts', () => {
    expect(() => adapt(site.replace('listen 443 ssl http2;', 'listen 8443 ssl;'))).toThrow(/listen 443/)
  })

  it.runIf(existsSync(NGINX))('nginx accepts the adapted configuration', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-site-'))
    try {
      mkdirSync(dir, { recursive: true })
      selfSignedCertificate(dir)
      const file = path.join(dir, 'nginx.conf')
      writeFileSync(file, adapt(site, dir))
      const output = execFileSync(NGINX, ['-t', '-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      expect(output).toBe('')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
