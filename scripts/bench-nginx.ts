import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECURITY_HEADERS } from '../src/lib/security-policy.ts';
import { loadPagePolicies } from '../src/server/http/page-policies.ts';
import { ENCODED_SUFFIX, PRECOMPRESSED_DIR, PRECOMPRESSED_MANIFEST, precompressedManifest } from '../src/server/http/precompressed.ts';
import { freePort } from '../tests/setup/server.ts';

/** Debian's nginx (`apt-get install nginx-light`); NGINX names another binary. */
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** Debian's brotli_static module (`apt-get install libnginx-mod-http-brotli-static`), loaded when installed. */
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface RunningNginx {
  origin: string;
  /** Whether it sends the brotli copies too (else gzip only). */
  brotli: boolean;
  stop: () => Promise<void>;
}

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The built site as nginx would serve it for comparison: a copy of dist/client with the build's
 * precompressed copies beside each file (gzip_static, brotli_static), the same security headers and each
 * page's own policy, on loopback. Undefined when nginx is not installed.
 */
export async function startNginx(distDir: string): Promise<RunningNginx | undefined> {
  if (!existsSync(NGINX)) return undefined;
  const prefix = mkdtempSync(path.join(tmpdir(), 'site-bench-nginx-'));
  // nginx started as root serves as an unprivileged user, which must read the copy.
  chmodSync(prefix, 0o755);
  const root = path.join(prefix, 'root');
  cpSync(path.join(distDir, 'client'), root, { recursive: true });
  const precompressed = path.join(distDir, PRECOMPRESSED_DIR);
  const manifest = precompressedManifest.parse(JSON.parse(readFileSync(path.join(precompressed, PRECOMPRESSED_MANIFEST), 'utf8')));
  for (const [file, { encodings }] of Object.entries(manifest.files)) {
    for (const encoding of encodings)
      copyFileSync(path.join(precompressed, file + ENCODED_SUFFIX[encoding]), path.join(root, file + ENCODED_SUFFIX[encoding]));
  }
  // Each page's policy by the file nginx ends up sending ($uri after try_files).
  const policies = [...loadPagePolicies(path.join(distDir, '_headers.json'))].map(
    ([page, policy]) => `    ${quoted(page === '/' ? '/index.html' : `${page}/index.html`)} ${quoted(policy)};`,
  );
  const { 'Content-Security-Policy': otherPolicy, ...security } = SECURITY_HEADERS;
  const brotli = existsSync(BROTLI_STATIC);
  const port = await freePort();
  for (const directory of ['temp', 'logs']) mkdirSync(path.join(prefix, directory));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${brotli ? `load_module ${BROTLI_STATIC};\n` : ''}worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  gzip_static on;
  gzip_vary on;
  ${brotli ? 'brotli_static on;' : ''}
  map_hash_bucket_size 128;
  map $uri $page_policy {
    default ${quoted(otherPolicy!)};
${policies.join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    root ${root};
    add_header Content-Security-Policy $page_policy always;
${Object.entries(security)
  .map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`)
  .join('\n')}
    location / { try_files $uri \${uri}index.html $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${origin}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, brotli, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = path.join(prefix, 'logs', 'error.log');
  errors += existsSync(log) ? readFileSync(log, 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start: ${errors.slice(-2000)}`);
}
