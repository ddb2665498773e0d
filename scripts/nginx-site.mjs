// The production guide's nginx configuration (deploy/nginx/site.conf), adapted to run on loopback
// for the cluster tests (scripts/cluster.mjs): what operators copy is what the tests run.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { ROOT } from './lib.mjs'

/** The production guide's nginx configuration. */
export const NGINX_SITE_CONF = path.join(ROOT, 'deploy', 'nginx', 'site.conf')

/**
 * deploy/nginx/site.conf made to run on loopback: its listen ports, server names, certificate and
 * upstream replaced with the cluster's, wrapped in a main configuration with folders of its own.
 * Each replacement must find its place, so the file cannot drift from what is tested.
 */
export function nginxConfig({ dir, site, https, redirect, upstreams, cert, key }) {
  let text = site
  const replace = (pattern, value) => {
    if (text.search(pattern) < 0)
      throw new Error(`deploy/nginx/site.conf: no ${pattern} to adapt for the cluster run`)
    text = text.replace(pattern, value)
  }
  replace(/^ {4}server 127\.0\.0\.1:3000 (.*);$/m, (_line, rest) =>
    upstreams.map((u) => `    server ${u} ${rest};`).join('\n'),
  )
  replace(/^ {4}listen 80;$/m, `    listen ${redirect};`)
  replace(/^ {4}listen 443 ssl http2;$/m, `    listen ${https} ssl http2;`)
  replace(/server_name esimerkki\.fi;/g, 'server_name 127.0.0.1;')
  replace(/^ {4}ssl_certificate \S+;$/m, `    ssl_certificate ${cert};`)
  replace(/^ {4}ssl_certificate_key \S+;$/m, `    ssl_certificate_key ${key};`)
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${text}
}
`
}

/** A self-signed certificate for 127.0.0.1 (the balancer's https), made with Debian's openssl. */
export function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem')
  const key = path.join(dir, 'key.pem')
  execFileSync(
    '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )
  return { cert, key }
}
